import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { BASE_URL, DEMO, OIDC_PORT } from '../support/constants.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { signIn } from '../support/session.ts';

/** Issue 3 end to end (web part): registration, activation, profile, picture, password reset, teacher and principal. */

const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The texts each run clicks and reads, in the language of the run. */
const UI = {
  sv: {
    firstName: /^Förnamn/, lastName: /^Efternamn/, email: /^E-post/, confirmEmail: /^Bekräfta e-post/, phone: /^Telefon/,
    birthDate: /^Födelsedatum/, nativeLanguage: /^Modersmål/, password: /^Lösenord/, password2: /^Bekräfta lösenordet/,
    statusTeacher: 'Lärare', region: 'Österbotten', terms: /Jag godkänner/, register: 'Registrera', terms_error: 'Var god, godkänn användarvillkoren',
    checkMail: 'Vänligen kontrollera din e-post för att verifiera ditt konto.', confirmed: 'Ditt konto är aktiverat. Du kan nu logga in.',
    reminder: 'Slutför din registrering', fillProfile: 'Fyll i profilen', address: /^Adress/, save: 'Spara',
    editAdditional: 'Redigera tilläggsinformation', education: /^Examen$/, examYear: /^Examensår/, policeCheck: /giltigt utdrag/,
    policeNote: 'Denna information krävs för att ta emot vikariat', changePicture: 'Byt profilbild', savePicture: 'Spara bilden',
    verify: 'Verifiera din identitet', identityVerified: 'Din identitet är verifierad.', verifiedBadge: 'Verifierad', logout: 'Logga ut',
    send: 'Skicka', newPassword: /^Nytt lösenord/, savePassword: 'Spara lösenordet', basicTitle: 'Grundinformation', additionalTitle: 'Tilläggsinformation',
  },
  fi: {
    firstName: /^Etunimi/, lastName: /^Sukunimi/, email: /^Sähköposti/, confirmEmail: /^Vahvista sähköposti/, phone: /^Puhelin/,
    birthDate: /^Syntymäaika/, nativeLanguage: /^Äidinkieli/, password: /^Salasana/, password2: /^Vahvista salasana/,
    statusTeacher: 'Opettaja', region: 'Pohjanmaa', terms: /Hyväksyn/, register: 'Rekisteröidy', terms_error: 'Ole hyvä, hyväksy ehdot',
    checkMail: 'Tarkista sähköpostisi ja vahvista tilisi.', confirmed: 'Tilisi on aktivoitu. Voit nyt kirjautua sisään.',
    reminder: 'Viimeistele rekisteröitymisesi', fillProfile: 'Täytä profiili', address: /^Osoite/, save: 'Tallenna',
    editAdditional: 'Muokkaa lisätietoja', education: /^Tutkinto$/, examYear: /^Valmistumisvuosi/, policeCheck: /voimassa oleva rikosrekisteriote/,
    policeNote: 'Tämä tieto vaaditaan sijaisuuden vastaanottamiseksi', changePicture: 'Vaihda profiilikuva', savePicture: 'Tallenna kuva',
    verify: 'Vahvista henkilöllisyytesi', identityVerified: 'Henkilöllisyytesi on vahvistettu.', verifiedBadge: 'Vahvistettu', logout: 'Kirjaudu ulos',
    send: 'Lähetä', newPassword: /^Uusi salasana/, savePassword: 'Tallenna salasana', basicTitle: 'Perustiedot', additionalTitle: 'Lisätiedot',
  },
} as const;

type Lang = keyof typeof UI;

const setLanguage = async (page: Page, lang: Lang): Promise<void> => {
  await page.context().addCookies([{ name: '_lang', value: lang, url: BASE_URL }]);
};

