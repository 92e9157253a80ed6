import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { bookedPastJob, dayEntry, outboxAction, push, setAskLessons, storedHours } from '../../test/hours/hours-world.ts';
import { applyDirect, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * The school's "ask for lessons taught" setting and shifts past midnight (issue 24, decision 030 amended 2026-11-28):
 * lessons are kept and exported only where the school asks (a figure given elsewhere is dropped, not refused); an end
 * before the start is the next morning only on a job that runs past midnight.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const settingsOf = async (token: string, body: Record<string, unknown> = {}) => post('/api/principals/hours/settings', token, body);
const csvHeader = async (token: string, body: Record<string, unknown>) => {
  const res = await ctx.t.request('POST', '/api/principals/payroll/export', { token, body: { ...body, format: 'csv' } });
  expect(res.status).toBe(200);
  // text() drops the file's one byte-order mark; a second would stay and fail the header
  return (await res.text()).split('\r\n');
};

describe('the school asks for lessons taught, or not', () => {
  it('is off by default; the school’s principal turns it on and off; a leader reads all their schools', async () => {
    await setAskLessons(ctx, ctx.w.schoolB, false);
    const first = await settingsOf(ctx.w.principalB.token);
    expect(first).toMatchObject({ status: 200, body: { schools: [{ schoolId: ctx.w.schoolB, askLessons: false }] } });
    const on = await post('/api/principals/hours/settings/save', ctx.w.principalB.token, { schoolId: ctx.w.schoolB, askLessons: true });
    expect(on).toMatchObject({ status: 200, body: { school: { schoolId: ctx.w.schoolB, askLessons: true } } });
    const both = await settingsOf(ctx.w.leader.token);
    expect((both.body['schools'] as Array<{ schoolId: string }>).map((s) => s.schoolId).sort()).toEqual([ctx.w.schoolA, ctx.w.schoolB].sort());
    await post('/api/principals/hours/settings/save', ctx.w.principalB.token, { schoolId: ctx.w.schoolB, askLessons: false });
    expect((await settingsOf(ctx.w.principalB.token, { schoolId: ctx.w.schoolB })).body).toMatchObject({ schools: [{ askLessons: false }] });
  });

  it('refuses a substitute, a teacher, another school’s principal, an admin and no sign-in; bad input is a 400 in the caller’s language; nothing changes', async () => {
    await setAskLessons(ctx, ctx.w.schoolA, false);
    for (const token of [ctx.w.sub.token, ctx.w.teacherA.token, ctx.w.principalB.token, ctx.w.adminUser.token]) {
      expect((await post('/api/principals/hours/settings/save', token, { schoolId: ctx.w.schoolA, askLessons: true })).status).toBe(403);
    }
    for (const token of [ctx.w.sub.token, ctx.w.teacherA.token, ctx.w.principalB.token]) expect((await settingsOf(token, { schoolId: ctx.w.schoolA })).status).toBe(403);
    expect((await post('/api/principals/hours/settings/save', undefined, { schoolId: ctx.w.schoolA, askLessons: true })).status).toBe(401);
    const sv = await post('/api/principals/hours/settings/save', ctx.w.principalA.token, { schoolId: 'nope', askLessons: true });
    expect(sv).toMatchObject({ status: 400, body: { fields: { schoolId: 'Ogiltig skola' } } });
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const fi = await post('/api/principals/hours/settings/save', rehtori.token, { schoolId: ctx.w.schoolA });
    expect(fi.status).toBe(400);
    expect(Object.keys(fi.body['fields'] as object)).toEqual(['askLessons']);
    expect((await settingsOf(ctx.w.principalA.token, { schoolId: ctx.w.schoolA })).body).toMatchObject({ schools: [{ askLessons: false }] });
  });

  it('refuses a body sent as another type (text/plain, a form) with a 415 in the caller’s language, and changes nothing', async () => {
    await setAskLessons(ctx, ctx.w.schoolA, false);
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const as = (token: string, type: string) =>
      ctx.t.app.request('/api/principals/hours/settings/save', {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${token}` },
        body: JSON.stringify({ schoolId: ctx.w.schoolA, askLessons: true }),
      });
    const plain = await as(ctx.w.principalA.token, 'text/plain;charset=UTF-8');
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ code: 'validation', message: 'Begäran måste vara JSON' });
    const form = await as(rehtori.token, 'application/x-www-form-urlencoded');
    expect(await form.json()).toMatchObject({ message: 'Pyynnön on oltava JSON-muodossa' });
    expect((await settingsOf(ctx.w.principalA.token, { schoolId: ctx.w.schoolA })).body).toMatchObject({ schools: [{ askLessons: false }] });
    expect((await as(ctx.w.principalA.token, 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('two saves at once both answer, and the school ends with one of them', async () => {
    const save = (askLessons: boolean) => post('/api/principals/hours/settings/save', ctx.w.principalA.token, { schoolId: ctx.w.schoolA, askLessons });
    const answers = await Promise.all([save(true), save(false), save(true), save(false)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const final = (await settingsOf(ctx.w.principalA.token, { schoolId: ctx.w.schoolA })).body['schools'] as Array<{ askLessons: boolean }>;
    expect(answers.map((a) => (a.body['school'] as { askLessons: boolean }).askLessons)).toContain(final[0]?.askLessons);
  });

  it('drops lessons where the school does not ask, keeps them where it does; the export’s lessons column follows', async () => {
    await setAskLessons(ctx, ctx.w.schoolA, false);
    await setAskLessons(ctx, ctx.w.schoolB, false);
    const a = await bookedPastJob(ctx);
    await push(ctx, a.sub.token, [outboxAction(a.sub, 'submitHours', dayEntry(a.job, '2030-02-26', { lessons: 5 }))]);
    expect(await storedHours(ctx, a.job)).toMatchObject([{ lessons: null }]);
    const correction = { id: a.job, day: '2030-02-27', start: '08:00', end: '14:00', breakMinutes: 0, lessons: 4, reason: 'Gav inte timmarna' };
    expect((await post('/api/principals/hours/correct', ctx.w.principalA.token, correction)).body).toMatchObject({ entry: { lessons: null } });
    expect((await csvHeader(ctx.w.principalA.token, { month: '2030-02' }))[0]).not.toContain('Lektioner');

    await setAskLessons(ctx, ctx.w.schoolA, true);
    await push(ctx, a.sub.token, [outboxAction(a.sub, 'submitHours', dayEntry(a.job, '2030-02-26', { lessons: 6 }))]);
    expect(await storedHours(ctx, a.job)).toMatchObject([{ lessons: 6 }, { lessons: null }]);
    const lines = await csvHeader(ctx.w.principalA.token, { month: '2030-02' });
    expect(lines[0]).toBe('Person;Födelsedatum;Skola;Datum;Start;Slut;Rast (min);Timmar;Lektioner;Typ av vikariat;Status / orsak');
    // a leader's file over a school that asks and one that does not: the column, empty for the one that does not
    const b = await bookedPastJob(ctx, ctx.w.schoolB, { startDate: '2030-02-20', endDate: '2030-02-20', startTime: '09:00', endTime: '12:00' });
    await push(ctx, b.sub.token, [outboxAction(b.sub, 'submitHours', dayEntry(b.job, '2030-02-20', { start: '09:00', end: '12:00', breakMinutes: 0, lessons: 3 }))]);
    const leader = await csvHeader(ctx.w.leader.token, { month: '2030-02' });
    expect(leader[0]).toContain('Lektioner');
    expect(leader.filter((l) => l.includes(';20.2.2030;09:00;12:00;0;3,00;;'))).toHaveLength(1);
  });

  it('refuses every role but a leader the school’s settings with 403, another school’s too; no sign-in is 401, a bad school id 400', async () => {
    for (const token of [ctx.w.sub.token, ctx.w.teacherA.token, ctx.w.adminUser.token]) {
      expect(await settingsOf(token)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
    expect(await settingsOf(ctx.w.principalB.token, { schoolId: ctx.w.schoolA })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await post('/api/principals/hours/settings', undefined, {})).status).toBe(401);
    expect(await settingsOf(ctx.w.principalA.token, { schoolId: 'nope' })).toMatchObject({ status: 400, body: { fields: { schoolId: 'Ogiltig skola' } } });
  });

  it('answers a wrong role on the substitute’s settings call with 403 before reading the job or the body (never 404)', async () => {
    const { job } = await bookedPastJob(ctx);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    for (const token of [ctx.w.teacherA.token, ctx.w.principalA.token, ctx.w.principalB.token, ctx.w.leader.token, ctx.w.adminUser.token]) {
      for (const body of [{ jobId: job }, { jobId: unknown }, { jobId: 'x' }, {}]) {
        expect(await post('/api/users/hours/settings', token, body)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      }
    }
    expect((await post('/api/users/hours/settings', undefined, { jobId: job })).status).toBe(401);
  });

  it('tells the chosen substitute’s form whether to ask; nobody else', async () => {
    await setAskLessons(ctx, ctx.w.schoolA, true);
    const { job, sub } = await bookedPastJob(ctx);
    expect(await post('/api/users/hours/settings', sub.token, { jobId: job })).toMatchObject({ status: 200, body: { askLessons: true } });
    const applicant = await createSubstitute(ctx.t.deps, ['091']);
    await applyDirect(ctx.t.deps, job, applicant.id);
    for (const token of [ctx.w.principalA.token, ctx.w.adminUser.token]) expect((await post('/api/users/hours/settings', token, { jobId: job })).status).toBe(403);
    // another substitute's job is answered as one that does not exist: the answer tells no job id exists (decision 043)
    expect((await post('/api/users/hours/settings', applicant.token, { jobId: job })).status).toBe(404);
    expect((await post('/api/users/hours/settings', sub.token, { jobId: '0190a0a0-0000-7000-8000-000000000000' })).status).toBe(404);
    expect(await post('/api/users/hours/settings', sub.token, { jobId: 'x' })).toMatchObject({ status: 400, body: { fields: { jobId: 'Ogiltigt vikariat' } } });
  });
});

describe('a shift past midnight', () => {
  const NIGHT = { startDate: '2030-02-26', endDate: '2030-02-27', startTime: '18:00', endTime: '02:00' };

  it('is taken on a job that runs past midnight, with the right hours in the export; refused on a day job', async () => {
    await setAskLessons(ctx, ctx.w.schoolB, false);
    const { job, sub } = await bookedPastJob(ctx, ctx.w.schoolB, NIGHT);
    const night = outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-26', { start: '18:00', end: '01:30', breakMinutes: 30 }));
    expect((await push(ctx, sub.token, [night]))[0]).toMatchObject({ status: 'applied' });
    const lines = await csvHeader(ctx.w.principalB.token, { month: '2030-02' });
    expect(lines.filter((l) => l.includes(';26.2.2030;18:00;01:30;30;7,00;'))).toHaveLength(1);

    const day = await bookedPastJob(ctx, ctx.w.schoolB);
    const refused = (await push(ctx, day.sub.token, [outboxAction(day.sub, 'submitHours', dayEntry(day.job, '2030-02-26', { start: '14:00', end: '08:00' }))]))[0];
    expect(refused).toMatchObject({ status: 'rejected', code: 'invalid', data: { fields: { end: expect.stringContaining('efter starttiden') as string } } });
    expect(await storedHours(ctx, day.job)).toEqual([]);
    const corrected = await post('/api/principals/hours/correct', ctx.w.principalB.token, {
      id: day.job,
      day: '2030-02-26',
      start: '14:00',
      end: '08:00',
      breakMinutes: 0,
      reason: 'x',
    });
    expect(corrected).toMatchObject({ status: 400, body: { fields: { end: 'Sluttiden måste vara efter starttiden.' } } });
    const overnight = await post('/api/principals/hours/correct', ctx.w.principalB.token, {
      id: job,
      day: '2030-02-27',
      start: '18:00',
      end: '02:00',
      breakMinutes: 0,
      reason: 'Timmarna saknades',
    });
    expect(overnight).toMatchObject({ status: 200, body: { entry: { start: '18:00', end: '02:00' } } });
  });
});
