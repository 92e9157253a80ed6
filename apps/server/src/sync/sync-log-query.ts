import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { csvField, decimalInteger, isoInstant, text } from '@vikariat/domain';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { accounts, SYNC_LOG_KINDS, SYNC_LOG_OUTCOMES, syncLog } from '../db/schema/index.ts';

/** Filters of the admin sync-log screens (query string). */
export const syncLogFilterSchema = z.object({
  // the person as the rows show them (an e-mail) or as an id
  user: z
    .union([text().uuid(), text().trim().toLowerCase().email()], {
      error: 'Ange en e-postadress eller ett konto-id|Anna sähköpostiosoite tai tilin tunniste',
    })
    .optional(),
  school: text().uuid().optional(),
  device: text().max(100).optional(),
  collection: text().max(40).optional(),
  kind: z.enum(SYNC_LOG_KINDS).optional(),
  outcome: z.enum(SYNC_LOG_OUTCOMES).optional(),
  from: isoInstant().optional(),
  to: isoInstant().optional(),
  // bounded: an OFFSET past bigint (page=1e20) is a Postgres error, not an empty page
  page: decimalInteger({ min: 1, max: 1_000_000 }).default(1),
  pageSize: decimalInteger({ min: 1, max: 500 }).default(100),
});
export type SyncLogFilter = z.infer<typeof syncLogFilterSchema>;

function conditions(f: SyncLogFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.user !== undefined) {
    parts.push(f.user.includes('@') ? sql`${syncLog.accountId} = (SELECT id FROM accounts WHERE email = ${f.user})` : eq(syncLog.accountId, f.user));
  }
  if (f.school !== undefined) parts.push(eq(syncLog.schoolId, f.school));
  if (f.device !== undefined) parts.push(eq(syncLog.deviceId, f.device));
  if (f.collection !== undefined) parts.push(eq(syncLog.collection, f.collection));
  if (f.kind !== undefined) parts.push(eq(syncLog.kind, f.kind));
  if (f.outcome !== undefined) parts.push(eq(syncLog.outcome, f.outcome));
  if (f.from !== undefined) parts.push(gte(syncLog.at, new Date(f.from)));
  if (f.to !== undefined) parts.push(lte(syncLog.at, new Date(f.to)));
  return parts.length === 0 ? undefined : and(...parts);
}

const entryColumns = {
  id: syncLog.id,
  at: syncLog.at,
  accountId: syncLog.accountId,
  email: accounts.email,
  schoolId: syncLog.schoolId,
  erased: syncLog.erased,
  deviceId: syncLog.deviceId,
  kind: syncLog.kind,
  collection: syncLog.collection,
  docsIn: syncLog.docsIn,
  docsOut: syncLog.docsOut,
  checkpointBefore: syncLog.checkpointBefore,
  checkpointAfter: syncLog.checkpointAfter,
  durationMs: syncLog.durationMs,
  outcome: syncLog.outcome,
  errorCode: syncLog.errorCode,
  // the device's name as its latest stream connect recorded it (migration 0034): '' when none is known
  deviceName: sql<string>`COALESCE((SELECT l.device FROM sync_log l WHERE ${syncLog.deviceId} <> '' AND l.device_id = ${syncLog.deviceId}
    AND l.device <> '' ORDER BY l.at DESC LIMIT 1), '')`,
};

/** Newest first, one page, with the total for the pager. */
export async function listSyncLog(db: Executor, f: SyncLogFilter) {
  const where = conditions(f);
  const [entries, totals] = await Promise.all([
    db
      .select(entryColumns)
      .from(syncLog)
      .leftJoin(accounts, eq(accounts.id, syncLog.accountId))
      .where(where)
      .orderBy(desc(syncLog.at), desc(syncLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(syncLog)
      .where(where),
  ]);
  return { entries, total: Number(totals[0]?.count ?? 0), page: f.page, pageSize: f.pageSize };
}

export async function getSyncLogEntry(db: Executor, id: number) {
  const [entry] = await db.select(entryColumns).from(syncLog).leftJoin(accounts, eq(accounts.id, syncLog.accountId)).where(eq(syncLog.id, id));
  return entry;
}

/** Pulls, pushes and rejections per hour within the filter. */
export async function syncLogStats(db: Executor, f: SyncLogFilter) {
  const where = conditions(f);
  const rows = await queryRows<{ hour: Date | string; pulls: number; pushes: number; rejections: number; errors: number }>(
    db,
    sql`SELECT date_trunc('hour', ${syncLog.at}) AS hour,
        count(*) FILTER (WHERE ${syncLog.kind} = 'pull')::int AS pulls,
        count(*) FILTER (WHERE ${syncLog.kind} = 'push')::int AS pushes,
        count(*) FILTER (WHERE ${syncLog.outcome} = 'rejected')::int AS rejections,
        count(*) FILTER (WHERE ${syncLog.outcome} = 'error')::int AS errors
      FROM ${syncLog} ${where === undefined ? sql`` : sql`WHERE ${where}`}
      GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({ ...r, hour: new Date(r.hour).toISOString() }));
}

const CSV_COLUMNS = [
  'id',
  'at',
  'accountId',
  'email',
  'schoolId',
  'erased',
  'deviceId',
  'kind',
  'collection',
  'docsIn',
  'docsOut',
  'checkpointBefore',
  'checkpointAfter',
  'durationMs',
  'outcome',
  'errorCode',
] as const;

const csvText = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
};

const csvCell = (value: unknown): string => (value === null || value === undefined ? '' : csvField(csvText(value), ','));

/** The filtered log as CSV, in batches by id so memory stays flat however long the export. */
export async function* syncLogCsv(db: Executor, f: SyncLogFilter, batch = 1_000): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\n`;
  const where = conditions(f);
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await db
      .select(entryColumns)
      .from(syncLog)
      .leftJoin(accounts, eq(accounts.id, syncLog.accountId))
      .where(and(where, lt(syncLog.id, before)))
      .orderBy(desc(syncLog.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((r) => CSV_COLUMNS.map((col) => csvCell(r[col])).join(',')).join('\n') + '\n';
    before = rows.at(-1)?.id ?? 0;
  }
}
