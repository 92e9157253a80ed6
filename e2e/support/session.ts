import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants.ts';

/** Signs in through the real sign-in screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/app/login');
  await page.getByRole('textbox', { name: /^(e-post(adress)?|sähköposti(osoite)?)$/i }).fill(email);
  await page.getByRole('textbox', { name: /^(lösenord|salasana)$/i }).fill(password);
  await page.getByRole('button', { name: /logga in|kirjaudu/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
