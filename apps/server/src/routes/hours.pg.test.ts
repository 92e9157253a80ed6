import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { bookedPastJob, dayEntry, deliveriesTo, hoursChanges, outboxAction, pulledJob, push, setAskLessons, storedHours } from '../../test/hours/hours-world.ts';
import { applyDirect, createJob, createSubstitute, JOBS_NOW } from '../../test/jobs/fixtures.ts';

/**
 * Hours for payroll (issue 24, decision 030): the substitute's entry through the outbox (exactly once, only the chosen
 * person, only an ended day of the job, never once reviewed) and the school's review (approve, correct, no-show, late;
 * logged; the school's leaders only).
 */
const ctx = useJobsTestApp();
const { post } = ctx;

describe('submitHours: the chosen substitute gives a day’s hours offline', () => {
  it('applies once: a replay answers the stored verdict, a new entry for the day replaces it, the job’s documents carry it', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await setAskLessons(ctx, ctx.w.schoolA, true);
    const first = outboxAction(sub, 'submitHours', dayEntry(job));
    expect((await push(ctx, sub.token, [first]))[0]).toMatchObject({ id: first.id, status: 'applied' });
    expect(await push(ctx, sub.token, [first])).toMatchObject([{ id: first.id, status: 'applied' }]);
    expect(await storedHours(ctx, job)).toMatchObject([{ day: '2030-02-26', start_time: '08:10', end_time: '14:30', break_minutes: 30, lessons: 5, status: 'pending' }]);

    const again = outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-26', { end: '14:00', lessons: null }));
    expect((await push(ctx, sub.token, [again, first]))[0]).toMatchObject({ status: 'applied' });
    expect(await storedHours(ctx, job)).toMatchObject([{ end_time: '14:00', lessons: null, status: 'pending' }]);

    expect((await pulledJob(ctx, sub.token, job))?.hours).toMatchObject([{ day: '2030-02-26', end: '14:00', status: 'pending' }]);
    expect((await pulledJob(ctx, ctx.w.principalA.token, job))?.hours).toMatchObject([{ day: '2030-02-26', end: '14:00' }]);
  });

  it('refuses another substitute, a day not of the job, a day not over and a reviewed day; a replay after the review changes nothing', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    const applicant = await createSubstitute(ctx.t.deps, ['091']);
    await applyDirect(ctx.t.deps, job, applicant.id);
    expect((await push(ctx, applicant.token, [outboxAction(applicant, 'submitHours', dayEntry(job))]))[0]).toMatchObject({ status: 'rejected', code: 'not_booked' });
    expect((await pulledJob(ctx, applicant.token, job))?.hours ?? []).toEqual([]);
    const outside = (await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-28'))]))[0];
    expect(outside).toMatchObject({ status: 'rejected', code: 'invalid', data: { fields: { day: expect.stringContaining('hör inte till') as string } } });
    const today = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-04', startTime: '08:00', endTime: '15:00', chosenId: sub.id });
    expect((await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(today, '2030-03-04'))]))[0]).toMatchObject({ status: 'rejected', code: 'invalid' });
    expect(await storedHours(ctx, today)).toEqual([]);

    const given = outboxAction(sub, 'submitHours', dayEntry(job));
    await push(ctx, sub.token, [given]);
    expect((await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: job, day: '2030-02-26' })).status).toBe(200);
    const late = (await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-26', { end: '16:00' }))]))[0];
    expect(late).toMatchObject({ status: 'rejected', code: 'hours_locked' });
    expect(await push(ctx, sub.token, [given])).toMatchObject([{ status: 'applied' }]);
    expect(await storedHours(ctx, job)).toMatchObject([{ end_time: '14:30', status: 'approved' }]);
  });
});

