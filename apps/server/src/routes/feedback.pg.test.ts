import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * Feedback after a job (issue 24, decision 031): who may give it (the job's managers for the school, the chosen
 * substitute), the window, bad input, and who reads what — the school its own history, admins aggregates only.
 * The clock is Monday 4 March 2030, 08:00 in Helsinki.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const db = () => ctx.t.deps.database.db;

const stored = (jobId: string) =>
  queryRows<{ side: string; rating: number; comment: string; author_id: string | null }>(
    db(),
    sql`SELECT side, rating, comment, author_id FROM job_feedback WHERE job_id = ${jobId} ORDER BY side`,
  );

/** A job of school A owned by teacher A, ended on the given day, with a substitute chosen. */
async function endedJob(day = '2030-03-01', schoolId = ctx.w.schoolA) {
  const sub = await createSubstitute(ctx.t.deps, ['091']);
  const ownerId = schoolId === ctx.w.schoolA ? ctx.w.teacherA.id : null;
  const job = await createJob(ctx.t.deps, { schoolId, ownerId, startDate: day, chosenId: sub.id });
  return { job, sub };
}

describe('POST /api/shared/feedback/save', () => {
  it('the school (principal, owning teacher) and the chosen substitute each keep one entry, changed in place', async () => {
    const { job, sub } = await endedJob();
    expect((await post('/api/shared/feedback/save', ctx.w.teacherA.token, { jobId: job, rating: 4, comment: 'Punktlig' })).status).toBe(200);
    expect((await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: job, rating: 5, comment: 'Mycket bra' })).status).toBe(200);
    const answer = await post('/api/shared/feedback/save', sub.token, { jobId: job, rating: 3 });
    expect(answer).toMatchObject({ status: 200, body: { job: { side: 'substitute', rating: 3, about: 'Solbackaskolan' } } });
    expect(await stored(job)).toEqual([
      { side: 'school', rating: 5, comment: 'Mycket bra', author_id: ctx.w.principalA.id },
      { side: 'substitute', rating: 3, comment: '', author_id: sub.id },
    ]);
  });

  it('answers another school, teacher or substitute as for an unknown job, refuses an admin and no sign-in, and changes nothing', async () => {
    const { job } = await endedJob();
    const other = await createSubstitute(ctx.t.deps, ['091']);
    const unknown = await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: '0190a0a0-0000-7000-8000-000000000000', rating: 1 });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Vikariatet finns inte.' } });
    for (const token of [ctx.w.principalB.token, ctx.w.teacherA2.token, other.token, ctx.w.sub.token]) {
      expect(await post('/api/shared/feedback/save', token, { jobId: job, rating: 1 })).toEqual(unknown);
    }
    expect((await post('/api/shared/feedback/save', ctx.w.adminUser.token, { jobId: job, rating: 1 })).status).toBe(403);
    expect((await post('/api/shared/feedback/save', undefined, { jobId: job, rating: 1 })).status).toBe(401);
    expect(await stored(job)).toEqual([]);
  });

  it('opens when the job has ended and closes 14 days later; a job without a chosen substitute has none', async () => {
    const { job: tomorrow, sub } = await endedJob('2030-03-05');
    expect(await post('/api/shared/feedback/save', sub.token, { jobId: tomorrow, rating: 4 })).toMatchObject({ status: 409, body: { code: 'job_not_ended' } });
    const { job: old } = await endedJob('2030-02-10');
    expect(await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: old, rating: 4 })).toMatchObject({ status: 409, body: { code: 'feedback_closed' } });
    const nobody = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-01' });
    expect(await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: nobody, rating: 4 })).toMatchObject({ status: 409, body: { code: 'no_substitute' } });
    expect([...(await stored(tomorrow)), ...(await stored(old)), ...(await stored(nobody))]).toEqual([]);
  });

  it('answers bad input with 400 and field errors in the caller’s language, and changes nothing', async () => {
    const { job } = await endedJob();
    const sv = await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: job, rating: 6, comment: 'x'.repeat(2001) });
    expect(sv.status).toBe(400);
    expect(sv.body['fields']).toEqual({ rating: 'Välj ett betyg från 1 till 5.', comment: 'Högst 2000 tecken.' });
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    expect(await post('/api/shared/feedback/save', rehtori.token, { jobId: job, rating: '5' })).toMatchObject({
      status: 400,
      body: { fields: { rating: 'Valitse arvosana 1–5.' } },
    });
    expect((await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: 'nope', rating: 3 })).body['fields']).toHaveProperty('jobId');
    expect(await stored(job)).toEqual([]);
  });
});

