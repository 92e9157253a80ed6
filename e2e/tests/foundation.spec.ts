import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

test.describe('the app shell', () => {
  test('a principal signs in in Swedish, switches to Finnish and sees the translated navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.leader);
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(nav.getByRole('link', { name: /Anslagstavlan/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /Rita/ }).click();
    await page.getByRole('button', { name: 'Suomeksi' }).click();
    const navFi = page.getByRole('navigation', { name: 'Päävalikko' });
    await expect(navFi.getByRole('link', { name: /Ilmoitustaulu/ })).toBeVisible();
    // the choice is the account's: it survives a reload
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
    await page.getByRole('button', { name: /Rita/ }).click();
    await page.getByRole('button', { name: 'På svenska' }).click();
    await expect(nav).toBeVisible();
  });

  test('shows the bottom bar at 375 px and the sidebar at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, DEMO.substitute);
    await expect(page.locator('nav.bottom-bar')).toBeVisible();
    await expect(page.locator('nav.sidebar')).toHaveCount(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('nav.sidebar')).toBeVisible();
    await expect(page.locator('nav.bottom-bar')).toHaveCount(0);
  });

  test('a wrong password shows the error under the field', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('textbox', { name: /^e-post(adress)?$/i }).fill(DEMO.leader);
    await page.getByRole('textbox', { name: /^lösenord$/i }).fill('wrong-password-123');
    await page.getByRole('button', { name: /logga in/i }).click();
    await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('offline, a reload still shows the app shell from the service worker', async ({ page, context }) => {
    await signIn(page, DEMO.leader);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a 401 signs the user out', async ({ page, request }) => {
    await signIn(page, DEMO.teacher);
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i += 1) {
        const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
        if (/^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) return value;
      }
      return '';
    });
    expect(token).not.toBe('');
    // the session ends elsewhere (e.g. a password change on another device)
    const out = await request.post('/api/shared/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(out.status()).toBe(200);
    // the next call answers 401: the app signs out and reloads (the navigation may be cut short by that reload)
    await page.goto('/app/profile').catch(() => undefined);
    await expect(page.getByRole('button', { name: /logga in/i })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the manifest makes the app installable', async ({ request }) => {
    const res = await request.get('/app/manifest.webmanifest');
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as { start_url: string; display: string; icons: { sizes: string; purpose?: string }[] };
    expect(manifest.start_url).toBe('/app/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  });

  test('every answer carries strict security headers', async ({ request }) => {
    for (const url of ['/app/', '/app/login', '/api/health']) {
      const res = await request.get(url);
      const csp = res.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
    }
  });
});
