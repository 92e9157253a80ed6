import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxDoc, PullResponse } from '@vikariat/sync';
import { createAccount, createSchool, type TestAccount } from '../../../test/helpers/fixtures.ts';
import { createTestApp, testClock, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/query.ts';
import { availabilityDays, availabilityPatterns, syncOutboxLedger } from '../../db/schema/index.ts';

/** The availability actions through the sync engine (decision 023 point 1): exactly once, refused with a reason, only mine. */
let t: TestApp;
const AT = '2026-11-28T06:00:00.000Z';
// 08:00 in Helsinki on Saturday 2026-11-28: "today" for every rule below
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date(AT)) });
});
afterAll(async () => {
  await t.close();
});

const action = (owner: TestAccount, type: string, payload: Record<string, unknown>) => ({
  id: uuidv7(),
  ownerId: owner.id,
  deviceId: 'phone-1',
  type,
  payload,
  createdAt: t.deps.now().toISOString(),
  status: 'pending',
});

async function push(token: string, rows: Array<Record<string, unknown>>) {
  const res = await t.request('POST', '/api/sync/outbox/push', { token, body: { deviceId: 'phone-1', rows: rows.map((newDocumentState) => ({ newDocumentState })) } });
  const body = (await res.json()) as { conflicts: OutboxDoc[]; code?: string };
  return { status: res.status, body };
}

async function pull(token: string, checkpoint: PullResponse['checkpoint'] | null = null): Promise<PullResponse> {
  const res = await t.request('POST', '/api/sync/availability/pull', { token, body: { checkpoint, deviceId: 'phone-1' } });
  expect(res.status).toBe(200);
  return (await res.json()) as PullResponse;
}

const daysOf = (accountId: string) => t.deps.database.db.select().from(availabilityDays).where(eq(availabilityDays.accountId, accountId));
const patternsOf = (accountId: string) => t.deps.database.db.select().from(availabilityPatterns).where(eq(availabilityPatterns.accountId, accountId));

