import type { CommonPasswordCheck } from '@vikariat/domain';
import { useEffect } from 'react';

/**
 * The 10,000 most common passwords for the forms' own check (the same schemas as the server's): a 40 KB chunk
 * fetched when a password form opens, never on the sign-in screen. Until it has arrived (or offline) a form checks
 * the length only; the server checks the list either way.
 */
let loaded: CommonPasswordCheck | null = null;
let loading: Promise<void> | null = null;

function loadCommonPasswords(): Promise<void> {
  loading ??= import('@vikariat/domain/accounts/common-passwords').then(
    (module) => {
      loaded = module.isCommonPassword;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

const isCommonPasswordIfLoaded: CommonPasswordCheck = (password) => loaded?.(password) ?? false;

/** Starts fetching the list when a password form mounts. */
export function useCommonPasswords(): CommonPasswordCheck {
  useEffect(() => {
    void loadCommonPasswords();
  }, []);
  return isCommonPasswordIfLoaded;
}
