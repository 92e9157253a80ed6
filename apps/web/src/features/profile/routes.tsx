import type { RouteObject } from 'react-router-dom';

/** The own profile (spec 01 §2): signed-in, every role. */
export const routes: RouteObject[] = [{ path: '/profile', lazy: () => import('./components/profile-page.tsx') }];
