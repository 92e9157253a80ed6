import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';

/**
 * Jobs end to end (issue 5): a principal on a tablet posts a job with an attachment; a substitute on a phone
 * sees it arrive, applies while offline and is sent once back online; the principal sees the applicant arrive
 * and chooses; the substitute sees 'accepted', the school's phone and the attachment. Then a rejected
 * overlapping application and an SOS job.
 */
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 375, height: 812 };

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/app/login');
  await page.getByRole('textbox', { name: /^e-post(adress)?$/i }).fill(email);
  await page.getByRole('textbox', { name: /^lösenord$/i }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /logga in/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The 15th of next month in the browser's calendar (far from the demo jobs), as the app shows it. */
function fifteenthOfNextMonth(): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return `15.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
}

interface PostedJob {
  start: string;
  end: string;
  info: string;
  attachment?: string;
  /** Runs over two days (the 15th and the 16th). */
  twoDays?: boolean;
}

/** Fills /jobs/new as the leader of Solbackaskolan and Esbo (a school must be picked) and publishes. */
async function postJob(page: Page, job: PostedJob): Promise<void> {
  await page.goto('/app/jobs/new');
  await expect(page.getByRole('heading', { name: 'Skapa vikariat' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Skola', exact: true }).selectOption({ label: 'Solbackaskolan' });
  await page.getByRole('button', { name: /^Startdatum/ }).click();
  await page.locator('.rdp-button_next').click();
  await page.locator('.rdp-day:not(.rdp-outside) button', { hasText: /^15$/ }).click();
  if (job.twoDays) {
    await page.getByRole('button', { name: /^Slutdatum/ }).click();
    await page.locator('.rdp-day:not(.rdp-outside) button', { hasText: /^16$/ }).click();
  }
  await page.getByRole('combobox', { name: 'Starttid', exact: true }).selectOption(job.start);
  await page.getByRole('combobox', { name: 'Sluttid', exact: true }).selectOption(job.end);
  await page.getByRole('combobox', { name: 'Typ av vikariat', exact: true }).selectOption({ label: 'Klasslärare' });
  await page.getByLabel('Tilläggsinformation').fill(job.info);
  if (job.attachment) {
    await page.getByLabel('Bifogade filer').setInputFiles({ name: job.attachment, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e attachment') });
    await expect(page.getByRole('button', { name: `Ta bort ${job.attachment}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/jobs\/overview$/);
}

const boardCard = (page: Page, date: string, times: string) => page.getByTestId('board-card').filter({ hasText: `${date} ${times}` });

const openJobCard = (page: Page, date: string, times: string) => page.getByTestId('substitute-job-card').filter({ hasText: date }).filter({ hasText: times });

async function applyThroughConsent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Anmäl dig' }).click();
  const consent = page.getByRole('dialog', { name: 'Bekräfta din anmälan' });
  await expect(consent).toContainText('bindande');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Anmäl mig' }).click();
}

