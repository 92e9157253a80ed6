import { sql } from 'drizzle-orm';
import { fieldErrorsOf, OUTBOX_REJECTIONS, type Locale, type OutboxAction, type OutboxActionType, type OutboxPayload, type OutboxVerdict } from '@vikariat/domain';
import type { ActionToApply, OutboxDoc, OutboxSink } from '@vikariat/sync';
import type { AppDeps, AuthUser } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { syncOutboxLedger } from '../db/schema/index.ts';
import { scheduleDeliveries } from '../services/notifications/index.ts';
import type { CallerAccountRow } from './action-context.ts';
import { lockCallerForActions, runActionHandler } from './action-handlers.ts';
import { uuidArray } from './projections/page.ts';
import { textArray } from './reader.ts';
import { ledgerDocSql } from './projections/personal.ts';
import { rejection, VERDICT_MESSAGES } from './verdict-messages.ts';
import { inTransaction } from '../db/transaction.ts';

async function ledgerDocs(tx: Tx, ids: string[]): Promise<Map<string, OutboxDoc>> {
  const rows = await queryRows<{ doc: OutboxDoc }>(tx, sql`SELECT ${ledgerDocSql} AS doc FROM sync_outbox_ledger WHERE id = ANY(${uuidArray(JSON.stringify(ids))})`);
  return new Map(rows.map((r) => [r.doc.id, r.doc]));
}

/**
 * The server's outbox: a push's actions in ONE transaction with their ledger rows (one commit per push, not
 * per action: a commit's flush is the dearest part of a small write). First the per-action advisory locks, all of
 * them, in id order and before any write: a concurrent duplicate waits and then finds the ledger rows. A replay answers the
 * stored verdict unchanged. Each handler runs in a savepoint: a rejection rolls its writes back; an exception
 * rolls back the whole push (no ledger rows, so the device retries). A deadlock or serialization failure is retried
 * here (`inTransaction`): the whole push again, whose replayed ids then answer their stored verdicts.
 */
export function createOutboxSink(deps: AppDeps, user: AuthUser, locale: Locale): OutboxSink {
  return {
    invalidMessage: VERDICT_MESSAGES['outbox.invalid'][locale],
    async applyAll(items: ActionToApply[]) {
      const ids = items.map((i) => i.action.id);
      const answered = await inTransaction(deps.database.db, async (tx) => {
        await lockActions(tx, ids);
        // what the ledger already holds, read in one query before any write (writes serialise on the change lock)
        const stored = await ledgerDocs(tx, ids);
        const fresh = items.filter((item) => !stored.has(item.action.id));
        // the caller's row lock, once, before the first savepoint (a rollback to a savepoint would release it)
        const callerRow = fresh.length === 0 ? undefined : await lockCallerForActions(tx, user);
        const ledger: LedgerRow[] = [];
        for (const item of fresh) ledger.push(await applyOne(tx, { deps, user, locale, callerRow }, item));
        // the verdicts of the new actions: one multi-row INSERT, in the same transaction as their effects
        const written = ledger.length === 0 ? [] : await tx.insert(syncOutboxLedger).values(ledger).returning();
        const writtenById = new Map(written.map((row) => [row.id, row]));
        const docs = items.map((item) => {
          const doc = stored.get(item.action.id) ?? docOfLedgerRow(writtenById.get(item.action.id), item.action);
          if (doc === undefined) throw new Error('ledger row not written');
          return doc;
        });
        return docs.map((doc, i) => {
          const item = items[i];
          // an id another account already used: never reveal or re-apply it
          if (item === undefined || doc.ownerId === user.id) return doc;
          return { ...docOf(item.action, user.id), ...verdictFields(rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.wrongUser', locale)) };
        });
      });
      // handlers record notifications with the push (an application tells the school): send them after the commit
      if (answered.some((doc) => doc.status === 'applied')) scheduleDeliveries(deps);
      return answered;
    },
  };
}

/**
 * Every action's advisory lock in ONE statement, in lock-key order (the same order in every push, so two
 * pushes never wait on each other crosswise), before any write.
 */
async function lockActions(tx: Tx, ids: string[]): Promise<void> {
  await tx.execute(sql`SELECT count(pg_advisory_xact_lock(7301004, k)) FROM
    (SELECT DISTINCT hashtext(id) AS k FROM unnest(${textArray([...new Set(ids)])}) AS id ORDER BY k) AS keys`);
}

type LedgerRow = typeof syncOutboxLedger.$inferInsert & { appliedAt: Date; createdAt: Date };

interface PushContext {
  deps: AppDeps;
  user: AuthUser;
  locale: Locale;
  callerRow: CallerAccountRow | undefined;
}

/** Runs one new action's handler in a savepoint; answers its ledger row (written with the others after the loop). */
async function applyOne(tx: Tx, { deps, user, locale, callerRow }: PushContext, { action, validPayload, payloadIssues }: ActionToApply): Promise<LedgerRow> {
  const now = deps.now();
  let verdict: OutboxVerdict;
  if (validPayload === undefined) {
    // the fields that failed, in the person's language (a device sends what its own form checked: rare, but said)
    const fields = payloadIssues === undefined ? undefined : { fields: fieldErrorsOf(payloadIssues, locale) };
    verdict = rejection(OUTBOX_REJECTIONS.invalid, 'outbox.invalid', locale, fields);
  } else {
    // a savepoint per action, never released (one round trip less per action): a rejection rolls back to the
    // newest one, i.e. only this handler's writes; a thrown error aborts the whole push
    await tx.execute(sql`SAVEPOINT outbox_action`);
    verdict = await runActionHandler(action.type, { tx, user, locale, now, deps, callerRow }, validPayload as OutboxPayload<OutboxActionType>);
    if (verdict.status === 'rejected') await tx.execute(sql`ROLLBACK TO SAVEPOINT outbox_action`);
  }
  return {
    id: action.id,
    accountId: user.id,
    deviceId: action.deviceId,
    type: action.type,
    payload: action.payload,
    createdAt: new Date(action.createdAt),
    appliedAt: now,
    status: verdict.status,
    code: verdict.status === 'rejected' ? verdict.code : null,
    message: verdict.status === 'rejected' ? verdict.message : null,
    data: verdict.status === 'rejected' ? (verdict.data ?? null) : null,
    result: verdict.status === 'applied' ? (verdict.result ?? null) : null,
  };
}

/** A written ledger row (as the database stores it: the push answer and the pull agree) as the outbox document. */
function docOfLedgerRow(row: typeof syncOutboxLedger.$inferSelect | undefined, action: OutboxAction): OutboxDoc | undefined {
  if (row === undefined) return undefined;
  return {
    id: row.id,
    ownerId: row.accountId,
    deviceId: row.deviceId,
    type: action.type,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    code: row.code,
    message: row.message,
    data: row.data,
    result: row.result,
    appliedAt: row.appliedAt.toISOString(),
    _deleted: false,
  };
}

function docOf(action: OutboxAction, ownerId: string): OutboxDoc {
  return { ...action, ownerId, status: 'pending', code: null, message: null, data: null, result: null, appliedAt: null, _deleted: false };
}

function verdictFields(verdict: OutboxVerdict): Partial<OutboxDoc> {
  return verdict.status === 'rejected'
    ? { status: 'rejected', code: verdict.code, message: verdict.message, data: verdict.data ?? null }
    : { status: 'applied', result: verdict.result ?? null };
}
