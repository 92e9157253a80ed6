import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import postgres from 'postgres';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO, e2eDatabaseUrl } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * Hours for payroll (issue 24) in a real browser against the real server: after a two-day job the chosen substitute
 * gives both days' hours on a phone with no network and reconnects; the leader corrects one day with a reason and
 * approves the other with a late arrival on the month view; the substitute sees the correction with who and why; the
 * month's payroll workbook and CSV hold one row per day with Finnish dates.
 */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The Helsinki date `days` before today (yyyy-MM-dd). */
function helsinkiDaysAgo(days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - days * 86_400_000),
  );
}
const finnish = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}.${m}.${y}`;
};

/** A cell as a person reads it: a date in Finnish, a number or text as it is. */
const cellText = (v: unknown): string => (v instanceof Date ? finnish(v.toISOString().slice(0, 10)) : typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** The rows of a downloaded file's first sheet, as text. */
async function workbookRows(page: Page, button: string): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => cellText(v))));
  return rows;
}

test('the substitute gives hours offline, reconnects; the leader corrects and approves; the payroll files have the rows', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const leader = await apiSignIn(request, DEMO.leader);
  const substitute = await apiSignIn(request, DEMO.substitute);
  // booked while it lay ahead (a job in the past cannot be posted or booked), then moved to the last two days
  const ahead = dayOfNextMonth(24 + test.info().retry);
  const job = await apiPostJob(request, leader.token, {
    startDate: ahead.iso,
    startTime: '08:00',
    endTime: '13:00',
    additionalInfo: 'E2E timmar',
    school: leader.claims.school?.id ?? '',
  });
  expect((await request.post('/api/users/add/applicant', { headers: auth(substitute.token), data: { uniqueId: job } })).status()).toBe(200);
  expect((await request.post('/api/teachers/addchosen', { headers: auth(leader.token), data: { email: DEMO.substitute, id: job } })).status()).toBe(200);
  const [first, second] = [helsinkiDaysAgo(2), helsinkiDaysAgo(1)];
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => undefined });
  try {
    await sql`UPDATE jobs SET start_date = ${first}, end_date = ${second}, expire = (${second}::date + time '13:00') AT TIME ZONE 'Europe/Helsinki' WHERE id = ${job}`;
    const [person] = await sql<{ name: string }[]>`SELECT last_name || ' ' || first_name AS name FROM accounts WHERE email = ${DEMO.substitute}`;

    // the phone syncs the job once, then has no network
    const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const s = await phone.newPage();
    await signIn(s, DEMO.substitute);
    await s.goto(`/app/specific/${job}`);
    const hours = s.getByRole('region', { name: 'Arbetade timmar' });
    const day1 = hours.getByRole('listitem', { name: finnish(first) });
    await expect(day1.getByLabel(/Började/)).toHaveValue('08:00', { timeout: 30_000 });
    await s.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.setOffline(true);
    await s.goto(`/app/specific/${job}`);
    await day1.getByLabel(/Slutade/).fill('13:30');
    await day1.getByLabel(/Obetald rast/).fill('30');
    await day1.getByLabel(/Lektioner/).fill('4');
    await day1.getByRole('button', { name: `Bekräfta timmarna ${finnish(first)}` }).click();
    await expect(day1.getByText('Väntar på godkännande')).toBeVisible();
    const day2 = hours.getByRole('listitem', { name: finnish(second) });
    await day2.getByRole('button', { name: `Bekräfta timmarna ${finnish(second)}` }).click();
    await expect(day2.getByText('Väntar på godkännande')).toBeVisible();
    await expectAccessible(s);
    expect(await sql`SELECT 1 FROM job_hours WHERE job_id = ${job}`).toHaveLength(0);
    await phone.setOffline(false);
    await expect.poll(async () => (await sql`SELECT day FROM job_hours WHERE job_id = ${job}`).length, { timeout: 60_000 }).toBe(2);

    // the leader's month view on a tablet: correct the first day, approve the second as a late arrival
    const tablet = await browser.newContext({ viewport: TABLET });
    const p = await tablet.newPage();
    await signIn(p, DEMO.leader);
    await p.goto('/app/hours');
    await p.getByLabel('Månad').fill(first.slice(0, 7));
    const title1 = new RegExp(`^${finnish(first).replaceAll('.', '\\.')} · ${person?.name ?? ''}`);
    const review1 = p.getByRole('listitem', { name: title1 });
    await expect(review1.getByText('Väntar på godkännande')).toBeVisible({ timeout: 20_000 });
    await review1.getByRole('button', { name: /^Rätta / }).click();
    await review1.getByLabel(/Började/).fill('08:15');
    await review1.getByLabel(/Orsak/).fill('Kom 08.15 enligt expeditionen');
    await expectAccessible(p);
    await review1.getByRole('button', { name: 'Spara rättelsen' }).click();
    await expect(review1.getByText('Rättad av skolan')).toBeVisible();
    if (second.slice(0, 7) !== first.slice(0, 7)) await p.getByLabel('Månad').fill(second.slice(0, 7));
    // the demo's own booking of yesterday is in the same list: this job's day is the one of 08:00–13:00
    const review2 = p.getByRole('listitem', { name: new RegExp(`^${finnish(second).replaceAll('.', '\\.')} · `) }).filter({ hasText: '08:00–13:00' });
    await review2.getByLabel('Sen ankomst').check();
    await review2.getByRole('button', { name: /^Godkänn / }).click();
    await expect(review2.getByText('Godkänd')).toBeVisible();
    await expectAccessible(p);

    // the payroll files of the month: one row per day, Finnish dates
    await p.getByLabel('Månad').fill(first.slice(0, 7));
    const rows = await workbookRows(p, 'Löneexport (xlsx)');
    expect(rows[0]?.slice(0, 4)).toEqual(['Person', 'Födelsedatum', 'Skola', 'Datum']);
    const mine = rows.filter((r) => r[0] === person?.name && r[3] === finnish(first));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.slice(4, 9)).toEqual(['08:15', '13:30', '30', '4.75', '4']);
    expect(mine[0]?.[10]).toBe('Rättad: Kom 08.15 enligt expeditionen');
    const csvDownload = p.waitForEvent('download');
    await p.getByRole('button', { name: 'Löneexport (CSV)' }).click();
    const csv = readFileSync(await (await csvDownload).path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(`${person?.name ?? ''};`);
    expect(csv).toContain(`;${finnish(first)};08:15;13:30;30;4,75;4;`);
    await tablet.close();

    // back online, the substitute reads the school's correction: who and why
    await s.goto(`/app/specific/${job}`);
    await expect(day1.getByText('Rättad av skolan')).toBeVisible({ timeout: 30_000 });
    await expect(day1.getByText(/Kom 08\.15 enligt expeditionen/)).toBeVisible();
    await expect(day2.getByText('Sen ankomst')).toBeVisible();
    await s.goto('/app/jobs/mywork');
    await expect(s.getByRole('heading', { name: 'Mitt arbete' })).toBeVisible();
    await expect(s.getByText(/Kom 08\.15 enligt expeditionen/)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(s);
    await phone.close();
  } finally {
    await sql.end();
  }
});
