import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { dismissToast, getToasts } from '../src/components/ui/toast-store.ts';
import { closeLocalDatabase } from '../src/db/local-database.ts';
import { resetLeaving, signOutSettled } from '../src/lib/session.ts';

// Lazy route modules are transformed on first use in a test run: give them time to arrive.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(async () => {
  // a sign-out a test began finishes in that test: its wipe ends by clearing storage, the next test's token too
  await signOutSettled();
  cleanup();
  resetLeaving(); // each test is a new page: a reload it made does not carry over
  for (const shown of getToasts()) dismissToast(shown.id); // nor does a toast it left open
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// A local database a file's screens opened is closed before jsdom goes: a sync write still under way would otherwise
// reach for a window that is gone (Dexie's "dispatchEvent is not defined", an unhandled rejection that fails the run).
afterAll(() => closeLocalDatabase());
