import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import type { Executor, Tx } from '../db/client.ts';
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
}

/** Writes log entries; a failing write is logged and never fails the sync it describes. */
export async function writeSyncLog(deps: AppDeps, entries: SyncLogEntry[], db: Executor = deps.database.db): Promise<void> {
  if (entries.length === 0) return;
  try {
    await db.insert(syncLog).values(
      entries.map((e) => ({
        at: deps.now(),
        accountId: e.accountId,
        schoolId: e.schoolId ?? null,
        deviceId: (e.deviceId ?? '').slice(0, 100),
        kind: e.kind,
        collection: e.collection ?? '',
        docsIn: e.docsIn ?? 0,
        docsOut: e.docsOut ?? 0,
        checkpointBefore: e.checkpointBefore ?? null,
        checkpointAfter: e.checkpointAfter ?? null,
        durationMs: Math.max(0, Math.round(e.durationMs ?? 0)),
        outcome: e.outcome,
        errorCode: e.errorCode ?? null,
      })),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'sync log write failed');
  }
}

export const SYNC_LOG_RETENTION_DAYS = 90;

/** Deletes entries older than the retention period (default 90 days). Returns how many went. */
export async function purgeSyncLog(deps: AppDeps, retentionDays = SYNC_LOG_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - retentionDays * 86_400_000);
  const gone = await deps.database.db.delete(syncLog).where(lt(syncLog.at, cutoff)).returning({ id: syncLog.id });
  return gone.length;
}

/**
 * Erasure: the account's entries keep their shape (a device timeline stays readable) under one random
 * pseudonym that links to nothing.
 */
export async function pseudonymiseSyncLog(tx: Tx, accountId: string): Promise<void> {
  await tx.update(syncLog).set({ accountId: randomUUID(), erased: true }).where(eq(syncLog.accountId, accountId));
}

export const syncLogPurgeTask = {
  name: 'sync-log-purge',
  everyMs: 6 * 3_600_000,
  run: async (deps: AppDeps) => {
    await purgeSyncLog(deps);
  },
};