test.describe('jobs', () => {
  let school: BrowserContext;
  let substitute: BrowserContext;

  test.beforeEach(async ({ browser }) => {
    school = await browser.newContext({ viewport: TABLET });
    substitute = await browser.newContext({ viewport: PHONE, hasTouch: true });
  });

  test.afterEach(async () => {
    await school.close();
    await substitute.close();
  });

  test('post with attachment → live on the phone → apply offline → chosen → accepted with phone and file', async () => {
    test.setTimeout(180_000);
    const date = fifteenthOfNextMonth();
    const p = await school.newPage();
    const s = await substitute.newPage();
    await signInAs(p, DEMO.leader);
    await signInAs(s, DEMO.substitute);
    // the school's screens read the replicated jobs (decision 024): no online list is fetched, none is polled
    const onlineLists: string[] = [];
    p.on('request', (r) => {
      if (/\/api\/(principals\/temps|teachers\/(gettemp|getspecific|showapplicants))/.test(r.url())) onlineLists.push(r.url());
    });

    // the phone keeps its screens loaded before the signal goes
    await s.goto('/app/jobs/personal');
    await expect(s.getByRole('heading', { name: 'Mina anmälningar' })).toBeVisible();
    await s.goto('/app/jobs/all');
    await expect(s.getByRole('heading', { name: 'Lediga vikariat' })).toBeVisible();
    await expectAccessible(s);

    await p.goto('/app/jobs/new');
    await expectAccessible(p);
    await postJob(p, { start: '09:00', end: '12:00', info: 'E2E: lektionsplan bifogad', attachment: 'lektionsplan.pdf' });
    await expectAccessible(p);

    // appears on the substitute's open list without a reload
    const card = openJobCard(s, date, '09:00–12:00');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link').click();
    await expect(s).toHaveURL(/\/app\/specific\//);
    await expect(s.getByText('E2E: lektionsplan bifogad')).toBeVisible();
    await expectAccessible(s);
    // not chosen yet: neither the school's phone nor the attachment
    await expect(s.getByText('Skolans telefon')).toHaveCount(0);
    await expect(s.getByText('lektionsplan.pdf')).toHaveCount(0);

    await substitute.setOffline(true);
    await applyThroughConsent(s);
    await expect(s).toHaveURL(/\/app\/jobs\/personal$/);
    const mine = openJobCard(s, date, '09:00–12:00');
    await expect(mine).toContainText('Skickas…');
    await substitute.setOffline(false);
    await expect(mine).not.toContainText('Skickas…', { timeout: 20_000 });
    await expect(mine.locator('[data-status="pending"]')).toBeVisible();

    // the principal's board shows the applicant without a reload
    await p.goto('/app/jobs/overview');
    const board = boardCard(p, date, '09:00–12:00');
    await expect(board.getByTestId('applicant-card').filter({ hasText: 'Vera Vikström' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(p);

    await board.getByRole('link', { name: new RegExp(`${date} 09:00–12:00`) }).click();
    await expect(p).toHaveURL(/\/app\/manage\//);
    await expectAccessible(p);
    await p.getByRole('button', { name: 'Välj Vera Vikström' }).click();
    const confirmChoice = p.getByRole('alertdialog', { name: 'Är du säker på ditt val?' });
    await confirmChoice.getByRole('button', { name: 'Välj' }).click();
    const congratulations = p.getByRole('dialog', { name: 'Grattis!' });
    await expect(congratulations).toBeVisible();
    await congratulations.getByRole('button', { name: 'Kontakta vikarien' }).click();
    const contact = p.getByRole('dialog', { name: /Kontakta Vera Vikström/ });
    await expect(contact.getByRole('link', { name: /Ring \+358/ })).toHaveAttribute('href', /^tel:\+358/);
    await expect(contact.getByRole('link', { name: /vikarie@vikariat\.demo/ })).toHaveAttribute('href', 'mailto:vikarie@vikariat.demo');
    await contact.getByRole('button', { name: 'Stäng' }).click();
    await expect(p.getByText('Vald aspirant')).toBeVisible({ timeout: 15_000 });
    expect(onlineLists).toEqual([]);

    // the substitute sees 'accepted', the school's phone and the attachment
    await expect(mine.locator('[data-status="accepted"]')).toBeVisible({ timeout: 20_000 });
    await mine.getByRole('link').click();
    await expect(s.getByText('Du är vald till detta vikariat')).toBeVisible();
    await expect(s.getByRole('link', { name: '+358401234567' })).toHaveAttribute('href', 'tel:+358401234567');
    await expect(s.getByRole('button', { name: 'lektionsplan.pdf' })).toBeVisible();
    await expectAccessible(s);

    // a job 1 h after the chosen one: the page says so before applying, naming the chosen job (full overlap)
    await postJob(p, { start: '13:00', end: '15:00', info: 'E2E: krockar' });
    await s.goto('/app/jobs/all');
    const clash = openJobCard(s, date, '13:00–15:00');
    await expect(clash).toBeVisible({ timeout: 20_000 });
    await expect(clash.locator('[data-clash="full"]')).toBeVisible();
    await clash.getByRole('link').click();
    const blocked = s.getByTestId('clash-warning');
    await expect(blocked).toContainText('Du kan inte anmäla dig till det här vikariatet');
    await expect(blocked.getByRole('link', { name: new RegExp(`^${date} 09:00–12:00, `) })).toBeVisible();
    await expect(s.getByRole('button', { name: 'Anmäl dig' })).toBeDisabled();
    await expectAccessible(s);

    // over two days it clashes on one day only (partial overlap): confirmed before applying, no second question
    await postJob(p, { start: '13:00', end: '15:00', info: 'E2E: krockar delvis', twoDays: true });
    await s.goto('/app/jobs/all');
    const partly = openJobCard(s, `${date} – `, '13:00–15:00');
    await expect(partly).toBeVisible({ timeout: 20_000 });
    await partly.getByRole('link').click();
    await expect(s.getByTestId('clash-warning')).toContainText('krockar delvis');
    await s.getByRole('button', { name: 'Anmäl dig' }).click();
    const consent = s.getByRole('dialog', { name: 'Bekräfta din anmälan' });
    await consent.getByRole('checkbox').check();
    await expectAccessible(s);
    await consent.getByRole('button', { name: 'Jag hinner! Anmäl mig' }).click();
    await expect(s).toHaveURL(/\/app\/jobs\/personal$/);
    await expect(openJobCard(s, `${date} – `, '13:00–15:00').locator('[data-status="pending"]')).toBeVisible({ timeout: 20_000 });
    // the server took it as confirmed: no rejection dialog afterwards
    await expect(s.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a principal posts an SOS job from the saved defaults', async () => {
    const p = await school.newPage();
    await signInAs(p, DEMO.leader);
    await p.goto('/app/jobs/new');
    await p.getByRole('button', { name: 'SOS', exact: true }).click();
    const sos = p.getByRole('dialog', { name: /SOS/ });
    const post = sos.getByRole('button', { name: 'Publicera SOS' });
    // a leader over two schools must pick one first
    await expect(post).toBeDisabled();
    await sos.getByRole('combobox', { name: 'Skola', exact: true }).selectOption({ label: 'Solbackaskolan' });
    await sos.getByRole('button', { name: 'Redigera' }).click();
    await expect(post).toBeDisabled();
    await sos.getByLabel('Information').fill('E2E: akut SOS');
    await sos.getByRole('button', { name: 'Klar' }).click();
    await expectAccessible(p);
    await post.click();
    await expect(p).toHaveURL(/\/app\/jobs\/overview$/);
    await expect(p.getByTestId('board-card').filter({ hasText: 'SOS' }).first()).toBeVisible({ timeout: 15_000 });
  });

  test('choosing needs a connection', async () => {
    const p = await school.newPage();
    await signInAs(p, DEMO.leader);
    await p.goto('/app/jobs/overview');
    const withApplicants = p
      .getByTestId('board-card')
      .filter({ has: p.getByTestId('applicant-card') })
      .filter({ hasNot: p.getByText('Vald', { exact: true }) });
    await withApplicants.first().getByRole('link').first().click();
    await expect(p).toHaveURL(/\/app\/manage\//);
    const chooseButton = p.getByRole('button', { name: /^Välj / }).first();
    await expect(chooseButton).toBeVisible();
    let calls = 0;
    p.on('request', (r) => {
      if (r.url().includes('/api/teachers/addchosen')) calls += 1;
    });
    await school.setOffline(true);
    await chooseButton.click();
    await expect(p.getByText('Du är offline. Att välja en vikarie kräver en internetförbindelse.')).toBeVisible();
    expect(calls).toBe(0);
    await school.setOffline(false);
  });
});
