import { randomUUID } from 'node:crypto';
import { jobRefusal, mayDoWithJob, type JobFactsForSubstitute, type JobRuleName } from '@vikariat/domain';
import type { JobDoc } from '@vikariat/sync/client/schemas';
import { jobFactsOfDoc } from '@vikariat/sync/job-facts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSchool } from '../../../test/helpers/fixtures.ts';
import { createTestApp, testClock, type TestApp } from '../../../test/helpers/test-app.ts';
import type { AuthUser } from '../../context.ts';
import { pullCollection } from '../../sync/sync-service.ts';
import { insertJob, signedInCaller } from '../../../test/helpers/jobs.ts';
import { loadJob, substitutesOffered } from '../notifications/recipients.ts';
import { allTemps } from './substitute-lists.ts';
import { applyToJob, hideJob, viewJob } from './substitute-actions.ts';
import type { OutboxVerdict } from '@vikariat/domain';

/**
 * Every user of the one job rule (domain `JOB_RULES`) answers as the rule does, on the same data (issue 26 item 2):
 * the jobs projection (`see`), the phone's open list over the documents it gets, the substitute's online open list and
 * the notification recipients (`offer`), and the substitute's actions (`apply`, `touch`). Readers and
 * jobs are drawn at random from a seeded source with every fact varied; the rule's answer for every (reader, job) pair is
 * computed from what was drawn, and each user's answer read back from the real queries.
 */
const PAIRS = 36;
const NOW = new Date('2030-03-04T06:00:00Z');

let t: TestApp;

/** A small seeded source (mulberry32): the same world on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Reader {
  user: AuthUser;
  regions: string[];
  blocked: string[];
  /** the schools that blocked the reader (`school_blocked`) */
  blockedBy: string[];
  unavailable: string[];
}
interface Job {
  id: string;
  school: string;
  region: string[];
  notice: boolean;
  deleted: boolean;
  expired: boolean;
  paused: boolean;
  /** 'other', or the index of the reader chosen */
  chosen: null | 'other' | number;
}
interface PairState {
  applied: boolean;
  hidden: boolean;
  discarded: boolean;
}

let readers: Reader[] = [];
let jobs: Job[] = [];
const states = new Map<string, PairState>();
const key = (reader: number, job: number) => `${reader}:${job}`;

function factsOf(r: number, j: number): JobFactsForSubstitute {
  const reader = readers[r] as Reader;
  const job = jobs[j] as Job;
  const state = states.get(key(r, j)) ?? { applied: false, hidden: false, discarded: false };
  return {
    deleted: job.deleted,
    notice: job.notice,
    expired: job.expired,
    paused: job.paused,
    chosen: job.chosen !== null,
    chosenMe: job.chosen === r,
    applied: state.applied,
    inRegions: job.region.some((code) => reader.regions.includes(code)),
    blocked: reader.blocked.includes(job.school),
    schoolBlockedMe: reader.blockedBy.includes(job.school),
    hidden: state.hidden,
    discarded: state.discarded,
    unavailable: reader.unavailable.includes(job.id),
  };
}

