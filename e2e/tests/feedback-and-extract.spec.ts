import { expect, test, type APIRequestContext } from '@playwright/test';
import postgres from 'postgres';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO, e2eDatabaseUrl } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * Feedback after a job (issue 24) and the criminal-record extract seen (issue 25), decision 031, in a real browser
 * against the real server: both sides rate a finished job, the school sees its own history on the substitute's
 * profile and records the extract seen there, and an admin sees only the aggregates. Finnish on a tablet and a phone,
 * Swedish on a phone and a tablet.
 */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Yesterday in Finland (yyyy-MM-dd and dd.MM.yyyy). */
function yesterday(): { iso: string; shown: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date(Date.now() - 86_400_000));
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}.${m}.${y}` };
}

/** A job the school booked the substitute for, then moved to yesterday: it has ended (the API refuses past dates). */
async function endedBooking(request: APIRequestContext, schoolUser: string, substitute: string, note: string): Promise<string> {
  const school = await apiSignIn(request, schoolUser);
  const sub = await apiSignIn(request, substitute);
  const day = dayOfNextMonth(10 + test.info().retry);
  const job = await apiPostJob(request, school.token, {
    startDate: day.iso,
    startTime: '08:00',
    endTime: '13:00',
    additionalInfo: note,
    school: school.claims.school?.id ?? '',
  });
  expect((await request.post('/api/users/add/applicant', { headers: auth(sub.token), data: { uniqueId: job } })).status()).toBe(200);
  expect((await request.post('/api/teachers/addchosen', { headers: auth(school.token), data: { email: substitute, id: job } })).status()).toBe(200);
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => undefined });
  try {
    await sql`UPDATE jobs SET start_date = ${yesterday().iso}::date, end_date = ${yesterday().iso}::date WHERE id = ${job}`;
  } finally {
    await sql.end();
  }
  return job;
}

test('both sides rate a finished job; the principal sees the history and records the extract seen (Finnish)', async ({ browser, request }) => {
  test.setTimeout(150_000);
  await endedBooking(request, DEMO.principal, DEMO.substituteFi, 'E2E palaute');

  const tablet = await browser.newContext({ viewport: TABLET });
  const p = await tablet.newPage();
  await signIn(p, DEMO.principal);
  await p.goto('/app/feedback');
  await expect(p.getByRole('heading', { name: 'Palautteet', level: 1 })).toBeVisible();
  const card = p.getByRole('listitem').filter({ hasText: yesterday().shown }).first();
  await card.getByText('5', { exact: true }).click();
  await card.getByLabel('Kommentti (vapaaehtoinen)').fill('Erinomainen päivä');
  await expectAccessible(p);
  await card.getByRole('button', { name: 'Tallenna palaute' }).click();
  await expect(p.getByText('Kiitos! Palaute on tallennettu.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Päivitä palaute' })).toBeVisible();

  // the substitute's profile as the school sees it: its own history, and the extract seen today
  await p.goto(`/app/profile/${encodeURIComponent(DEMO.substituteFi)}`);
  await expect(p.getByTestId('feedback-average')).toContainText('5,0/5');
  await expect(p.getByText('Erinomainen päivä')).toBeVisible();
  const extract = p.getByRole('region', { name: 'Koululle näytetty rikosrekisteriote' });
  await extract.getByRole('button', { name: 'Kirjaa ote näytetyksi' }).click();
  await expect(p.getByText('Kirjattu: ote on näytetty.')).toBeVisible();
  await expect(p.getByTestId('extract-seen')).toContainText('Näytetty');
  await expectAccessible(p);
  await tablet.close();

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const s = await phone.newPage();
  await signIn(s, DEMO.substituteFi);
  await s.goto('/app/feedback');
  const mine = s.getByRole('listitem').filter({ hasText: yesterday().shown }).first();
  await expect(mine).not.toContainText('Erinomainen päivä');
  await mine.getByText('3', { exact: true }).click();
  await expectAccessible(s);
  await mine.getByRole('button', { name: 'Tallenna palaute' }).click();
  await expect(s.getByText('Kiitos! Palaute on tallennettu.')).toBeVisible();
  await phone.close();
});

test('a leader and a substitute rate in Swedish on a phone; the admin sees only aggregates', async ({ browser, request }) => {
  test.setTimeout(150_000);
  await endedBooking(request, DEMO.leader, DEMO.substitute, 'E2E omdöme');

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const l = await phone.newPage();
  await signIn(l, DEMO.leader);
  await l.goto('/app/feedback');
  const card = l.getByRole('listitem').filter({ hasText: yesterday().shown }).first();
  await card.getByRole('button', { name: 'Spara omdöme' }).click();
  await expect(card.getByText('Välj ett betyg från 1 till 5.')).toBeVisible();
  await card.getByText('4', { exact: true }).click();
  await expectAccessible(l);
  await card.getByRole('button', { name: 'Spara omdöme' }).click();
  await expect(l.getByText('Tack! Omdömet är sparat.')).toBeVisible();
  await l.goto(`/app/profile/${encodeURIComponent(DEMO.substitute)}`);
  await expect(l.getByRole('heading', { name: 'Era omdömen' })).toBeVisible();
  await expect(l.getByRole('heading', { name: 'Straffregisterutdrag som visats för skolan' })).toBeVisible();
  await expectAccessible(l);
  await phone.close();

  const sub = await apiSignIn(request, DEMO.substitute);
  const jobs = (await (await request.post('/api/shared/feedback/jobs', { headers: auth(sub.token), data: {} })).json()) as { jobs: { jobId: string }[] };
  for (const { jobId } of jobs.jobs) await request.post('/api/shared/feedback/save', { headers: auth(sub.token), data: { jobId, rating: 2 } });

  const tablet = await browser.newContext({ viewport: TABLET });
  const a = await tablet.newPage();
  await signIn(a, DEMO.admin);
  await a.goto('/app/admin/feedback');
  const schools = a.getByRole('region', { name: 'Vikariernas omdömen per skola' }).first();
  await expect(schools.getByRole('row')).not.toHaveCount(0);
  await expect(a.getByRole('region', { name: 'Skolornas omdömen per vikarie' }).first().getByText(DEMO.substitute)).toBeVisible();
  await expect(a.getByText('Erinomainen päivä')).toHaveCount(0);
  await expectAccessible(a);
  await tablet.close();
});
