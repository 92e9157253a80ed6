import { sql } from 'drizzle-orm';
import type { SyncDoc } from '@vikariat/sync';
import type { Executor } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';

/** How the fault-injection test compares a device's documents with the server's, and reports a failing seed. */

export const strip = (doc: SyncDoc) => {
  const { _deleted: _ignored, ...rest } = doc;
  return rest;
};

/** Key order does not matter (Postgres jsonb orders keys its own way). */
export function canonical(docs: Map<string, unknown>): string {
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sortKeys(v)]),
          )
        : value;
  return JSON.stringify([...docs].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, doc]) => [id, sortKeys(doc)]));
}

/** Which documents differ and how, so a failing seed says what went wrong. */
export function describeDifference(local: Map<string, unknown>, expected: Map<string, unknown>): string {
  const lines: string[] = [];
  for (const [id, doc] of expected) {
    if (!local.has(id)) lines.push(`missing ${id}`);
    else if (canonical(new Map([[id, local.get(id)]])) !== canonical(new Map([[id, doc]]))) {
      const mine = local.get(id) as Record<string, unknown>;
      const theirs = doc as Record<string, unknown>;
      const fields = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter((k) => JSON.stringify(mine[k]) !== JSON.stringify(theirs[k]));
      lines.push(`stale ${id} (${fields.map((k) => `${k}: local ${JSON.stringify(mine[k])} server ${JSON.stringify(theirs[k])}`).join('; ')})`);
    }
  }
  for (const [id, doc] of local) if (!expected.has(id)) lines.push(`extra ${id} ${JSON.stringify(doc).slice(0, 400)}`);
  return lines.join(', ');
}

/** The jobs and outbox sync log of each device, for a failing seed's report; the repeated idle pulls folded. */
export async function syncLogReport(db: Executor, label: string, devices: ReadonlyArray<{ name: string; deviceId: string }>): Promise<string> {
  const [head] = await queryRows<{ seq: string }>(db, sql`SELECT (sync_watermark() - 1)::text AS seq`);
  const reports: string[] = [];
  for (const device of devices) {
    const log = await queryRows<{ line: string }>(
      db,
      sql`SELECT concat_ws(' ', to_char(at, 'SS.MS'), kind, collection, outcome, error_code, docs_in, docs_out, checkpoint_before, checkpoint_after) AS line
        FROM sync_log WHERE device_id = ${device.deviceId} AND collection IN ('jobs', 'outbox') ORDER BY id`,
    );
    // the same pull repeated every loop after healing says nothing: shown once with its count
    const lines = log.map((l) => l.line.slice(l.line.indexOf(' ') + 1));
    const shown = log.filter((_, i) => lines[i] !== lines[i - 1] && lines[i] !== lines[i - 2]).map((l) => l.line);
    reports.push(`${label} ${device.name} sync log (head ${head?.seq ?? '?'}; ${log.length - shown.length} repeated pulls left out):\n${shown.join('\n')}`);
  }
  return reports.join('\n\n');
}
