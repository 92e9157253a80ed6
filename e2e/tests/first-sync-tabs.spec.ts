import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { build } from 'esbuild';
import type { TabApi } from '../support/direct-insert-page.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * Decision 013 in a real browser: a first sync's page added straight to RxDB's Dexie table reaches the open
 * queries of every tab of the device (RxDB's multi-instance broadcast of the storage's change stream), not only
 * the tab that wrote it.
 */
test('a page added straight to the Dexie table shows in every tab', async ({ browser, baseURL }) => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, '../support/direct-insert-page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const context = await browser.newContext();
  // served on the app's origin (a secure context: RxDB hashes with crypto.subtle)
  await context.route(`${baseURL}/e2e-direct/**`, (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>tab</title><script type="module" src="/e2e-direct/page.js"></script>' }),
  );
  const tabs: Page[] = [];
  for (let i = 0; i < 2; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/e2e-direct/index.html');
    await tab.waitForFunction(() => 'tab' in window);
    await tab.evaluate(() => (window as unknown as { tab: TabApi }).tab.open('first-sync-tabs'));
    tabs.push(tab);
  }
  const [writer, other] = tabs as [Page, Page];
  expect(await writer.evaluate(() => (window as unknown as { tab: TabApi }).tab.insert(3000))).toEqual([true, true]);
  for (const tab of [writer, other]) {
    await expect.poll(() => tab.evaluate(() => (window as unknown as { tab: TabApi }).tab.seen().at(-1))).toBe(3000);
    expect(await tab.evaluate(() => (window as unknown as { tab: TabApi }).tab.count())).toBe(3000);
  }
  // a second page meeting stored documents stores nothing (the load would hand it to RxDB)
  expect(await writer.evaluate(() => (window as unknown as { tab: TabApi }).tab.insert(10))).toEqual([true, false]);
  expect(await other.evaluate(() => (window as unknown as { tab: TabApi }).tab.count())).toBe(3000);
  await context.close();
});

/** Protocol 5 in the app: a device's first sync asks for its jobs in one followed pull, answered as JSON lines. */
test('a first sync pulls the jobs in one followed pull, read as JSON lines', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pulls: Array<{ body: unknown; type: string | undefined }> = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/sync/jobs/pull')) return;
    pulls.push({ body: response.request().postDataJSON(), type: (await response.allHeaders())['content-type'] });
  });
  await signIn(page, DEMO.substitute);
  await page.goto('/app/jobs/all');
  await expect(page.getByTestId('substitute-job-card').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => pulls.length).toBeGreaterThan(0);
  expect(pulls[0]).toEqual({ body: expect.objectContaining({ checkpoint: null, follow: true }) as unknown, type: 'application/x-ndjson' });
  await context.close();
});
