import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { OutboxDoc } from '@vikariat/sync';
import { queryRows } from '../db/query.ts';
import { inTransaction } from '../db/transaction.ts';
import { releaseBooking } from '../services/jobs/booking-release.ts';
import { createAccount, type TestAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute, eventsDuring } from '../../test/jobs/fixtures.ts';

/**
 * Cancelling a booking (issue 24), the substitute's side, online and through the outbox. The clock stands at Monday
 * 4 March 2030, 08:00 in Helsinki: a job on the 5th at 07:55 is a late cancellation, at 08:00 an early one, one today
 * at 08:00 has started.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const db = () => ctx.t.deps.database.db;

const stateOf = async (jobId: string, personId: string) => {
  const [job] = await queryRows<{ chosen_id: string | null }>(db(), sql`SELECT chosen_id FROM jobs WHERE id = ${jobId}`);
  const [application] = await queryRows<{ active: boolean; deactivated_reason: string | null }>(
    db(),
    sql`SELECT active, deactivated_reason FROM applications WHERE job_id = ${jobId} AND applicant_id = ${personId}`,
  );
  return { chosen: job?.chosen_id ?? null, application };
};
const cancellationsOf = (personId: string) =>
  queryRows<{ cancelled_by: string; reason: string | null; late: boolean }>(
    db(),
    sql`SELECT cancelled_by, reason, late FROM booking_cancellations WHERE substitute_id = ${personId} ORDER BY cancelled_at`,
  );
const deliveriesTo = (accountId: string, event: string) =>
  queryRows<{ channel: string; body: string }>(
    db(),
    sql`SELECT channel, COALESCE(payload->>'body', payload->>'text', '') AS body FROM notification_deliveries
        WHERE account_id = ${accountId} AND event = ${event} ORDER BY channel`,
  );

/** The person's application of a job as their device pulls it. */
async function pulledApplication(token: string, jobId: string): Promise<Record<string, unknown> | undefined> {
  const res = await ctx.t.request('POST', '/api/sync/applications/pull', { token, body: { checkpoint: null, limit: 500, deviceId: 'device-1' } });
  expect(res.status).toBe(200);
  const { documents } = (await res.json()) as { documents: Record<string, unknown>[] };
  return documents.find((d) => d['jobId'] === jobId);
}

/** A substitute booked for a job of school A (owned by teacher A), with an application the choice deactivated. */
async function booked(startDate = '2030-03-06', startTime = '08:00') {
  const sub = await createSubstitute(ctx.t.deps, ['091']);
  const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id, startDate, startTime, endTime: '12:00' });
  const near = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate, startTime: '13:00', endTime: '15:00' });
  await applyDirect(ctx.t.deps, job, sub.id);
  await applyDirect(ctx.t.deps, near, sub.id);
  expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
  expect((await stateOf(near, sub.id)).application?.active).toBe(false);
  return { sub, job, near };
}

