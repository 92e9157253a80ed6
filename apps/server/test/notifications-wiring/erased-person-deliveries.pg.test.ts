import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { queryRows } from '../../src/db/query.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { useJobsTestApp } from '../helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute } from '../jobs/fixtures.ts';

/**
 * Erasing a person takes their name out of other people's notifications too (decision 043): a school's "new
 * applicant" names the applicant, its "booking cancelled" carries the substitute's reason. Those deliveries are tied to
 * the person they are about (`about_id`, migration 0042) and go with the account; the school's others stay.
 */
const ctx = useJobsTestApp();
const { post } = ctx;

const named = async (firstName: string, lastName: string): Promise<TestAccount> => {
  const person = await createSubstitute(ctx.t.deps, ['091']);
  await ctx.t.deps.database.db.execute(sql`UPDATE accounts SET first_name = ${firstName}, last_name = ${lastName} WHERE id = ${person.id}`);
  return person;
};

/** What the account was sent, as event and text (push body or mail text). */
const sentTo = (accountId: string) =>
  queryRows<{ event: string; text: string; about_id: string | null }>(
    ctx.t.deps.database.db,
    sql`SELECT event, COALESCE(payload->>'body', payload->>'text', '') AS text, about_id FROM notification_deliveries WHERE account_id = ${accountId} ORDER BY text`,
  );

const erase = async (person: TestAccount) => expect((await post('/api/users/delete/account', person.token, { email: person.email })).status).toBe(200);

/** A delivery as one recorded before migration 0042 (no about_id). */
const oldDelivery = (to: TestAccount, event: string, jobId: string | null, text: string, at = ctx.t.deps.now(), status = 'sent') =>
  ctx.t.deps.database.db.execute(sql`INSERT INTO notification_deliveries (id, account_id, event, job_id, channel, target, payload, status, created_at)
    VALUES (${randomUUID()}, ${to.id}, ${event}, ${jobId}, 'email', ${to.email}, ${JSON.stringify({ subject: event, text, html: '' })}::jsonb, ${status}, ${at.toISOString()}::timestamptz)`);

describe('an erased person in the school’s notifications', () => {
  it('the "new applicant" naming them goes; the school’s other deliveries stay', async () => {
    const owner = await createAccount(ctx.t.deps, { role: 'teacher', schoolId: ctx.w.schoolA });
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: owner.id });
    const [erased, kept] = [await named('Eira', 'Raderad'), await named('Kalle', 'Kvar')];
    for (const person of [erased, kept]) expect((await post('/api/users/add/applicant', person.token, { uniqueId: job, email: person.email })).status).toBe(200);
    await oldDelivery(owner, 'free_tomorrow', null, 'Är du ledig i morgon?');
    expect((await sentTo(owner.id)).map((d) => [d.event, d.about_id])).toEqual([
      ['new_applicant', erased.id],
      ['new_applicant', kept.id],
      ['free_tomorrow', null],
    ]);

    await erase(erased);

    const left = await sentTo(owner.id);
    expect(left.map((d) => [d.event, d.about_id])).toEqual([
      ['new_applicant', kept.id],
      ['free_tomorrow', null],
    ]);
    expect(left[0]?.text).toMatch(/^Kalle Kvar har anmält sig/);
    expect(JSON.stringify(await queryRows(ctx.t.deps.database.db, sql`SELECT payload FROM notification_deliveries`))).not.toContain('Raderad');
  });

  it('the staff’s "booking cancelled" with the substitute’s own reason goes with them', async () => {
    const sub = await named('Saga', 'Sjuk');
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id, startDate: '2030-03-06', endTime: '12:00' });
    await applyDirect(ctx.t.deps, job, sub.id);
    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect((await post('/api/users/job/cancel', sub.token, { id: job, reason: 'Min migrän är tillbaka' })).status).toBe(200);
    const aboutHer = () => queryRows(ctx.t.deps.database.db, sql`SELECT 1 FROM notification_deliveries WHERE payload::text LIKE '%migrän%'`);
    expect((await aboutHer()).length).toBeGreaterThan(0);
    const principalsMail = (await sentTo(ctx.w.principalA.id)).length;

    await erase(sub);

    expect(await aboutHer()).toEqual([]);
    expect((await sentTo(ctx.w.principalA.id)).length).toBeLessThan(principalsMail);
  });

  it('migration 0042 ties earlier deliveries to the person they name, and removes those naming someone already erased', async () => {
    const owner = await createAccount(ctx.t.deps, { role: 'teacher', schoolId: ctx.w.schoolA });
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: owner.id });
    const [known, cancelling] = [await named('Lina', 'Länk'), await named('Olle', 'Orsak')];
    await applyDirect(ctx.t.deps, job, known.id);
    const at = ctx.t.deps.now();
    await ctx.t.deps.database.db.execute(sql`INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, actor_id, reason, late,
        start_date, end_date, start_time, end_time, cancelled_at)
      VALUES (${randomUUID()}, ${job}, ${ctx.w.schoolA}, ${cancelling.id}, 'substitute', ${cancelling.id}, 'Sjuk', false,
        '2030-03-05', '2030-03-05', '08:00', '15:30', ${at.toISOString()}::timestamptz)`);
    await oldDelivery(owner, 'new_applicant', job, 'Lina Länk har anmält sig till vikariatet.');
    // a person erased before the column: their application went with them, their name stayed here
    await oldDelivery(owner, 'new_applicant', job, 'Gunnar Gammal har anmält sig till vikariatet.');
    await oldDelivery(owner, 'booking_cancelled', job, 'Den bokade vikarien avbokade vikariatet. Orsak: Sjuk', at);
    await oldDelivery(owner, 'chosen', job, 'Inget om någon annan');
    // one still to be sent stays, tied or not: the school's news goes out as it is
    await oldDelivery(owner, 'new_applicant', job, 'Ville Väntar har anmält sig till vikariatet.', at, 'pending');

    await ctx.t.deps.database.db.execute(sql`DELETE FROM schema_migrations WHERE version = 42`);
    await migrate(ctx.t.deps.database);

    expect((await sentTo(owner.id)).map((d) => [d.event, d.about_id])).toEqual([
      ['booking_cancelled', cancelling.id],
      ['chosen', null],
      ['new_applicant', known.id],
      ['new_applicant', null],
    ]);
  });
});
