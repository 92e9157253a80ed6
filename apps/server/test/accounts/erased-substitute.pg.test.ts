import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobTimeline } from '@vikariat/domain';
import { queryRows } from '../../src/db/query.ts';
import { erasedEmailHash, mailboxOf } from '../../src/services/accounts/erased-blocks.ts';
import { substitutePayload } from '../helpers/accounts.ts';
import { useJobsTestApp } from '../helpers/jobs-test-app.ts';
import { createJob, createSubstitute } from '../jobs/fixtures.ts';

/**
 * A substitute who erases their account (decision 048): each booking not yet over ends as their cancellation (the
 * school is told, the job reopens, its history keeps it), and a school's block of them outlives the erasure as a keyed
 * hash of their e-mail that comes back when they register again.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const db = () => ctx.t.deps.database.db;
const erase = (who: { token: string; email: string }) => post('/api/users/delete/account', who.token, { email: who.email });
const chosenOf = async (jobId: string) => (await queryRows<{ chosen_id: string | null }>(db(), sql`SELECT chosen_id FROM jobs WHERE id = ${jobId}`))[0]?.chosen_id;

describe('erasing an account booked for jobs not yet over', () => {
  it('cancels each booking as the substitute: the school is told without their name, the job reopens, its timeline keeps it', async () => {
    const { w } = ctx;
    const sub = await createSubstitute(ctx.t.deps, ['091'], { firstName: 'Eira' });
    await db().execute(sql`UPDATE accounts SET first_name = 'Eira', last_name = 'Raderad' WHERE id = ${sub.id}`);
    const ahead = await createJob(ctx.t.deps, { schoolId: w.schoolA, ownerId: w.teacherA.id, startDate: '2030-03-11' });
    // started yesterday, over on Thursday: the school must find someone for the days left
    const running = await createJob(ctx.t.deps, { schoolId: w.schoolA, ownerId: w.teacherA.id, startDate: '2030-03-03', endDate: '2030-03-07' });
    const over = await createJob(ctx.t.deps, { schoolId: w.schoolA, ownerId: w.teacherA.id, startDate: '2030-03-01' });
    for (const job of [ahead, running]) {
      expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(200);
      expect((await post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    }
    await db().execute(sql`UPDATE jobs SET chosen_id = ${sub.id}, chosen_at = now() WHERE id = ${over}`);

    expect((await erase(sub)).status).toBe(200);

    // open again to others, as after a cancellation; a job already over just loses its choice
    expect([await chosenOf(ahead), await chosenOf(running), await chosenOf(over)]).toEqual([null, null, null]);
    const peer = await createSubstitute(ctx.t.deps, ['091']);
    const open = await post('/api/users/getalltemp', peer.token, {});
    expect((open.body['jobs'] as { _id: string }[]).map((j) => j._id)).toEqual(expect.arrayContaining([ahead, running]));

    // recorded as the substitute's cancellation, of nobody: no account, no words, no actor
    const records = await queryRows<Record<string, unknown>>(
      db(),
      sql`SELECT job_id, substitute_id, cancelled_by, actor_id, reason, late, booked_at IS NOT NULL AS booked FROM booking_cancellations
          WHERE job_id IN (${ahead}, ${running}, ${over}) ORDER BY start_date DESC`,
    );
    expect(records).toEqual([
      { job_id: ahead, substitute_id: null, cancelled_by: 'substitute', actor_id: null, reason: null, late: false, booked: true },
      { job_id: running, substitute_id: null, cancelled_by: 'substitute', actor_id: null, reason: null, late: true, booked: true },
    ]);

    // the school hears of it through the cancellation notice, which names nobody and outlives the account
    const notices = await queryRows<{ account_id: string; text: string; about_id: string | null }>(
      db(),
      sql`SELECT account_id, COALESCE(payload->>'body', payload->>'text', '') AS text, about_id FROM notification_deliveries
          WHERE event = 'booking_cancelled' AND job_id = ${ahead}`,
    );
    // the job's owner and the school's leaders, as for any cancellation
    expect(notices.map((n) => n.account_id)).toEqual(expect.arrayContaining([w.teacherA.id, w.principalA.id]));
    for (const n of notices) {
      expect(n.about_id).toBeNull();
      expect(n.text).toContain('Den bokade vikarien har raderat sitt konto');
      expect(n.text).not.toMatch(/Eira|Raderad/);
    }
    expect(await queryRows(db(), sql`SELECT 1 FROM notification_deliveries WHERE event = 'booking_cancelled' AND job_id = ${running}`)).not.toHaveLength(0);

    // the job's history: chosen, then cancelled because the account was deleted
    const res = await ctx.t.request('GET', `/api/teachers/job/${ahead}/timeline`, { token: w.principalA.token });
    const timeline = (await res.json()) as JobTimeline;
    const ends = timeline.events.filter((e) => e.type === 'chosen' || e.type === 'cancelled');
    expect(ends).toEqual([
      { type: 'chosen', at: expect.any(String) as unknown, name: null },
      { type: 'cancelled', at: expect.any(String) as unknown, name: null, by: 'substitute', reason: null, accountDeleted: true },
    ]);
    expect(JSON.stringify(timeline)).not.toMatch(/Eira|Raderad/);
  });
});

describe('a school’s block of a person who erases their account', () => {
  it('is kept as a keyed hash of the e-mail only, and comes back when they register again with it', async () => {
    const { w } = ctx;
    const email = 'Anna.Block+vikariat@Example.FI';
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    await db().execute(sql`UPDATE accounts SET email = ${email.toLowerCase()} WHERE id = ${sub.id}`);
    const who = { token: sub.token, email: email.toLowerCase() };
    // a school blocks a person it knows: one who applied to its job
    const job = await createJob(ctx.t.deps, { schoolId: w.schoolA, startDate: '2030-03-12' });
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(200);
    expect((await post('/api/principals/lists/blocked/add', w.principalA.token, { email: who.email })).status).toBe(200);

    expect((await erase(who)).status).toBe(200);
    const kept = await queryRows<Record<string, unknown>>(db(), sql`SELECT school_id, email_hash FROM school_blocked_erased`);
    expect(kept).toEqual([{ school_id: w.schoolA, email_hash: erasedEmailHash(ctx.t.deps.jwtKey, email) }]);
    // nothing readable of the person: not the address, nor its plain hash
    const dump = JSON.stringify(kept);
    expect(dump).not.toMatch(/anna|example/i);
    expect(await queryRows(db(), sql`SELECT 1 FROM school_blocked WHERE account_id = ${sub.id}`)).toHaveLength(0);

    // registering again with the same mailbox (another case, without the +tag) brings the block back, untold
    const again = await ctx.t.request('POST', '/api/users/register-user', { body: substitutePayload('anna.block@example.fi') });
    expect(again.status).toBe(201);
    const [fresh] = await queryRows<{ id: string }>(db(), sql`SELECT id FROM accounts WHERE email = 'anna.block@example.fi'`);
    expect(await queryRows(db(), sql`SELECT school_id FROM school_blocked WHERE account_id = ${fresh?.id ?? ''}`)).toEqual([{ school_id: w.schoolA }]);
    expect(await queryRows(db(), sql`SELECT 1 FROM school_blocked_erased`)).toHaveLength(0);
    expect(JSON.stringify(await again.json())).not.toMatch(/block|spärr/i);

    // someone else's e-mail brings nothing back
    expect((await ctx.t.request('POST', '/api/users/register-user', { body: substitutePayload('other.person@example.fi') })).status).toBe(201);
    expect(await queryRows(db(), sql`SELECT 1 FROM school_blocked sb JOIN accounts a ON a.id = sb.account_id WHERE a.email = 'other.person@example.fi'`)).toHaveLength(0);
  });

  it('reads an e-mail as the mailbox it reaches', () => {
    expect(mailboxOf(' Anna.Block+x@Example.FI ')).toBe('anna.block@example.fi');
    expect(mailboxOf('a.n.n.a+tag@googlemail.com')).toBe('anna@gmail.com');
    expect(mailboxOf('+only@example.fi')).toBe('+only@example.fi');
  });
});