const expected = (name: JobRuleName, r: number) => new Set(jobs.flatMap((job, j) => (mayDoWithJob(name, factsOf(r, j)) ? [job.id] : [])));

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(NOW) });
  const db = t.deps.database.db;
  const next = random(20301);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const schoolA = await createSchool(t.deps, { municipality: '091' });
  const schoolB = await createSchool(t.deps, { municipality: '049' });
  const admin = await createSchool(t.deps, { municipality: '091', isAdmin: true });
  const other = await createAccount(t.deps, { role: 'user', profile: { regions: [] } });
  const jobIds = Array.from({ length: PAIRS }, () => randomUUID());

  for (let i = 0; i < PAIRS; i++) {
    const regions = pick([['091'], ['049'], ['091', '049'], []]);
    const blocked = [...(next() < 0.2 ? [schoolA] : []), ...(next() < 0.1 ? [schoolB] : [])];
    const blockedBy = [...(next() < 0.25 ? [schoolA] : []), ...(next() < 0.15 ? [schoolB] : [])];
    const unavailable = next() < 0.15 ? [jobIds[i] as string] : [];
    // regions stored as the profile may hold them: codes, or objects with a code
    const stored = next() < 0.5 ? regions : regions.map((code) => ({ code, name_swe: code }));
    const account = await createAccount(t.deps, { role: 'user', profile: { regions: stored }, unavailableJobs: unavailable });
    for (const school of blocked) await db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${account.id}, ${school})`);
    for (const school of blockedBy) await db.execute(sql`INSERT INTO school_blocked (school_id, account_id) VALUES (${school}, ${account.id})`);
    readers.push({ user: await signedInCaller(t.deps, account.id), regions, blocked, blockedBy, unavailable });
  }

  for (let i = 0; i < PAIRS; i++) {
    const notice = next() < 0.1;
    const school = notice ? admin : pick([schoolA, schoolA, schoolB]);
    const region = school === schoolB ? ['049'] : ['091'];
    const roll = next();
    const chosen: Job['chosen'] = notice ? null : roll < 0.15 ? i : roll < 0.3 ? 'other' : null;
    // paused jobs with applications cannot be made through the API, but the rule answers for every combination of facts
    const job: Job = { id: jobIds[i] as string, school, region, notice, deleted: next() < 0.1, expired: next() < 0.15, paused: next() < 0.12, chosen };
    const state: PairState = { applied: chosen === i || next() < 0.3, hidden: next() < 0.2, discarded: next() < 0.15 };
    await insertJob(t.deps, {
      id: job.id,
      schoolId: school,
      region,
      expire: new Date(NOW.getTime() + (job.expired ? -3_600_000 : 86_400_000)),
      deletedAt: job.deleted ? NOW : null,
      pausedAt: job.paused ? NOW : null,
      chosenId: chosen === null ? null : chosen === 'other' ? other.id : (readers[i] as Reader).user.id,
      fromAdminType: notice ? 'Tips' : null,
    });
    const me = (readers[i] as Reader).user.id;
    if (state.applied) await db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${job.id}, ${me})`);
    if (state.hidden || state.discarded) {
      await db.execute(sql`INSERT INTO job_user_state (job_id, account_id, hidden, discarded) VALUES (${job.id}, ${me}, ${state.hidden}, ${state.discarded})`);
    }
    jobs.push(job);
    states.set(key(i, i), state);
  }
});
afterAll(async () => {
  readers = [];
  jobs = [];
  await t.close();
});

