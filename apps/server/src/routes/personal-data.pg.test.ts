import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PERSONAL_DATA_SHEETS, type PersonalData } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityFeedback, adminAuditLog, jobUserState, syncLog } from '../db/schema/index.ts';
import { applyDirect, createJob, createSubstitute, createWorld, jobsClock, type World } from '../../test/jobs/fixtures.ts';
import type { TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

const run = promisify(execFile);

let t: TestApp;
let w: World;
let other: TestAccount;
let bookedJob: string;
beforeAll(async () => {
  t = await createTestApp({ clock: jobsClock() });
  w = await createWorld(t.deps);
  other = await createSubstitute(t.deps, ['091'], { firstName: 'Otto' });
  const db = t.deps.database.db;
  const open = await createJob(t.deps, { schoolId: w.schoolA, ownerId: w.teacherA.id, startDate: '2030-03-05' });
  bookedJob = await createJob(t.deps, { schoolId: w.schoolB, ownerId: w.principalB.id, startDate: '2030-03-06', chosenId: w.sub.id });
  await applyDirect(t.deps, open, w.sub.id);
  await applyDirect(t.deps, open, other.id);
  await applyDirect(t.deps, bookedJob, w.sub.id);
  // a booking the school took back: it stays in the person's bookings, with when it ended (the choice history, 0044)
  const takenBack = await createJob(t.deps, { schoolId: w.schoolA, ownerId: w.principalA.id, startDate: '2030-03-07', chosenId: w.sub.id });
  await db.execute(sql`UPDATE jobs SET chosen_id = NULL, chosen_at = NULL, updated_at = '2030-03-04T07:00:00Z' WHERE id = ${takenBack}`);
  await db.insert(jobUserState).values({ jobId: open, accountId: w.sub.id, viewedAt: t.clock.now() });
  await db.insert(syncLog).values([
    { accountId: w.sub.id, deviceId: 'dev-sub', kind: 'pull', collection: 'jobs', outcome: 'ok' },
    { accountId: other.id, deviceId: 'dev-other', kind: 'pull', collection: 'jobs', outcome: 'ok' },
  ]);
  await db.insert(accessibilityFeedback).values([
    { id: randomUUID(), accountId: w.sub.id, message: 'Min respons', lang: 'sv', createdAt: t.clock.now() },
    { id: randomUUID(), accountId: other.id, message: 'Ottos respons', lang: 'sv', createdAt: t.clock.now() },
  ]);
  await db.insert(adminAuditLog).values({ adminId: w.adminUser.id, action: 'profile', subjectId: w.sub.id, at: t.clock.now() });
  await db.execute(sql`INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, actor_id, reason, late, start_date, end_date, start_time, end_time, cancelled_at)
    VALUES (${randomUUID()}, ${randomUUID()}, ${w.schoolA}, ${w.sub.id}, 'substitute', ${w.sub.id}, 'Sjuk', true, '2030-03-02', '2030-03-02', '08:00', '12:00', ${t.clock.now().toISOString()})`);
  await db.execute(sql`INSERT INTO notification_deliveries (id, account_id, event, channel, target, payload, status)
    VALUES (${randomUUID()}, ${w.sub.id}, 'chosen', 'email', ${w.sub.email}, ${JSON.stringify({ subject: 'Du är vald', text: 'Grattis' })}::jsonb, 'sent'),
           (${randomUUID()}, ${other.id}, 'chosen', 'email', ${other.email}, ${JSON.stringify({ subject: 'Otto vald', text: 'x' })}::jsonb, 'sent')`);
  // notices to the schools naming the substitute (migration 0042's about_id), and one naming the other person
  await db.execute(sql`INSERT INTO notification_deliveries (id, account_id, event, job_id, about_id, channel, target, payload, status, sent_at)
    VALUES (${randomUUID()}, ${w.principalB.id}, 'new_applicant', ${bookedJob}, ${w.sub.id}, 'email', ${w.principalB.email},
              ${JSON.stringify({ subject: 'Ny anmälan', text: 'Vera Vikarie har anmält sig', html: '<p>x</p>' })}::jsonb, 'sent', ${t.clock.now().toISOString()}),
           (${randomUUID()}, ${w.principalB.id}, 'new_applicant', ${bookedJob}, ${w.sub.id}, 'push', 'https://push.rektor.example',
              ${JSON.stringify({ title: 'Ny anmälan', body: 'Vera Vikarie har anmält sig' })}::jsonb, 'pending', null),
           (${randomUUID()}, ${w.principalA.id}, 'new_applicant', ${open}, ${other.id}, 'email', ${w.principalA.email},
              ${JSON.stringify({ subject: 'Ny anmälan', text: 'Otto har anmält sig' })}::jsonb, 'sent', ${t.clock.now().toISOString()})`);
  // hours the school corrected (decision 030), and another person's, which must not show
  await db.execute(sql`INSERT INTO job_hours (id, job_id, school_id, substitute_id, day, type_of_temp, scheduled_start, scheduled_end, start_time, end_time,
      break_minutes, lessons, status, late, note, reviewed_by_name, reviewed_at, updated_at)
    VALUES (${randomUUID()}, ${bookedJob}, ${w.schoolB}, ${w.sub.id}, '2030-03-06', 1, '08:00', '15:30', '08:15', '15:00', 30, 4, 'corrected', true, 'Kom 08:15', 'Rita Rektor', ${t.clock.now().toISOString()}, ${t.clock.now().toISOString()}),
           (${randomUUID()}, ${randomUUID()}, ${w.schoolB}, ${other.id}, '2030-03-06', 1, '08:00', '15:30', '08:00', '15:30', 30, null, 'pending', false, null, null, null, ${t.clock.now().toISOString()})`);
  // availability (a pattern and a day answered to the evening question) and offers (one declined), the other person's too
  await db.execute(sql`INSERT INTO availability_patterns (account_id, weekday, morning, afternoon) VALUES (${w.sub.id}, 1, true, null), (${other.id}, 2, true, true)`);
  await db.execute(sql`INSERT INTO availability_days (account_id, date, morning, afternoon, answered) VALUES (${w.sub.id}, '2030-03-05', false, false, true)`);
  await db.execute(sql`UPDATE accounts SET ask_free_tomorrow = false WHERE id = ${w.sub.id}`);
  await db.execute(sql`INSERT INTO offers (job_id, account_id, wave, reason, offered_at, declined_at, decline_reason)
    VALUES (${open}, ${w.sub.id}, 1, 'preferred', ${t.clock.now().toISOString()}, ${t.clock.now().toISOString()}, 'notFree'),
           (${open}, ${other.id}, 3, 'region', ${t.clock.now().toISOString()}, null, null)`);
});
afterAll(async () => t.close());

const download = async (account: TestAccount, format: 'json' | 'xlsx', query = '') => t.request('GET', `/api/shared/my-data.${format}${query}`, { token: account.token });
/** Everything that would name the other substitute. */
const otherMarkers = () => [other.email, other.id, 'Otto', 'dev-other'];

describe('GET /api/shared/my-data.json', () => {
  it('gives a substitute every kind of their data, and none of anybody else’s', async () => {
    const res = await download(w.sub, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="vikariat-mina-uppgifter-2030-03-04.json"');
    const body = (await res.json()) as PersonalData;
    expect(body.subject).toEqual({ id: w.sub.id, email: w.sub.email });
    expect(Object.keys(body.data).sort()).toEqual(PERSONAL_DATA_SHEETS.map((s) => s.key).sort());
    const { data } = body;
    expect(data.account).toContainEqual({ field: 'email', value: w.sub.email });
    expect(data.account).toContainEqual({ field: 'profile.regions', value: ['091'] });
    expect(data.applications.map((a) => [a['startDate'], a['school'], a['chosen']])).toEqual([
      ['2030-03-05', 'Solbackaskolan', false],
      ['2030-03-06', 'Esbo skola', true],
    ]);
    expect(data.bookedJobs.map((j) => [j['school'], j['endedAt']])).toEqual([
      ['Esbo skola', null],
      ['Solbackaskolan', '2030-03-04T07:00:00.000Z'],
    ]);
    expect(data.jobMarks).toHaveLength(1);
    expect(data.bookingCancellations).toEqual([expect.objectContaining({ reason: 'Sjuk', late: true, cancelledBy: 'substitute' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'Du är vald', body: 'Grattis', channel: 'email' })]);
    // what the schools were told about them: whom as a role and a school, never the recipient's address or push service
    expect(data.notificationsAboutMe).toHaveLength(2);
    expect(data.notificationsAboutMe).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'new_applicant', recipient: 'principal', school: 'Esbo skola', channel: 'email', title: 'Ny anmälan', status: 'sent' }),
        expect.objectContaining({ event: 'new_applicant', recipient: 'principal', school: 'Esbo skola', channel: 'push', body: 'Vera Vikarie har anmält sig' }),
      ]),
    );
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.syncLog.map((l) => l['deviceId'])).toEqual(['dev-sub']);
    expect(data.accessibilityFeedback.map((f) => f['message'])).toEqual(['Min respons']);
    expect(data.adminReads).toEqual([expect.objectContaining({ action: 'profile' })]);
    expect(data.hours).toEqual([
      expect.objectContaining({
        day: '2030-03-06',
        school: 'Esbo skola',
        startTime: '08:15',
        breakMinutes: 30,
        lessons: 4,
        status: 'corrected',
        late: true,
        note: 'Kom 08:15',
        reviewedBy: 'Rita Rektor',
      }),
    ]);
    expect(data.account).toContainEqual({ field: 'askFreeTomorrow', value: false });
    expect(data.availability).toEqual([
      expect.objectContaining({ day: '2030-03-05', morning: false, afternoon: false, answered: true }),
      expect.objectContaining({ day: 'weekday 1', morning: true, afternoon: null, answered: false }),
    ]);
    expect(data.offers).toEqual([expect.objectContaining({ school: 'Solbackaskolan', wave: 1, reason: 'preferred', declineReason: 'notFree' })]);
    const text = JSON.stringify(body);
    for (const marker of [...otherMarkers(), 'Ottos respons', 'Otto vald', 'password', '$argon2']) expect(text).not.toContain(marker);
    for (const marker of [w.principalB.email, w.principalB.id, 'push.rektor.example', '<p>']) expect(text).not.toContain(marker);
  });

  it('is always the caller’s own: a query naming someone else changes nothing', async () => {
    const res = await download(w.sub, 'json', `?email=${encodeURIComponent(other.email)}&id=${other.id}`);
    const body = (await res.json()) as PersonalData;
    expect(body.subject.id).toBe(w.sub.id);
    for (const marker of otherMarkers()) expect(JSON.stringify(body)).not.toContain(marker);
  });

  it('gives a teacher the jobs they posted without the applicants', async () => {
    const body = (await (await download(w.teacherA, 'json')).json()) as PersonalData;
    expect(body.data.postedJobs.map((j) => [j['startDate'], j['school'], j['someoneChosen']])).toEqual([['2030-03-05', 'Solbackaskolan', false]]);
    expect(body.data.applications).toEqual([]);
    const text = JSON.stringify(body);
    for (const marker of [w.sub.email, w.sub.id, ...otherMarkers()]) expect(text).not.toContain(marker);
  });

  it('needs a sign-in', async () => {
    expect((await t.request('GET', '/api/shared/my-data.json')).status).toBe(401);
    expect((await t.request('GET', '/api/shared/my-data.xlsx', { token: 'garbage' })).status).toBe(401);
  });
});

