import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query.ts';
import { createAccount, createSchool } from '../../../test/helpers/fixtures.ts';
import { insertJob } from '../../../test/helpers/jobs.ts';
import { createTestApp, testClock, type TestApp } from '../../../test/helpers/test-app.ts';
import { askFreeTomorrow, dayToAsk } from './free-tomorrow.ts';

let t: TestApp;
// Monday 2030-03-04, 17:00 in Finland (UTC+2 in winter): an hour before the question's window opens
const BEFORE = new Date('2030-03-04T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://vikariat.test' }, clock: testClock(BEFORE) });
});
afterAll(async () => {
  await t.close();
});

const asksOf = async (accountId: string) =>
  queryRows<{ event: string; channel: string; payload: Record<string, string> }>(
    t.deps.database.db,
    sql`SELECT event, channel, payload FROM notification_deliveries WHERE account_id = ${accountId} AND event = 'free_tomorrow'`,
  );

describe('dayToAsk', () => {
  it('is tomorrow from 18:00 to 22:00 Finnish time, summer and winter', () => {
    expect(dayToAsk(new Date('2030-03-04T15:59:00Z'))).toBeNull();
    expect(dayToAsk(new Date('2030-03-04T16:00:00Z'))).toBe('2030-03-05');
    expect(dayToAsk(new Date('2030-03-04T19:59:00Z'))).toBe('2030-03-05');
    expect(dayToAsk(new Date('2030-03-04T20:00:00Z'))).toBeNull();
    // summer time (UTC+3): 18:00 is 15:00 UTC
    expect(dayToAsk(new Date('2030-07-01T14:59:00Z'))).toBeNull();
    expect(dayToAsk(new Date('2030-07-01T15:00:00Z'))).toBe('2030-07-02');
    // 21:30 UTC on 31 December is 23:30 in Finland: outside the window, not "tomorrow" of the UTC date
    expect(dayToAsk(new Date('2030-12-31T21:30:00Z'))).toBeNull();
  });

  it('asks on the evening before a school day only: Sunday about Monday, nothing on Friday and Saturday', () => {
    expect(dayToAsk(new Date('2030-03-03T17:00:00Z'))).toBe('2030-03-04'); // Sunday 19:00
    expect(dayToAsk(new Date('2030-03-07T17:00:00Z'))).toBe('2030-03-08'); // Thursday: Friday
    expect(dayToAsk(new Date('2030-03-08T17:00:00Z'))).toBeNull(); // Friday
    expect(dayToAsk(new Date('2030-03-09T17:00:00Z'))).toBeNull(); // Saturday
  });
});

describe('the evening question', () => {
  it('asks once per person and day, only those with the question on whose tomorrow is unknown and unbooked', async () => {
    const school = await createSchool(t.deps);
    const asked = await createAccount(t.deps, { siteLang: 1 });
    const booked = await createAccount(t.deps);
    const answered = await createAccount(t.deps);
    const patterned = await createAccount(t.deps);
    const otherDayPattern = await createAccount(t.deps);
    const optedOut = await createAccount(t.deps);
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId: school });
    await insertJob(t.deps, { schoolId: school, startDate: '2030-03-05', endDate: '2030-03-06', chosenId: booked.id, chosenAt: BEFORE });
    const db = t.deps.database.db;
    await db.execute(sql`INSERT INTO availability_days (account_id, date, morning, afternoon, answered) VALUES (${answered.id}, '2030-03-05', false, false, true)`);
    // Tuesday (ISO 2) says something about one part: tomorrow is not unknown
    await db.execute(sql`INSERT INTO availability_patterns (account_id, weekday, morning, afternoon) VALUES (${patterned.id}, 2, NULL, true)`);
    await db.execute(sql`INSERT INTO availability_patterns (account_id, weekday, morning, afternoon) VALUES (${otherDayPattern.id}, 3, true, true)`);
    await db.execute(sql`UPDATE accounts SET ask_free_tomorrow = false WHERE id = ${optedOut.id}`);

    expect(await askFreeTomorrow(t.deps)).toBe(0);
    t.clock.set(new Date('2030-03-04T16:05:00Z'));
    // two nodes' runs at once, then a restart's: one question each
    const runs = await Promise.all([askFreeTomorrow(t.deps), askFreeTomorrow(t.deps)]);
    expect(runs[0] + runs[1]).toBe(2);
    t.clock.advance(30 * 60_000);
    expect(await askFreeTomorrow(t.deps)).toBe(0);

    const mails = await asksOf(asked.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.channel).toBe('email');
    // in the person's language (site_lang 1: Finnish), with the answer page's address
    expect(mails[0]?.payload['subject']).toBe('Oletko vapaa huomenna?');
    expect(mails[0]?.payload['text']).toContain('https://vikariat.test/app/availability?answer=2030-03-05');
    expect(await asksOf(otherDayPattern.id)).toHaveLength(1);
    for (const silent of [booked, answered, patterned, optedOut, teacher]) expect(await asksOf(silent.id)).toHaveLength(0);

    // the next evening asks again about the next day (the answer expired with its day)
    t.clock.set(new Date('2030-03-05T16:10:00Z'));
    expect(await askFreeTomorrow(t.deps)).toBe(3);
    expect(await asksOf(asked.id)).toHaveLength(2);
    expect(await asksOf(answered.id)).toHaveLength(1);
    // booked through Wednesday 6 March
    expect(await asksOf(booked.id)).toHaveLength(0);
  });
});
