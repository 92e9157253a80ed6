import { expect, test, type Page } from '@playwright/test';
import { todayInFinland } from '@vikariat/domain';
import { expectAccessible } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { waitForMail } from '../support/mail.ts';
import { signIn } from '../support/session.ts';

/** Issue 6 end to end: teachers, codes, settings, support, export, calendar and its feed, reports, admin. */

const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const todayFi = (): string => new Date().toLocaleDateString('fi-FI', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Helsinki' });

async function readDownload(page: Page, trigger: () => Promise<unknown>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test.describe('school administration', () => {
  test('a leader adds a teacher, the teacher gets the login by mail and signs in with it', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.leader);
    await page.goto('/app/teachers');
    await expect(page.getByRole('heading', { name: 'Lärare', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);

    const email = `larare-${unique()}@example.fi`;
    await page.goto('/app/teachers/create');
    await page.getByLabel(/^Förnamn/).fill('Elsa');
    await page.getByLabel(/^Efternamn/).fill('Ek');
    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Telefon/).fill('040 765 4321');
    await page.getByLabel(/^Skola/).selectOption({ label: 'Solbackaskolan' });
    await page.getByLabel('Årskurs 4').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Spara' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/anteckna inloggningsuppgifterna/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Visa inloggning' }).click();
    const password = (await dialog.getByTestId('teacher-password').textContent()) ?? '';
    expect(password).toMatch(/^(?=.*\d)\S{10}$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Skicka inloggningen per e-post' }).click();
    const mail = await waitForMail(email);
    expect(mail.text).toContain(password);

    const teacher = await browser.newContext();
    const teacherPage = await teacher.newPage();
    await signIn(teacherPage, email, password);
    await expect(teacherPage).toHaveURL(/\/app\/jobs\/overview/);
    await teacher.close();

    // the new teacher is on the list, and can be deactivated there
    await page.goto('/app/teachers');
    // found by the unique e-mail: a retry adds a second Elsa Ek beside the first attempt's
    const card = page.getByRole('article', { name: 'Elsa Ek' }).filter({ hasText: email });
    await expect(card).toBeVisible();
    await card.getByRole('switch').click();
    await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  test('a leader creates a school code and finds it among the unused codes', async ({ page }) => {
    await signIn(page, DEMO.leader);
    await page.goto('/app/code/creation');
    await expectAccessible(page);
    const code = `E2E-${unique()}`.toUpperCase();
    // a leader over several schools says which school the code registers to
    await page.getByLabel(/^Skola/).selectOption({ label: 'Solbackaskolan' });
    await page.getByLabel('Ny kod').fill(code);
    await page.getByRole('button', { name: 'Skapa' }).click();
    await expect(page.getByText('Ny kod skapad!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oanvända koder' }).getByText(code)).toBeVisible({ timeout: 10_000 });
  });

  test('the e-mail notification switch persists across a reload', async ({ page }) => {
    await signIn(page, DEMO.teacher);
    await page.goto('/app/settings/notifications');
    const emailSwitch = page.getByRole('switch', { name: 'E-postnotiser' });
    await expect(emailSwitch).toBeEnabled();
    const before = await emailSwitch.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await emailSwitch.click();
    await expect(emailSwitch).toHaveAttribute('aria-checked', after);
    await expectAccessible(page);
    await page.reload();
    // the switch is enabled once the profile (the saved value) has loaded
    await expect(page.getByRole('switch', { name: 'E-postnotiser' })).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByRole('switch', { name: 'E-postnotiser' })).toHaveAttribute('aria-checked', after);
    await page.getByRole('switch', { name: 'E-postnotiser' }).click();
    await expect(page.getByRole('switch', { name: 'E-postnotiser' })).toHaveAttribute('aria-checked', before ?? 'true');
  });

  test('a support message reaches the support mailbox and the form is cleared', async ({ page }) => {
    await signIn(page, DEMO.substitute);
    await page.goto('/app/settings?tab=6');
    const subject = `Hjälp ${unique()}`;
    await page.getByLabel(/^Ämne/).fill(subject);
    await page.getByLabel(/^Meddelande/).fill('Jag hittar inte mina anmälningar.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect(page.getByText('Tack för ditt meddelande')).toBeVisible();
    await expect(page.getByLabel(/^Ämne/)).toHaveValue('');
    const mail = await waitForMail('support@', new RegExp(subject));
    expect(mail.text).toContain('Jag hittar inte mina anmälningar.');
  });

  test('the FAQ and the settings list are shown in both layouts', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, DEMO.substitute);
    await page.goto('/app/settings');
    await expect(page.getByRole('navigation', { name: 'Inställningar' }).getByText('v1.9.2')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/app/settings?tab=5');
    await page.getByText('Kostar tjänsten något för mig som vikarie?').click();
    await expect(page.getByText(/Tjänsten är gratis för vikarier/)).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin issues an export passcode; its holder downloads a valid xlsx named with today’s date', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.admin);
    await page.goto('/app/admin/schools');
    await expect(page.getByRole('row', { name: /Solbackaskolan/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(/^För vem/).fill('Stadens statistiker');
    await page.getByRole('button', { name: 'Skapa kod' }).click();
    const passcode = ((await page.getByTestId('issued-passcode').textContent()) ?? '').trim();
    expect(passcode.length).toBeGreaterThan(5);

    const holder = await browser.newContext({ acceptDownloads: true });
    const holderPage = await holder.newPage();
    await holderPage.goto('/app/login/export');
    await expectAccessible(holderPage);
    await holderPage.getByLabel('Kod').fill(passcode);
    const file = await readDownload(holderPage, () => holderPage.getByRole('button', { name: 'Logga in' }).click());
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.name).toContain(todayFi());
    await expect(holderPage.getByRole('link', { name: /Ladda ner/ })).toBeVisible();
    await expectAccessible(holderPage);
    await holderPage.getByRole('button', { name: 'Logga ut' }).click();
    await expect(holderPage).toHaveURL(/\/login\/export$/);
    await holder.close();
  });

  test('the calendar shows the school’s jobs, reports draw their charts', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.leader);
    await page.goto('/app/calendar');
    await expect(page.locator('.rbc-event').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Vecka' }).click();
    await expect(page.locator('.rbc-time-view')).toBeVisible();

    await page.goto('/app/reports');
    await expect(page.getByText('Publicerade vikariat')).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a substitute’s private calendar feed answers text/calendar with the accepted jobs, until revoked', async ({ page }) => {
    await signIn(page, DEMO.substitute);
    await page.goto('/app/calendar');
    await page.getByRole('button', { name: 'Skapa kalenderadress' }).click();
    const url = await page.getByLabel('Din privata kalenderadress').inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const body = await feed.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('BEGIN:VEVENT');

    await page.getByRole('button', { name: 'Återkalla adressen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Återkalla' }).click();
    await expect(page.getByText('Kalenderadressen har återkallats')).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('an admin reads the sync log, filters it and exports it as CSV', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // a substitute's session produces sync-log entries
    await signIn(page, DEMO.substitute);
    await page.waitForTimeout(1500);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto('/app/admin/sync-log');
    await expect(page.getByRole('heading', { name: /^Poster \(\d+\)$/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Utfall').selectOption('ok');
    await page.getByRole('button', { name: 'Filtrera' }).click();
    const csv = await readDownload(page, () => page.getByRole('button', { name: 'Exportera CSV' }).click());
    expect(csv.bytes.toString('utf8').split('\n')[0]).toMatch(/^id,at,accountId/);
    // named with the Finnish day, which late in the evening is not the UTC one
    expect(csv.name).toBe(`sync-log-${todayInFinland()}.csv`);
  });

  test('the principal settings and the other admin screens pass axe; an admin posts a notice', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, DEMO.principal);
    await page.goto('/app/principal/settings');
    await expect(page.getByRole('region', { name: 'SOS-sijaisuuden oletukset' })).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => localStorage.clear());

    await signIn(page, DEMO.admin);
    for (const [path, heading] of [
      ['/app/admin/principals', 'Rektorer och konton'],
      ['/app/admin/mailbox', 'E-postlåda'],
      ['/app/admin/deliveries', 'Leveranser'],
      ['/app/admin/notices', 'Meddelanden'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByLabel('Meddelande på svenska').fill('Kom ihåg att uppdatera din profil inför hösten.');
    await page.getByLabel('Meddelande på finska').fill('Muista päivittää profiilisi ennen syksyä.');
    await page.getByRole('button', { name: 'Publicera' }).click();
    await expect(page.getByText('Meddelandet har publicerats')).toBeVisible();
  });

  test('once an admin allows a school to export, its principal downloads the xlsx from Rapporter', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.admin);
    await page.goto('/app/admin/schools');
    await page
      .getByRole('row', { name: /Vasa övningsskola/ })
      .getByRole('button', { name: /Redigera/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redigera skola' });
    await expect(dialog.getByLabel(/^Kommun och region/)).not.toHaveValue('');
    await dialog.getByLabel('Rektorn får exportera statistik').check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Skolan har sparats')).toBeVisible();
    await page.evaluate(() => localStorage.clear());

    await signIn(page, DEMO.principal);
    await page.goto('/app/reports');
    const file = await readDownload(page, () => page.getByRole('link', { name: 'Vie Exceliin' }).click());
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.name).toBe(`tilastot-${todayFi()}.xlsx`);
    await expect(page.getByRole('heading', { name: 'Vikariat', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Takaisin' }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/overview$/);
  });
});