describe('POST /api/users/job/cancel: the chosen substitute cancels', () => {
  it('reopens the job, gives back the applications the choice deactivated, ends the own application, tells the school at once', async () => {
    const { sub, job, near } = await booked();
    let res = { status: 0, body: {} as Record<string, unknown> };
    const events = await eventsDuring(ctx.t.deps, async () => {
      res = await post('/api/users/job/cancel', sub.token, { id: job, reason: 'Mitt barn är sjukt' });
    });
    expect(res.status).toBe(200);
    expect(await stateOf(job, sub.id)).toEqual({ chosen: null, application: { active: false, deactivated_reason: 'cancelled' } });
    expect((await stateOf(near, sub.id)).application).toEqual({ active: true, deactivated_reason: null });
    expect(await cancellationsOf(sub.id)).toEqual([{ cancelled_by: 'substitute', reason: 'Mitt barn är sjukt', late: false }]);
    // the person's own words are not sent back as a school's reason
    expect(await pulledApplication(sub.token, job)).toMatchObject({ deactivatedReason: 'cancelled', cancelReason: null });
    // the owner and the principal, by e-mail (whatever their e-mail switch) — the reason, never who the person is
    const [person] = await queryRows<{ last_name: string }>(db(), sql`SELECT last_name FROM accounts WHERE id = ${sub.id}`);
    for (const staff of [ctx.w.teacherA, ctx.w.principalA]) {
      const mails = await deliveriesTo(staff.id, 'booking_cancelled');
      expect(mails.map((d) => d.channel)).toEqual(['email']);
      expect(mails[0]?.body).toContain('Orsak: Mitt barn är sjukt');
      expect(mails[0]?.body).not.toContain(person?.last_name);
    }
    expect(await deliveriesTo(ctx.w.principalB.id, 'booking_cancelled')).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ name: 'bookingCancelled', topics: [`school:${ctx.w.schoolA}`, `user:${sub.id}`] }));
    // nothing left to cancel
    expect((await post('/api/users/job/cancel', sub.token, { id: job, reason: 'igen' })).body['code']).toBe('not_booked');
  });

  it('a booked person’s withdrawal is refused with what to do instead (issue 22 item 3)', async () => {
    const { sub, job } = await booked();
    const res = await post('/api/users/removeapplicant', sub.token, { uniqueId: job });
    expect(res).toMatchObject({ status: 409, body: { code: 'booked' } });
    expect(String(res.body['message'])).toContain('avboka vikariatet');
    expect(await stateOf(job, sub.id)).toMatchObject({ chosen: sub.id, application: { active: true } });
  });

  it('counts a cancellation less than 24 h before the start as late, on the record a school sees with the applicant', async () => {
    const { sub, job } = await booked('2030-03-05', '07:55');
    expect((await post('/api/users/job/cancel', sub.token, { uniqueId: job, reason: 'Feber' })).status).toBe(200);
    expect((await cancellationsOf(sub.id))[0]?.late).toBe(true);
    const next = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['091'], startDate: '2030-03-20' });
    await applyDirect(ctx.t.deps, next, sub.id);
    const board = await post('/api/teachers/showapplicants', ctx.w.principalB.token, { id: next });
    expect(board.body['applicants']).toEqual([expect.objectContaining({ email: sub.email, lateCancellations: 1 })]);
  });

  it('refuses a job that has started, another person’s booking, the wrong role, another user’s e-mail; changes nothing', async () => {
    const { sub, job } = await booked('2030-03-04', '08:00');
    const started = await post('/api/users/job/cancel', sub.token, { id: job, reason: 'Sjuk' });
    expect(started).toMatchObject({ status: 409, body: { code: 'job_started' } });
    expect(String(started.body['message'])).toContain('Ring skolan');
    const other = await createSubstitute(ctx.t.deps, ['091']);
    expect((await post('/api/users/job/cancel', other.token, { id: job, reason: 'Sjuk' })).body['code']).toBe('not_booked');
    expect((await post('/api/users/job/cancel', ctx.w.principalA.token, { id: job, reason: 'Sjuk' })).status).toBe(403);
    expect((await post('/api/users/job/cancel', other.token, { id: job, reason: 'Sjuk', email: sub.email })).status).toBe(403);
    expect((await post('/api/users/job/cancel', undefined, { id: job, reason: 'Sjuk' })).status).toBe(401);
    expect(await stateOf(job, sub.id)).toMatchObject({ chosen: sub.id, application: { active: true } });
    expect(await cancellationsOf(sub.id)).toEqual([]);
  });

  it('answers a missing reason with a field error in Swedish or Finnish and changes nothing', async () => {
    const { sub, job } = await booked();
    const sv = await post('/api/users/job/cancel', sub.token, { id: job, reason: '  ' });
    expect(sv).toMatchObject({ status: 400, body: { fields: { reason: 'Ange en orsak till avbokningen.' } } });
    const finn = await createSubstitute(ctx.t.deps, ['091']);
    await db().execute(sql`UPDATE accounts SET site_lang = 1 WHERE id = ${finn.id}`);
    const fi = await post('/api/users/job/cancel', finn.token, { id: 'not-a-job' });
    expect(fi.status).toBe(400);
    expect(fi.body['fields']).toMatchObject({ reason: expect.stringMatching(/./) as unknown, id: 'Virheellinen sijaisuus' });
    expect(await stateOf(job, sub.id)).toMatchObject({ chosen: sub.id });
  });
});

