import { todayInFinland } from '@vikariat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSchool, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { syncLog } from '../db/schema/index.ts';
import { erasureHooks } from '../services/accounts/erasure-hooks.ts';
import { flushSyncLog, purgeSyncLog, SYNC_LOG_FLUSH_MS, writeSyncLog } from './sync-log.ts';

let t: TestApp;
let admin: TestAccount;
let sub: TestAccount;
let adminSchool: string;
beforeAll(async () => {
  t = await createTestApp();
  adminSchool = await createSchool(t.deps, { isAdmin: true, name: 'Admin' });
  admin = await createAccount(t.deps, { role: 'admin', schoolId: adminSchool });
  sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
  // real traffic: two pulls and one push of a rejected action
  for (const collection of ['jobs', 'profile']) {
    await t.request('POST', `/api/sync/${collection}/pull`, { token: sub.token, body: { checkpoint: null, deviceId: 'phone-7' } });
  }
  const rejected = {
    id: crypto.randomUUID(),
    ownerId: sub.id,
    type: 'hide',
    payload: { jobId: crypto.randomUUID() },
    createdAt: new Date().toISOString(),
    status: 'pending',
  };
  await t.request('POST', '/api/sync/outbox/push', { token: sub.token, body: { deviceId: 'phone-7', rows: [{ newDocumentState: rejected }] } });
});
afterAll(async () => {
  await t.close();
});

type Page = { entries: Array<Record<string, unknown>>; total: number };

