import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conflictsWithin2h } from '@vikariat/domain';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute, eventsDuring } from '../../test/jobs/fixtures.ts';

const ctx = useJobsTestApp();
const { post } = ctx;
const chosenOf = async (jobId: string) =>
  (await queryRows<{ chosen_id: string | null }>(ctx.t.deps.database.db, sql`SELECT chosen_id FROM jobs WHERE id = ${jobId}`))[0]?.chosen_id;
const activeOf = async (jobId: string, applicantId: string) =>
  (await queryRows<{ active: boolean }>(ctx.t.deps.database.db, sql`SELECT active FROM applications WHERE job_id = ${jobId} AND applicant_id = ${applicantId}`))[0]
    ?.active;

describe('POST /api/teachers/addchosen', () => {
  it('chooses an applicant and deactivates their overlapping applications in the same step', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-05', startTime: '08:00', endTime: '12:00' });
    const near = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, startDate: '2030-03-05', startTime: '13:00', endTime: '15:00' });
    const far = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, startDate: '2030-03-05', startTime: '14:00', endTime: '16:00' });
    for (const id of [job, near, far]) await applyDirect(ctx.t.deps, id, sub.id);
    let res = { status: 0, body: {} as Record<string, unknown> };
    const events = await eventsDuring(ctx.t.deps, async () => {
      res = await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job });
    });
    expect(res.status).toBe(200);
    expect(await chosenOf(job)).toBe(sub.id);
    // the database announces the choice at commit to the chosen one and the school (nothing by name)
    expect(events).toContainEqual({ topics: expect.arrayContaining([`school:${ctx.w.schoolA}`, `user:${sub.id}`]) as unknown });
    expect(await activeOf(near, sub.id)).toBe(false);
    expect(await activeOf(far, sub.id)).toBe(true); // exactly 2 hours apart is allowed
    // the answer names no job of another school (it would tell school A that school B has one, and who applied)
    expect(res.body['deactivated']).toEqual([]);
    // unchoosing brings the deactivated application back
    expect((await post('/api/teachers/remove/chosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect(await chosenOf(job)).toBeNull();
    expect(await activeOf(near, sub.id)).toBe(true);
  });

  it('does not undo a booking under way: unchoosing after the start is refused as a cancellation would be', async () => {
    // the jobs clock stands at 08:00 in Helsinki on 4 March 2030: this job began at 07:30
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-04', startTime: '07:30', endTime: '12:00', chosenId: sub.id });
    await applyDirect(ctx.t.deps, job, sub.id);
    const res = await post('/api/teachers/remove/chosen', ctx.w.principalA.token, { email: sub.email, id: job });
    expect(res).toMatchObject({ status: 409, body: { code: 'job_started', message: 'Vikariatet har redan börjat och kan inte längre avbokas.' } });
    expect(await chosenOf(job)).toBe(sub.id);
  });

  it('answers another school and a colleague’s job for a teacher as an unknown job (404), refuses a substitute (403), no token (401), bad input (400)', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id });
    await applyDirect(ctx.t.deps, job, sub.id);
    const body = { email: sub.email, id: job };
    expect((await post('/api/teachers/addchosen', undefined, body)).status).toBe(401);
    // not theirs and not there: one answer, so a school learns nothing of which job ids exist (decision 043)
    const unknown = await post('/api/teachers/addchosen', ctx.w.principalB.token, { ...body, id: '0190a0a0-0000-7000-8000-000000000000' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Vikariatet hittades inte.' } });
    expect(await post('/api/teachers/addchosen', ctx.w.principalB.token, body)).toEqual(unknown);
    expect(await post('/api/teachers/addchosen', ctx.w.teacherA2.token, body)).toEqual(unknown);
    expect((await post('/api/teachers/addchosen', ctx.w.sub.token, body)).status).toBe(403);
    const bad = await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: 'nope', id: job });
    expect(bad.status).toBe(400);
    expect(bad.body['fields']).toHaveProperty('email');
    expect(await chosenOf(job)).toBeNull();
    expect((await post('/api/teachers/addchosen', ctx.w.teacherA.token, body)).status).toBe(200);
    expect(await post('/api/teachers/remove/chosen', ctx.w.principalB.token, body)).toEqual(unknown);
    expect(await chosenOf(job)).toBe(sub.id);
  });

  it('requires a valid police record, with the spec’s message', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091'], { policeRecord: { isActive: true, expirationDate: '2030-03-03' } });
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    await applyDirect(ctx.t.deps, job, sub.id);
    const res = await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'police_record_required',
      message: expect.stringContaining('Vikarien kan inte väljas: hen har inget giltigt utdrag') as unknown,
    });
  });

  it('refuses someone who did not apply', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).body['code']).toBe('not_an_applicant');
  });

  it('answers an e-mail without an account as one that never applied: a school learns nothing of who has an account', async () => {
    const stranger = await createSubstitute(ctx.t.deps, ['091']);
    const booked = await createSubstitute(ctx.t.deps, ['091']);
    const nobody = `nobody-${stranger.id}@example.fi`;
    const open = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    const taken = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-04-02' });
    await applyDirect(ctx.t.deps, taken, booked.id);
    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: booked.email, id: taken })).status).toBe(200);
    const calls: [string, string, Record<string, unknown>][] = [
      ['/api/teachers/addchosen', open, {}],
      ['/api/teachers/addchosen', taken, {}],
      ['/api/teachers/remove/chosen', open, {}],
      ['/api/teachers/remove/chosen', taken, {}],
      ['/api/teachers/cancel/chosen', open, { reason: 'Sjuk' }],
      ['/api/teachers/cancel/chosen', taken, { reason: 'Sjuk' }],
    ];
    for (const [path, id, extra] of calls) {
      const answers = [];
      for (const email of [stranger.email, nobody]) {
        const res = await post(path, ctx.w.principalA.token, { email, id, ...extra });
        answers.push({ status: res.status, code: res.body['code'], message: res.body['message'] });
      }
      expect(answers[1], `${path} on ${id === open ? 'an open' : 'a booked'} job`).toEqual(answers[0]);
    }
    expect(await chosenOf(open)).toBeNull();
    expect(await chosenOf(taken)).toBe(booked.id);
  });

  it('answers chosen_elsewhere (sv and fi) when the substitute was chosen for a job less than 2 h away', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091', '049']);
    const a = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-06', endDate: '2030-03-08', startTime: '08:00', endTime: '12:00' });
    const b = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, startDate: '2030-03-08', startTime: '13:30', endTime: '15:00' });
    await applyDirect(ctx.t.deps, a, sub.id);
    await applyDirect(ctx.t.deps, b, sub.id);
    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: a })).status).toBe(200);
    const res = await post('/api/teachers/addchosen', ctx.w.principalB.token, { email: sub.email, id: b });
    expect(res.status).toBe(409);
    // b's application was deactivated by the first choice: still the same answer
    expect(res.body).toMatchObject({ code: 'chosen_elsewhere', message: 'Hoppsan! Vikarien valdes redan till ett annat vikariat.' });
    const fiPrincipal = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolB, siteLang: 1 });
    const fi = await post('/api/teachers/addchosen', fiPrincipal.token, { email: sub.email, id: b });
    expect(fi.body['message']).toBe('Hups! Sijainen valittiin jo toiseen sijaisuuteen.');
  });
});

