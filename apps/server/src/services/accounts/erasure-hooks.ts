import type { Tx } from '../../db/client.ts';
import { pseudonymiseSyncLog } from '../../sync/sync-log.ts';
import { forgetFeedbackSender } from '../legal/accessibility-feedback.ts';
import { forgetDeliveries } from '../notifications/delivery-worker.ts';

/**
 * What other areas do when an account is erased, inside the erasure's transaction, before the account row
 * goes (rows that reference the account by foreign key are removed by the database's ON DELETE rules; this is
 * for data that keeps no foreign key, such as logs that must be pseudonymised rather than deleted).
 * Add yours with one line.
 */
export interface ErasureHook {
  name: string;
  run: (tx: Tx, accountId: string) => Promise<void>;
}

export const erasureHooks: ErasureHook[] = [
  { name: 'sync-log', run: pseudonymiseSyncLog },
  { name: 'accessibility-feedback', run: forgetFeedbackSender },
  { name: 'notification-deliveries', run: forgetDeliveries },
];
