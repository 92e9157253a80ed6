import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { PullResponse } from '@vikariat/sync';
import { PULL_INVARIANTS, type PullWorld } from '@vikariat/sync/test/pull-invariants';
import { accounts, availabilityDays, jobs } from '../../src/db/schema/index.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { insertJob } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The SQL projection behind the pull route holds the numbered pull invariants the in-memory test server holds
 * (sync/test/pull-invariants.ts, one table for both). Each world is a substitute and a school in a region of its own,
 * so the worlds of one database do not see each other's jobs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const REGIONS = ['049', '092', '235', '257', '853'];
let worlds = 0;

async function sqlWorld(): Promise<PullWorld> {
  const region = REGIONS[worlds++ % REGIONS.length] ?? '091';
  const schoolId = await createSchool(t.deps, { municipality: region });
  const reader = await createAccount(t.deps, { profile: { regions: [region] } });
  const db = t.deps.database.db;
  return {
    add: () => insertJob(t.deps, { schoolId, region: [region] }),
    change: async (id) => {
      await db
        .update(jobs)
        .set({ additionalInfo: sql`${jobs.additionalInfo} || '+'` })
        .where(eq(jobs.id, id));
    },
    remove: async (id) => {
      await db.update(jobs).set({ deletedAt: t.deps.now() }).where(eq(jobs.id, id));
    },
    changeView: async () => {
      await db
        .update(accounts)
        .set({ profile: { regions: ['091'] } })
        .where(eq(accounts.id, reader.id));
    },
    pull: async (checkpoint, limit, options) => {
      const body = { checkpoint, limit, deviceId: 'device-1', ...(options?.viewIds === true ? { viewIds: true } : {}) };
      const res = await t.request('POST', '/api/sync/jobs/pull', { token: reader.token, body });
      if (res.status === 409) return 'resetRequired';
      if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as PullResponse;
    },
  };
}

describe('the SQL projection (the pull route)', () => {
  for (const { invariant, holds, check } of PULL_INVARIANTS) it(`invariant ${invariant}: ${holds}`, async () => check(await sqlWorld()));
});

/**
 * The availability collection (decision 023): a substitute's own day entries. A document leaves the view when both its
 * parts go back to null. Its view depends on nobody's regions or schools, only on whose it is, so no change of view
 * asks for a reset (invariant 7 does not apply: the account never changes).
 */
let days = 0;
async function availabilityWorld(): Promise<PullWorld> {
  const reader = await createAccount(t.deps, { profile: { regions: ['091'] } });
  const db = t.deps.database.db;
  return {
    add: async () => {
      const date = `2030-01-${String((days++ % 28) + 1).padStart(2, '0')}`;
      const [row] = await db.insert(availabilityDays).values({ accountId: reader.id, date, morning: true, afternoon: true }).returning({ id: availabilityDays.id });
      if (row === undefined) throw new Error('no row');
      return row.id;
    },
    change: async (id) => {
      await db
        .update(availabilityDays)
        .set({ morning: sql`NOT ${availabilityDays.morning}` })
        .where(eq(availabilityDays.id, id));
    },
    remove: async (id) => {
      await db.update(availabilityDays).set({ morning: null, afternoon: null }).where(eq(availabilityDays.id, id));
    },
    changeView: () => Promise.reject(new Error('the availability view has no facts to change')),
    pull: async (checkpoint, limit, options) => {
      const body = { checkpoint, limit, deviceId: 'device-1', ...(options?.viewIds === true ? { viewIds: true } : {}) };
      const res = await t.request('POST', '/api/sync/availability/pull', { token: reader.token, body });
      if (res.status === 409) return 'resetRequired';
      if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as PullResponse;
    },
  };
}

describe('the availability projection (the pull route)', () => {
  for (const { invariant, holds, check } of PULL_INVARIANTS.filter((i) => i.invariant !== 7)) {
    it(`invariant ${invariant}: ${holds}`, async () => check(await availabilityWorld()));
  }
});