describe('every user of the job rule answers as the rule', () => {
  it('the world covers every answer of every rule, and a school’s block with and without an application', () => {
    const blockedPairs = readers.flatMap((_, r) => jobs.map((__, j) => factsOf(r, j)).filter((f) => f.schoolBlockedMe && f.inRegions && !f.deleted && !f.notice));
    expect(new Set(blockedPairs.map((f) => f.applied))).toEqual(new Set([false, true]));
    for (const name of ['see', 'offer', 'apply', 'touch'] as const) {
      const answers = new Set(readers.flatMap((_, r) => jobs.map((__, j) => mayDoWithJob(name, factsOf(r, j)))));
      expect([name, [...answers].sort()]).toEqual([name, [false, true]]);
    }
  });

  it('the jobs projection gives each reader exactly the jobs they may see, and the phone offers of them what the rule offers', async () => {
    for (const [r, reader] of readers.entries()) {
      const outcome = await pullCollection(t.deps, reader.user, 'jobs', { checkpoint: null, limit: 5000, deviceId: 'rule-test' });
      if (outcome.kind !== 'ok') throw new Error(outcome.kind);
      const docs = outcome.response.documents.filter((d) => !d._deleted) as unknown as JobDoc[];
      expect([r, docs.map((d) => d.id).sort()]).toEqual([r, [...expected('see', r)].sort()]);
      // the phone's reading of the same documents (its open list): the facts it has, the same rule. It never has a
      // school's block of the reader (never told), so it reads a job they applied to before the block as the rule does
      // without the block; the server refuses applying there (decision 023, amended)
      const offeredOnPhone = docs.filter((d) => mayDoWithJob('offer', jobFactsOfDoc(d, reader.regions, reader.unavailable, NOW.getTime()))).map((d) => d.id);
      const phoneExpected = jobs.flatMap((job, j) =>
        mayDoWithJob('offer', { ...factsOf(r, j), schoolBlockedMe: false }) && docs.some((d) => d.id === job.id) ? [job.id] : [],
      );
      expect([r, offeredOnPhone.sort()]).toEqual([r, phoneExpected.sort()]);
    }
  });

  it('the online open list offers each reader exactly the jobs the rule offers', async () => {
    for (const [r, reader] of readers.entries()) {
      const list = await allTemps(t.deps, reader.user, 'sv');
      const offered = new Set([...list.activejobs, ...list.inactivejobs].filter((j) => !jobs.find((x) => x.id === j._id)?.notice).map((j) => j._id));
      expect([r, [...offered].sort()]).toEqual([r, [...expected('offer', r)].sort()]);
    }
  });

  it('a new job is announced to exactly the substitutes it is offered to', async () => {
    for (const [j, job] of jobs.entries()) {
      if (job.deleted || job.notice) continue; // loadJob has nothing to announce for them
      const facts = await loadJob(t.deps.database.db, job.id);
      if (facts === undefined) throw new Error('job not loaded');
      const ids = new Set((await substitutesOffered(t.deps.database.db, facts, NOW)).map((r) => r.id));
      const ours = readers.flatMap((reader, r) => (ids.has(reader.user.id) ? [r] : []));
      const want = readers.flatMap((_, r) => (mayDoWithJob('offer', factsOf(r, j)) ? [r] : []));
      expect([j, ours]).toEqual([j, want]);
    }
  });

  it('the substitute’s actions are accepted exactly where the rule lets them act (apply; hide as every own-state action; view), and refused with its one answer', async () => {
    const rollback = new Error('rollback');
    const run = async (user: AuthUser, act: (ctx: Parameters<typeof hideJob>[0]) => Promise<OutboxVerdict>): Promise<OutboxVerdict> => {
      let verdict: OutboxVerdict | undefined;
      await t.deps.database.db
        .transaction(async (tx) => {
          verdict = await act({ tx, user, locale: 'sv', now: NOW, deps: t.deps });
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      return verdict as OutboxVerdict;
    };
    const mismatches: string[] = [];
    for (const [r, reader] of readers.entries()) {
      // a booking of the reader's (all jobs share a day and hours) makes any other application a full overlap
      const booked = (jobs[r] as Job).chosen === r && !(jobs[r] as Job).deleted;
      for (const [j, job] of jobs.entries()) {
        const apply = await run(reader.user, (ctx) => applyToJob(ctx, { jobId: job.id, alreadywarned: true }));
        const wantApply = mayDoWithJob('apply', factsOf(r, j)) && !booked;
        if ((apply.status === 'applied') !== wantApply) mismatches.push(`apply ${r}:${j} ${apply.status} ${apply.status === 'rejected' ? apply.code : ''}`);
        // a refused apply answers as the rule's refusal: "not found" for every job outside the reader's view
        if (apply.status === 'rejected' && !booked && apply.code !== (jobRefusal(factsOf(r, j)) === 'closed' ? 'job_closed' : 'not_found')) {
          mismatches.push(`apply refusal ${r}:${j} ${apply.code}`);
        }
        const hide = await run(reader.user, (ctx) => hideJob(ctx, { jobId: job.id }));
        if ((hide.status === 'applied') !== mayDoWithJob('touch', factsOf(r, j))) mismatches.push(`hide ${r}:${j} ${hide.status}`);
        const view = await run(reader.user, (ctx) => viewJob(ctx, { jobId: job.id }));
        if ((view.status === 'applied') !== mayDoWithJob('see', factsOf(r, j))) mismatches.push(`view ${r}:${j} ${view.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