describe('the outbox action cancelBooking', () => {
  const push = async (token: string, doc: Record<string, unknown>) => {
    const res = await ctx.t.request('POST', '/api/sync/outbox/push', { token, body: { deviceId: 'phone-1', rows: [{ newDocumentState: doc }] } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { conflicts: OutboxDoc[] }).conflicts[0];
  };
  const action = (ownerId: string, payload: Record<string, unknown>) => ({
    id: uuidv7(),
    ownerId,
    deviceId: 'phone-1',
    type: 'cancelBooking',
    payload,
    createdAt: ctx.t.deps.now().toISOString(),
    status: 'pending',
  });

  it('is applied exactly once, however often the phone sends it', async () => {
    const { sub, job } = await booked();
    const doc = action(sub.id, { jobId: job, reason: 'Sjukt barn' });
    expect(await push(sub.token, doc)).toMatchObject({ status: 'applied', result: { jobId: job, late: false } });
    expect(await push(sub.token, doc)).toMatchObject({ status: 'applied' });
    expect(await cancellationsOf(sub.id)).toHaveLength(1);
    expect(await deliveriesTo(ctx.w.principalA.id, 'booking_cancelled')).not.toHaveLength(0);
  });

  it('is rejected with a reason the person understands once the job started, or without a reason', async () => {
    const { sub, job } = await booked('2030-03-04', '08:00');
    expect(await push(sub.token, action(sub.id, { jobId: job, reason: 'Sjuk' }))).toMatchObject({ status: 'rejected', code: 'job_started' });
    expect(await push(sub.token, action(sub.id, { jobId: job }))).toMatchObject({ status: 'rejected', code: 'invalid' });
    expect(await stateOf(job, sub.id)).toMatchObject({ chosen: sub.id });
  });
});

describe('POST /api/teachers/cancel/chosen: the school cancels its booked substitute', () => {
  it('the principal or the owning teacher; the substitute is told at once by e-mail, even with e-mail switched off', async () => {
    const { sub, job, near } = await booked();
    await db().execute(sql`UPDATE accounts SET send_email = false WHERE id = ${sub.id}`);
    const res = await post('/api/teachers/cancel/chosen', ctx.w.teacherA.token, { email: sub.email, id: job, reason: 'Läraren är frisk igen' });
    expect(res).toMatchObject({ status: 200, body: { success: true, late: false } });
    expect(await stateOf(job, sub.id)).toEqual({ chosen: null, application: { active: false, deactivated_reason: 'cancelled_by_school' } });
    expect((await stateOf(near, sub.id)).application?.active).toBe(true);
    const mails = await deliveriesTo(sub.id, 'booking_cancelled_by_school');
    expect(mails.map((d) => d.channel)).toEqual(['email']);
    expect(mails[0]?.body).toContain('Orsak: Läraren är frisk igen');
    expect(await cancellationsOf(sub.id)).toEqual([{ cancelled_by: 'school', reason: 'Läraren är frisk igen', late: false }]);
    // the app says it too: the person's replicated application carries the school's words
    expect(await pulledApplication(sub.token, job)).toMatchObject({ active: false, deactivatedReason: 'cancelled_by_school', cancelReason: 'Läraren är frisk igen' });
  });

  it('refuses another school and a colleague as an unknown job, a substitute, no token, bad input (sv/fi), nobody or someone else booked, a started job', async () => {
    const { sub, job } = await booked();
    const body = { email: sub.email, id: job, reason: 'Frisk' };
    expect((await post('/api/teachers/cancel/chosen', undefined, body)).status).toBe(401);
    const unknown = await post('/api/teachers/cancel/chosen', ctx.w.principalB.token, { ...body, id: '0190a0a0-0000-7000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await post('/api/teachers/cancel/chosen', ctx.w.principalB.token, body)).toEqual(unknown);
    expect(await post('/api/teachers/cancel/chosen', ctx.w.teacherA2.token, body)).toEqual(unknown);
    expect((await post('/api/teachers/cancel/chosen', sub.token, body)).status).toBe(403);
    expect((await post('/api/teachers/cancel/chosen', ctx.w.adminUser.token, body)).status).toBe(403);
    const sv = await post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { email: sub.email, id: job });
    expect(sv).toMatchObject({ status: 400, body: { fields: { reason: 'Ange en orsak till avbokningen.' } } });
    const finnishPrincipal = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const fi = await post('/api/teachers/cancel/chosen', finnishPrincipal.token, { email: 'x', id: job, reason: '' });
    expect(fi.body['fields']).toMatchObject({ reason: 'Kerro peruutuksen syy.', email: 'Virheellinen sähköpostiosoite' });
    const other = await createSubstitute(ctx.t.deps, ['091']);
    expect((await post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { ...body, email: other.email })).body['code']).toBe('not_booked');
    expect(await stateOf(job, sub.id)).toMatchObject({ chosen: sub.id, application: { active: true } });
    const { sub: today, job: startedJob } = await booked('2030-03-04', '08:00');
    expect((await post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { email: today.email, id: startedJob, reason: 'x' })).body['code']).toBe('job_started');
    expect(await cancellationsOf(sub.id)).toEqual([]);
  });

  it('a cancel and a choice at once never leave two people chosen, nor a chosen person without an application', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { sub, job } = await booked(`2030-03-${String(10 + round)}`);
      const next = await createSubstitute(ctx.t.deps, ['091']);
      await applyDirect(ctx.t.deps, job, next.id);
      const [cancelled, chosen, own] = await Promise.all([
        post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { email: sub.email, id: job, reason: 'Frisk' }),
        post('/api/teachers/addchosen', ctx.w.principalA.token, { email: next.email, id: job }),
        post('/api/users/job/cancel', sub.token, { id: job, reason: 'Sjuk' }),
      ]);
      // exactly one of the two cancellations ended the booking; the choice won only if it came after
      expect([cancelled.status, own.status].filter((s) => s === 200)).toHaveLength(1);
      expect(await cancellationsOf(sub.id)).toHaveLength(1);
      const state = await stateOf(job, next.id);
      expect(state.chosen).toBe(chosen.status === 200 ? next.id : null);
      if (state.chosen !== null) expect(state.application?.active).toBe(true);
      expect((await stateOf(job, sub.id)).application?.active).toBe(false);
    }
  });
});

