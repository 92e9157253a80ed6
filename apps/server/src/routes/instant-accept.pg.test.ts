import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { createJob, createSubstitute, TODAY } from '../../test/jobs/fixtures.ts';

const ctx = useJobsTestApp();
const { post } = ctx;
const db = () => ctx.t.deps.database.db;
const chosenOf = async (jobId: string) => (await queryRows<{ chosen_id: string | null }>(db(), sql`SELECT chosen_id FROM jobs WHERE id = ${jobId}`))[0]?.chosen_id;
const applicationsOf = async (jobId: string) =>
  (await queryRows<{ applicant_id: string }>(db(), sql`SELECT applicant_id FROM applications WHERE job_id = ${jobId} AND active`)).map((r) => r.applicant_id);

/** An instant SOS job of school A today 10:00–14:00 (the jobs clock is 08:00 in Helsinki), posted through the route. */
async function postInstantSos(instant = true): Promise<string> {
  const res = await post('/api/principals/sos', ctx.w.principalA.token, { start: '10:00', end: '14:00', info: 'Akut', instant });
  expect(res.status).toBe(200);
  return res.body['id'] as string;
}
const accept = (token: string | undefined, id: unknown) => post('/api/users/job/accept', token, { id });

describe('POST /api/users/job/accept (instant SOS)', () => {
  it('50 concurrent accepts: exactly one booked, the rest "already taken", no stray application', async () => {
    const job = await postInstantSos();
    const subs = await Promise.all(Array.from({ length: 50 }, () => createSubstitute(ctx.t.deps, ['091'])));
    const results = await Promise.all(subs.map((s) => accept(s.token, job)));
    const winners = results.flatMap((r, i) => (r.status === 200 ? [subs[i]?.id] : []));
    expect(winners).toHaveLength(1);
    expect(await chosenOf(job)).toBe(winners[0]);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(49);
    for (const r of losers) expect(r.body).toMatchObject({ code: 'already_taken', message: 'Någon annan hann före: vikariatet är redan tillsatt.' });
    // a refused accept leaves nothing behind: the school sees one applicant, the booked one
    expect(await applicationsOf(job)).toEqual(winners);
    // the accept is the choice: the winner hears "chosen"; the school (its owner takes e-mail) no "new applicant" notice
    const events = async (id: string | undefined) =>
      (
        await queryRows<{ event: string }>(db(), sql`SELECT event FROM notification_deliveries WHERE account_id = ${id ?? null} AND event IN ('chosen', 'new_applicant')`)
      ).map((r) => r.event);
    expect(await events(winners[0])).toContain('chosen');
    expect((await queryRows<{ send_email: boolean }>(db(), sql`SELECT send_email FROM accounts WHERE id = ${ctx.w.principalA.id}`))[0]?.send_email).toBe(true);
    expect(await events(ctx.w.principalA.id)).toEqual([]);
    // accepting again is no error for the booked one, and the booked one now reads the full job (phone)
    const again = subs.find((s) => s.id === winners[0]);
    expect((await accept(again?.token, job)).status).toBe(200);
    const detail = await post('/api/users/get/job', again?.token, { id: job });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('phone');
  });

  it('keeps the overlap rule: booked within 2 hours elsewhere → refused, nothing booked', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, startDate: TODAY, startTime: '15:00', endTime: '16:00', chosenId: sub.id });
    const job = await postInstantSos();
    const res = await accept(sub.token, job);
    expect(res.status).toBe(409);
    // applying's word for the 2-hour rule (the same rule choosing checks again under the lock)
    expect(res.body['code']).toBe('cant_apply');
    expect(await chosenOf(job)).toBeNull();
    expect(await applicationsOf(job)).toEqual([]);
  });

  it('one substitute accepting 10 overlapping instant jobs at once is booked for exactly one', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const jobs = await Promise.all(Array.from({ length: 10 }, () => postInstantSos()));
    const results = await Promise.all(jobs.map((id) => accept(sub.token, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(['chosen_elsewhere', 'cant_apply']).toContain(r.body['code']);
    const booked = await queryRows<{ id: string }>(db(), sql`SELECT id FROM jobs WHERE chosen_id = ${sub.id}`);
    expect(booked).toHaveLength(1);
  });

  it('keeps the police-record rule and the school block, and leaves the job open for the next', async () => {
    const expired = await createSubstitute(ctx.t.deps, ['091'], { policeRecord: { isActive: true, expirationDate: '2030-03-01' } });
    const blocked = await createSubstitute(ctx.t.deps, ['091']);
    await db().execute(sql`INSERT INTO school_blocked (school_id, account_id) VALUES (${ctx.w.schoolA}, ${blocked.id})`);
    const job = await postInstantSos();
    expect((await accept(expired.token, job)).body['code']).toBe('police_record_required');
    // the block looks like a job not theirs to see (decisions 023 point 2, 043 amended): never told
    const res = await accept(blocked.token, job);
    expect([res.status, res.body['code']]).toEqual([404, 'not_found']);
    expect(await chosenOf(job)).toBeNull();
    const next = await createSubstitute(ctx.t.deps, ['091']);
    expect((await accept(next.token, job)).status).toBe(200);
    expect(await chosenOf(job)).toBe(next.id);
  });

  it('a person who cancelled their booking cannot take the job again by a tap; the next person can', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await postInstantSos();
    expect((await accept(sub.token, job)).status).toBe(200);
    expect((await post('/api/users/job/cancel', sub.token, { id: job, reason: 'Sjuk' })).status).toBe(200);
    const cancellations = async () => (await queryRows(db(), sql`SELECT 1 FROM booking_cancellations WHERE job_id = ${job}`)).length;
    expect(await cancellations()).toBe(1);
    const again = await accept(sub.token, job);
    expect(again).toMatchObject({ status: 409, body: { code: 'cancelled_before' } });
    expect(String(again.body['message'])).toContain('Kontakta skolan');
    // applying again (which resets the application) does not open the way: the record of cancellations decides
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job, alreadywarned: true })).status).toBe(200);
    expect(await accept(sub.token, job)).toMatchObject({ status: 409, body: { code: 'cancelled_before' } });
    await db().execute(sql`UPDATE applications SET active = false WHERE job_id = ${job}`);
    // nothing changed: open, no new booking to cancel, no second cancellation for the school to read
    expect(await chosenOf(job)).toBeNull();
    expect(await applicationsOf(job)).toEqual([]);
    expect(await cancellations()).toBe(1);
    const next = await createSubstitute(ctx.t.deps, ['091']);
    expect((await accept(next.token, job)).status).toBe(200);
    expect(await chosenOf(job)).toBe(next.id);
  });

  it('normal jobs keep choose-among-applicants: an accept is refused and changes nothing', async () => {
    const sos = await postInstantSos(false);
    const normal = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    for (const id of [sos, normal]) {
      const res = await accept(ctx.w.sub.token, id);
      expect(res.body['code']).toBe('not_instant');
      expect(await chosenOf(id)).toBeNull();
    }
  });

  it('authorization and bad input: no token 401, staff 403, a gone job 404, a bad id 400 with the field', async () => {
    const job = await postInstantSos();
    expect((await accept(undefined, job)).status).toBe(401);
    expect((await accept(ctx.w.principalA.token, job)).status).toBe(403);
    expect((await accept(ctx.w.teacherA.token, job)).status).toBe(403);
    expect((await accept(ctx.w.principalB.token, job)).status).toBe(403);
    // another person's e-mail in the body is refused
    const other = await post('/api/users/job/accept', ctx.w.sub.token, { id: job, email: ctx.w.principalA.email });
    expect(other.status).toBe(403);
    const bad = await accept(ctx.w.sub.token, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.body['fields']).toHaveProperty('id');
    expect((await accept(ctx.w.sub.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await chosenOf(job)).toBeNull();
    // a job not in the substitute's regions is not theirs to take, nor to learn the state of: open, normal or taken
    // all answer as an unknown id (decision 043, amended)
    const far = await createSubstitute(ctx.t.deps, ['049']);
    expect((await accept(far.token, job)).status).toBe(404);
    expect(await chosenOf(job)).toBeNull();
    const normal = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    expect((await accept(far.token, normal)).status).toBe(404);
    expect((await accept(ctx.w.sub.token, job)).status).toBe(200);
    expect((await accept(far.token, job)).status).toBe(404);
  });
});
