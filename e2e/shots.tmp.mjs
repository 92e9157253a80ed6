import { chromium } from '@playwright/test';
const [base, email, lang, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 820 }, locale: lang === 'fi' ? 'fi-FI' : 'sv-SE' });
await ctx.addCookies([{ name: '_lang', value: lang, url: base }]);
const page = await ctx.newPage();
if (email !== '-') {
  await page.goto(base + '/app/');
  await page.locator('input[type=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill('Vikariat-demo-2026');
  await page.locator('input[type=password]').first().press('Enter');
  await page.waitForTimeout(4000);
}
for (const p of paths) {
  await page.goto(base + p); await page.waitForTimeout(3500);
  const name = `/tmp/shot-${email.split('@')[0]}-${lang}-${width}-${p.replace(/[^a-z0-9]+/gi,'_')}.png`;
  await page.screenshot({ path: name, fullPage: false }); console.log(name);
}
await browser.close();
