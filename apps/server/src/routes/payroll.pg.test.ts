import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { bookedPastJob, dayEntry, outboxAction, push, setAskLessons } from '../../test/hours/hours-world.ts';
import { createJob } from '../../test/jobs/fixtures.ts';

/**
 * The month's hours and the payroll export (issue 24, decision 030): who may read which school's month, the files
 * opened in LibreOffice (dates d.m.yyyy, the CSV with a BOM and ';'), and the substitute's own "My work".
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const run = promisify(execFile);

/** The file as LibreOffice reads it, converted to comma-separated text (what a person opening it would see). */
async function openedInLibreOffice(body: ArrayBuffer, name: string, infilter?: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vikariat-payroll-'));
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.from(body));
  const out = path.join(dir, 'out');
  const filter = infilter === undefined ? [] : [`--infilter=${infilter}`];
  await run(
    'soffice',
    [`-env:UserInstallation=file://${dir}/profile`, '--headless', ...filter, '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', out, file],
    {
      timeout: 120_000,
    },
  );
  return readFileSync(path.join(out, `${name.replace(/\.[a-z]+$/, '')}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/);
}

const exportFile = (token: string, body: Record<string, unknown>) => ctx.t.request('POST', '/api/principals/payroll/export', { token, body });

/** February 2030 at school A: one day given and corrected, one approved late, one no-show; one at school B. */
async function february() {
  const { job, sub } = await bookedPastJob(ctx);
  await setAskLessons(ctx, ctx.w.schoolA, true);
  // the name and the birth date payroll needs
  await ctx.t.deps.database.db.execute(
    sql`UPDATE accounts SET first_name = 'Vera', last_name = 'Vikström', profile = profile || '{"birthDate": "19900305"}' WHERE id = ${sub.id}`,
  );
  await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job)), outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-27', { lessons: 6 }))]);
  await post('/api/principals/hours/correct', ctx.w.principalA.token, {
    id: job,
    day: '2030-02-26',
    start: '08:30',
    end: '14:30',
    breakMinutes: 30,
    lessons: 5,
    reason: 'Kom 08.30; ringde',
  });
  await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: job, day: '2030-02-27', late: true });
  const other = await bookedPastJob(ctx, ctx.w.schoolB, { startDate: '2030-02-20', endDate: '2030-02-20', startTime: '09:00', endTime: '12:00' });
  await push(ctx, other.sub.token, [outboxAction(other.sub, 'submitHours', dayEntry(other.job, '2030-02-20', { start: '09:00', end: '12:00', breakMinutes: 0 }))]);
  return { job, sub, other };
}

describe('the month of hours and the payroll export', () => {
  it('opens in LibreOffice: one row per person per day, Finnish dates, the xlsx and the CSV alike', async () => {
    const { job } = await february();
    const month = await post('/api/principals/hours/month', ctx.w.principalA.token, { month: '2030-02' });
    expect(month.status).toBe(200);
    const rows = month.body['rows'] as Array<Record<string, unknown>>;
    expect(rows.filter((r) => r['jobId'] === job).map((r) => [r['day'], r['status']])).toEqual([
      ['2030-02-26', 'corrected'],
      ['2030-02-27', 'approved'],
    ]);
    expect(rows.every((r) => r['schoolId'] === ctx.w.schoolA)).toBe(true);

    const xlsx = await exportFile(ctx.w.principalA.token, { month: '2030-02', format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('lon-2030-02.xlsx');
    const sheet = await openedInLibreOffice(await xlsx.arrayBuffer(), 'lon.xlsx');
    expect(sheet[0]).toBe('Person,Födelsedatum,Skola,Datum,Start,Slut,Rast (min),Timmar,Lektioner,Typ av vikariat,Status / orsak');
    const vera = sheet.filter((line) => line.startsWith('Vikström Vera'));
    expect(vera).toHaveLength(2);
    expect(vera[0]).toMatch(/^Vikström Vera,5\.3\.1990,Solbackaskolan,26\.2\.2030,08:30,14:30,30,5[.,]50,5,[^,]+,Rättad: Kom 08\.30; ringde$/);
    expect(vera[1]).toMatch(/^Vikström Vera,5\.3\.1990,Solbackaskolan,27\.2\.2030,08:10,14:30,30,5[.,]83,6,[^,]+,"Godkänd, sen ankomst"$/);

    const csv = await exportFile(ctx.w.principalA.token, { month: '2030-02', format: 'csv' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // one mark, not two (a decoder drops one by default: this one keeps them all)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Person;Födelsedatum;Skola;Datum;Start;Slut;Rast (min);Timmar;Lektioner;Typ av vikariat;Status / orsak');
    expect(text).toContain('Vikström Vera;5.3.1990;Solbackaskolan;26.2.2030;08:30;14:30;30;5,50;5;');
    // LibreOffice reads it as a Finnish payroll import would: ';' between fields, UTF-8
    const opened = await openedInLibreOffice(await csv.arrayBuffer(), 'palkat.csv', 'CSV:59,34,76');
    expect(opened.filter((line) => line.startsWith('Vikström Vera'))).toHaveLength(2);
    expect(opened.some((line) => line.includes('Esbo skola'))).toBe(false);
  }, 240_000);

  it('is the school’s leaders’ (a leader of several: all of them) and admins’, who name the school; nobody else’s', async () => {
    await february();
    const both = await post('/api/principals/hours/month', ctx.w.leader.token, { month: '2030-02' });
    expect(new Set((both.body['rows'] as Array<{ schoolId: string }>).map((r) => r.schoolId))).toEqual(new Set([ctx.w.schoolA, ctx.w.schoolB]));
    const onlyB = await post('/api/principals/hours/month', ctx.w.principalB.token, { month: '2030-02' });
    expect((onlyB.body['rows'] as Array<{ schoolId: string }>).every((r) => r.schoolId === ctx.w.schoolB)).toBe(true);
    expect((await post('/api/principals/hours/month', ctx.w.principalB.token, { month: '2030-02', schoolId: ctx.w.schoolA })).status).toBe(403);
    expect((await exportFile(ctx.w.principalB.token, { month: '2030-02', schoolId: ctx.w.schoolA })).status).toBe(403);
    for (const token of [ctx.w.teacherA.token, ctx.w.sub.token]) {
      expect((await post('/api/principals/hours/month', token, { month: '2030-02' })).status).toBe(403);
      expect((await exportFile(token, { month: '2030-02' })).status).toBe(403);
    }
    expect((await post('/api/principals/hours/month', undefined, { month: '2030-02' })).status).toBe(401);
    const admin = await post('/api/principals/hours/month', ctx.w.adminUser.token, { month: '2030-02' });
    expect(admin).toMatchObject({ status: 400, body: { fields: { schoolId: 'Välj skola.' } } });
    const adminA = await post('/api/principals/hours/month', ctx.w.adminUser.token, { month: '2030-02', schoolId: ctx.w.schoolA });
    expect((adminA.body['rows'] as unknown[]).length).toBeGreaterThan(0);
    const bad = await post('/api/principals/hours/month', ctx.w.principalA.token, { month: '2030-13' });
    expect(bad).toMatchObject({ status: 400, body: { fields: { month: 'Ogiltig månad (ÅÅÅÅ-MM)' } } });
    expect((await exportFile(ctx.w.principalA.token, { month: '2030-02', format: 'pdf' })).status).toBe(400);
  });

  it('names an SOS job "SOS", as the screens do, in the month and the file, also once the job is purged', async () => {
    const { job, sub } = await bookedPastJob(ctx, ctx.w.schoolA, { startDate: '2030-02-26', endDate: '2030-02-26', startTime: '08:00', endTime: '12:00' });
    // posted as POST /api/principals/sos posts it: type other, the text SOS; the hours copy the type and the text
    await ctx.t.deps.database.db.execute(sql`UPDATE jobs SET sos = true, type_of_temp = 17, other_txt = 'SOS' WHERE id = ${job}`);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-26', { start: '08:00', end: '12:00', breakMinutes: 0 }))]);
    const typeOf = async () => {
      const month = await post('/api/principals/hours/month', ctx.w.principalA.token, { month: '2030-02' });
      const row = (month.body['rows'] as Array<Record<string, unknown>>).find((r) => r['jobId'] === job);
      const csv = await (await exportFile(ctx.w.principalA.token, { month: '2030-02', format: 'csv' })).text();
      const line = csv.split('\r\n').find((l) => l.includes(';26.2.2030;08:00;12:00;0;4,00;')) ?? '';
      return { sos: row?.['sos'], type: line.split(';').at(-2) };
    };
    expect(await typeOf()).toEqual({ sos: true, type: 'SOS' });
    // the job is purged 30 days after its end; its hours, and its statistics archive, stay
    await ctx.t.deps.database.db.execute(sql`DELETE FROM jobs WHERE id = ${job}`);
    expect(await typeOf()).toEqual({ sos: true, type: 'SOS' });
  });

  it('lists the booked days that ended without hours, for the school and in the person’s My work', async () => {
    const { job, sub } = await bookedPastJob(ctx, ctx.w.schoolA, { startDate: '2030-03-01', endDate: '2030-03-01', startTime: '08:00', endTime: '12:00' });
    // booked for today too: not over yet, so not missing
    await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-04', startTime: '08:00', endTime: '15:00', chosenId: sub.id });
    const month = await post('/api/principals/hours/month', ctx.w.principalA.token, { month: '2030-03' });
    expect((month.body['missing'] as Array<{ jobId: string; day: string }>).filter((m) => m.jobId === job || m.day === '2030-03-04')).toEqual([
      expect.objectContaining({ jobId: job, day: '2030-03-01', substituteId: sub.id }),
    ]);
    const mine = await post('/api/users/hours/mywork', sub.token, { year: 2030 });
    expect(mine.body['missing']).toEqual([expect.objectContaining({ jobId: job, day: '2030-03-01' })]);
  });
});

describe('My work: the substitute’s own hours', () => {
  it('by month, approved and pending, only their own; the year as a workbook LibreOffice opens', async () => {
    const { sub, other } = await february();
    const mine = await post('/api/users/hours/mywork', sub.token, { year: 2030 });
    expect(mine.status).toBe(200);
    expect(mine.body['months']).toEqual([{ month: '2030-02', jobs: 1, days: 2, hours: 11.33, approvedHours: 11.33, pendingHours: 0, corrected: 1 }]);
    expect((mine.body['rows'] as Array<{ substituteId: string }>).every((r) => r.substituteId === sub.id)).toBe(true);
    const theirs = await post('/api/users/hours/mywork', other.sub.token, { year: 2030 });
    expect(theirs.body['months']).toEqual([{ month: '2030-02', jobs: 1, days: 1, hours: 3, approvedHours: 0, pendingHours: 3, corrected: 0 }]);
    expect((await post('/api/users/hours/mywork', ctx.w.principalA.token, {})).status).toBe(403);
    expect((await post('/api/users/hours/mywork', sub.token, { year: 'last' })).status).toBe(400);

    const xlsx = await ctx.t.request('POST', '/api/users/hours/mywork/export', { token: sub.token, body: { year: 2030 } });
    expect(xlsx.status).toBe(200);
    const sheet = await openedInLibreOffice(await xlsx.arrayBuffer(), 'mitt-arbete.xlsx');
    expect(sheet).toHaveLength(3);
    expect(sheet.slice(1).every((line) => line.startsWith('Vikström Vera,5.3.1990,Solbackaskolan,'))).toBe(true);
  }, 240_000);
});
