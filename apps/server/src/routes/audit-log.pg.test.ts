import { addDays, todayInFinland } from '@vikariat/domain';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, syncLog } from '../db/schema/index.ts';
import { createSchoolWorld, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
let entryId: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
  const [entry] = await t.deps.database.db
    .insert(syncLog)
    .values({ accountId: w.substitute.id, deviceId: 'phone-1', kind: 'pull', collection: 'jobs', outcome: 'ok' })
    .returning({ id: syncLog.id });
  entryId = entry?.id ?? 0;
  // a mail in the dev mailbox, so there is one to open
  expect((await t.request('POST', '/api/accessibility/feedback', { body: { message: 'Kontrasten är för svag', email: 'anna@example.fi' } })).status).toBe(201);
});
afterAll(async () => t.close());

const rows = () => t.deps.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id));
const count = async () => (await rows()).length;

/** Reads `url` as `token` and returns the audit rows it wrote. */
async function readAndAudit(url: string, token = w.admin.token) {
  const before = await count();
  const res = await t.request('GET', url, { token });
  const written = (await rows()).slice(0, (await count()) - before);
  return { status: res.status, written, res };
}

describe('every admin read of personal data writes exactly one audit row', () => {
  const reads = (): [string, string, string | null][] => [
    ['/api/admin/principals/pending', 'pending-principals', null],
    ['/api/admin/accounts/locked', 'locked-accounts', null],
    ['/api/admin/cancellations', 'cancellations', null],
    ['/api/admin/deliveries', 'deliveries', null],
    [`/api/admin/deliveries?email=${encodeURIComponent(w.substitute.email)}`, 'deliveries', w.substitute.id],
    ['/api/admin/mailbox', 'mailbox', null],
    ['/api/admin/sync-log', 'sync-log', null],
    [`/api/admin/sync-log?user=${w.substitute.id}`, 'sync-log', w.substitute.id],
    [`/api/admin/sync-log?user=${encodeURIComponent(w.substitute.email)}`, 'sync-log', w.substitute.id],
    [`/api/admin/sync-log/${entryId}`, 'sync-log-entry', w.substitute.id],
    [`/api/admin/sync-log.csv?user=${w.substitute.id}`, 'sync-log-export', w.substitute.id],
    // the hours of everyone are counts (not logged, below); one person's are theirs
    [`/api/admin/sync-log/stats?user=${w.substitute.id}`, 'sync-log-stats', w.substitute.id],
    ['/api/admin/accessibility-feedback', 'accessibility-feedback', null],
    [`/api/admin/audit-log?person=${encodeURIComponent(w.substitute.email)}`, 'audit-log', w.substitute.id],
    ['/api/admin/audit-log.csv', 'audit-log-export', null],
  ];

  it('for each list, person, entry and export: admin, what, whose, when', async () => {
    for (const [url, action, subject] of reads()) {
      const { status, written, res } = await readAndAudit(url);
      await res.arrayBuffer();
      expect(status, url).toBe(200);
      expect(
        written.map((r) => ({ adminId: r.adminId, action: r.action, subjectId: r.subjectId })),
        url,
      ).toEqual([{ adminId: w.admin.id, action, subjectId: subject }]);
      expect(written[0]?.at.getTime(), url).toBe(t.clock.now().getTime());
    }
  });

  it('opening one mail of the mailbox names the file', async () => {
    const list = await json<{ mails: { file: string }[] }>(await t.request('GET', '/api/admin/mailbox', { token: w.admin.token }));
    const file = list.mails[0]?.file ?? '';
    const { status, written } = await readAndAudit(`/api/admin/mailbox/${file}`);
    expect(status).toBe(200);
    expect(written.map((r) => [r.action, r.detail])).toEqual([['mail', file]]);
  });

  it('writes nothing for a refused read, a bad filter, a missing entry, or a read without persons', async () => {
    for (const token of [w.substitute.token, w.principalA.token, w.teacherA.token]) {
      const { status, written } = await readAndAudit('/api/admin/audit-log', token);
      expect(status).toBe(403);
      expect(written).toEqual([]);
    }
    for (const url of [
      '/api/admin/sync-log?user=nej',
      '/api/admin/audit-log?from=2026-02-30',
      '/api/admin/sync-log/99999999',
      '/api/admin/sync-log/stats',
      '/api/admin/schools',
    ]) {
      const { status, written } = await readAndAudit(url);
      expect(status === 200 || status === 400 || status === 404, url).toBe(true);
      expect(written, url).toEqual([]);
    }
    expect((await t.request('GET', '/api/admin/audit-log')).status).toBe(401);
  });
});

