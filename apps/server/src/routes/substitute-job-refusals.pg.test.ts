import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * A substitute's calls on a job they may not see answer one way, whatever the job's state (decision 043, amended
 * 2026-11-30), and a school's block holds for a person who applied before it (decision 023, amended): the one job rule
 * (domain JOB_RULES, `jobRefusal`) decides, as for their pull and lists.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const UNKNOWN = '0190f1a2-0000-7000-8000-000000000000';
const answer = (r: { status: number; body: Record<string, unknown> }) => [r.status, r.body['code'], r.body['message']];
const activeApplications = async (jobId: string, accountId: string) =>
  queryRows(ctx.t.deps.database.db, sql`SELECT 1 FROM applications WHERE job_id = ${jobId} AND applicant_id = ${accountId} AND active`);

describe('a job outside the substitute’s view', () => {
  it('answers "not found" alike whether open, filled or unknown: apply, get/job, withdraw, hide, view', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const open = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    const filled = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'], chosenId: ctx.w.sub.id });
    for (const url of ['/api/users/add/applicant', '/api/users/get/job', '/api/users/removeapplicant', '/api/users/job/delete', '/api/users/job/view']) {
      const unknown = answer(await post(url, sub.token, { uniqueId: UNKNOWN }));
      expect([url, unknown[0]]).toEqual([url, 404]);
      expect([url, answer(await post(url, sub.token, { uniqueId: open }))]).toEqual([url, unknown]);
      expect([url, answer(await post(url, sub.token, { uniqueId: filled }))]).toEqual([url, unknown]);
    }
    // in Finnish too
    await ctx.t.deps.database.db.execute(sql`UPDATE accounts SET site_lang = 1 WHERE id = ${sub.id}`);
    const fi = await post('/api/users/add/applicant', sub.token, { uniqueId: filled });
    expect(fi.body['message']).toBe('Sijaisuutta ei löytynyt, tai se ei ole enää avoinna.');
  });

  it('records no view of an expired job someone else was chosen for; a job in view still counts', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const filled = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-01', chosenId: ctx.w.sub.id });
    const unfilled = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-01' });
    expect((await post('/api/users/job/view', sub.token, { uniqueId: filled })).status).toBe(404);
    expect((await post('/api/users/job/view', sub.token, { uniqueId: unfilled })).status).toBe(200);
    const views = await queryRows<{ job_id: string }>(
      ctx.t.deps.database.db,
      sql`SELECT job_id FROM job_user_state WHERE account_id = ${sub.id} AND viewed_at IS NOT NULL`,
    );
    expect(views.map((v) => v.job_id)).toEqual([unfilled]);
    // bad input and other roles
    expect((await post('/api/users/job/view', sub.token, { uniqueId: 'x' })).status).toBe(400);
    expect((await post('/api/users/job/view', ctx.w.principalA.token, { uniqueId: unfilled })).status).toBe(403);
    expect((await post('/api/users/job/view', undefined, { uniqueId: unfilled })).status).toBe(401);
  });
});

describe('a school that blocked the substitute', () => {
  it('refuses applying again after a withdrawal, as a job not theirs to see; their own application stays theirs', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-12' });
    const other = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-13' });
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(200);
    expect((await post('/api/principals/lists/blocked/add', ctx.w.principalA.token, { email: sub.email })).status).toBe(200);

    // what they applied to stays in their view (as in their pull) and can be withdrawn
    expect((await post('/api/users/get/job', sub.token, { uniqueId: job })).status).toBe(200);
    expect((await post('/api/users/removeapplicant', sub.token, { uniqueId: job })).status).toBe(200);
    const unknown = answer(await post('/api/users/add/applicant', sub.token, { uniqueId: UNKNOWN }));
    expect(answer(await post('/api/users/add/applicant', sub.token, { uniqueId: job }))).toEqual(unknown);
    expect(await activeApplications(job, sub.id)).toHaveLength(0);

    // the school's other jobs: not listed, not readable, not open to apply — each as an unknown job
    const list = await post('/api/users/getalltemp', sub.token, {});
    expect((list.body['jobs'] as { _id: string }[]).map((j) => j._id)).not.toContain(other);
    expect(answer(await post('/api/users/get/job', sub.token, { uniqueId: other }))).toEqual(answer(await post('/api/users/get/job', sub.token, { uniqueId: UNKNOWN })));
    expect(answer(await post('/api/users/add/applicant', sub.token, { uniqueId: other }))).toEqual(unknown);
    expect(await activeApplications(other, sub.id)).toHaveLength(0);
  });
});

describe('what stays readable', () => {
  it('a notice, and the substitute’s own booking in another region, with the school’s phone', async () => {
    const sub = await createSubstitute(ctx.t.deps, []);
    const notice = await createJob(ctx.t.deps, { schoolId: ctx.w.admin, fromAdminType: 'Tips' });
    expect((await post('/api/users/get/job', sub.token, { uniqueId: notice })).status).toBe(200);
    const booked = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'], chosenId: sub.id });
    await applyDirect(ctx.t.deps, booked, sub.id);
    const res = await post('/api/users/get/job', sub.token, { uniqueId: booked });
    expect(res.status).toBe(200);
    expect(res.body['school']).toMatchObject({ phone: '0407654321' });
  });
});
