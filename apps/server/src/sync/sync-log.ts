import { randomUUID } from 'node:crypto';
import { storableText } from '@vikariat/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import type { Database, Executor, Tx } from '../db/client.ts';
import { syncLog, type SyncLogKind, type SyncLogOutcome } from '../db/schema/index.ts';

export interface SyncLogEntry {
  accountId: string | null;
  schoolId?: string | null;
  deviceId?: string;
  kind: SyncLogKind;
  collection?: string;
  docsIn?: number;
  docsOut?: number;
  checkpointBefore?: number | null;
  checkpointAfter?: number | null;
  durationMs?: number;
  outcome: SyncLogOutcome;
  errorCode?: string | null;
  /** the device's browser and system from its User-Agent (`deviceLabel`), where the entry knows it */
  device?: string;
}

type SyncLogRow = typeof syncLog.$inferInsert;

/** Entries wait at most this long, or until this many are waiting, before one multi-row INSERT writes them. */
export const SYNC_LOG_FLUSH_MS = 100;
const SYNC_LOG_FLUSH_ROWS = 100;

interface Pending {
  deps: AppDeps;
  rows: SyncLogRow[];
  timer: NodeJS.Timeout | undefined;
  /** the INSERT under way, so a flush waits for rows another flush already took */
  writing: Promise<void>;
}

/** One buffer per database (a process may hold several: tests, two nodes). */
const buffers = new Map<Database, Pending>();

function rowOf(deps: AppDeps, e: SyncLogEntry): SyncLogRow {
  return {
    at: deps.now(),
    accountId: e.accountId,
    schoolId: e.schoolId ?? null,
    // validated where they enter; made storable again here, as one bad row must never fail a batch
    deviceId: storableText((e.deviceId ?? '').slice(0, 100)),
    kind: e.kind,
    collection: storableText(e.collection ?? '').slice(0, 100),
    docsIn: e.docsIn ?? 0,
    docsOut: e.docsOut ?? 0,
    checkpointBefore: e.checkpointBefore ?? null,
    checkpointAfter: e.checkpointAfter ?? null,
    durationMs: Math.max(0, Math.round(e.durationMs ?? 0)),
    outcome: e.outcome,
    errorCode: e.errorCode === undefined || e.errorCode === null ? null : storableText(e.errorCode).slice(0, 100),
    device: storableText((e.device ?? '').slice(0, 100)),
  };
}

/**
 * Logs entries without making the request wait for the INSERT: they are buffered per database and written in
 * batches (every SYNC_LOG_FLUSH_MS or SYNC_LOG_FLUSH_ROWS rows). `flushSyncLog` writes what waits (server
 * shutdown, the admin's reads, tests). With `db` given (a transaction) the entries are written at once, inside
 * it. A failing write is logged and never fails the sync it describes.
 */
export async function writeSyncLog(deps: AppDeps, entries: SyncLogEntry[], db?: Executor): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => rowOf(deps, e));
  if (db !== undefined) {
    await insertRows(deps, rows, db);
    return;
  }
  let pending = buffers.get(deps.database);
  if (pending === undefined) {
    pending = { deps, rows: [], timer: undefined, writing: Promise.resolve() };
    buffers.set(deps.database, pending);
  }
  pending.rows.push(...rows);
  if (pending.rows.length >= SYNC_LOG_FLUSH_ROWS) {
    void flushPending(pending);
  } else if (pending.timer === undefined) {
    const p = pending;
    // unref: a waiting batch never keeps the process alive (shutdown flushes it explicitly)
    pending.timer = setTimeout(() => void flushPending(p), SYNC_LOG_FLUSH_MS).unref();
  }
}

