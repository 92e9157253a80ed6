import type { TokenClaims } from '@vikariat/domain';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session.ts';

/** The signed-in user's claims (null when signed out or expired); re-renders on sign-in/out and token renewal. */
export const useSession = (): TokenClaims | null => useSyncExternalStore(subscribeSession, getSession, getSession);
