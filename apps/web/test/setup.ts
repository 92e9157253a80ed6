import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLeaving } from '../src/lib/session.ts';

// Lazy route modules are transformed on first use in a test run: give them time to arrive.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  resetLeaving(); // each test is a new page: a reload it made does not carry over
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
