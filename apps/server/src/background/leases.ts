import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query.ts';

/**
 * How long a lease lasts past a tick: the holder renews it on each of its ticks, so it must outlast one interval
 * plus the timer's jitter; a dead holder's task waits at most this long (plus one tick of another node).
 */
export function leaseMsFor(everyMs: number): number {
  return Math.round(everyMs * 1.5 + Math.min(everyMs, 1_000));
}

/**
 * Takes or renews the task's lease for this node in one statement (decision 036): a new row, a row this node holds,
 * or an expired or released one becomes this node's; a row another node holds and that has not expired stays as it
 * is and nothing is returned. The time is the database's, so nodes' clocks never decide.
 */
export async function takeLease(database: Database, task: string, node: string, leaseMs: number): Promise<boolean> {
  const rows = await queryRows<{ holder: string }>(
    database.db,
    sql`INSERT INTO background_leases (task, holder, expires_at)
        VALUES (${task}, ${node}, clock_timestamp() + ${leaseMs} * interval '1 millisecond')
        ON CONFLICT (task) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE background_leases.holder = excluded.holder OR background_leases.holder IS NULL
           OR background_leases.expires_at < clock_timestamp()
        RETURNING holder`,
  );
  return rows.length > 0;
}

/** Counts a run of a task this node holds (what the operator and the cluster test read). */
export async function recordRun(database: Database, task: string, node: string): Promise<void> {
  await database.db.execute(sql`UPDATE background_leases SET runs = runs + 1, last_run_at = clock_timestamp(), last_holder = ${node} WHERE task = ${task}`);
}

/** A clean shutdown hands this node's leases back at once: another node takes them on its next tick. */
export async function releaseLeases(database: Database, node: string): Promise<void> {
  await database.db.execute(sql`UPDATE background_leases SET holder = NULL WHERE holder = ${node}`);
}