describe('the school reviews a day’s hours', () => {
  it('approves (with a late arrival), corrects with a reason the substitute sees, marks a no-show; each change logged', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await setAskLessons(ctx, ctx.w.schoolA, true);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job))]);
    const approved = await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: job, day: '2030-02-26', late: true });
    expect(approved).toMatchObject({ status: 200, body: { entry: { status: 'approved', late: true, reviewedBy: 'Test principal' } } });

    // a change after approval: the principal's figures, why, and what the substitute gave kept
    const corrected = await post('/api/principals/hours/correct', ctx.w.principalA.token, {
      id: job,
      day: '2030-02-26',
      start: '08:30',
      end: '14:00',
      breakMinutes: 30,
      lessons: 4,
      reason: 'Kom 08.30 enligt expeditionen',
    });
    expect(corrected.status).toBe(200);
    const [row] = await storedHours(ctx, job);
    expect(row).toMatchObject({ status: 'corrected', start_time: '08:30', lessons: 4, note: 'Kom 08.30 enligt expeditionen' });
    expect(row?.submitted).toEqual({ start: '08:10', end: '14:30', breakMinutes: 30, lessons: 5 });
    const seen = (await pulledJob(ctx, sub.token, job))?.hours?.[0];
    expect(seen).toMatchObject({ status: 'corrected', note: 'Kom 08.30 enligt expeditionen', reviewedBy: 'Test principal', submitted: { start: '08:10' } });

    // the day the substitute never gave: the school marks a no-show
    const noShow = await post('/api/principals/hours/noshow', ctx.w.principalA.token, { id: job, day: '2030-02-27', reason: 'Kom inte, ringde inte' });
    expect(noShow).toMatchObject({ status: 200, body: { entry: { status: 'noShow', day: '2030-02-27' } } });

    const log = await hoursChanges(ctx, job);
    expect(log.map((c) => [c.before?.['status'] ?? null, c.after['status']])).toEqual([
      ['pending', 'approved'],
      ['approved', 'corrected'],
      [null, 'noShow'],
    ]);
    expect(log[1]).toMatchObject({ actor_name: 'Test principal', reason: 'Kom 08.30 enligt expeditionen', before: { end: '14:30' }, after: { end: '14:00' } });
  });

  it('approving a day already approved changes nothing and says so (two leaders at once: one review); a changed late mark is a change', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job))]);
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const approve = (token: string, late = false) => post('/api/principals/hours/approve', token, { id: job, day: '2030-02-26', late });
    const [first, second] = await Promise.all([approve(ctx.w.principalA.token), approve(rehtori.token)]);
    expect([first, second].map((a) => [a.status, a.body['alreadyApproved']]).sort()).toEqual([
      [200, false],
      [200, true],
    ]);
    const again = await approve(rehtori.token);
    expect(again).toMatchObject({ status: 200, body: { alreadyApproved: true, message: 'Tunnit oli jo hyväksytty.', entry: { status: 'approved', late: false } } });
    expect(await approve(ctx.w.principalA.token)).toMatchObject({ body: { alreadyApproved: true, message: 'Timmarna var redan godkända.' } });
    expect((await hoursChanges(ctx, job)).map((c) => c.after['status'])).toEqual(['approved']);

    // the late mark changed is a review of its own, logged once; a corrected day approved as it stands is unchanged too
    expect(await approve(ctx.w.principalA.token, true)).toMatchObject({ status: 200, body: { alreadyApproved: false, entry: { late: true } } });
    const correction = { id: job, day: '2030-02-26', start: '08:30', end: '14:00', breakMinutes: 30, late: true, reason: 'Kom 08.30' };
    expect((await post('/api/principals/hours/correct', ctx.w.principalA.token, correction)).status).toBe(200);
    expect(await approve(ctx.w.principalA.token, true)).toMatchObject({ body: { alreadyApproved: true, entry: { status: 'corrected', note: 'Kom 08.30' } } });
    expect((await hoursChanges(ctx, job)).map((c) => [c.after['status'], c.after['late']])).toEqual([
      ['approved', false],
      ['approved', true],
      ['corrected', true],
    ]);
  });

  it('refuses a substitute, the job’s teacher, an admin and no sign-in; another school’s job is as an unknown one; changes nothing', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job))]);
    const before = await storedHours(ctx, job);
    const correction = { id: job, day: '2030-02-26', start: '09:00', end: '10:00', breakMinutes: 0, reason: 'x' };
    const reviews = [
      ['/api/principals/hours/approve', { id: job, day: '2030-02-26' }],
      ['/api/principals/hours/correct', correction],
      ['/api/principals/hours/noshow', { id: job, day: '2030-02-26', reason: 'x' }],
    ] as const;
    for (const [url, body] of reviews) {
      for (const token of [sub.token, ctx.w.teacherA.token, ctx.w.adminUser.token]) expect([url, (await post(url, token, body)).status]).toEqual([url, 403]);
      const unknown = await post(url, ctx.w.principalA.token, { ...body, id: '0190a0a0-0000-7000-8000-000000000000' });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Vikariatet finns inte.' } });
      expect([url, await post(url, ctx.w.principalB.token, body)]).toEqual([url, unknown]);
    }
    expect((await post('/api/principals/hours/approve', undefined, { id: job, day: '2030-02-26' })).status).toBe(401);
    expect(await storedHours(ctx, job)).toEqual(before);
    expect(await hoursChanges(ctx, job)).toEqual([]);
  });

  it('answers bad input with 400 and field errors in the caller’s language, and changes nothing', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job))]);
    const before = await storedHours(ctx, job);
    const sv = await post('/api/principals/hours/correct', ctx.w.principalA.token, {
      id: job,
      day: '2030-02-26',
      start: '14:00',
      end: '14:00',
      breakMinutes: 0,
      reason: ' ',
    });
    expect(sv.status).toBe(400);
    expect(sv.body['fields']).toEqual({ end: 'Sluttiden kan inte vara samma som starttiden.', reason: 'Skriv varför timmarna rättas.' });
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const fi = await post('/api/principals/hours/correct', rehtori.token, { id: job, day: '2030-02-26', start: '08:00', end: '09:00', breakMinutes: 60, reason: 'x' });
    expect(fi).toMatchObject({ status: 400, body: { fields: { breakMinutes: 'Tauon on oltava lyhyempi kuin työaika.' } } });
    const outside = await post('/api/principals/hours/noshow', ctx.w.principalA.token, { id: job, day: '2030-03-01', reason: 'x' });
    expect(outside).toMatchObject({ status: 400, body: { fields: { day: 'Dagen hör inte till vikariatet.' } } });
    const nothing = await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: job, day: '2030-02-27' });
    expect(nothing).toMatchObject({ status: 400, body: { fields: { day: expect.stringContaining('Rätta dem i stället') as string } } });
    expect((await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: 'nope', day: '2030-13-01', late: 'yes' })).status).toBe(400);
    expect(await storedHours(ctx, job)).toEqual(before);
    expect(await hoursChanges(ctx, job)).toEqual([]);
  });

  it('refuses to review a day not yet started (Helsinki) in the caller’s language: nothing stored, locked or told', async () => {
    // the clock reads 08:00: the job's first day starts at 08:10, its second tomorrow
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const schedule = { startDate: '2030-03-04', endDate: '2030-03-05', startTime: '08:10', endTime: '15:00' };
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ...schedule, chosenId: sub.id });
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const reviews = (day: string) =>
      [
        ['/api/principals/hours/approve', { id: job, day, late: true }],
        ['/api/principals/hours/correct', { id: job, day, start: '09:00', end: '10:00', breakMinutes: 0, reason: 'Kom 9' }],
        ['/api/principals/hours/noshow', { id: job, day, reason: 'Kom inte' }],
      ] as const;
    for (const day of ['2030-03-04', '2030-03-05']) {
      for (const [url, body] of reviews(day)) {
        expect(await post(url, ctx.w.principalA.token, body)).toMatchObject({ status: 400, body: { fields: { day: 'Dagen har inte börjat ännu.' } } });
        expect(await post(url, rehtori.token, body)).toMatchObject({ status: 400, body: { fields: { day: 'Päivä ei ole vielä alkanut.' } } });
      }
    }
    // the rules before it stand: another school's job is not found, a day not of the job
    expect((await post('/api/principals/hours/noshow', ctx.w.principalB.token, { id: job, day: '2030-03-05', reason: 'x' })).status).toBe(404);
    expect(await post('/api/principals/hours/noshow', ctx.w.principalA.token, { id: job, day: '2030-03-06', reason: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { day: 'Dagen hör inte till vikariatet.' } },
    });
    expect(await storedHours(ctx, job)).toEqual([]);
    expect(await hoursChanges(ctx, job)).toEqual([]);
    expect(await deliveriesTo(ctx, sub.id, 'hours_reviewed')).toEqual([]);

    // at the start the school knows who did not come: the day is its to mark, the next one still is not
    ctx.t.clock.set(new Date(JOBS_NOW.getTime() + 10 * 60_000));
    try {
      const noShow = await post('/api/principals/hours/noshow', ctx.w.principalA.token, { id: job, day: '2030-03-04', reason: 'Kom inte' });
      expect(noShow).toMatchObject({ status: 200, body: { entry: { day: '2030-03-04', status: 'noShow' } } });
      expect((await post('/api/principals/hours/noshow', ctx.w.principalA.token, { id: job, day: '2030-03-05', reason: 'x' })).status).toBe(400);
      expect((await storedHours(ctx, job)).map((h) => h.day)).toEqual(['2030-03-04']);
    } finally {
      ctx.t.clock.set(JOBS_NOW);
    }
  });
});
