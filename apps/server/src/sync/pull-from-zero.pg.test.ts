import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePage, PageOptions } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { applications, jobUserState, schoolBlocks } from '../db/schema/index.ts';
import { loadReader } from './reader.ts';
import { pullSourceFor } from './sync-service.ts';
import { insertJob, signedInCaller } from '../../test/helpers/jobs.ts';

/**
 * A jobs page from zero reads every job instead of the union of the change sources (projections/jobs.ts,
 * `fromZero`): it must hold exactly what the union finds. A page "after -1" takes the union's way over the same
 * change numbers (every one is above zero), so the two pages must be equal, for every kind of reader and both ways a
 * pull from zero is asked (a first pull without tombstones, a checkpoint of zero with them).
 */
/** A page with what has no order (documents passed as text, the view's ids) sorted by id. */
function normalized(page: ChangePage) {
  const { documentsText, viewIds, ...rest } = page;
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    ...rest,
    viewIds: viewIds === undefined ? undefined : [...viewIds].sort(),
    documentsText: documentsText === undefined ? undefined : { ...documentsText, json: (JSON.parse(documentsText.json) as Array<{ id: string }>).sort(byId) },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a jobs page from zero', () => {
  it('holds exactly what the union of change sources finds, for a substitute, a principal and a teacher', async () => {
    const schoolId = await createSchool(t.deps, { municipality: '091' });
    const blocked = await createSchool(t.deps, { municipality: '091' });
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const other = await createAccount(t.deps, { profile: { regions: ['091'] } });
    await t.deps.database.db.insert(schoolBlocks).values({ accountId: sub.id, schoolId: blocked });

    const open = await insertJob(t.deps, { schoolId, region: ['091'], ownerId: teacher.id });
    const hidden = await insertJob(t.deps, { schoolId, region: ['091'] });
    const appliedFar = await insertJob(t.deps, { schoolId, region: ['905'], ownerId: teacher.id });
    const chosenMe = await insertJob(t.deps, { schoolId, region: ['091'], chosenId: sub.id });
    await insertJob(t.deps, { schoolId, region: ['091'], chosenId: other.id });
    await insertJob(t.deps, { schoolId, region: ['905'] });
    await insertJob(t.deps, { schoolId: blocked, region: ['091'] });
    await insertJob(t.deps, { schoolId, region: ['091'], deletedAt: new Date() });
    const discarded = await insertJob(t.deps, { schoolId, region: ['091'] });
    await t.deps.database.db.insert(jobUserState).values([
      { jobId: hidden, accountId: sub.id, hidden: true, viewedAt: new Date() },
      { jobId: discarded, accountId: sub.id, discarded: true },
    ]);
    await t.deps.database.db.insert(applications).values([
      { id: crypto.randomUUID(), jobId: appliedFar, applicantId: sub.id },
      { id: crypto.randomUUID(), jobId: chosenMe, applicantId: sub.id },
      { id: crypto.randomUUID(), jobId: open, applicantId: other.id },
    ]);

    const variants: PageOptions[] = [
      { tombstones: false, viewIds: true, documentsAsText: true },
      { tombstones: true, viewIds: false },
    ];
    for (const account of [sub, principal, teacher]) {
      const reader = await loadReader(t.deps.database.db, await signedInCaller(t.deps, account.id));
      const source = pullSourceFor(t.deps.database.db, reader, 'jobs');
      for (const options of variants) {
        for (const limit of [3, 500]) {
          const fromZero = await source.changesSince(0, limit, options);
          const byUnion = await source.changesSince(-1, limit, options);
          expect(normalized(fromZero)).toEqual(normalized(byUnion));
          expect(fromZero.changes.length + (fromZero.documentsText?.count ?? 0)).toBeGreaterThan(0);
        }
      }
    }
  });
});
