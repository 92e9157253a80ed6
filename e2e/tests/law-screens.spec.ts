import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatDate, siteLangOfLocale, todayInFinland, type Locale } from '@vikariat/domain';
import ExcelJS from 'exceljs';
import { apiSignIn } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { BASE_URL, DEMO } from '../support/constants.ts';
import { buildLanguageWords } from '../support/language-words.ts';
import { languageProblems, recordShownTexts, takeShownTexts } from '../support/screen-language.ts';
import { signIn } from '../support/session.ts';
import { storedTexts } from '../support/stored-text.ts';

/**
 * The law's duties (issue 25) in a real browser, in Swedish and Finnish, on a phone (390 px) and a tablet (1180 px):
 * the accessibility statement and its feedback reaching the admins, the personal-data download opened and checked,
 * signed-in devices (ending another device signs it out there), the admins' audit log and its export. Every screen is
 * axe-clean and shows no word of the other language.
 */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const words = buildLanguageWords();
const SHOTS = process.env['LAW_SHOTS'];

const T = {
  sv: {
    statement: 'Tillgänglighetsutlåtande',
    send: 'Skicka respons',
    what: /^Vad fungerade inte/,
    thanks: /svarar inom 14 dagar/,
    data: 'Mina uppgifter',
    xlsx: 'Ladda ner som kalkylblad',
    json: 'Ladda ner som JSON',
    devices: 'Inloggade enheter',
    thisDevice: 'Den här enheten',
    feedback: 'Tillgänglighetsrespons',
    audit: 'Granskningslogg',
    firstSheet: 'Konto',
    csvHead: 'Tid;Administratör;Vad;Vems;Detaljer',
    from: /^Från och med/,
    show: 'Visa',
    clear: /^Töm\s*Från och med$/,
    noDay: 'Välj datum',
    month: 'Välj månad',
  },
  fi: {
    statement: 'Saavutettavuusseloste',
    send: 'Lähetä palaute',
    what: /^Mikä ei toiminut/,
    thanks: /vastaamme 14 päivän kuluessa/,
    data: 'Omat tiedot',
    xlsx: 'Lataa taulukkona',
    json: 'Lataa JSON-muodossa',
    devices: 'Kirjautuneet laitteet',
    thisDevice: 'Tämä laite',
    feedback: 'Saavutettavuuspalaute',
    audit: 'Tarkastusloki',
    firstSheet: 'Tili',
    csvHead: 'Aika;Ylläpitäjä;Mitä;Kenen;Lisätiedot',
    from: /^Alkaen/,
    show: 'Näytä',
    clear: /^Tyhjennä\s*Alkaen$/,
    noDay: 'Valitse päivämäärä',
    month: 'Valitse kuukausi',
  },
} as const;

async function newPage(browser: Browser, locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addCookies([{ name: '_lang', value: locale, url: BASE_URL }]);
  const page = await context.newPage();
  await recordShownTexts(page);
  return page;
}

