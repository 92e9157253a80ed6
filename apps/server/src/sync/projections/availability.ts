import { sql } from 'drizzle-orm';
import type { PageOptions } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import type { SyncReader } from '../reader.ts';
import { pageOfChanges, seqAfter, type ReaderPage } from './page.ts';

/** When the row last took an action, as the ledger writes `appliedAt` (the device compares the two). */
const updatedAt = sql.raw(`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A substitute's own availability (decision 023): one document per weekday pattern and per day entry, from both tables
 * (their ids are uuids from one generator, so they never clash). A row whose parts are both back to null is out of view:
 * the device gets its tombstone. Only the person reads it; a school's reader has nothing here (no statement).
 */
export function availabilityChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  if (reader.role !== 'user') return Promise.resolve({ changes: [] });
  const me = reader.id;
  const said = sql`(morning IS NOT NULL OR afternoon IS NOT NULL)`;
  const changed = sql`
    SELECT id, seq AS eff, ${said} AS visible FROM availability_patterns WHERE account_id = ${me} AND ${seqAfter(sql`seq`, after)}
    UNION ALL SELECT id, seq AS eff, ${said} AS visible FROM availability_days WHERE account_id = ${me} AND ${seqAfter(sql`seq`, after)}`;
  return pageOfChanges(
    db,
    reader,
    changed,
    limit,
    options,
    (ids) =>
      sql`SELECT json_build_object('id', id, 'kind', 'week', 'weekday', weekday, 'date', NULL, 'morning', morning, 'afternoon', afternoon,
          'answered', false, 'updatedAt', ${updatedAt}, '_deleted', false) AS doc
        FROM availability_patterns WHERE id IN (${ids})
      UNION ALL
      SELECT json_build_object('id', id, 'kind', 'day', 'weekday', NULL, 'date', date::text, 'morning', morning, 'afternoon', afternoon,
          'answered', answered, 'updatedAt', ${updatedAt}, '_deleted', false) AS doc
        FROM availability_days WHERE id IN (${ids})`,
  );
}
