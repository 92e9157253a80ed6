import type { AppDeps } from '../../context.ts';
import { lockUnconfirmedAccounts } from './activation.ts';
import { purgeThrottle } from './login-throttle.ts';

/** Locks accounts left unconfirmed past their 24-hour deadline; forgets stale throttling rows. */
export const accountLockTask = {
  name: 'account-lock-unconfirmed',
  everyMs: 5 * 60_000,
  run: async (deps: AppDeps) => {
    const locked = await lockUnconfirmedAccounts(deps);
    if (locked > 0) deps.log.info({ locked }, 'locked unconfirmed accounts');
    await purgeThrottle(deps.database.db, deps.now());
  },
};