/** A portrait test picture drawn in the page (so the crop really has to cut it square). */
async function testPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 450;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#1d4f91';
    context.fillRect(0, 0, 300, 450);
    context.fillStyle = '#f2b705';
    context.beginPath();
    context.arc(150, 225, 100, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function registerSubstitute(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const ui = UI[lang];
  await setLanguage(page, lang);
  await page.goto('/app/register/user');
  await page.getByLabel(ui.firstName).fill(lang === 'sv' ? 'Saga' : 'Sini');
  await page.getByLabel(ui.lastName).fill('Testberg');
  await page.getByLabel(ui.email).fill(email);
  await page.getByLabel(ui.confirmEmail).fill(email);
  await page.getByLabel(ui.phone).fill('040 123 4567');
  await page.getByLabel(ui.birthDate).fill('19900514');
  await page.getByLabel(ui.nativeLanguage).selectOption({ index: 1 });
  await page.getByLabel(ui.password, { exact: false }).first().fill(password);
  await page.getByLabel(ui.password2).fill(password);
  await page.getByRole('radio', { name: ui.statusTeacher }).check();
  await page.getByRole('checkbox', { name: ui.region, exact: true }).check();
  await expectAccessible(page);

  // The terms are required (spec 01 §5).
  await page.getByRole('button', { name: ui.register, exact: true }).click();
  await expect(page.getByText(ui.terms_error)).toBeVisible();
  await page.getByRole('checkbox', { name: ui.terms }).check();
  await page.getByRole('button', { name: ui.register, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByText(ui.checkMail)).toBeVisible();
}

async function confirmByMail(page: Page, lang: Lang, email: string): Promise<void> {
  const mail = await waitForMail(email, /\/app\/confirm\//);
  await page.goto(linkIn(mail, '/app/confirm/'));
  await expect(page.getByText(UI[lang].confirmed)).toBeVisible();
  await expectAccessible(page);
  // To /login after 5 s (spec 01 §2).
  await expect(page).toHaveURL(/\/app\/login$/, { timeout: 8_000 });
}

/**
 * Identity verification (spec 01 §4) against the real OpenID provider the e2e server is configured with
 * (e2e/support/oidc-issuer.ts): the browser walks through the provider's sign-in and consent (oidc-provider's
 * development interactions) and comes back verified.
 */
async function verifyIdentity(page: Page, lang: Lang): Promise<void> {
  const ui = UI[lang];
  await page.getByRole('button', { name: ui.verify }).click();
  await page.waitForURL((url) => url.port === String(OIDC_PORT));
  await page.locator('input[name="login"]').fill('010190-123A');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('[type=submit]').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back on the profile: success toast, renewed token (the badge) and a clean query.
  await expect(page.getByText(ui.identityVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByText(ui.verifiedBadge, { exact: true }).first()).toBeVisible();
}

async function signOut(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: UI[lang].logout }).first().click();
  await expect(page).toHaveURL(/\/app\/login$/);
}

for (const lang of ['sv', 'fi'] as const) {
  test(`a substitute registers, confirms, completes the profile with a picture and resets the password (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const ui = UI[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = `vikarie-${lang}-${unique()}@example.fi`;
    const password = 'Sommarlov-vid-havet-7';
    await registerSubstitute(page, lang, email, password);
    await confirmByMail(page, lang, email);

    await signIn(page, email, password);
    await page.goto('/app/profile');
    const reminder = page.getByRole('dialog', { name: ui.reminder });
    await expect(reminder).toBeVisible();
    await expectAccessible(page);
    await reminder.getByRole('button', { name: ui.fillProfile }).click();

    // Basic info: save stays disabled until something changed; a save renews the token and reloads.
    const save = page.getByRole('button', { name: ui.save, exact: true });
    await expect(save).toBeDisabled();
    await page.getByLabel(ui.address).fill('Strandvägen 1, 65100 Vasa');
    await expect(save).toBeEnabled();
    await expectAccessible(page);
    await save.click();
    await expect(page.getByRole('region', { name: ui.basicTitle }).getByText('Strandvägen 1, 65100 Vasa')).toBeVisible();
    // Edited: the reminder is gone.
    await expect(page.getByRole('dialog', { name: ui.reminder })).toHaveCount(0);

    // Additional info with the police record (earliest date today).
    await page.getByRole('button', { name: ui.editAdditional }).click();
    await page.getByLabel(ui.education).fill('PeM');
    await page.getByLabel(ui.examYear).fill('2015');
    await expect(page.getByText(ui.policeNote)).toBeVisible();
    await page.getByRole('checkbox', { name: ui.policeCheck }).check();
    await page.locator('.profile-date-button').click();
    await page.locator('.rdp-day:not([data-disabled]) button').last().click();
    await expectAccessible(page);
    await page.getByRole('button', { name: ui.save, exact: true }).click();
    // Saved and reloaded: the read card shows the new values.
    const additional = page.getByRole('region', { name: ui.additionalTitle });
    await expect(additional.getByText('PeM')).toBeVisible();
    await expect(additional.getByText(/\d{2}\.\d{2}\.\d{4}/)).toBeVisible();

    // Picture: crop (square, 90% width) and upload with progress → a new token with the picture.
    // the picture's file input (the profile's documents have their own)
    await page.locator('input[type=file][accept="image/*"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await testPicture(page) });
    const cropDialog = page.getByRole('dialog', { name: ui.changePicture });
    await expect(cropDialog.locator('.reactEasyCrop_CropArea')).toBeVisible();
    await expectAccessible(page);
    await cropDialog.getByRole('button', { name: ui.savePicture }).click();
    const avatar = page.locator('.profile-photo img');
    await expect(avatar).toHaveAttribute('src', /\/api\/shared\/image\//);
    // The stored picture is the square crop.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.naturalWidth / img.naturalHeight : 0)))
      .toBe(1);

    await verifyIdentity(page, lang);

    await signOut(page, lang);

    // Password reset from the mailed link.
    await page.goto('/app/resetpassword');
    await expectAccessible(page);
    await page.getByLabel(ui.email).fill(email);
    await page.getByRole('button', { name: ui.send, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/login$/, { timeout: 6_000 });
    const mail = await waitForMail(email, /\/app\/reset\//);
    await page.goto(linkIn(mail, '/app/reset/'));
    const newPassword = 'Vinterlov-i-fjallen-8';
    await page.getByLabel(ui.newPassword).fill(newPassword);
    await page.getByLabel(ui.password2).fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: ui.savePassword }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await signIn(page, email, newPassword);
  });
}

test('a teacher registers with a school code made by a principal', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.principal);
  const code = `E2E${unique()}`.toUpperCase();
  const created = await page.evaluate(
    async ({ code: newCode, email }) => {
      const response = await fetch('/api/principals/create/code', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ code: newCode, email }),
      });
      return `${response.status} ${await response.text()}`;
    },
    { code, email: DEMO.principal },
  );
  expect(created).toMatch(/^200 /);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await context.newPage();
  await phone.goto('/app/register/teacher');
  // Without a checked code the form is not reachable.
  await expect(phone).toHaveURL(/\/app\/register\/securitycode$/);
  await phone.getByLabel(/Skolkod/).fill(code);
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(phone).toHaveURL(/\/app\/register\/teacher$/);
  await expect(phone.getByText(/Skola: /)).toBeVisible();

  const email = `larare-${unique()}@example.fi`;
  const password = 'Klassrummet-ar-tyst-3';
  await phone.getByLabel(/^Förnamn/).fill('Tea');
  await phone.getByLabel(/^Efternamn/).fill('Lärling');
  await phone.getByLabel(/^Telefon/).fill('0407654321');
  await phone.getByLabel(/^E-post/).fill(email);
  // Pasting into the confirmation is blocked (spec 01 §5): the paste event is cancelled.
  const pasteCancelled = await phone.getByLabel(/^Bekräfta e-post/).evaluate((input) => {
    const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(pasteCancelled).toBe(true);
  await phone.getByLabel(/^Bekräfta e-post/).pressSequentially(email);
  await phone.getByLabel(/^Lösenord/).fill(password);
  await phone.getByLabel(/^Bekräfta lösenordet/).fill(password);
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Registrera', exact: true }).click();
  await expect(phone.getByRole('dialog', { name: 'Tack för din registrering!' })).toBeVisible();
  await expect(phone).toHaveURL(/\/app\/login$/, { timeout: 6_000 });

  await confirmByMail(phone, 'sv', email);
  await signIn(phone, email, password);
  await context.close();
});

test("a principal's registration waits for an admin's approval", async ({ page }) => {
  test.setTimeout(90_000);
  await setLanguage(page, 'sv');
  await page.goto('/app/register/principal');
  const email = `rektor-${unique()}@example.fi`;
  const password = 'Skolgarden-blommar-5';
  await page.getByLabel(/^Förnamn/).fill('Rut');
  await page.getByLabel(/^Efternamn/).fill('Rektorsdotter');
  await page.getByLabel(/^Skola$|^Skola \*/).fill(`Testskolan ${unique()}`);
  await page.getByLabel(/^Skolans kommun/).selectOption({ label: 'Vasa' });
  await page.getByLabel(/^Telefon/).fill('0401112223');
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByLabel(/^Bekräfta lösenordet/).fill(password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Registrera', exact: true }).click();
  await expect(page.getByText('Tack! Kontrollera din e-post. Kontot kan användas när en administratör har godkänt det.')).toBeVisible();

  const mail = await waitForMail(email, /\/app\/confirm\//);
  await page.goto(linkIn(mail, '/app/confirm/'));
  await expect(page).toHaveURL(/\/app\/login$/, { timeout: 8_000 });
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Ditt konto väntar på godkännande av en administratör.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('the privacy notice switches between Swedish and Finnish; the user agreement is served as a PDF', async ({ page, request }) => {
  await page.goto('/app/gdpr');
  await expect(page.getByRole('heading', { level: 1, name: 'Dataskyddsbeskrivning för Vikariat' })).toBeVisible();
  await expect(page.getByText(/högst 6 månader gammalt/)).toBeVisible();
  await expect(page.getByText(/minst 10 år/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suomi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vikariat-palvelun tietosuojaseloste' })).toBeVisible();
  await expect(page.getByText(/enintään 6 kuukautta vanha/)).toBeVisible();

  await page.goto('/app/user-agreement');
  await expect(page.locator('object[data="/api/shared/user-agreement.pdf"]')).toHaveCount(1);
  await expectAccessible(page);
  const pdf = await request.get('/api/shared/user-agreement.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a new activation link is refused client-side for a malformed e-mail and answered for an active account', async ({ page }) => {
  await setLanguage(page, 'fi');
  await page.goto('/app/new-activation');
  const button = page.getByRole('button', { name: 'Lähetä uusi aktivointilinkki' });
  await button.click();
  await expect(page.getByLabel(/^Sähköposti/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Sähköposti/).fill(DEMO.substituteFi);
  await expectAccessible(page);
  await button.click();
  await expect(page.getByText('Olen jo aktivoinut')).toBeVisible();
});
