import { expect, test } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/** Issue 22 (finish) in Chromium: the phone calendar, a busy month grid, notices corrected and removed on devices. */

const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test.describe('finish', () => {
  test('a phone gets the calendar as a list of days in Finnish; a busy day stays readable and accessible on a wide screen', async ({ page, request }) => {
    const { token, claims } = await apiSignIn(request, DEMO.principal);
    const day = dayOfNextMonth(12);
    for (const startTime of ['08:00', '09:00', '10:00', '11:00', '12:00']) {
      await apiPostJob(request, token, { school: claims.school?.id ?? '', startDate: day.iso, startTime, endTime: '13:00', additionalInfo: '' });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.principal);
    await page.goto('/app/calendar');
    await page.getByRole('button', { name: 'Seuraava' }).click();
    const month = new Intl.DateTimeFormat('fi', { month: 'long', year: 'numeric' }).format(new Date(`${day.iso}T12:00:00`));
    await expect(page.getByRole('heading', { level: 2, name: month, exact: true })).toBeVisible();
    // this test's open jobs (another test books one of the same school's jobs in this month, 08:00–13:00 too)
    await expect(page.getByRole('button', { name: /08:00–13:00 Vasa övningsskola Ei valittu/ }).first()).toBeVisible();
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.setViewportSize({ width: 1180, height: 820 });
    await expect(page.locator('.rbc-month-view')).toBeVisible();
    // all five jobs of the day show in the grid (no "+N" button inside a grid row, which axe reports as critical)
    // (at least: other tests post jobs of the same school in this month)
    await expect.poll(() => page.locator('.rbc-event:visible').filter({ hasText: 'Vasa övningsskola' }).count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('.rbc-show-more').count()).toBe(0);
    await expectAccessible(page);
  });

  test('an admin corrects a notice and removes it; a substitute’s open list follows without reloading', async ({ browser }) => {
    const text = `Kom ihåg att uppdatera din profl ${unique()}`;
    const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto('/app/admin/notices');
    await expect(admin.getByLabel('Typ').locator('option[value="Update"]')).toBeDisabled();
    await admin.getByLabel('Meddelande på svenska').fill(text);
    await admin.getByLabel('Meddelande på finska').fill(`Muista päivittää profiilisi ${unique()}`);
    await admin.getByRole('button', { name: 'Publicera' }).click();
    const card = admin.getByTestId('admin-notice').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expectAccessible(admin);

    const substitute = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(substitute, DEMO.substitute);
    await substitute.goto('/app/jobs/all');
    await expect(substitute.getByText(text)).toBeVisible();

    await card.getByRole('button', { name: /Redigera/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Redigera meddelande' });
    await dialog.getByLabel('Meddelande på svenska').fill(text.replace('profl', 'profil'));
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(dialog).toBeHidden();
    await expect(substitute.getByText(text.replace('profl', 'profil'))).toBeVisible();

    await admin
      .getByTestId('admin-notice')
      .filter({ hasText: text.replace('profl', 'profil') })
      .getByRole('button', { name: /Ta bort/ })
      .click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect(admin.getByText(text.replace('profl', 'profil'))).toBeHidden();
    await expect(substitute.getByText(text.replace('profl', 'profil'))).toBeHidden();
  });
});
