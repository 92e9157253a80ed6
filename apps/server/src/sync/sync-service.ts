import {
  handleOutboxPush,
  handlePull,
  type OutboxDoc,
  type PullOutcome,
  type PullRequest,
  type PullSource,
  type PushRequest,
  type ReplicatedCollection,
  type ChangePage,
  type PageOptions,
} from '@vikariat/sync';
import type { Locale } from '@vikariat/domain';
import type { AccountFacts, AppDeps, AuthUser } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { jobChanges } from './projections/jobs.ts';
import { applicationChanges, noticeChanges, outboxChanges, profileChanges } from './projections/personal.ts';
import { createOutboxSink } from './outbox-apply.ts';
import { callerReader, loadReader, readerOf, scopeOf, type SyncReader } from './reader.ts';
import { writeSyncLog } from './sync-log.ts';

type Changes = (db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) => Promise<ChangePage>;

const projections: Record<ReplicatedCollection, Changes> = {
  jobs: jobChanges,
  applications: applicationChanges,
  profile: profileChanges,
  notices: noticeChanges,
  outbox: outboxChanges,
};

export function pullSourceFor(db: Executor, reader: SyncReader, collection: ReplicatedCollection): PullSource {
  return {
    scope: () => Promise.resolve(scopeOf(reader, collection)),
    changesSince: (after, limit, options) => projections[collection](db, reader, after, limit, options),
  };
}

/** One pull page and its sync-log entry. `facts` when the caller's account facts were read with the session. */
export async function pullCollection(
  deps: AppDeps,
  user: AuthUser,
  collection: ReplicatedCollection,
  request: PullRequest,
  facts?: AccountFacts,
): Promise<PullOutcome> {
  const started = performance.now();
  try {
    // the page and its documents are one statement (one snapshot); the reader is read just before it
    const db = deps.database.db;
    // only the jobs view depends on regions and blocked schools: the other collections skip that read
    const reader = collection !== 'jobs' ? callerReader(user) : facts === undefined ? await loadReader(db, user) : readerOf(user, facts);
    const outcome = await handlePull(pullSourceFor(db, reader, collection), request);
    await writeSyncLog(deps, [
      {
        accountId: user.id,
        schoolId: user.schoolIds[0] ?? null,
        deviceId: request.deviceId,
        kind: 'pull',
        collection,
        docsOut: outcome.kind === 'ok' ? outcome.response.documents.length : 0,
        checkpointBefore: outcome.before,
        checkpointAfter: outcome.kind === 'ok' ? outcome.response.checkpoint.seq : outcome.before,
        durationMs: performance.now() - started,
        outcome: outcome.kind === 'ok' ? 'ok' : 'rejected',
        errorCode: outcome.kind === 'ok' ? null : 'resetRequired',
      },
    ]);
    return outcome;
  } catch (error) {
    await writeSyncLog(deps, [
      { accountId: user.id, deviceId: request.deviceId, kind: 'pull', collection, outcome: 'error', errorCode: 'internal', durationMs: performance.now() - started },
    ]);
    throw error;
  }
}

export type OutboxPushResult = { kind: 'ok'; conflicts: OutboxDoc[] } | { kind: 'forbidden' };

/** Applies pushed outbox rows and logs the push and each verdict (the 0003 triggers announce the changes at commit). */
export async function pushOutbox(deps: AppDeps, user: AuthUser, locale: Locale, request: PushRequest): Promise<OutboxPushResult> {
  const started = performance.now();
  const sink = createOutboxSink(deps, user, locale);
  const base = { accountId: user.id, schoolId: user.schoolIds[0] ?? null, deviceId: request.deviceId, collection: 'outbox' };
  try {
    const outcome = await handleOutboxPush(sink, request, user.id);
    if (outcome.kind === 'forbidden') {
      await writeSyncLog(deps, [{ ...base, kind: 'push', docsIn: request.rows.length, outcome: 'rejected', errorCode: 'forbidden' }]);
      return outcome;
    }
    await writeSyncLog(deps, [
      { ...base, kind: 'push', docsIn: request.rows.length, docsOut: outcome.conflicts.length, durationMs: performance.now() - started, outcome: 'ok' },
      ...outcome.verdicts.map((v) => ({
        ...base,
        kind: 'verdict' as const,
        docsIn: 1,
        outcome: v.verdict.status === 'applied' ? ('ok' as const) : ('rejected' as const),
        errorCode: v.verdict.status === 'rejected' ? v.verdict.code : null,
      })),
    ]);
    return { kind: 'ok', conflicts: outcome.conflicts };
  } catch (error) {
    await writeSyncLog(deps, [{ ...base, kind: 'push', docsIn: request.rows.length, outcome: 'error', errorCode: 'internal', durationMs: performance.now() - started }]);
    throw error;
  }
}
