import {
  documentCount,
  handleOutboxPush,
  handlePull,
  PULL_MIN,
  type OutboxDoc,
  type PullOutcome,
  type PullRequest,
  type PullSource,
  type PushRequest,
  type ReplicatedCollection,
  type PageOptions,
} from '@vikariat/sync';
import { todayInFinland, type Locale, type TokenClaims } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../context.ts';
import type { Database, Executor } from '../db/client.ts';
import { availabilityChanges } from './projections/availability.ts';
import { jobChanges } from './projections/jobs.ts';
import { applicationChanges, noticeChanges, outboxChanges, profileChanges } from './projections/personal.ts';
import { createOutboxSink } from './outbox-apply.ts';
import { callerReader, loadReader, readerOf, scopeOf, type SyncReader } from './reader.ts';
import type { ReaderPage } from './projections/page.ts';
import { queryRows } from '../db/query.ts';
import { callerOf, callerRowSql, type CallerRow } from '../services/auth/sessions.ts';
import { writeSyncLog } from './sync-log.ts';

type Changes = (db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) => Promise<ReaderPage>;

const projections: Record<ReplicatedCollection, Changes> = {
  jobs: jobChanges,
  applications: applicationChanges,
  profile: profileChanges,
  notices: noticeChanges,
  outbox: outboxChanges,
  availability: availabilityChanges,
};

export function pullSourceFor(db: Executor, reader: SyncReader, collection: ReplicatedCollection): PullSource {
  return {
    scope: () => Promise.resolve(scopeOf(reader, collection)),
    changesSince: (after, limit, options) => projections[collection](db, reader, after, limit, options),
  };
}

/**
 * The connections a pull page is read on. A device catching up (from zero, or asking more than a caught-up device's
 * PULL_MIN) reads thousands of rows, which Postgres's plan for the actual checkpoint (hash joins) runs 35-40 % faster
 * than the generic one (measured on a page of 2,000 of 10,000 jobs: 55-67 ms against 87-105 ms); the ~2 ms of
 * planning is small next to it. A caught-up device's small page keeps the generic plan (decision 010).
 */
export function pullPool(database: Database, request: PullRequest): Executor {
  return request.checkpoint === null || request.limit > PULL_MIN ? database.db : database.pullDb;
}

/** One pull page for a known caller (tests, the verifier) and its sync-log entry; the reader is read first. */
export async function pullCollection(deps: AppDeps, user: AuthUser, collection: ReplicatedCollection, request: PullRequest): Promise<PullOutcome> {
  const started = performance.now();
  try {
    const db = pullPool(deps.database, request);
    // only the jobs view depends on regions and blocked schools: the other collections skip that read
    const reader = { ...(collection === 'jobs' ? await loadReader(db, user) : callerReader(user)), today: todayInFinland(deps.now()) };
    const outcome = await handlePull(pullSourceFor(db, reader, collection), request);
    logPull(deps, user, collection, request, outcome, started);
    return outcome;
  } catch (error) {
    logPullError(deps, user.id, collection, request, started);
    throw error;
  }
}

/**
 * The HTTP pull: the session check, the reader's facts and the page in ONE statement (one round trip: a pull is
 * the most frequent request, and on these machines each round trip's socket writes cost more than the query).
 * The page is built for the role in the token; in the rare case the account's role has changed since, the page is
 * read once more for the current role. The scope comes from the facts the same statement read, so page and scope
 * always agree. Null: no live session or an unusable account (401); the page read is then never sent.
 */
export async function pullForToken(
  deps: AppDeps,
  claims: Pick<TokenClaims, 'sub' | 'sid' | 'typeOfUser'>,
  collection: ReplicatedCollection,
  request: PullRequest,
): Promise<{ user: AuthUser; outcome: PullOutcome } | null> {
  const started = performance.now();
  const db = pullPool(deps.database, request);
  const callerRow = callerRowSql(claims.sid, claims.sub, deps.now(), true);
  const today = todayInFinland(deps.now());
  const hint: SyncReader = { id: claims.sub, role: claims.typeOfUser, schoolIds: [], regions: [], blockedSchoolIds: [], blockedBySchoolIds: [], callerRow, today };
  let reader: SyncReader | undefined;
  let user: AuthUser | undefined;
  const source: PullSource = {
    changesSince: async (after, limit, options) => {
      const page = await projections[collection](db, hint, after, limit, options);
      // a projection with nothing to read for this role ran no statement: check the session on its own
      const row = page.caller !== undefined ? page.caller : (await queryRows<CallerRow>(db, callerRow))[0];
      const found = callerOf(row ?? undefined, claims.sid);
      if (found === null) return { changes: [] };
      user = found.user;
      reader = { ...readerOf(found.user, found.facts), today };
      return reader.role === hint.role ? page : projections[collection](db, reader, after, limit, options);
    },
    scope: () => Promise.resolve(reader === undefined ? '' : scopeOf(reader, collection)),
  };
  try {
    // the answer goes out as JSON: its documents stay the text Postgres wrote
    const outcome = await handlePull(source, request, { documentsAsText: true });
    if (user === undefined) return null;
    logPull(deps, user, collection, request, outcome, started);
    return { user, outcome };
  } catch (error) {
    logPullError(deps, user?.id ?? null, collection, request, started);
    throw error;
  }
}

function logPull(deps: AppDeps, user: AuthUser, collection: ReplicatedCollection, request: PullRequest, outcome: PullOutcome, started: number): void {
  void writeSyncLog(deps, [
    {
      accountId: user.id,
      schoolId: user.schoolIds[0] ?? null,
      deviceId: request.deviceId,
      kind: 'pull',
      collection,
      docsOut: outcome.kind === 'ok' ? documentCount(outcome) : 0,
      checkpointBefore: outcome.before,
      checkpointAfter: outcome.kind === 'ok' ? outcome.response.checkpoint.seq : outcome.before,
      durationMs: performance.now() - started,
      outcome: outcome.kind === 'ok' ? 'ok' : 'rejected',
      errorCode: outcome.kind === 'ok' ? null : 'resetRequired',
    },
  ]);
}

function logPullError(deps: AppDeps, accountId: string | null, collection: ReplicatedCollection, request: PullRequest, started: number): void {
  void writeSyncLog(deps, [
    { accountId, deviceId: request.deviceId, kind: 'pull', collection, outcome: 'error', errorCode: 'internal', durationMs: performance.now() - started },
  ]);
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
