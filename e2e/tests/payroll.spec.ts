import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import postgres from 'postgres';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO, e2eDatabaseUrl } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * From chosen to paid (issue 24) in a real browser against the real server: after a two-day job the chosen substitute
 * confirms both days' hours on a phone (390 px, in Finnish) with no network and reconnects; the leader corrects one day
 * with a reason and approves the other with a late arrival on the month view (tablet, 1180 px, in Swedish); the
 * substitute is told (one e-mail per change, in Finnish) and sees the correction and its reason; the month's payroll
 * workbook and CSV hold the corrected row, with the lessons the school asks for.
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
  test.setTimeout(300_000);
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
  const schoolId = leader.claims.school?.id ?? '';
  const startedAt = new Date();
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => undefined });
  const [before] = await sql<{ ask: boolean }[]>`SELECT ask_lessons AS ask FROM schools WHERE id = ${schoolId}`;
  try {
    await sql`UPDATE jobs SET start_date = ${first}, end_date = ${second}, expire = (${second}::date + time '13:00') AT TIME ZONE 'Europe/Helsinki' WHERE id = ${job}`;
    // the school asks for lessons (principal settings); the substitute reads the app in Finnish (both undone below)
    await sql`UPDATE schools SET ask_lessons = true WHERE id = ${schoolId}`;
    await sql`UPDATE accounts SET site_lang = 1 WHERE email = ${DEMO.substitute}`;
    // the payroll files write the surname first; the screens, as everywhere in the app, the first name
    const [person] = await sql<{ id: string; name: string; shown: string }[]>`SELECT id, last_name || ' ' || first_name AS name,
      first_name || ' ' || last_name AS shown FROM accounts WHERE email = ${DEMO.substitute}`;

    // the phone opens the job once online (the school's lessons setting is read then), then loses the network
    const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const s = await phone.newPage();
    await signIn(s, DEMO.substitute);
    await s.goto(`/app/specific/${job}`);
    const hours = s.getByRole('region', { name: 'Tehdyt tunnit' });
    const day1 = hours.getByRole('listitem', { name: finnish(first) });
    // a time is an hour and a minute menu in the app's language (TimeField), not the browser's time input
    await expect(day1.getByRole('combobox', { name: 'Aloitti tunti' })).toHaveValue('08', { timeout: 30_000 });
    await expect(day1.getByRole('combobox', { name: 'Aloitti minuutti' })).toHaveValue('00');
    await expect(day1.getByLabel(/Oppitunnit/)).toBeVisible({ timeout: 20_000 });
    await s.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.setOffline(true);
    await day1.getByRole('combobox', { name: 'Lopetti tunti' }).selectOption('13');
    await day1.getByRole('combobox', { name: 'Lopetti minuutti' }).selectOption('30');
    await day1.getByLabel(/Palkaton tauko/).fill('30');
    await day1.getByLabel(/Oppitunnit/).fill('4');
    await day1.getByRole('button', { name: `Vahvista tunnit ${finnish(first)}` }).click();
    await expect(day1.getByText('Odottaa hyväksyntää')).toBeVisible();
    const day2 = hours.getByRole('listitem', { name: finnish(second) });
    await day2.getByRole('button', { name: `Vahvista tunnit ${finnish(second)}` }).click();
    await expect(day2.getByText('Odottaa hyväksyntää')).toBeVisible();
    await expectAccessible(s);
    expect(await sql`SELECT 1 FROM job_hours WHERE job_id = ${job}`).toHaveLength(0);
    await phone.setOffline(false);
    await expect.poll(async () => (await sql`SELECT day FROM job_hours WHERE job_id = ${job}`).length, { timeout: 60_000 }).toBe(2);

    // the leader's month view on a tablet: correct the first day, approve the second as a late arrival
    const tablet = await browser.newContext({ viewport: TABLET });
    const p = await tablet.newPage();
    await signIn(p, DEMO.leader);
    await p.goto('/app/hours');
    await p.getByLabel('Månad', { exact: true }).selectOption(first.slice(0, 7));
    const title1 = new RegExp(`^${finnish(first).replaceAll('.', '\\.')} · ${person?.shown ?? ''}`);
    // a demo booking may fall on this day too (seeded the day before, when a run crosses midnight in Helsinki): this
    // job's day is the one with the 4 lessons given above, before and after the correction
    const review1 = p.getByRole('listitem', { name: title1 }).filter({ hasText: '4 lektioner' });
    await expect(review1.getByText('Väntar på godkännande')).toBeVisible({ timeout: 20_000 });
    await review1.getByRole('button', { name: /^Rätta / }).click();
    // the start is an hour and a minute menu (the app's 24-hour TimeField): 08:00 becomes 08:15
    await review1.getByRole('combobox', { name: 'Började minut' }).selectOption('15');
    await review1.getByLabel(/Orsak/).fill('Kom 08.15 enligt expeditionen');
    await expectAccessible(p);
    await review1.getByRole('button', { name: 'Spara rättelsen' }).click();
    await expect(review1.getByText('Rättad av skolan')).toBeVisible();
    if (second.slice(0, 7) !== first.slice(0, 7)) await p.getByLabel('Månad', { exact: true }).selectOption(second.slice(0, 7));
    // the demo's own booking of yesterday is in the same list: this job's day is the one of 08:00–13:00
    const review2 = p.getByRole('listitem', { name: new RegExp(`^${finnish(second).replaceAll('.', '\\.')} · `) }).filter({ hasText: '08:00–13:00' });
    await review2.getByLabel('Sen ankomst').check();
    await review2.getByRole('button', { name: /^Godkänn / }).click();
    await expect(review2.getByText('Godkänd')).toBeVisible();
    await expectAccessible(p);

    // the payroll files of the month: one row per day, Finnish dates
    await p.getByLabel('Månad', { exact: true }).selectOption(first.slice(0, 7));
    const rows = await workbookRows(p, 'Löneexport (xlsx)');
    expect(rows[0]?.slice(0, 4)).toEqual(['Person', 'Födelsedatum', 'Skola', 'Datum']);
    // this job's row of that day is the one ending 13:30 as the substitute entered it (a demo booking may share the day)
    const mine = rows.filter((r) => r[0] === person?.name && r[3] === finnish(first) && r[5] === '13:30');
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

    // the substitute was told of each change once, in Finnish: the correction (who, what, why) and the late arrival
    const told = await sql<{ title: string; body: string }[]>`SELECT payload->>'subject' AS title, payload->>'text' AS body FROM notification_deliveries
      WHERE account_id = ${person?.id ?? ''} AND event = 'hours_reviewed' AND channel = 'email' AND created_at >= ${startedAt} ORDER BY created_at`;
    expect(told.map((m) => m.title)).toEqual(['Koulu on korjannut tuntisi', 'Koulu on merkinnyt myöhästymisen']);
    expect(told[0]?.body).toContain('Syy: Kom 08.15 enligt expeditionen');

    // back online, the substitute reads the school's correction: who and why
    await s.goto(`/app/specific/${job}`);
    await expect(day1.getByText('Koulun korjaama')).toBeVisible({ timeout: 30_000 });
    await expect(day1.getByText(/Kom 08\.15 enligt expeditionen/)).toBeVisible();
    await expect(day2.getByText('Myöhästyi')).toBeVisible();
    await expectAccessible(s);
    await s.goto('/app/jobs/mywork');
    await expect(s.getByRole('heading', { name: 'Työni' })).toBeVisible();
    await expect(s.getByText(/Kom 08\.15 enligt expeditionen/)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(s);
    await phone.close();
  } finally {
    await sql`UPDATE schools SET ask_lessons = ${before?.ask ?? false} WHERE id = ${schoolId}`;
    await sql`UPDATE accounts SET site_lang = 2 WHERE email = ${DEMO.substitute}`;
    await sql.end();
  }
});
