import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { confirmByMail, registerSubstitute, setLanguage, signOut, testPicture, UI, unique, verifyIdentity } from '../support/registration.ts';
import { signIn } from '../support/session.ts';

/** Issue 3 end to end (web part): registration, activation, profile, picture, password reset, teacher and principal. */

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
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.naturalWidth / img.naturalHeight : 0))).toBe(1);

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
