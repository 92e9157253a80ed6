import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute, eventsDuring } from '../../test/jobs/fixtures.ts';

const ctx = useJobsTestApp();
const { post } = ctx;
type JobView = {
  _id: string;
  status: string;
  fromAdminType?: string | null;
  phone?: string;
  files: string[];
  applicants?: unknown;
  viewedusers?: unknown;
  reason?: unknown;
};
const ids = (list: unknown) => (list as JobView[]).map((j) => j._id);

describe('POST /api/users/getalltemp', () => {
  it('lists open jobs of the substitute’s regions and every notice; never other regions, expired or hidden jobs', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const here = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, region: ['091'] });
    const there = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    const past = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-01' });
    const notice = await createJob(ctx.t.deps, { schoolId: ctx.w.admin, region: ['091'], fromAdminType: 'Tips' });
    const res = await post('/api/users/getalltemp', sub.token, { email: sub.email });
    expect(res.status).toBe(200);
    expect(ids(res.body['jobs'])).toEqual(expect.arrayContaining([here, notice]));
    expect(ids(res.body['jobs'])).not.toContain(there);
    expect(ids(res.body['jobs'])).not.toContain(past);
    expect(res.body['notInRegion']).toBe(false);
    expect((await post('/api/users/job/delete', sub.token, { id: here, email: sub.email })).status).toBe(200);
    expect(ids((await post('/api/users/getalltemp', sub.token, {})).body['jobs'])).not.toContain(here);
    expect((await post('/api/users/job/restore', sub.token, { id: here })).status).toBe(200);
    expect(ids((await post('/api/users/getalltemp', sub.token, {})).body['jobs'])).toContain(here);
    // inactivated jobs move to inactivejobs
    await post('/api/users/job/inactive', sub.token, { id: here });
    const after = await post('/api/users/getalltemp', sub.token, {});
    expect(ids(after.body['inactivejobs'])).toContain(here);
    expect(ids(after.body['activejobs'])).not.toContain(here);
    expect((await post('/api/users/job/delete', sub.token, { id: there })).status).toBe(404);
  });

  it('answers the not-in-region card without regions; school staff and other e-mails are refused', async () => {
    const sub = await createSubstitute(ctx.t.deps, []);
    const res = await post('/api/users/getalltemp', sub.token, {});
    expect(res.body['notInRegion']).toBe(true);
    // only notices (which reach every substitute) are listed
    expect((res.body['activejobs'] as { fromAdminType: string | null }[]).every((j) => j.fromAdminType === 'Tips')).toBe(true);
    expect(String(res.body['msg'])).toContain('regioner');
    expect((await post('/api/users/getalltemp', ctx.w.principalA.token, {})).status).toBe(403);
    expect((await post('/api/users/getalltemp', undefined, {})).status).toBe(401);
    expect((await post('/api/users/getalltemp', sub.token, { email: ctx.w.sub.email })).status).toBe(403);
  });

  it('hides every job of a blocked school', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    expect((await post('/api/users/school/block', sub.token, { school: ctx.w.schoolA })).status).toBe(200);
    expect(ids((await post('/api/users/getalltemp', sub.token, {})).body['jobs'])).not.toContain(job);
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(404);
    expect((await post('/api/users/school/block', sub.token, { school: ctx.w.schoolA, block: false })).status).toBe(200);
    expect(ids((await post('/api/users/getalltemp', sub.token, {})).body['jobs'])).toContain(job);
  });
});

describe('POST /api/users/add/applicant', () => {
  it('applies once, and the board shows it', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    const events = await eventsDuring(ctx.t.deps, async () => {
      expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job, userEmail: sub.email, alreadywarned: false })).status).toBe(200);
    });
    // the database announces the application at commit to the applicant and the school
    expect(events).toContainEqual({ topics: [`user:${sub.id}`, `school:${ctx.w.schoolA}`] });
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(200);
    const rows = await queryRows(ctx.t.deps.database.db, sql`SELECT 1 FROM applications WHERE job_id = ${job}`);
    expect(rows).toHaveLength(1);
    const personal = await post('/api/users/getpersonaltemp', sub.token, {});
    expect((personal.body['activejobs'] as JobView[]).map((j) => [j._id, j.status])).toEqual([[job, 'pending']]);
  });

  it('partial overlap with a chosen job needs confirmation (alreadywarned), full overlap is refused', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-10', startTime: '08:00', endTime: '12:00', chosenId: sub.id });
    const partial = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-09', endDate: '2030-03-11', startTime: '13:00', endTime: '15:00' });
    const full = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-10', startTime: '09:00', endTime: '10:00' });
    const warned = await post('/api/users/add/applicant', sub.token, { uniqueId: partial, userEmail: sub.email, alreadywarned: false });
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({ code: 'need_confirm_apply', canApplyWithConfirmation: true });
    expect(typeof warned.body['msg']).toBe('string');
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: partial, alreadywarned: true })).status).toBe(200);
    const refused = await post('/api/users/add/applicant', sub.token, { uniqueId: full, alreadywarned: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cant_apply', canApplyWithConfirmation: false });
  });

  it('refuses jobs outside the regions, taken jobs, another user’s e-mail and bad input', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const other = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    const taken = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, chosenId: ctx.w.sub.id });
    const open = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    // neither open nor filled is told of a job outside their view (decision 043, amended)
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: other })).status).toBe(404);
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: taken })).body['code']).toBe('not_found');
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: open, userEmail: ctx.w.sub.email })).status).toBe(403);
    const bad = await post('/api/users/add/applicant', sub.token, { uniqueId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body['fields']).toHaveProperty('uniqueId');
    expect((await post('/api/users/add/applicant', ctx.w.principalA.token, { uniqueId: open })).status).toBe(403);
  });

  it('withdraws, but not once chosen', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    await applyDirect(ctx.t.deps, job, sub.id);
    expect((await post('/api/users/removeapplicant', sub.token, { uniqueId: job })).status).toBe(200);
    expect((await post('/api/users/getpersonaltemp', sub.token, {})).body['activejobs']).toEqual([]);
    const chosenJob = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, chosenId: sub.id });
    await applyDirect(ctx.t.deps, chosenJob, sub.id);
    expect((await post('/api/users/removeapplicant', sub.token, { uniqueId: chosenJob })).status).toBe(409);
  });
});

