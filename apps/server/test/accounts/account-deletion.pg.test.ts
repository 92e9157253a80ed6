import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, applications, jobs, sessions } from '../../src/db/schema/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { queryRows } from '../../src/db/query.ts';
import type { RealtimeEvent } from '../../src/realtime/realtime.ts';
import { processDueDeliveries } from '../../src/services/notifications/delivery-worker.ts';
import { createAccount, createSchool, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { json } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let schoolId: string;
beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t.deps);
});
afterAll(async () => t.close());

async function newJob(ownerId: string | null): Promise<string> {
  const id = randomUUID();
  await t.deps.database.db.insert(jobs).values({
    id,
    ownerId,
    schoolId,
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    startTime: '08:00',
    endTime: '15:30',
    expire: new Date('2026-12-01T13:30:00Z'),
    typeOfTemp: 1,
  });
  return id;
}

async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
  form.append('img', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
  const res = await t.app.request('/api/shared/image', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return (await json<{ file: { filename: string } }>(res)).file.filename;
}

describe('POST /api/users/delete/account', () => {
  it('erases the person, their picture, sessions and applications, pseudonymises the sync log and tells their devices', async () => {
    const me = await createAccount(t.deps);
    const picture = await uploadPicture(me.token);
    await t.request('POST', '/api/shared/add/profilepic', { token: me.token, body: { email: me.email, filename: picture } });
    const jobId = await newJob(null);
    await t.deps.database.db.insert(applications).values({ id: randomUUID(), jobId, applicantId: me.id });
    await t.deps.database.db.execute(sql`INSERT INTO sync_log (account_id, kind, outcome) VALUES (${me.id}, 'pull', 'ok'), (${me.id}, 'push', 'ok')`);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe((e) => events.push(e));

    const res = await t.request('POST', '/api/users/delete/account', { token: me.token, body: { email: me.email } });
    expect(res.status).toBe(200);

    const db = t.deps.database.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, me.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, me.id))).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.applicantId, me.id))).toEqual([]);
    const log = await queryRows<{ account_id: string; erased: boolean }>(db, sql`SELECT account_id, erased FROM sync_log`);
    expect(log).toHaveLength(2);
    expect(log.every((r) => r.erased && r.account_id !== me.id)).toBe(true);
    expect(new Set(log.map((r) => r.account_id)).size).toBe(1);
    expect((await t.request('GET', `/api/shared/image/${picture}`)).status).toBe(404);
    expect((await t.request('POST', '/api/shared/login', { body: { email: me.email, password: TEST_PASSWORD } })).status).toBe(400);
    expect((await t.request('GET', '/api/shared/update/token', { token: me.token })).status).toBe(401);

    // the database announces it at commit: the sessions' end to the person's sockets (they close, the devices sign
    // out), the job the application was on to its school (it re-pulls)
    await expect.poll(() => events).toContainEqual({ topics: [`user:${me.id}`], collections: [] });
    await expect.poll(() => events.some((e) => e.topics.includes(`school:${schoolId}`))).toBe(true);
    expect(events.filter((e) => e.name !== undefined)).toEqual([]);
    unsubscribe();
  });

  it('removes the person’s notification deliveries: their address and mail leave the log, a pending one is never sent', async () => {
    const me = await createAccount(t.deps);
    const other = await createAccount(t.deps);
    const admin = await createAccount(t.deps, { role: 'admin', schoolId });
    const db = t.deps.database.db;
    const delivery = (account: { id: string; email: string }, status: 'pending' | 'sent') =>
      db.execute(sql`INSERT INTO notification_deliveries (id, account_id, event, channel, target, payload, status, next_attempt_at)
        VALUES (${randomUUID()}, ${account.id}, 'chosen', 'email', ${account.email},
                ${JSON.stringify({ subject: 'Du har blivit vald!', text: `Hej ${account.email}`, html: '' })}::jsonb, ${status}, ${t.deps.now().toISOString()}::timestamptz)`);
    await delivery(me, 'sent');
    await delivery(me, 'pending');
    await delivery(other, 'pending');

    expect((await t.request('POST', '/api/users/delete/account', { token: me.token, body: { email: me.email } })).status).toBe(200);

    const left = await queryRows<{ target: string; payload: unknown }>(db, sql`SELECT target, payload FROM notification_deliveries`);
    expect(JSON.stringify(left)).not.toContain(me.email);
    expect(left.map((d) => d.target)).toEqual([other.email]);
    const log = await t.request('GET', '/api/admin/deliveries?limit=500', { token: admin.token });
    expect(log.status).toBe(200);
    expect(await log.text()).not.toContain(me.email);
    // the sender finds only the other person's mail
    expect(await processDueDeliveries(t.deps)).toBe(1);
  });

  it('migration 0041 removes the deliveries earlier erasures left without an account', async () => {
    const db = t.deps.database.db;
    const [gone, kept] = [await createAccount(t.deps), await createAccount(t.deps)];
    for (const who of [gone, kept]) {
      for (const status of ['sent', 'pending']) {
        await db.execute(sql`INSERT INTO notification_deliveries (id, account_id, event, channel, target, payload, status)
          VALUES (${randomUUID()}, ${who.id}, 'chosen', 'email', ${who.email}, '{"subject": "Du har blivit vald!"}'::jsonb, ${status})`);
      }
    }
    // erased before the hook: the account's ON DELETE SET NULL kept the rows; then the migration runs
    await db.delete(accounts).where(eq(accounts.id, gone.id));
    await db.execute(sql`DELETE FROM schema_migrations WHERE version = 41`);
    await migrate(t.deps.database);
    const left = await queryRows<{ target: string }>(db, sql`SELECT target FROM notification_deliveries WHERE target IN (${gone.email}, ${kept.email})`);
    expect(left.map((d) => d.target)).toEqual([kept.email, kept.email]);
  });

  it("keeps a teacher's jobs with the school (owner cleared)", async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const jobId = await newJob(teacher.id);
    expect((await t.request('POST', '/api/users/delete/account', { token: teacher.token, body: { email: teacher.email } })).status).toBe(200);
    const [job] = await t.deps.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ schoolId, ownerId: null });
  });

  it("refuses another user's e-mail (403), no token (401), a bad body (400), and keeps the account", async () => {
    const me = await createAccount(t.deps);
    const other = await createAccount(t.deps);
    const admin = await createAccount(t.deps, { role: 'admin' });
    expect((await t.request('POST', '/api/users/delete/account', { token: me.token, body: { email: other.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/delete/account', { token: admin.token, body: { email: admin.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/delete/account', { body: { email: me.email } })).status).toBe(401);
    expect((await t.request('POST', '/api/users/delete/account', { token: me.token, body: {} })).status).toBe(400);
    expect(await t.deps.database.db.select().from(accounts).where(eq(accounts.id, other.id))).toHaveLength(1);
    expect(await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id))).toHaveLength(1);
  });
});
