import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '@vikariat/domain';
import { apiSignIn } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { BASE_URL, DEMO, OIDC_PORT } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * Staff single sign-on (issue 25, decision 032) in a real browser against a real OpenID Connect provider: an admin adds
 * and tests a school's provider on /admin/sso; a teacher of that school types their e-mail on the sign-in screen, gets
 * "Logga in med <organisation>", signs in at the provider and lands in the app; signing out ends the provider's session
 * too. In Swedish and Finnish, at 390 and 1180 px, axe-clean.
 */
const ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const WIDTHS = [390, 1180] as const;
const T = {
  sv: { button: (name: string) => `Logga in med ${name}` },
  fi: { button: (name: string) => `Kirjaudu: ${name}` },
} as const;

const SHOTS = process.env['SSO_SHOTS'];
/** With SSO_SHOTS=dir, a screenshot to look at. */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
};

async function newPage(browser: Browser, locale: Locale, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await context.addCookies([{ name: '_lang', value: locale, url: BASE_URL }]);
  return context.newPage();
}

/** A teacher of the principal's school, with an address of the organisation's domain (the principal adds them). */
async function addTeacher(page: Page, email: string): Promise<string> {
  const principal = await apiSignIn(page.request, DEMO.principal);
  const school = principal.claims.school?.id ?? '';
  const res = await page.request.post('/api/principals/teacher/add', {
    headers: { authorization: `Bearer ${principal.token}` },
    data: { firstName: 'Sara', lastName: 'Sso', email, school, phone: '0401234567', password: 'Sso-teacher-2026', grades: [] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return school;
}

/** The provider's development sign-in (any user name) and consent pages. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/`), { timeout: 15_000 });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('x');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent
}

test.describe.configure({ mode: 'serial' });

test('an admin adds a school’s provider, tests it, and it lists without its secret', async ({ browser }) => {
  // five axe runs over a page that also holds the identification broker's card, on a shared machine
  test.setTimeout(120_000);
  const page = await newPage(browser, 'sv', 1180);
  const school = await addTeacher(page, 'sara@sv.skola-sso.fi');
  await signIn(page, DEMO.admin);
  await page.goto('/app/admin/sso');
  await expect(page.getByRole('heading', { name: 'Organisationers inloggning' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lägg till inloggning' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Namn som visas vid inloggningen').fill('Skolans inloggning');
  await dialog.getByLabel('En skola').check();
  await dialog.getByRole('combobox', { name: 'Skola', exact: true }).selectOption(school);
  await dialog.getByLabel('Utfärdare (issuer)').fill(ISSUER);
  await dialog.getByLabel('Klient-id').fill('vikariat-e2e');
  await dialog.getByLabel('Klienthemlighet').fill('vikariat-e2e-client-secret');
  await dialog.getByLabel('E-postdomäner').fill('sv.skola-sso.fi');
  await expectAccessible(page);
  await shot(page, 'admin-sso-form');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Skolans inloggning/ });
  await expect(row).toContainText('sv.skola-sso.fi');
  await expect(page.locator('body')).not.toContainText('vikariat-e2e-client-secret');
  await row.getByRole('button', { name: /Testa/ }).click();
  await expect(page.getByText(`${ISSUER}/session/end`)).toBeVisible();
  await expectAccessible(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expectAccessible(page);
    await shot(page, 'admin-sso');
  }
  // the second language's provider, added through the API
  const admin = await apiSignIn(page.request, DEMO.admin);
  const res = await page.request.post('/api/admin/sso-providers', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name: 'Koulun kirjautuminen',
      schoolId: school,
      issuer: ISSUER,
      clientId: 'vikariat-e2e',
      clientSecret: 'vikariat-e2e-client-secret',
      emailDomains: 'fi.skola-sso.fi',
    },
  });
  expect(res.status()).toBe(201);
  await addTeacher(page, 'sanna@fi.skola-sso.fi');
  await page.context().close();
});

for (const locale of ['sv', 'fi'] as const) {
  for (const width of WIDTHS) {
    test(`a teacher signs in with the organisation and out again (${locale}, ${width} px)`, async ({ browser }) => {
      const page = await newPage(browser, locale, width);
      const email = locale === 'sv' ? 'sara@sv.skola-sso.fi' : 'sanna@fi.skola-sso.fi';
      const name = locale === 'sv' ? 'Skolans inloggning' : 'Koulun kirjautuminen';
      await page.goto('/app/login');
      await page.getByRole('textbox', { name: /^(e-post|sähköposti)$/i }).fill(email);
      const button = page.getByRole('button', { name: T[locale].button(name) });
      await expect(button).toBeVisible();
      await expectAccessible(page);
      await shot(page, `login-sso-${locale}`);
      await button.click();
      await signInAtProvider(page, email);
      await expect(page).toHaveURL(/\/app\/jobs\/overview/, { timeout: 15_000 });
      // signed in as that teacher: the token names them
      const claims = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('token') ?? '').split('.')[1] ?? '')) as { email: string });
      expect(claims.email).toBe(email);
      await expectAccessible(page);

      // sign-out ends the session here and at the provider, which sends the browser back to the sign-in screen
      await page.goto('/app/settings');
      await page
        .getByRole('button', { name: /^(logga ut|kirjaudu ulos)$/i })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`^${ISSUER}/session/end`), { timeout: 15_000 });
      await page.locator('button[autofocus], button[name="logout"], button[type="submit"]').first().click();
      await expect(page).toHaveURL(/\/app\/login/, { timeout: 15_000 });
      await page.context().close();
    });
  }
}

const PASSWORD_OFF = { sv: /Din organisation loggar in med sin egen inloggning/, fi: /Organisaatiosi kirjautuu omalla kirjautumisellaan/ } as const;

for (const locale of ['sv', 'fi'] as const) {
  test(`with password sign-in switched off, a teacher's password is refused with a pointer to the organisation's sign-in, which works (${locale})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, locale, locale === 'sv' ? 390 : 1180);
    const email = locale === 'sv' ? 'sara@sv.skola-sso.fi' : 'sanna@fi.skola-sso.fi';
    const name = locale === 'sv' ? 'Skolans inloggning' : 'Koulun kirjautuminen';
    const admin = await apiSignIn(page.request, DEMO.admin);
    const headers = { authorization: `Bearer ${admin.token}` };
    const listed = (await (await page.request.get('/api/admin/sso-providers', { headers })).json()) as { providers: { id: string; name: string }[] };
    const provider = listed.providers.find((p) => p.name === name);
    expect(provider).toBeDefined();
    const off = await page.request.patch(`/api/admin/sso-providers/${provider?.id ?? ''}`, { headers, data: { passwordLoginDisabled: true } });
    expect(off.status()).toBe(200);
    try {
      await page.goto('/app/login');
      await page.getByRole('textbox', { name: /^(e-post|sähköposti)$/i }).fill(email);
      await page.locator('input[type=password]').fill('Sso-teacher-2026');
      await page.locator('input[type=password]').press('Enter');
      await expect(page.getByText(PASSWORD_OFF[locale])).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/app\/login/);
      const button = page.getByRole('button', { name: T[locale].button(name) });
      await expect(button).toBeVisible();
      await expectAccessible(page);
      await shot(page, `login-password-off-${locale}`);
      await button.click();
      await signInAtProvider(page, email);
      await expect(page).toHaveURL(/\/app\/jobs\/overview/, { timeout: 15_000 });
    } finally {
      await page.request.patch(`/api/admin/sso-providers/${provider?.id ?? ''}`, { headers, data: { passwordLoginDisabled: false } });
      await page.context().close();
    }
  });
}
