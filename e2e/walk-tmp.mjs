import { chromium } from 'playwright-core';
const BASE = 'http://localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const shots = [];
async function ctx(viewport) { const c = await browser.newContext({ viewport, baseURL: BASE }); const p = await c.newPage(); p.on('pageerror', (e) => console.log('PAGEERROR', e.message)); p.on('response', (r) => { if (r.status() >= 500) console.log('5xx', r.url(), r.status()); }); return p; }
async function signIn(p, email) { await p.goto('/app/login'); await p.getByRole('textbox', { name: /^(e-post(adress)?|sähköposti(osoite)?)$/i }).fill(email); await p.getByRole('textbox', { name: /^(lösenord|salasana)$/i }).fill('Vikariat-demo-2026'); await p.getByRole('button', { name: /logga in|kirjaudu/i }).click(); await p.waitForURL((u) => !u.pathname.endsWith('/login')); await p.waitForTimeout(2500); }
async function shot(p, name) { await p.waitForTimeout(800); const f = `/tmp/walk/${name}.png`; await p.screenshot({ path: f, fullPage: false }); shots.push(f); }
const step = process.argv[2];
if (step === 'principal') {
  const p = await ctx({ width: 1180, height: 820 });
  await signIn(p, 'rehtori@vikariat.demo');
  await shot(p, 'p1-board');
  await p.goto('/app/jobs/new'); await shot(p, 'p2-new');
  await p.getByRole('button', { name: 'SOS', exact: true }).click(); await shot(p, 'p3-sos');
  await p.keyboard.press('Escape');
  await p.goto('/app/jobs/list'); await shot(p, 'p4-list');
}
if (step === 'sub') {
  const p = await ctx({ width: 390, height: 844 });
  await signIn(p, 'vikarie@vikariat.demo');
  await shot(p, 's1-home');
  await p.goto('/app/jobs/all'); await shot(p, 's2-all');
  const first = p.locator('a[href*="/app/specific/"]').first();
  if (await first.count()) { await first.click(); await shot(p, 's3-job'); }
  await p.goto('/app/settings'); await shot(p, 's4-more');
}
console.log(shots.join('\n'));
await browser.close();