describe('GET /api/admin/audit-log', () => {
  interface Entry {
    action: string;
    admin: { email: string } | null;
    subject: { email: string } | null;
  }
  it('filters by admin, person and day, newest first', async () => {
    const byPerson = await json<{ entries: Entry[] }>(
      await t.request('GET', `/api/admin/audit-log?person=${encodeURIComponent(w.substitute.email)}`, { token: w.admin.token }),
    );
    expect(byPerson.entries.length).toBeGreaterThanOrEqual(5);
    expect(byPerson.entries.every((e) => e.subject?.email === w.substitute.email && e.admin?.email === w.admin.email)).toBe(true);
    const nobody = await json<{ entries: Entry[] }>(await t.request('GET', '/api/admin/audit-log?admin=nobody@example.fi', { token: w.admin.token }));
    expect(nobody.entries).toEqual([]);
    // the filter's days are Finnish days (between 22:00 and 24:00 UTC, today in Helsinki is tomorrow in UTC)
    const today = todayInFinland(t.clock.now());
    const twoDaysAgo = addDays(today, -2);
    const todays = await json<{ entries: Entry[] }>(await t.request('GET', `/api/admin/audit-log?from=${twoDaysAgo}&to=${today}`, { token: w.admin.token }));
    expect(todays.entries.length).toBeGreaterThan(10);
    const old = await json<{ entries: Entry[] }>(await t.request('GET', `/api/admin/audit-log?to=${addDays(today, -1)}`, { token: w.admin.token }));
    expect(old.entries).toEqual([]);
  });

  it('refuses a bad filter with field errors in the admin’s language', async () => {
    const res = await t.request('GET', '/api/admin/audit-log?from=2026-11-02&to=2026-11-01', { token: w.admin.token });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields['to']).toBe('Slutdagen måste vara efter startdagen');
  });

  it('reads every number of an admin list’s query as plain decimal digits (the shared rule): hex, exponent, space are a 400', async () => {
    for (const path of ['/api/admin/audit-log', '/api/admin/audit-log.csv', '/api/admin/cancellations', '/api/admin/deliveries']) {
      for (const limit of ['0x10', '1e2', '%2010', '10.0', '-5']) {
        const res = await t.request('GET', `${path}?limit=${limit}`, { token: w.admin.token });
        expect(res.status, `${path} ${limit}`).toBe(400);
        expect(Object.keys((await json<{ fields: Record<string, string> }>(res)).fields), `${path} ${limit}`).toEqual(['limit']);
      }
      expect((await t.request('GET', `${path}?limit=10`, { token: w.admin.token })).status, path).toBe(200);
    }
  });

  it('exports CSV: UTF-8 with BOM, ; separated, one line per entry', async () => {
    const res = await t.request('GET', `/api/admin/audit-log.csv?person=${encodeURIComponent(w.substitute.email)}`, { token: w.admin.token });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // one mark, not two: the decoder below would drop a second one unseen
    expect([...bytes.slice(3, 6)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('Tid;Administratör;Vad;Vems;Detaljer');
    expect(lines.slice(1).every((l) => l.includes(`<${w.substitute.email}>`))).toBe(true);
    expect(lines.some((l) => l.includes(';Synkloggen;'))).toBe(true);
  });
});
