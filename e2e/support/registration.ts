import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { BASE_URL, OIDC_PORT } from './constants.ts';
import { linkIn, waitForMail } from './mail.ts';

/** The steps of the account specs (registration, activation, identity, sign-out) in the language of the run. */

export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The texts each run clicks and reads, in the language of the run. */
export const UI = {
  sv: {
    firstName: /^Förnamn/,
    lastName: /^Efternamn/,
    email: /^E-post/,
    confirmEmail: /^Bekräfta e-post/,
    phone: /^Telefon/,
    birthDate: /^Födelsedatum/,
    nativeLanguage: /^Modersmål/,
    password: /^Lösenord/,
    password2: /^Bekräfta lösenordet/,
    statusTeacher: 'Lärare',
    region: 'Österbotten',
    terms: /Jag godkänner/,
    register: 'Registrera',
    terms_error: 'Var god, godkänn användarvillkoren',
    checkMail: 'Vänligen kontrollera din e-post för att verifiera ditt konto.',
    confirmed: 'Ditt konto är aktiverat. Du kan nu logga in.',
    reminder: 'Slutför din registrering',
    fillProfile: 'Fyll i profilen',
    address: /^Adress/,
    save: 'Spara',
    editAdditional: 'Redigera tilläggsinformation',
    education: /^Examen$/,
    examYear: /^Examensår/,
    policeCheck: /giltigt utdrag/,
    policeNote: 'Denna information krävs för att ta emot vikariat',
    changePicture: 'Byt profilbild',
    savePicture: 'Spara bilden',
    verify: 'Verifiera din identitet',
    identityVerified: 'Din identitet är verifierad.',
    verifiedBadge: 'Verifierad',
    logout: 'Logga ut',
    send: 'Skicka',
    newPassword: /^Nytt lösenord/,
    savePassword: 'Spara lösenordet',
    basicTitle: 'Grundinformation',
    additionalTitle: 'Tilläggsinformation',
  },
  fi: {
    firstName: /^Etunimi/,
    lastName: /^Sukunimi/,
    email: /^Sähköposti/,
    confirmEmail: /^Vahvista sähköposti/,
    phone: /^Puhelin/,
    birthDate: /^Syntymäaika/,
    nativeLanguage: /^Äidinkieli/,
    password: /^Salasana/,
    password2: /^Vahvista salasana/,
    statusTeacher: 'Opettaja',
    region: 'Pohjanmaa',
    terms: /Hyväksyn/,
    register: 'Rekisteröidy',
    terms_error: 'Ole hyvä, hyväksy ehdot',
    checkMail: 'Tarkista sähköpostisi ja vahvista tilisi.',
    confirmed: 'Tilisi on aktivoitu. Voit nyt kirjautua sisään.',
    reminder: 'Viimeistele rekisteröitymisesi',
    fillProfile: 'Täytä profiili',
    address: /^Osoite/,
    save: 'Tallenna',
    editAdditional: 'Muokkaa lisätietoja',
    education: /^Tutkinto$/,
    examYear: /^Valmistumisvuosi/,
    policeCheck: /voimassa oleva rikosrekisteriote/,
    policeNote: 'Tämä tieto vaaditaan sijaisuuden vastaanottamiseksi',
    changePicture: 'Vaihda profiilikuva',
    savePicture: 'Tallenna kuva',
    verify: 'Vahvista henkilöllisyytesi',
    identityVerified: 'Henkilöllisyytesi on vahvistettu.',
    verifiedBadge: 'Vahvistettu',
    logout: 'Kirjaudu ulos',
    send: 'Lähetä',
    newPassword: /^Uusi salasana/,
    savePassword: 'Tallenna salasana',
    basicTitle: 'Perustiedot',
    additionalTitle: 'Lisätiedot',
  },
} as const;

export type Lang = keyof typeof UI;

export const setLanguage = async (page: Page, lang: Lang): Promise<void> => {
  await page.context().addCookies([{ name: '_lang', value: lang, url: BASE_URL }]);
};

/** A portrait test picture drawn in the page (so the crop really has to cut it square). */
export async function testPicture(page: Page): Promise<Buffer> {
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

export async function registerSubstitute(page: Page, lang: Lang, email: string, password: string): Promise<void> {
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

export async function confirmByMail(page: Page, lang: Lang, email: string): Promise<void> {
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
export async function verifyIdentity(page: Page, lang: Lang): Promise<void> {
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

export async function signOut(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: UI[lang].logout }).first().click();
  await expect(page).toHaveURL(/\/app\/login$/);
}