describe('GET /api/shared/my-data.xlsx', () => {
  it('is a workbook with one sheet per kind in the reader’s language that LibreOffice opens, dates dd.MM.yyyy', async () => {
    const res = await download(w.sub, 'xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const buffer = Buffer.from(await res.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(PERSONAL_DATA_SHEETS.map((s) => s.title.sv));

    const dir = mkdtempSync(path.join(tmpdir(), 'vikariat-mydata-'));
    const file = path.join(dir, 'data.xlsx');
    writeFileSync(file, buffer);
    // every sheet to its own CSV (the filter's last token -1), as a person's spreadsheet program would read them
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 120_000 },
    );
    const sheet = (name: string) =>
      readFileSync(path.join(dir, `data-${name}.csv`), 'utf8')
        .trim()
        .split(/\r?\n/);
    expect(sheet('Anmälningar')[0]).toBe('Startdatum,Slutdatum,Starttid,Sluttid,Skola,Anmäld,Aktiv,Återtagen,Vald');
    expect(sheet('Anmälningar')[1]).toMatch(/^05\.03\.2030,05\.03\.2030,08:00,15:30,Solbackaskolan,04\.03\.2030 08:00,Ja,,Nej$/);
    expect(sheet('Konto')).toContain(`E-post,${w.sub.email}`);
    expect(sheet('Notiser om dig till skolor')[0]).toBe('Händelse,Mottagare,Skola,Kanal,Rubrik,Text,Status,Skapad,Skickad');
    // the codes as the person's own words: the account type, a notice's event, channel and status, the hours' status
    // and who cancelled (the JSON keeps the codes)
    expect(sheet('Konto')).toEqual(expect.arrayContaining(['Kontotyp,Vikarie', 'Språk,Svenska']));
    expect(sheet('Notiser')[1]).toMatch(/^Vald till vikariat,E-post,Du är vald,Grattis,Skickad,/);
    expect(sheet('Notiser om dig till skolor').join('\n')).toMatch(/^Ny sökande,Rektor,[^,]+,E-post,Ny anmälan,[^,]+,Skickad,/m);
    expect(sheet('Notiser om dig till skolor').join('\n')).toMatch(/^Ny sökande,Rektor,[^,]+,Push,Ny anmälan,[^,]+,Väntar,/m);
    expect(sheet('Arbetstimmar')[1]).toContain(',Rättad av skolan,');
    expect(sheet('Avbokningar')[1]).toContain(',Vikarien,Sjuk,');
    const all = readdirSync(dir)
      .filter((f) => f.endsWith('.csv'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    expect(readdirSync(dir).filter((f) => f.endsWith('.csv'))).toHaveLength(PERSONAL_DATA_SHEETS.length);
    for (const marker of [...otherMarkers(), w.principalB.email, 'push.rektor.example']) expect(all).not.toContain(marker);
  }, 180_000);

  it('is in Finnish for a Finnish reader', async () => {
    const fi = await createSubstitute(t.deps, ['091']);
    await t.deps.database.db.execute(sql`UPDATE accounts SET site_lang = 1 WHERE id = ${fi.id}`);
    const res = await download(fi, 'xlsx');
    expect(res.headers.get('content-disposition')).toContain('vikariat-omat-tiedot-2030-03-04.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.name).toBe('Tili');
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Tieto', 'Arvo']);
    const account = (book.worksheets[0]?.getSheetValues() ?? []).map((r) =>
      Array.isArray(r)
        ? (r as unknown[])
            .slice(1)
            .map((v) => (typeof v === 'string' ? v : ''))
            .join(',')
        : '',
    );
    expect(account).toEqual(expect.arrayContaining(['Tilityyppi,Sijainen', 'Kieli,Suomi']));
  });
});