describe('POST /api/teachers/deletetemp of a booked job', () => {
  it('tells the booked person and gives their deactivated applications back (the tombstone alone told nobody)', async () => {
    const { sub, job, near } = await booked();
    expect((await post('/api/teachers/deletetemp', ctx.w.principalA.token, { id: job })).status).toBe(200);
    expect(await deliveriesTo(sub.id, 'booking_cancelled_by_school')).not.toHaveLength(0);
    expect((await stateOf(near, sub.id)).application?.active).toBe(true);
    expect(await cancellationsOf(sub.id)).toEqual([{ cancelled_by: 'school', reason: null, late: false }]);
  });
});

describe('a booking that ends takes the person’s hours of days not yet started with it', () => {
  /** A day's hours written straight to the table, as the school's review of a day ahead could before it was refused. */
  const hoursAhead = (jobId: string, personId: string, day: string) =>
    db().execute(sql`INSERT INTO job_hours (id, job_id, school_id, substitute_id, day, type_of_temp, scheduled_start, scheduled_end,
        start_time, end_time, break_minutes, status, note, updated_at)
      VALUES (gen_random_uuid(), ${jobId}, ${ctx.w.schoolA}, ${personId}, ${day}, 1, '08:00', '12:00', '09:00', '10:00', 0, 'noShow', 'Kom inte', now())`);
  const daysOf = async (jobId: string) =>
    (await queryRows<{ day: string; substitute_id: string }>(db(), sql`SELECT day::text AS day, substitute_id FROM job_hours WHERE job_id = ${jobId} ORDER BY day`)).map(
      (h) => [h.day, h.substitute_id],
    );
  const monthRowsOf = async (jobId: string) => {
    const month = await post('/api/principals/hours/month', ctx.w.principalA.token, { month: '2030-03' });
    expect(month.status).toBe(200);
    return (month.body['rows'] as { jobId: string }[]).filter((r) => r.jobId === jobId);
  };

  const ways: [string, (sub: TestAccount, job: string) => Promise<{ status: number }>][] = [
    ['the school cancels', (sub, job) => post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { email: sub.email, id: job, reason: 'Behövs inte' })],
    ['the substitute cancels', (sub, job) => post('/api/users/job/cancel', sub.token, { id: job, reason: 'Sjuk' })],
    ['the school unchooses', (sub, job) => post('/api/teachers/remove/chosen', ctx.w.principalA.token, { email: sub.email, id: job })],
    ['the school removes the job', (_, job) => post('/api/teachers/deletetemp', ctx.w.principalA.token, { id: job })],
  ];
  it.each(ways)('%s: the days ahead leave the month and the payroll file', async (_, end) => {
    const { sub, job } = await booked('2030-03-06');
    await hoursAhead(job, sub.id, '2030-03-06');
    expect(await monthRowsOf(job)).toHaveLength(1);
    expect((await end(sub, job)).status).toBe(200);
    expect(await daysOf(job)).toEqual([]);
    expect(await monthRowsOf(job)).toEqual([]);
    const csv = await ctx.t.request('POST', '/api/principals/payroll/export', { token: ctx.w.principalA.token, body: { month: '2030-03', format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).not.toContain('6.3.2030');
  });

  it('keeps the days already started, and another person’s days', async () => {
    // on the jobs clock (4 March, 08:00) the 3rd and the 4th have started, the 5th and the 6th have not
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const before = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, {
      schoolId: ctx.w.schoolA,
      startDate: '2030-03-03',
      endDate: '2030-03-06',
      startTime: '08:00',
      endTime: '12:00',
      chosenId: sub.id,
    });
    for (const day of ['2030-03-03', '2030-03-04', '2030-03-05']) await hoursAhead(job, sub.id, day);
    await hoursAhead(job, before.id, '2030-03-06');
    await inTransaction(db(), (tx) => releaseBooking(tx, sub.id, job, ctx.t.deps.now()));
    expect(await daysOf(job)).toEqual([
      ['2030-03-03', sub.id],
      ['2030-03-04', sub.id],
      ['2030-03-06', before.id],
    ]);
  });
});
