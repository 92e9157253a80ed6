import { chromium } from '@playwright/test';
const [, , base, email, lang, width, ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 500 ? 844 : 820 }, locale: lang === 'fi' ? 'fi-FI' : 'sv-SE' });
await context.addCookies([{ name: '_lang', value: lang, url: base }]);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => {
  if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 200));
});
await page.goto(`${base}/app/login`);
if (email !== '-') {
  await page.getByLabel(/E-post|Sähköposti/).fill(email);
  await page.getByLabel(/Lösenord|Salasana/).fill('Vikariat-demo-2026');
  await page.getByRole('button', { name: /Logga in|Kirjaudu/ }).click();
  await page.waitForTimeout(2500);
}
for (const p of paths) {
  await page.goto(`${base}/app${p}`);
  await page.waitForTimeout(1800);
  const name = `${email.split('@')[0]}-${lang}-${width}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
  console.log('shot', name, page.url());
}
await browser.close();
