import { sql } from 'drizzle-orm';
import { OUTBOX_REJECTIONS, type Locale, type OutboxAction, type OutboxActionType, type OutboxPayload, type OutboxVerdict } from '@vikariat/domain';
import type { ActionToApply, OutboxDoc, OutboxSink } from '@vikariat/sync';
import type { AppDeps, AuthUser } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { syncOutboxLedger } from '../db/schema/index.ts';
import { scheduleDeliveries } from '../services/notifications/index.ts';
import { runActionHandler } from './action-handlers.ts';
import { uuidArray } from './projections/page.ts';
import { ledgerDocSql } from './projections/personal.ts';
import { rejection, VERDICT_MESSAGES } from './verdict-messages.ts';

/** Thrown inside the savepoint to undo whatever a rejecting handler wrote. */
class RejectedAction extends Error {
  constructor(readonly verdict: OutboxVerdict) {
    super('rejected');
  }
}

async function ledgerDocs(tx: Tx, ids: string[]): Promise<Map<string, OutboxDoc>> {
  const rows = await queryRows<{ doc: OutboxDoc }>(
    tx,
    sql`SELECT ${ledgerDocSql} AS doc FROM sync_outbox_ledger WHERE id = ANY(${uuidArray(JSON.stringify(ids))})`,
  );
  return new Map(rows.map((r) => [r.doc.id, r.doc]));
}

/**
 * The server's outbox: a push's actions in ONE transaction with their ledger rows (one commit per push, not
 * per action: writes to replicated tables are serialised, so commits bound the throughput). First the
 * per-action advisory locks, all of them, in id order and before any write: a concurrent duplicate waits and
 * then finds the ledger rows, and lock order never crosses the global change-number lock. A replay answers the
 * stored verdict unchanged. Each handler runs in a savepoint: a rejection rolls its writes back; an exception
 * rolls back the whole push (no ledger rows, so the device retries).
 */
export function createOutboxSink(deps: AppDeps, user: AuthUser, locale: Locale): OutboxSink {
  return {
    invalidMessage: VERDICT_MESSAGES['outbox.invalid'][locale],
    async applyAll(items: ActionToApply[]) {
      const answered = await deps.database.db.transaction(async (tx) => {
        for (const id of [...new Set(items.map((i) => i.action.id))].sort()) {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(7301004, hashtext(${id}))`);
        }
        // what the ledger already holds, read in one query before any write (writes serialise on the change lock)
        const stored = await ledgerDocs(tx, items.map((i) => i.action.id));
        const docs: OutboxDoc[] = [];
        for (const item of items) docs.push(stored.get(item.action.id) ?? (await applyOne(tx, deps, user, locale, item)));
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

async function applyOne(tx: Tx, deps: AppDeps, user: AuthUser, locale: Locale, { action, validPayload }: ActionToApply): Promise<OutboxDoc> {
  const now = deps.now();
  let verdict: OutboxVerdict;
  if (validPayload === undefined) {
    verdict = rejection(OUTBOX_REJECTIONS.invalid, 'outbox.invalid', locale);
  } else {
    try {
      verdict = await tx.transaction(async (savepoint) => {
        const result = await runActionHandler(action.type, { tx: savepoint, user, locale, now, deps }, validPayload as OutboxPayload<OutboxActionType>);
        if (result.status === 'rejected') throw new RejectedAction(result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof RejectedAction)) throw error;
      verdict = error.verdict;
    }
  }
  const [row] = await tx.insert(syncOutboxLedger).values({
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
  }).returning();
  if (row === undefined) throw new Error('ledger row not written');
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