describe('choosing under concurrency (real Postgres)', () => {
  it('100 concurrent choices on one job: exactly one winner', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-12' });
    const subs = await Promise.all(Array.from({ length: 100 }, () => createSubstitute(ctx.t.deps, ['091'])));
    for (const s of subs) await applyDirect(ctx.t.deps, job, s.id);
    const results = await Promise.all(subs.map((s) => post('/api/teachers/addchosen', ctx.w.principalA.token, { email: s.email, id: job })));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body['code'] === 'already_chosen')).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toHaveLength(0);
    const chosen = await chosenOf(job);
    expect(subs.find((s) => s.id === chosen)?.email).toBe(winners[0]?.body['chosen']);
  });

  it('50 concurrent choices of one substitute for overlapping jobs: never two within 2 hours', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    // 50 jobs on one day, starting every 15 minutes, each 1 hour long: many pairs are < 2 h apart
    const specs = Array.from({ length: 50 }, (_, i) => {
      const start = 6 * 60 + i * 15;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { startDate: '2030-03-14', endDate: '2030-03-14', startTime: hhmm(start), endTime: hhmm(start + 60) };
    });
    const jobIds = [];
    for (const s of specs) {
      const id = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ...s });
      await applyDirect(ctx.t.deps, id, sub.id);
      jobIds.push(id);
    }
    const results = await Promise.all(jobIds.map((id) => post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id })));
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toHaveLength(0);
    const chosen = specs.filter((_, i) => results[i]?.status === 200);
    expect(chosen.length).toBeGreaterThan(0);
    for (const a of chosen) for (const b of chosen) if (a !== b) expect(conflictsWithin2h(a, b)).toBe(false);
    const rows = await queryRows<{ id: string }>(ctx.t.deps.database.db, sql`SELECT id FROM jobs WHERE chosen_id = ${sub.id}`);
    expect(rows).toHaveLength(chosen.length);
  });
});

describe('POST /api/shared/remember', () => {
  it('toggles a favourite and answers a token; a substitute may not', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    // a person the school cannot see (never applied there) cannot be added: the list would open their profile
    expect((await post('/api/shared/remember', ctx.w.principalA.token, { rememberUserEmail: sub.email })).status).toBe(404);
    await applyDirect(ctx.t.deps, await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA }), sub.id);
    expect((await post('/api/shared/remember', ctx.w.principalB.token, { rememberUserEmail: sub.email })).status).toBe(404);
    const on = await post('/api/shared/remember', ctx.w.principalA.token, { rememberUserEmail: sub.email, email: ctx.w.principalA.email });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true, rememberedUsers: [sub.email] });
    expect(typeof on.body['token']).toBe('string');
    const off = await post('/api/shared/remember', ctx.w.principalA.token, { rememberUserEmail: sub.email });
    expect(off.body['rememberedUsers']).toEqual([]);
    expect((await post('/api/shared/remember', ctx.w.sub.token, { rememberUserEmail: sub.email })).status).toBe(403);
    expect((await post('/api/shared/remember', ctx.w.principalA.token, { rememberUserEmail: sub.email, email: ctx.w.principalB.email })).status).toBe(403);
  });
});
