import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { authenticatePasscode } from '../services/export/passcodes.ts';
import { applications, jobs } from '../db/schema/index.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createAccount, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, testClock, type TestApp } from '../../test/helpers/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
let w: SchoolWorld;
let vera: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date('2030-03-10T10:00:00Z')) });
  w = await createSchoolWorld(t.deps);
  vera = await createAccount(t.deps, { role: 'user', firstName: 'Vera', lastName: 'Vikström' });
  const filled = randomUUID();
  await t.deps.database.db.insert(jobs).values([
    {
      id: filled,
      schoolId: w.schoolA,
      ownerId: w.teacherA.id,
      startDate: '2030-03-04',
      endDate: '2030-03-05',
      startTime: '08:00',
      endTime: '15:30',
      expire: new Date('2030-03-05T13:30:00Z'),
      typeOfTemp: 17,
      otherTxt: 'Bibliotek',
      subjects: ['Matematik'],
      grades: ['3', 'forskola'],
      reason: 'Sjukdom',
      sos: true,
      chosenId: vera.id,
      chosenAt: new Date('2030-03-01T09:30:00Z'),
      createdAt: new Date('2030-03-01T06:00:00Z'),
      region: ['091'],
    },
    {
      id: randomUUID(),
      schoolId: w.schoolA,
      startDate: '2030-03-20',
      endDate: '2030-03-20',
      startTime: '09:00',
      endTime: '12:00',
      expire: new Date('2030-03-20T10:00:00Z'),
      typeOfTemp: 1,
      createdAt: new Date('2030-03-02T06:00:00Z'),
    },
    {
      id: randomUUID(),
      schoolId: w.schoolB,
      startDate: '2030-03-21',
      endDate: '2030-03-21',
      startTime: '09:00',
      endTime: '12:00',
      expire: new Date('2030-03-21T10:00:00Z'),
      typeOfTemp: 1,
    },
  ]);
  const other = await createAccount(t.deps, { role: 'user' });
  await t.deps.database.db.insert(applications).values([
    { id: randomUUID(), jobId: filled, applicantId: vera.id },
    { id: randomUUID(), jobId: filled, applicantId: other.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

const issue = async (body: unknown) => t.request('POST', '/api/admin/export-passcodes', { token: w.admin.token, body });

describe('export passcodes', () => {
  it('are issued by admins only, shown once, and trade for a statistics token', async () => {
    const res = await issue({ label: 'Betaskolan', schools: [w.schoolB] });
    expect(res.status).toBe(201);
    const { passcode } = await json<{ passcode: string }>(res);
    expect(passcode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const stored = await queryRows<{ code_hash: string }>(t.deps.database.db, sql`SELECT code_hash FROM export_passcodes`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(passcode.replace(/-/g, ''));

    const auth = await t.request('POST', '/api/stats/statistics/auth', { body: { code: passcode.toLowerCase() } });
    expect(auth.status).toBe(200);
    const { token } = await json<{ token: string }>(auth);
    const stats = await json<{ schoolName: string }[]>(await t.request('GET', '/api/stats/statistics', { token }));
    expect(stats.map((j) => j.schoolName)).toEqual(['Betaskolan']);

    expect((await issue({ label: '' })).status).toBe(400);
    // a school that is not there: refused under the field, nothing issued
    const unknown = await issue({ label: 'Ingen skola', schools: [w.schoolB, '0190a5b2-7c3d-7e4f-8a9b-00000000dead'] });
    expect(unknown.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(unknown)).fields).toEqual({ schools: 'En av skolorna finns inte.' });
    expect(await queryRows(t.deps.database.db, sql`SELECT 1 FROM export_passcodes`)).toHaveLength(1);
    await expectRoleGuard(t, 'POST', '/api/admin/export-passcodes', { label: 'x' }, [w.principalA.token, w.substitute.token]);
  });

  it('are listed without the secret and revoked with every token they gave', async () => {
    const { id, passcode } = await json<{ id: string; passcode: string }>(await issue({ label: 'Revoked soon' }));
    const { token } = await json<{ token: string }>(
      await t.request('POST', '/api/stats/statistics/auth', { body: { code: passcode }, headers: { 'x-forwarded-for': '192.0.2.77' } }),
    );
    expect((await t.request('GET', '/api/stats/statistics', { token })).status).toBe(200);
    const list = await t.request('GET', '/api/admin/export-passcodes', { token: w.admin.token });
    const text = await list.text();
    expect(text).toContain('Revoked soon');
    expect(text).not.toContain(passcode);
    expect((await t.request('DELETE', `/api/admin/export-passcodes/${id}`, { token: w.admin.token })).status).toBe(200);
    expect((await t.request('GET', '/api/stats/statistics', { token })).status).toBe(401);
    expect((await t.request('DELETE', `/api/admin/export-passcodes/${id}`, { token: w.admin.token })).status).toBe(404);
    expect((await t.request('DELETE', '/api/admin/export-passcodes/nope', { token: w.admin.token })).status).toBe(400);
    await expectRoleGuard(t, 'GET', '/api/admin/export-passcodes', undefined, [w.principalA.token]);
    await expectRoleGuard(t, 'DELETE', `/api/admin/export-passcodes/${id}`, undefined, [w.principalA.token]);
  });

  it('leave the absence reason out: a passcode holder is no principal (spec 02: the reason is for the principal only)', async () => {
    const { passcode } = await json<{ passcode: string }>(await issue({ label: 'Esbo stad', schools: [w.schoolA] }));
    const auth = await t.request('POST', '/api/stats/statistics/auth', { body: { code: passcode }, headers: { 'x-forwarded-for': '192.0.2.78' } });
    const { token } = await json<{ token: string }>(auth);
    const res = await t.request('GET', '/api/stats/statistics', { token });
    const text = await res.text();
    expect(JSON.parse(text)).toHaveLength(2);
    expect(text).not.toContain('Sjukdom');
    expect(text).not.toContain('"reason"');
    const xlsx = await t.request('GET', '/api/stats/export.xlsx', { token });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const cells = book.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(cells).toContain('Vald vikarie');
    expect(cells).not.toContain('Orsak');
    expect(cells).not.toContain('Sjukdom');
  });

  it('throttles wrong passcodes per client with the message under `code`', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 5; i++) {
      const wrong = await t.request('POST', '/api/stats/statistics/auth', { body: { code: `WRONG-${i}` }, headers });
      expect(wrong.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(wrong)).fields['code']).toBe('Fel kod');
    }
    const { passcode } = await json<{ passcode: string }>(await issue({ label: 'Alla' }));
    const blocked = await t.request('POST', '/api/stats/statistics/auth', { body: { code: passcode }, headers });
    expect(blocked.status).toBe(429);
    // the client is its socket address: a forged X-Forwarded-For is no fresh start
    expect((await t.request('POST', '/api/stats/statistics/auth', { body: { code: passcode }, headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(429);
    // another client (another address; requests in-process have none) is not affected
    expect(await authenticatePasscode(t.deps, passcode, 'another-client', 'sv')).toMatch(/^ey/);
    t.clock.advance(16 * 60_000);
    expect((await t.request('POST', '/api/stats/statistics/auth', { body: { code: passcode }, headers })).status).toBe(200);
    expect((await t.request('POST', '/api/stats/statistics/auth', { body: {} })).status).toBe(400);
  });
});

describe('principal export', () => {
  it('is allowed once an admin allows the school, and covers only the principal schools', async () => {
    // the clock may have moved: fresh sign-ins
    const principal = await createAccount(t.deps, { role: 'principal', schoolId: w.schoolA, email: 'rektor@edu.espoo.fi' });
    const admin = await createAccount(t.deps, { role: 'admin', schoolId: w.adminSchool });
    expect(await json(await t.request('GET', '/api/stats/export/allowed', { token: principal.token }))).toBe(false);
    expect((await t.request('GET', '/api/stats/statistics', { token: principal.token })).status).toBe(403);
    const patch = await t.request('PATCH', `/api/admin/schools/${w.schoolA}`, { token: admin.token, body: { exportAllowed: true } });
    expect(patch.status).toBe(200);
    expect(await json(await t.request('GET', '/api/stats/export/allowed', { token: principal.token }))).toBe(true);
    expect((await t.request('GET', '/api/stats/export/allowed')).status).toBe(401);
    expect((await t.request('GET', '/api/stats/statistics')).status).toBe(401);
    expect((await t.request('GET', '/api/stats/statistics', { token: 'garbage' })).status).toBe(401);

    const stats = await json<{ schoolName: string; applicants: number; chosenName: string | null }[]>(
      await t.request('GET', '/api/stats/statistics', { token: principal.token }),
    );
    expect(stats.map((j) => j.schoolName)).toEqual(['Alfaskolan', 'Alfaskolan']);
    // the principal's own schools: with the reason
    expect(stats[0]).toMatchObject({ applicants: 2, chosenName: 'Vera Vikström', reason: 'Sjukdom' });

    const xlsx = await t.request('GET', '/api/stats/export.xlsx', { token: principal.token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="statistik-2030-03-10.xlsx"');
    expect(decodeURIComponent(xlsx.headers.get('x-organisation-title') ?? '')).toBe('Espoo');
    const dir = mkdtempSync(path.join(tmpdir(), 'vikariat-export-'));
    const file = path.join(dir, 'export.xlsx');
    writeFileSync(file, Buffer.from(await xlsx.arrayBuffer()));
    await run(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', dir, file],
      { timeout: 120_000 },
    );
    const rows = readFileSync(path.join(dir, 'export.csv'), 'utf8').trim().split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe('Startdatum,Slutdatum,Starttid,Sluttid,Skola,Typ,SOS,Ämnen,Årskurser,Orsak,Skapad av,Vald vikarie,Antal sökande,Skapad,Tid till tillsatt (h)');
    expect(rows[1]).toMatch(
      /^04\.03\.2030,05\.03\.2030,08:00,15:30,Alfaskolan,[^,]*Bibliotek,Ja,Matematik,"Förskola, Årskurs 3",Sjukdom,Test teacher,Vera Vikström,2,01\.03\.2030 08:00,3[.,]5$/,
    );
    expect(rows[2]).toMatch(/^20\.03\.2030,20\.03\.2030,09:00,12:00,Alfaskolan,/);
  }, 180_000);
});
