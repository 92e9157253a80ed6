import type { Locale, OutboxActionType, OutboxPayload, OutboxVerdict } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../context.ts';
import type { Tx } from '../db/client.ts';

/**
 * The contract between the sync engine and the business rules of each offline action.
 *
 * The sync engine (apps/server/src/sync/outbox-apply.ts) validates the envelope and the payload, opens ONE
 * transaction, records the action id in the ledger and calls the handler with that transaction. A handler:
 * - writes only through `ctx.tx` (its effect commits or rolls back together with the ledger row);
 * - returns a verdict instead of throwing for anything the user should be told (rejections carry a code of
 *   OUTBOX_REJECTIONS and a message in `ctx.locale`); a thrown error is an outage (the client retries);
 * - never has to bump `seq`: the 0003/0036 triggers number every write to a replicated table;
 * - never publishes `changed` events: the 0003 triggers announce every replicated write at commit.
 * The handlers themselves are the business rules of each action (services/jobs), listed in action-handlers.ts.
 */
export interface ActionContext {
  tx: Tx;
  user: AuthUser;
  locale: Locale;
  now: Date;
  deps: AppDeps;
  /**
   * A substitute's account row, locked once for a whole push before its first savepoint (`lockCallerForActions`):
   * the handlers' own lock of it (lockMe) would be one round trip per action, and a lock taken inside a savepoint
   * is released when a rejection rolls back to it. Absent outside a push (the online routes lock it themselves).
   */
  callerRow?: CallerAccountRow | undefined;
}

/** What the actions read of the caller's account under its row lock. */
export interface CallerAccountRow extends Record<string, unknown> {
  profile: Record<string, unknown>;
  unavailable_jobs: string[];
}

export type ActionHandler<T extends OutboxActionType> = (ctx: ActionContext, payload: OutboxPayload<T>) => Promise<OutboxVerdict>;

export type ActionHandlers = { [T in OutboxActionType]: ActionHandler<T> };