/** axe-clean, in the right language, and (with LAW_SHOTS=dir) a screenshot to look at. */
async function checkScreen(page: Page, locale: Locale, name: string): Promise<void> {
  await expectAccessible(page);
  const problems = languageProblems(await takeShownTexts(page), { locale, words, rawValues: new Set(), stored: await storedTexts() });
  expect(problems, name).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

async function withSiteLang<T>(request: Parameters<typeof apiSignIn>[0], email: string, locale: Locale, work: () => Promise<T>): Promise<T> {
  const { claims } = await apiSignIn(request, email);
  // a fresh sign-in each time: the work may sign out every other session of the account
  const set = async (siteLang: number) => {
    const { token } = await apiSignIn(request, email);
    expect((await request.post('/api/shared/sitelang', { headers: { authorization: `Bearer ${token}` }, data: { siteLang } })).status()).toBe(200);
  };
  await set(siteLangOfLocale(locale));
  try {
    return await work();
  } finally {
    await set(claims.siteLang);
  }
}

for (const locale of ['sv', 'fi'] as const) {
  const t = T[locale];
  test(`the accessibility statement and its feedback, signed out, reach the admins (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    // one text per attempt: a retry must not find the first attempt's feedback beside its own
    const feedback = `E2E ${locale}: fokus syns inte (${test.info().retry})`;
    for (const viewport of [PHONE, TABLET]) {
      const page = await newPage(browser, locale, viewport);
      await page.goto('/app/login');
      await page.getByRole('link', { name: t.statement }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.statement })).toBeVisible();
      await checkScreen(page, locale, 'accessibility');
      if (viewport === PHONE) {
        await page.getByLabel(t.what).fill(feedback);
        await page.getByRole('button', { name: t.send }).click();
        // the form's own answer (the page's intro names the 14 days too)
        await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();
        await checkScreen(page, locale, 'accessibility-sent');
      }
      await page.context().close();
    }
    await withSiteLang(request, DEMO.admin, locale, async () => {
      for (const viewport of [PHONE, TABLET]) {
        const page = await newPage(browser, locale, viewport);
        await signIn(page, DEMO.admin);
        await page.goto('/app/admin/accessibility-feedback');
        await expect(page.getByRole('heading', { level: 1, name: t.feedback })).toBeVisible();
        await expect(page.getByText(feedback)).toBeVisible();
        await checkScreen(page, locale, 'admin-feedback');
        await page.context().close();
      }
    });
  });

  test(`a substitute downloads all their data and sees their devices; ending another signs it out (${locale})`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    await withSiteLang(request, DEMO.substitute, locale, async () => {
      const other = await newPage(browser, locale, PHONE);
      await signIn(other, DEMO.substitute);
      await other.goto('/app/jobs/all');
      for (const viewport of [PHONE, TABLET]) {
        const page = await newPage(browser, locale, viewport);
        await signIn(page, DEMO.substitute);
        await page.goto('/app/settings/data');
        await expect(page.getByRole('heading', { name: t.data })).toBeVisible();
        await checkScreen(page, locale, 'my-data');
        if (viewport === TABLET) {
          const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.xlsx }).click()]);
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
          expect(book.worksheets[0]?.name).toBe(t.firstSheet);
          const account = book.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
          expect(account).toContain(DEMO.substitute);
          const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.json }).click()]);
          const data = JSON.parse(readFileSync(await json.path(), 'utf8')) as { subject: { email: string }; data: Record<string, unknown[]> };
          expect(data.subject.email).toBe(DEMO.substitute);
          expect(data.data['applications']?.length).toBeGreaterThan(0);
          for (const someoneElse of [DEMO.substituteFi, DEMO.leader, DEMO.teacher]) expect(JSON.stringify(data)).not.toContain(someoneElse);
        }
        await page.goto('/app/settings/devices');
        await expect(page.getByRole('heading', { name: t.devices })).toBeVisible();
        await expect(page.getByText(t.thisDevice)).toHaveCount(1);
        await checkScreen(page, locale, 'devices');
        if (viewport === TABLET) {
          // every other device, the phone still open on the list of jobs among them, is signed out there at once
          await page.getByRole('button', { name: locale === 'sv' ? 'Logga ut alla andra enheter' : 'Kirjaa ulos kaikki muut laitteet' }).click();
          await page
            .getByRole('alertdialog')
            .getByRole('button', { name: locale === 'sv' ? 'Logga ut andra enheter' : 'Kirjaa muut laitteet ulos' })
            .click();
          await expect(other).toHaveURL(/\/login$/, { timeout: 20_000 });
          await expect(page.getByText(t.thisDevice)).toHaveCount(1);
          await expect(page.getByRole('button', { name: locale === 'sv' ? 'Logga ut alla andra enheter' : 'Kirjaa ulos kaikki muut laitteet' })).toHaveCount(0);
        }
        await page.context().close();
      }
      await other.context().close();
    });
  });

  test(`admins read and export the audit log of their reads (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    await withSiteLang(request, DEMO.admin, locale, async () => {
      for (const viewport of [PHONE, TABLET]) {
        const page = await newPage(browser, locale, viewport);
        await signIn(page, DEMO.admin);
        await page.goto('/app/admin/sync-log');
        await page.goto('/app/admin/audit-log');
        await expect(page.getByRole('heading', { level: 1, name: t.audit })).toBeVisible();
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
        await checkScreen(page, locale, 'audit-log');
        if (viewport === TABLET) {
          // the filter's days in the app's own date field: its calendar (with month and year menus) in the app's
          // language, the day picked shown dd.MM.yyyy, and a bound that may be left out emptied with its button
          await page.getByRole('button', { name: t.from }).click();
          await expect(page.getByRole('combobox', { name: t.month })).toBeVisible();
          // axe with the calendar open; not the language check, which reads Swedish weekdays (ti, on, to) as Finnish
          await expectAccessible(page);
          await page.locator('.rdp-day:not(.rdp-outside) button', { hasText: /^1$/ }).click();
          const first = todayInFinland().slice(0, 8) + '01';
          await expect(page.getByRole('button', { name: t.from })).toContainText(formatDate(first));
          await page.getByRole('button', { name: t.show, exact: true }).click();
          await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
          await page.getByRole('button', { name: t.clear }).click();
          await expect(page.getByRole('button', { name: t.from })).toHaveText(t.noDay);
          const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: locale === 'sv' ? 'Exportera CSV' : 'Vie CSV' }).click()]);
          expect(csv.suggestedFilename()).toBe(`audit-log-${todayInFinland()}.csv`);
          const bytes = readFileSync(await csv.path());
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
          expect(lines[0]).toBe(t.csvHead);
          expect(lines.length).toBeGreaterThan(1);
        }
        await page.context().close();
      }
    });
  });
}
