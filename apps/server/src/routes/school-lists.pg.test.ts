import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SchoolLists, SchoolTie } from '@vikariat/domain';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * The school's lists (issue 23, decision 023 point 2): kept by the school's principals and leaders, never by a teacher,
 * a substitute or another school; a person on at most one list; "worked here before" derived from the school's ended
 * jobs; bad input answered with field errors in the reader's language, changing nothing.
 */
const ctx = useJobsTestApp();
const { post } = ctx;

const lists = (res: { body: Record<string, unknown> }) => res.body as unknown as SchoolLists;
const emails = (res: { body: Record<string, unknown> }, list: 'preferred' | 'blocked') => lists(res)[list].map((e) => e.email);
const stored = () =>
  queryRows<{ list: string; school_id: string; account_id: string; position: number | null }>(
    ctx.t.deps.database.db,
    sql`SELECT 'preferred' AS list, school_id, account_id, position FROM school_preferred
      UNION ALL SELECT 'blocked', school_id, account_id, NULL FROM school_blocked ORDER BY 1, 2, 3`,
  );

/** A substitute the school A sees: an active application to one of its jobs. */
async function applicantOfA() {
  const sub = await createSubstitute(ctx.t.deps, ['091']);
  await applyDirect(ctx.t.deps, await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-20' }), sub.id);
  return sub;
}

describe('the school’s preferred and blocked lists', () => {
  it('a principal adds, orders, blocks and removes; a person is on one list at most; worked-here comes from ended jobs', async () => {
    const { w } = ctx;
    const [anna, bo, cia] = [await applicantOfA(), await applicantOfA(), await applicantOfA()];
    // Bo worked at school A twice (ended, chosen), once more ahead (not yet "worked")
    for (const startDate of ['2030-02-10', '2030-02-24', '2030-03-25']) await createJob(ctx.t.deps, { schoolId: w.schoolA, startDate, chosenId: bo.id });

    for (const sub of [anna, bo, cia]) expect((await post('/api/principals/lists/preferred/add', w.principalA.token, { email: sub.email })).status).toBe(200);
    // adding twice keeps the one place
    const again = await post('/api/principals/lists/preferred/add', w.principalA.token, { email: anna.email.toUpperCase() });
    expect(emails(again, 'preferred')).toEqual([anna.email, bo.email, cia.email]);
    expect(lists(again).preferred[1]).toMatchObject({ email: bo.email, workedHere: 2, lastWorked: '2030-02-24' });
    expect(lists(again).preferred[0]).toMatchObject({ workedHere: 0, lastWorked: null });

    const ordered = await post('/api/principals/lists/preferred/order', w.principalA.token, { emails: [cia.email, anna.email, bo.email] });
    expect(emails(ordered, 'preferred')).toEqual([cia.email, anna.email, bo.email]);

    const blocked = await post('/api/principals/lists/blocked/add', w.principalA.token, { email: anna.email });
    expect([emails(blocked, 'preferred'), emails(blocked, 'blocked')]).toEqual([[cia.email, bo.email], [anna.email]]);
    // the leader of both schools reads school A's lists by naming it; school B's are empty
    expect(emails(await post('/api/principals/lists', w.leader.token, { schoolId: w.schoolA }), 'blocked')).toEqual([anna.email]);
    expect(lists(await post('/api/principals/lists', w.leader.token, { schoolId: w.schoolB }))).toMatchObject({ preferred: [], blocked: [] });

    // the profile as the school sees it: the list and the history, per school of the reader
    const profile = await post('/api/shared/get/user', w.principalA.token, { email: bo.email });
    expect(profile.body['schools']).toEqual([
      { schoolId: w.schoolA, schoolName: 'Solbackaskolan', list: 'preferred', workedHere: 2, lastWorked: '2030-02-24' },
    ] satisfies SchoolTie[]);
    expect(profile.body['remembered']).toBe(true);
    // a teacher sees the history, not the lists
    const teacherView = await post('/api/shared/get/user', w.teacherA.token, { email: bo.email });
    expect((teacherView.body['schools'] as SchoolTie[])[0]).toMatchObject({ list: null, workedHere: 2 });

    const removed = await post('/api/principals/lists/remove', w.principalA.token, { email: anna.email, list: 'blocked' });
    expect(emails(removed, 'blocked')).toEqual([]);
    expect((await post('/api/principals/lists/remove', w.principalA.token, { email: anna.email, list: 'blocked' })).status).toBe(404);
    // the spec's favourites call is the same list: it takes Cia off
    const toggled = await post('/api/shared/remember', w.principalA.token, { rememberUserEmail: cia.email });
    expect(toggled.body['rememberedUsers']).toEqual([bo.email]);
    for (const sub of [bo]) await post('/api/principals/lists/remove', w.principalA.token, { email: sub.email, list: 'preferred' });
  });

  it('refuses a teacher, a substitute, another school and no token, and changes nothing', async () => {
    const { w } = ctx;
    const sub = await applicantOfA();
    await post('/api/principals/lists/preferred/add', w.principalA.token, { email: sub.email });
    const before = await stored();
    const calls: [string, unknown][] = [
      ['/api/principals/lists', {}],
      ['/api/principals/lists/preferred/add', { email: sub.email }],
      ['/api/principals/lists/preferred/order', { emails: [sub.email] }],
      ['/api/principals/lists/blocked/add', { email: sub.email }],
      ['/api/principals/lists/remove', { email: sub.email, list: 'preferred' }],
    ];
    for (const [url, body] of calls) {
      expect([url, (await post(url, w.teacherA.token, body)).status]).toEqual([url, 403]);
      expect([url, (await post(url, w.sub.token, body)).status]).toEqual([url, 403]);
      expect([url, (await post(url, undefined, body)).status]).toEqual([url, 401]);
      // another school's principal naming school A
      expect([url, (await post(url, w.principalB.token, { ...(body as object), schoolId: w.schoolA })).status]).toEqual([url, 403]);
    }
    // at their own school, a person school B cannot see is not found, whoever they are; nor is a person who blocked it
    expect((await post('/api/principals/lists/blocked/add', w.principalB.token, { email: sub.email })).status).toBe(404);
    expect((await post('/api/principals/lists/preferred/add', w.principalB.token, { email: 'nobody@test.example' })).status).toBe(404);
    expect((await post('/api/principals/lists/remove', w.principalB.token, { email: sub.email, list: 'preferred' })).status).toBe(404);
    expect(lists(await post('/api/principals/lists', w.principalB.token, {}))).toMatchObject({ preferred: [], blocked: [] });
    const blocker = await applicantOfA();
    await ctx.t.deps.database.db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${blocker.id}, ${w.schoolA})`);
    expect((await post('/api/principals/lists/blocked/add', w.principalA.token, { email: blocker.email })).status).toBe(404);
    expect(await stored()).toEqual(before);
    await post('/api/principals/lists/remove', w.principalA.token, { email: sub.email, list: 'preferred' });
  });

  it('answers bad input with 400 and field errors in the reader’s language, and changes nothing', async () => {
    const { w } = ctx;
    const sub = await applicantOfA();
    await post('/api/principals/lists/preferred/add', w.principalA.token, { email: sub.email });
    const before = await stored();
    expect(await post('/api/principals/lists/preferred/add', w.principalA.token, { email: 'inte-en-adress' })).toMatchObject({
      status: 400,
      body: { fields: { email: 'Ange en giltig e-postadress.' } },
    });
    const finn = await createAccount(ctx.t.deps, { role: 'principal', schoolId: w.schoolA, siteLang: 1 });
    expect(await post('/api/principals/lists/blocked/add', finn.token, { email: 42 })).toMatchObject({
      status: 400,
      body: { fields: { email: 'Anna kelvollinen sähköpostiosoite.' } },
    });
    expect(await post('/api/principals/lists/remove', w.principalA.token, { email: sub.email, list: 'favourites' })).toMatchObject({
      status: 400,
      body: { fields: { list: 'Välj lista.' } },
    });
    // an order must name everyone on the list exactly once
    const order = 'Ordningen ska innehålla var och en på listan exakt en gång.';
    for (const emails of [[], [sub.email, sub.email], [sub.email, 'other@test.example'], 'nope']) {
      expect(await post('/api/principals/lists/preferred/order', w.principalA.token, { emails })).toMatchObject({ status: 400, body: { fields: { emails: order } } });
    }
    expect(await post('/api/principals/lists', w.leader.token, {})).toMatchObject({ status: 400, body: { fields: { schoolId: 'Välj skola.' } } });
    expect(await post('/api/principals/lists', w.principalA.token, { schoolId: 'x' })).toMatchObject({ status: 400, body: { fields: { schoolId: 'Välj skola.' } } });
    expect(await stored()).toEqual(before);
  });
  it('additions at once take distinct places; a full list (200) refuses one more with a field error, changing nothing', async () => {
    const { w } = ctx;
    const ofB = async () => {
      const sub = await createSubstitute(ctx.t.deps, ['091']);
      await applyDirect(ctx.t.deps, await createJob(ctx.t.deps, { schoolId: w.schoolB, startDate: '2030-03-21' }), sub.id);
      return sub;
    };
    const people = await Promise.all(Array.from({ length: 10 }, ofB));
    const answers = await Promise.all(people.map((p) => post('/api/principals/lists/preferred/add', w.principalB.token, { email: p.email })));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    const places = (await stored()).filter((r) => r.list === 'preferred' && r.school_id === w.schoolB).map((r) => r.position);
    expect(new Set(places).size).toBe(10);

    // 190 more, straight into the table (each with an account)
    const template = people[0]?.id ?? '';
    await ctx.t.deps.database.db.execute(
      sql`INSERT INTO accounts (id, email, password_hash, first_name, last_name, type_of_user, roles, confirmed_at, profile)
          SELECT gen_random_uuid(), 'fill-' || g || '-' || ${template} || '@example.fi', password_hash, 'Fill', 'Er', 'user', roles, now(), profile
          FROM accounts, generate_series(1, 190) g WHERE id = ${template}`,
    );
    await ctx.t.deps.database.db.execute(
      sql`INSERT INTO school_preferred (school_id, account_id, position, added_at)
          SELECT ${w.schoolB}, id, 100 + row_number() OVER (ORDER BY email), now() FROM accounts WHERE email LIKE ${`fill-%-${template}@example.fi`}`,
    );
    const extra = await ofB();
    const refused = await post('/api/principals/lists/preferred/add', w.principalB.token, { email: extra.email });
    expect(refused.status).toBe(400);
    expect(refused.body['fields']).toEqual({ email: expect.stringContaining('Listan är full: högst 200') as unknown });
    const onB = async () => (await stored()).filter((r) => r.list === 'preferred' && r.school_id === w.schoolB).length;
    expect(await onB()).toBe(200);
    // one already on the list is still added again (keeps the place)
    expect((await post('/api/principals/lists/preferred/add', w.principalB.token, { email: people[3]?.email })).status).toBe(200);
    expect(await onB()).toBe(200);
  });

  it('a person put on both lists at once ends on exactly one of them', async () => {
    const { w } = ctx;
    for (let round = 0; round < 10; round += 1) {
      const sub = await applicantOfA();
      const [preferred, blocked] = await Promise.all([
        post('/api/principals/lists/preferred/add', w.principalA.token, { email: sub.email }),
        post('/api/principals/lists/blocked/add', w.leader.token, { schoolId: w.schoolA, email: sub.email }),
      ]);
      expect([preferred.status, blocked.status]).toEqual([200, 200]);
      const lists = (await stored()).filter((r) => r.account_id === sub.id).map((r) => r.list);
      expect(lists).toHaveLength(1);
    }
  });

  it('the favourites toggle and a block at once leave the person on one list', async () => {
    const { w } = ctx;
    for (let round = 0; round < 10; round += 1) {
      const sub = await applicantOfA();
      const [remembered, blocked] = await Promise.all([
        post('/api/shared/remember', w.principalA.token, { rememberUserEmail: sub.email, email: w.principalA.email }),
        post('/api/principals/lists/blocked/add', w.leader.token, { schoolId: w.schoolA, email: sub.email }),
      ]);
      expect([remembered.status, blocked.status]).toEqual([200, 200]);
      const lists = (await stored()).filter((r) => r.account_id === sub.id).map((r) => r.list);
      expect(lists).toHaveLength(1);
    }
  });
});