describe('availability actions', () => {
  it('marks a day, a half day, the weekly pattern and a quick answer, and the person pulls them', async () => {
    const sub = await createAccount(t.deps);
    const sent = [
      action(sub, 'setAvailability', { date: '2026-12-03', part: 'day', free: true }),
      action(sub, 'setAvailability', { date: '2026-12-03', part: 'afternoon', free: false }),
      action(sub, 'setWeeklyPattern', { weekday: 1, part: 'day', free: true }),
      action(sub, 'setWeeklyPattern', { weekday: 2, part: 'morning', free: true }),
      action(sub, 'answerFree', { date: '2026-11-29', free: true }),
    ];
    const res = await push(sub.token, sent);
    expect(res.body.conflicts.map((c) => c.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const docs = (await pull(sub.token)).documents.map(({ id: _id, ...doc }) => doc);
    expect(docs).toEqual(
      expect.arrayContaining([
        { kind: 'day', date: '2026-12-03', weekday: null, morning: true, afternoon: false, answered: false, updatedAt: AT, _deleted: false },
        { kind: 'day', date: '2026-11-29', weekday: null, morning: true, afternoon: true, answered: true, updatedAt: AT, _deleted: false },
        { kind: 'week', date: null, weekday: 1, morning: true, afternoon: true, answered: false, updatedAt: AT, _deleted: false },
        { kind: 'week', date: null, weekday: 2, morning: true, afternoon: null, answered: false, updatedAt: AT, _deleted: false },
      ]),
    );
    expect(docs).toHaveLength(4);
    // a document says when its last action was applied, as the verdict does (the device waits for it: see availability-view.ts)
    expect(res.body.conflicts.map((c) => c.appliedAt)).toEqual(Array(5).fill(AT));
  });

  it('applies an action exactly once: a replay and concurrent duplicates change nothing more', async () => {
    const sub = await createAccount(t.deps);
    const free = action(sub, 'setAvailability', { date: '2026-12-04', part: 'day', free: true });
    const notFree = action(sub, 'setAvailability', { date: '2026-12-04', part: 'morning', free: false });
    await Promise.all(Array.from({ length: 6 }, () => push(sub.token, [free])));
    await push(sub.token, [notFree]);
    const [before] = await daysOf(sub.id);
    // the first action again, alone and with the second: answered from the ledger, the day keeps the later change
    const replay = await push(sub.token, [free, notFree]);
    expect(replay.body.conflicts.map((c) => c.status)).toEqual(['applied', 'applied']);
    const after = await daysOf(sub.id);
    expect(after).toEqual([before]);
    expect(after[0]).toMatchObject({ morning: false, afternoon: true });
    expect(await t.deps.database.db.select().from(syncOutboxLedger).where(eq(syncOutboxLedger.accountId, sub.id))).toHaveLength(2);
  });

  it('clearing a day back to the pattern sends its tombstone', async () => {
    const sub = await createAccount(t.deps);
    await push(sub.token, [action(sub, 'setAvailability', { date: '2026-12-05', part: 'day', free: false })]);
    const first = await pull(sub.token);
    const id = first.documents[0]?.id;
    await push(sub.token, [action(sub, 'setAvailability', { date: '2026-12-05', part: 'day', free: null })]);
    const next = await pull(sub.token, first.checkpoint);
    expect(next.documents).toEqual([{ id, _deleted: true }]);
  });

  it.each([
    ['setWeeklyPattern', { weekday: 9, part: 'day', free: true }, 'invalid', 'weekday', 'Virheellinen viikonpäivä'],
    ['setAvailability', { date: '2026-02-30', part: 'day', free: true }, 'invalid', 'date', 'Virheellinen päivämäärä'],
    ['setAvailability', { date: '2026-12-06', part: 'evening', free: true }, 'invalid', 'part', 'Valitse koko päivä, aamupäivä tai iltapäivä'],
    ['answerFree', { date: '2026-11-27', free: true }, 'day_out_of_range', null, 'Päivä on jo mennyt, joten saatavuuttasi sille ei tallennettu.'],
    ['setAvailability', { date: '2028-01-01', part: 'day', free: true }, 'day_out_of_range', null, 'Saatavuuden voi merkitä enintään vuoden päähän.'],
  ])('refuses %s %j as %s with the reason in the person’s language, changing nothing', async (type, payload, code, field, message) => {
    const sub = await createAccount(t.deps, { siteLang: 1 });
    const res = await push(sub.token, [action(sub, type, payload)]);
    const verdict = res.body.conflicts[0];
    expect(verdict).toMatchObject({ status: 'rejected', code });
    if (field === null) expect(verdict?.message).toBe(message);
    else expect(verdict?.data).toEqual({ fields: { [field]: message } });
    expect([...(await daysOf(sub.id)), ...(await patternsOf(sub.id))]).toEqual([]);
  });

  it('another person cannot change mine, nor read it; a school user keeps no availability', async () => {
    const me = await createAccount(t.deps);
    const other = await createAccount(t.deps);
    await push(me.token, [action(me, 'setWeeklyPattern', { weekday: 3, part: 'day', free: true })]);
    const mine = await patternsOf(me.id);
    // an action under my id sent by someone else is refused whole
    const foreign = await push(other.token, [action(me, 'setWeeklyPattern', { weekday: 3, part: 'day', free: false })]);
    expect([foreign.status, foreign.body.code]).toEqual([403, 'forbidden']);
    // their own action changes only their own rows (identity from the session, never from the payload)
    await push(other.token, [action(other, 'setWeeklyPattern', { weekday: 3, part: 'day', free: false })]);
    expect(await patternsOf(me.id)).toEqual(mine);
    expect((await pull(other.token)).documents).toEqual([expect.objectContaining({ weekday: 3, morning: false })]);

    const schoolId = await createSchool(t.deps);
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const refused = await push(principal.token, [action(principal, 'answerFree', { date: '2026-11-29', free: true })]);
    expect(refused.body.conflicts[0]).toMatchObject({ status: 'rejected', code: 'forbidden' });
    expect(await daysOf(principal.id)).toEqual([]);
    expect((await pull(principal.token)).documents).toEqual([]);
  });

  it('keeps the change number when a mark repeats what is stored (nothing new for the devices)', async () => {
    const sub = await createAccount(t.deps);
    await push(sub.token, [action(sub, 'setWeeklyPattern', { weekday: 5, part: 'day', free: true })]);
    const [before] = await queryRows<{ seq: string }>(t.deps.database.db, sql`SELECT seq FROM availability_patterns WHERE account_id = ${sub.id}`);
    await push(sub.token, [action(sub, 'setWeeklyPattern', { weekday: 5, part: 'morning', free: true })]);
    const [after] = await queryRows<{ seq: string }>(t.deps.database.db, sql`SELECT seq FROM availability_patterns WHERE account_id = ${sub.id}`);
    expect(after?.seq).toBe(before?.seq);
  });
});