/** Writes a batch; a failing write is logged and never fails the sync it describes. */
async function insertRows(deps: AppDeps, rows: SyncLogRow[], db: Executor): Promise<void> {
  try {
    await insertBatch(deps, rows, db);
  } catch (error) {
    if (rows.length === 1 || db !== deps.database.db) {
      deps.log.error({ err: error, entries: rows.length }, 'sync log write failed');
      return;
    }
    // one bad row fails the whole INSERT: the others are written one by one, so only that one is lost
    for (const row of rows) await insertRows(deps, [row], db);
  }
}

/**
 * One INSERT with the rows as one JSON parameter: the query text is the same for every batch (prepared once per
 * connection), and nothing is built per row (a 100-row VALUES list cost more to build than the pulls it logs).
 */
async function insertBatch(deps: AppDeps, rows: SyncLogRow[], db: Executor): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      at: r.at ?? deps.now(),
      account_id: r.accountId,
      school_id: r.schoolId,
      erased: r.erased ?? false,
      device_id: r.deviceId,
      kind: r.kind,
      collection: r.collection,
      docs_in: r.docsIn,
      docs_out: r.docsOut,
      checkpoint_before: r.checkpointBefore,
      checkpoint_after: r.checkpointAfter,
      duration_ms: r.durationMs,
      outcome: r.outcome,
      error_code: r.errorCode,
      device: r.device ?? '',
    })),
  );
  await db.execute(sql`INSERT INTO sync_log (at, account_id, school_id, erased, device_id, kind, collection, docs_in,
        docs_out, checkpoint_before, checkpoint_after, duration_ms, outcome, error_code, device)
      SELECT at, account_id, school_id, erased, device_id, kind, collection, docs_in, docs_out, checkpoint_before,
        checkpoint_after, duration_ms, outcome, error_code, device
      FROM jsonb_to_recordset(${json}::jsonb) AS r(at timestamptz, account_id uuid, school_id uuid, erased boolean,
        device_id text, kind text, collection text, docs_in integer, docs_out integer, checkpoint_before bigint,
        checkpoint_after bigint, duration_ms integer, outcome text, error_code text, device text)`);
}

function flushPending(pending: Pending): Promise<void> {
  if (pending.timer !== undefined) clearTimeout(pending.timer);
  pending.timer = undefined;
  const rows = pending.rows.splice(0);
  // batches are written one after another, so a flush that returns has every earlier entry in the table
  pending.writing = pending.writing.then(() => (rows.length === 0 ? undefined : insertRows(pending.deps, rows, pending.deps.database.db)));
  return pending.writing;
}

/** Writes every buffered entry of this database now (and waits for batches already under way). */
export async function flushSyncLog(deps: AppDeps): Promise<void> {
  const pending = buffers.get(deps.database);
  if (pending === undefined) return;
  await flushPending(pending);
  if (pending.rows.length === 0 && pending.timer === undefined) buffers.delete(deps.database);
}

const SYNC_LOG_RETENTION_DAYS = 90;

/** Deletes entries older than the retention period (default 90 days). Returns how many went. */
export async function purgeSyncLog(deps: AppDeps, retentionDays = SYNC_LOG_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - retentionDays * 86_400_000);
  const gone = await deps.database.db.delete(syncLog).where(lt(syncLog.at, cutoff)).returning({ id: syncLog.id });
  return gone.length;
}

/**
 * Erasure: the account's entries keep their shape (a device timeline stays readable) under one random
 * pseudonym that links to nothing. Entries still buffered in this process get the same pseudonym.
 */
export async function pseudonymiseSyncLog(tx: Tx, accountId: string): Promise<void> {
  const pseudonym = randomUUID();
  for (const pending of buffers.values()) {
    for (const row of pending.rows) {
      if (row.accountId === accountId) Object.assign(row, { accountId: pseudonym, erased: true });
    }
  }
  await tx.update(syncLog).set({ accountId: pseudonym, erased: true }).where(eq(syncLog.accountId, accountId));
}

export const syncLogPurgeTask = {
  name: 'sync-log-purge',
  everyMs: 6 * 3_600_000,
  run: async (deps: AppDeps) => {
    await purgeSyncLog(deps);
  },
};