describe('POST /api/shared/feedback/jobs', () => {
  it('lists the caller’s ended jobs in the window, each side with its own entry only', async () => {
    const { job, sub } = await endedJob('2030-03-02');
    await post('/api/shared/feedback/save', sub.token, { jobId: job, rating: 2, comment: 'Ingen mötte mig' });
    const school = await post('/api/shared/feedback/jobs', ctx.w.principalA.token, {});
    const row = (school.body['jobs'] as { jobId: string }[]).find((j) => j.jobId === job);
    expect(row).toMatchObject({ side: 'school', about: 'Test user', aboutEmail: sub.email, rating: null, comment: '' });
    expect(JSON.stringify(school.body)).not.toContain('Ingen mötte mig');
    const mine = await post('/api/shared/feedback/jobs', sub.token, {});
    expect(mine.body['jobs']).toEqual([expect.objectContaining({ jobId: job, side: 'substitute', rating: 2, comment: 'Ingen mötte mig' })]);
    // another teacher of the school and another school do not get it
    for (const token of [ctx.w.teacherA2.token, ctx.w.principalB.token]) {
      const other = await post('/api/shared/feedback/jobs', token, {});
      expect((other.body['jobs'] as { jobId: string }[]).some((j) => j.jobId === job)).toBe(false);
    }
    expect((await post('/api/shared/feedback/jobs', ctx.w.adminUser.token, {})).status).toBe(403);
  });
});

describe('what is read of it', () => {
  it('the school reads its own history of a substitute with the suggestion to keep them, never the other side’s or another school’s', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const a1 = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-02-27', chosenId: sub.id });
    const a2 = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-01', chosenId: sub.id });
    const b1 = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, startDate: '2030-03-01', chosenId: sub.id });
    await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: a1, rating: 4, comment: 'Bra' });
    const before = await post('/api/principals/feedback/history', ctx.w.principalA.token, { email: sub.email });
    expect(before.body).toMatchObject({ count: 1, average: 4, suggestKeeping: false });
    await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: a2, rating: 5 });
    await post('/api/shared/feedback/save', ctx.w.principalB.token, { jobId: b1, rating: 1, comment: 'Kom inte' });
    await post('/api/shared/feedback/save', sub.token, { jobId: a1, rating: 1, comment: 'Rörigt' });
    const history = await post('/api/principals/feedback/history', ctx.w.teacherA.token, { email: sub.email });
    expect(history.body).toMatchObject({ count: 2, average: 4.5, suggestKeeping: true, preferred: false });
    expect(JSON.stringify(history.body)).not.toMatch(/Kom inte|Rörigt/);
    expect((await post('/api/principals/feedback/history', ctx.w.principalB.token, { email: sub.email })).body).toMatchObject({ count: 1, average: 1 });
    for (const token of [sub.token, ctx.w.adminUser.token]) expect((await post('/api/principals/feedback/history', token, { email: sub.email })).status).toBe(403);
    expect((await post('/api/principals/feedback/history', ctx.w.principalA.token, { email: 'nope' })).status).toBe(400);
  });

  it('admins read averages per school and counts per substitute, and the read is audited; nobody else', async () => {
    const { job, sub } = await endedJob('2030-03-03', ctx.w.schoolB);
    await post('/api/shared/feedback/save', sub.token, { jobId: job, rating: 2 });
    await post('/api/shared/feedback/save', ctx.w.principalB.token, { jobId: job, rating: 5 });
    const res = await ctx.t.request('GET', '/api/admin/feedback', { token: ctx.w.adminUser.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { schools: { schoolId: string; count: number }[]; substitutes: { email: string; count: number }[] };
    expect(body.schools.find((s) => s.schoolId === ctx.w.schoolB)).toMatchObject({ name: 'Esbo skola' });
    expect(body.substitutes.find((s) => s.email === sub.email)).toEqual({ email: sub.email, name: expect.any(String) as string, count: 1 });
    expect(JSON.stringify(body)).not.toContain('rating');
    const audit = await queryRows(db(), sql`SELECT 1 FROM admin_audit_log WHERE action = 'feedback' AND admin_id = ${ctx.w.adminUser.id}`);
    expect(audit.length).toBeGreaterThan(0);
    for (const token of [ctx.w.principalA.token, sub.token, ctx.w.teacherA.token])
      expect((await ctx.t.request('GET', '/api/admin/feedback', { token })).status).toBe(403);
  });

  it('the substitute’s data export holds what they wrote and schools’ feedback about them only as count and average', async () => {
    const { job, sub } = await endedJob('2030-03-02');
    await post('/api/shared/feedback/save', ctx.w.principalA.token, { jobId: job, rating: 4, comment: 'Hemlig kommentar' });
    await post('/api/shared/feedback/save', sub.token, { jobId: job, rating: 2, comment: 'Mitt omdöme' });
    const res = await ctx.t.request('GET', '/api/shared/my-data.json', { token: sub.token });
    const { data } = (await res.json()) as { data: Record<string, unknown[]> };
    expect(data['feedbackAboutMe']).toEqual([{ count: 1, average: 4 }]);
    expect(data['feedbackGiven']).toEqual([expect.objectContaining({ school: 'Solbackaskolan', rating: 2, comment: 'Mitt omdöme' })]);
    expect(JSON.stringify(data)).not.toContain('Hemlig kommentar');
  });
});