describe('what a substitute sees of a job', () => {
  it('never other applicants or viewers; phone and attachments only once chosen', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const rival = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, {
      schoolId: ctx.w.schoolA,
      ownerId: ctx.w.teacherA.id,
      files: ['0123456789abcdef0123456789abcdefplan.pdf'],
      reason: 'Hemligt',
    });
    await applyDirect(ctx.t.deps, job, sub.id);
    await applyDirect(ctx.t.deps, job, rival.id);
    await post('/api/users/job/view', rival.token, { uniqueId: job });
    const before = await post('/api/users/get/job', sub.token, { id: job });
    expect(before.status).toBe(200);
    const text = JSON.stringify(before.body);
    expect(text).not.toContain(rival.email);
    expect(text).not.toContain('Hemligt');
    expect(text).not.toContain('0401234567');
    expect((before.body['job'] as JobView).files).toEqual([]);
    // whose class it is, only for the one chosen (spec 02 `replaced`)
    expect((before.body['job'] as Record<string, unknown>)['replaced']).toBeNull();
    expect(JSON.stringify(await post('/api/users/getalltemp', sub.token, {}))).not.toContain(rival.email);
    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    const after = await post('/api/users/get/job', sub.token, { id: job });
    expect(after.body['school']).toMatchObject({ phone: '0401234567' });
    expect(after.body['job']).toMatchObject({ status: 'accepted', phone: '0401234567', files: ['0123456789abcdef0123456789abcdefplan.pdf'] });
    expect((after.body['job'] as Record<string, unknown>)['replaced']).toEqual({ firstName: 'Lars', lastName: 'Lindqvist' });
    const rivalView = await post('/api/users/get/job', rival.token, { id: job });
    expect(rivalView.body['job']).toMatchObject({ status: 'denied', files: [] });
    expect(JSON.stringify(rivalView.body)).not.toContain(sub.email);
    expect((await post('/api/users/getpersonaltemp', rival.token, {})).body['activejobs']).toMatchObject([{ status: 'denied' }]);
  });

  it('counts views for the school and open jobs for the substitute', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['638']);
    const school = ctx.w.schoolA;
    const job = await createJob(ctx.t.deps, { schoolId: school, region: ['638'] });
    expect((await post('/api/users/temp/count', sub.token, {})).body).toEqual({ count: 1 });
    expect((await post('/api/users/job/view', sub.token, { uniqueId: job })).status).toBe(200);
    const board = await post('/api/principals/temps/v2', ctx.w.principalA.token, {});
    const seen = (board.body['jobs'] as { _id: string; views: number; viewedusers: string[] }[]).find((j) => j._id === job);
    // a view is counted, but who viewed is the school's to see only when it may see the person (they applied there)
    expect(seen).toMatchObject({ views: 1, viewedusers: [] });
    expect(JSON.stringify(board.body)).not.toContain(sub.email);
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(200);
    const later = await post('/api/principals/temps/v2', ctx.w.principalA.token, {});
    expect((later.body['jobs'] as { _id: string }[]).find((j) => j._id === job)).toMatchObject({ views: 1, viewedusers: [sub.email] });
    expect(later.body['viewUsers']).toEqual(expect.arrayContaining([expect.objectContaining({ email: sub.email })]));
  });

  it('refuses a job in another region that the substitute did not apply to', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    expect((await post('/api/users/get/job', sub.token, { id: job })).status).toBe(404);
    expect((await post('/api/users/get/job', sub.token, { id: '0190f1a2-0000-7000-8000-000000000000' })).status).toBe(404);
  });
});

describe('POST /api/shared/get/jobs', () => {
  it('answers each caller their own list', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    expect(ids((await post('/api/shared/get/jobs', ctx.w.principalB.token, {})).body['jobs'])).toContain(job);
    expect(ids((await post('/api/shared/get/jobs', ctx.w.principalA.token, {})).body['jobs'])).not.toContain(job);
    expect(ids((await post('/api/shared/get/jobs', ctx.w.sub.token, {})).body['jobs'])).not.toContain(job);
  });
});
