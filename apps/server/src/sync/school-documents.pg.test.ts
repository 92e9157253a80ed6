import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDoc, PullResponse } from '@vikariat/sync';
import { createAccount, createSchool, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { eventsDuring } from '../../test/jobs/fixtures.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

/**
 * A school's job document carries its views and its applicants' late cancellations (decision 024), so a change of
 * either reaches the school's devices: the school is told, and its next incremental pull brings the job again.
 */
let t: TestApp;
let schoolId: string;
let principal: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t.deps, { municipality: '091' });
  principal = await createAccount(t.deps, { role: 'principal', schoolId });
});
afterAll(async () => {
  await t.close();
});

async function pull(checkpoint: PullResponse['checkpoint'] | null) {
  const res = await t.request('POST', '/api/sync/jobs/pull', { token: principal.token, body: { checkpoint, limit: 500, deviceId: 'board' } });
  return (await res.json()) as PullResponse;
}
const docOf = (page: PullResponse, id: string) => page.documents.find((d) => d.id === id) as unknown as JobDoc | undefined;
const run = (query: ReturnType<typeof sql>) => t.deps.database.db.execute(query);

describe('the school’s job documents follow what they show', () => {
  it('a view: the school is told, and the job comes again with one more view (named once the school may see the person)', async () => {
    const job = await insertJob(t.deps, { schoolId });
    const sub = await createAccount(t.deps, { firstName: 'Vera', profile: { regions: ['091'] } });
    const first = await pull(null);
    expect(docOf(first, job)).toMatchObject({ views: 0, viewers: [] });
    const events = await eventsDuring(t.deps, async () => {
      const res = await t.request('POST', '/api/users/job/view', { token: sub.token, body: { uniqueId: job } });
      expect(res.status).toBe(200);
    });
    expect(events).toContainEqual(expect.objectContaining({ topics: [`school:${schoolId}`] }));
    const afterView = await pull(first.checkpoint);
    expect(afterView.documents.map((d) => d.id)).toEqual([job]);
    // counted, not named: the school may not see a person with no tie to it
    expect(docOf(afterView, job)).toMatchObject({ views: 1, viewers: [] });
    await run(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${job}, ${sub.id})`);
    const applied = await pull(afterView.checkpoint);
    expect(docOf(applied, job)?.viewers).toEqual([expect.objectContaining({ accountId: sub.id, firstName: 'Vera' })]);
    // the viewer's own change (a new name) comes too
    await run(sql`UPDATE accounts SET first_name = 'Veronika' WHERE id = ${sub.id}`);
    expect(docOf(await pull(applied.checkpoint), job)?.viewers).toEqual([expect.objectContaining({ firstName: 'Veronika' })]);
  });

  it('a late cancellation anywhere: the applicant’s count on this school’s job goes up', async () => {
    const otherSchool = await createSchool(t.deps, { municipality: '091' });
    const job = await insertJob(t.deps, { schoolId });
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    await run(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${job}, ${sub.id})`);
    const first = await pull(null);
    expect(docOf(first, job)?.applicants).toEqual([expect.objectContaining({ accountId: sub.id, lateCancellations: 0 })]);
    const cancel = (late: boolean) =>
      run(sql`INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, late, start_date, end_date, start_time, end_time, cancelled_at)
        VALUES (${randomUUID()}, ${randomUUID()}, ${otherSchool}, ${sub.id}, 'substitute', ${late}, '2030-02-01', '2030-02-01', '08:00', '12:00', now())`);
    await cancel(true);
    const next = await pull(first.checkpoint);
    expect(docOf(next, job)?.applicants).toEqual([expect.objectContaining({ lateCancellations: 1 })]);
    // one in good time is no late cancellation: nothing the school sees changed, nothing comes again
    await cancel(false);
    expect((await pull(next.checkpoint)).documents).toEqual([]);
  });
});