describe('sync log', () => {
  it('records pulls, pushes and verdicts with device, collection, documents and checkpoints', async () => {
    const res = await t.request('GET', `/api/admin/sync-log?user=${sub.id}&pageSize=50`, { token: admin.token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.total).toBe(4);
    const kinds = page.entries.map((e) => `${String(e['kind'])}:${String(e['collection'])}:${String(e['outcome'])}`).sort();
    expect(kinds).toEqual(['pull:jobs:ok', 'pull:profile:ok', 'push:outbox:ok', 'verdict:outbox:rejected']);
    const profilePull = page.entries.find((e) => e['collection'] === 'profile');
    expect(profilePull).toMatchObject({ deviceId: 'phone-7', docsOut: 1, checkpointBefore: 0, email: sub.email });
    expect(Number(profilePull?.['checkpointAfter'])).toBeGreaterThan(0);
  });

  it('filters by the person as the rows show them (an e-mail, any case) as well as by id; anything else is a 400 on user', async () => {
    const byId = (await (await t.request('GET', `/api/admin/sync-log?user=${sub.id}`, { token: admin.token })).json()) as Page;
    const byEmail = (await (
      await t.request('GET', `/api/admin/sync-log?user=${encodeURIComponent(` ${sub.email.toUpperCase()}`)}`, { token: admin.token })
    ).json()) as Page;
    expect(byEmail.total).toBe(4);
    expect(byEmail.entries.map((e) => e['id'])).toEqual(byId.entries.map((e) => e['id']));
    const nobody = (await (await t.request('GET', '/api/admin/sync-log?user=nobody%40example.fi', { token: admin.token })).json()) as Page;
    expect(nobody.total).toBe(0);
    const bad = await t.request('GET', '/api/admin/sync-log?user=vera', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ user: 'Ange en e-postadress eller ett konto-id' });
  });

  it('filters by outcome and device, pages, and reads one entry', async () => {
    const rejected = (await (await t.request('GET', '/api/admin/sync-log?outcome=rejected', { token: admin.token })).json()) as Page;
    expect(rejected.entries.map((e) => e['errorCode'])).toEqual(['not_found']);
    const none = (await (await t.request('GET', '/api/admin/sync-log?device=tablet-1', { token: admin.token })).json()) as Page;
    expect(none.total).toBe(0);
    const paged = (await (await t.request('GET', '/api/admin/sync-log?pageSize=1&page=2', { token: admin.token })).json()) as Page;
    expect(paged.entries).toHaveLength(1);
    const id = String(rejected.entries[0]?.['id']);
    const one = await t.request('GET', `/api/admin/sync-log/${id}`, { token: admin.token });
    expect(((await one.json()) as Record<string, unknown>)['errorCode']).toBe('not_found');
    expect((await t.request('GET', '/api/admin/sync-log/999999', { token: admin.token })).status).toBe(404);
  });

  it('answers pulls, pushes and rejections per hour, and the log as CSV', async () => {
    const stats = (await (await t.request('GET', '/api/admin/sync-log/stats', { token: admin.token })).json()) as {
      hours: Array<{ pulls: number; pushes: number; rejections: number }>;
    };
    const total = stats.hours.reduce((sum, h) => ({ pulls: sum.pulls + h.pulls, pushes: sum.pushes + h.pushes, rejections: sum.rejections + h.rejections }), {
      pulls: 0,
      pushes: 0,
      rejections: 0,
    });
    expect(total).toEqual({ pulls: 2, pushes: 1, rejections: 1 });
    const csv = await t.request('GET', `/api/admin/sync-log.csv?user=${sub.id}`, { token: admin.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // dated by the Finnish day, as the other exports (audit-log-2026-11-02.csv, statistik-2026-11-02.xlsx)
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="sync-log-${todayInFinland(t.deps.now())}.csv"`);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^id,at,accountId,email/);
    expect(lines).toHaveLength(5);
  });

  it('is for admins only and rejects bad filters', async () => {
    for (const url of ['/api/admin/sync-log', '/api/admin/sync-log/stats', '/api/admin/sync-log.csv', '/api/admin/sync-log/1']) {
      expect((await t.request('GET', url)).status).toBe(401);
      expect((await t.request('GET', url, { token: sub.token })).status).toBe(403);
    }
    const bad = await t.request('GET', '/api/admin/sync-log?from=yesterday&outcome=maybe', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(['from', 'outcome']);
  });

  it('reads an entry id as plain decimal digits only: anything else is a 400 on id in the admin’s language', async () => {
    const [first] = await t.deps.database.db.select({ id: syncLog.id }).from(syncLog).orderBy(syncLog.id).limit(1);
    expect((await t.request('GET', `/api/admin/sync-log/${first?.id}`, { token: admin.token })).status).toBe(200);
    const finn = await createAccount(t.deps, { role: 'admin', schoolId: adminSchool, siteLang: 1 });
    // each of these is entry 1 (or another entry) to Number(); '%20' is a space
    for (const id of ['0x1', '1e0', '1.0', '+1', '01', '%201', '-1', '0', 'abc', '9007199254740992', '9'.repeat(30)]) {
      const sv = await t.request('GET', `/api/admin/sync-log/${id}`, { token: admin.token });
      expect(sv.status, id).toBe(400);
      expect(((await sv.json()) as { fields: Record<string, string> }).fields, id).toEqual({ id: 'Ogiltigt id' });
      const fi = await t.request('GET', `/api/admin/sync-log/${id}`, { token: finn.token });
      expect(((await fi.json()) as { fields: Record<string, string> }).fields, id).toEqual({ id: 'Virheellinen tunniste' });
    }
  });

  it('reads page and page size as plain decimal digits in range', async () => {
    for (const query of ['page=0x2', 'pageSize=1e1', 'page=%202', 'page=0', 'pageSize=501', 'page=1.5']) {
      const res = await t.request('GET', `/api/admin/sync-log?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields), query).toEqual([query.split('=')[0]]);
    }
  });

  it('writes entries after the request, in a batch: on flush, or by itself within the flush interval', async () => {
    const someone = await createAccount(t.deps);
    const count = async () => (await t.deps.database.db.select().from(syncLog).where(eq(syncLog.accountId, someone.id))).length;
    await writeSyncLog(t.deps, [{ accountId: someone.id, kind: 'connect', outcome: 'ok' }]);
    expect(await count()).toBe(0);
    await flushSyncLog(t.deps);
    expect(await count()).toBe(1);
    await writeSyncLog(t.deps, [{ accountId: someone.id, kind: 'disconnect', outcome: 'ok' }]);
    await new Promise((resolve) => setTimeout(resolve, SYNC_LOG_FLUSH_MS * 5));
    expect(await count()).toBe(2);
  });

  it('pseudonymises an erased account’s entries, written and still buffered: same shape, one unlinkable id', async () => {
    const erased = await createAccount(t.deps);
    await writeSyncLog(t.deps, [{ accountId: erased.id, kind: 'connect', outcome: 'ok', deviceId: 'd1' }]);
    await flushSyncLog(t.deps);
    await writeSyncLog(t.deps, [{ accountId: erased.id, kind: 'disconnect', outcome: 'ok', deviceId: 'd1' }]);
    await t.deps.database.db.transaction(async (tx) => {
      for (const hook of erasureHooks) await hook.run(tx, erased.id);
    });
    await flushSyncLog(t.deps);
    expect(await t.deps.database.db.select().from(syncLog).where(eq(syncLog.accountId, erased.id))).toHaveLength(0);
    const rows = await t.deps.database.db.select().from(syncLog).where(eq(syncLog.erased, true));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.accountId)).size).toBe(1);
  });

  it('names each entry’s device by the browser and system its stream connect recorded, beside the id', async () => {
    const tablet = await createAccount(t.deps, { profile: { regions: ['091'] } });
    await t.request('POST', '/api/sync/jobs/pull', { token: tablet.token, body: { checkpoint: null, deviceId: 'tablet-9' } });
    await writeSyncLog(t.deps, [{ accountId: tablet.id, kind: 'connect', outcome: 'ok', deviceId: 'tablet-9', device: 'Safari · iPad' }]);
    await t.request('POST', '/api/sync/profile/pull', { token: tablet.token, body: { checkpoint: null, deviceId: 'tablet-8' } });
    const page = (await (await t.request('GET', `/api/admin/sync-log?user=${tablet.id}`, { token: admin.token })).json()) as Page;
    expect(page.entries.map((e) => [e['kind'], e['deviceId'], e['deviceName']]).sort()).toEqual([
      ['connect', 'tablet-9', 'Safari · iPad'],
      ['pull', 'tablet-8', ''],
      ['pull', 'tablet-9', 'Safari · iPad'],
    ]);
  });

  it('purges entries older than the retention period', async () => {
    const old = new Date(t.deps.now().getTime() - 91 * 86_400_000);
    await t.deps.database.db.insert(syncLog).values({ at: old, kind: 'pull', outcome: 'ok', accountId: sub.id });
    const before = (await t.deps.database.db.select().from(syncLog)).length;
    expect(await purgeSyncLog(t.deps)).toBe(1);
    expect((await t.deps.database.db.select().from(syncLog)).length).toBe(before - 1);
  });
});
