import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { build } from 'esbuild';
import type { TabApi } from '../support/direct-insert-page.ts';

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
