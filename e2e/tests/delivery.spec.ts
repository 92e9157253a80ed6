import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_DIR } from '../support/constants.ts';

const DIST = path.join(E2E_DIR, '../apps/web/dist');
/** The bar every screen holds: the JavaScript a first visit needs before any screen is at most 170 KB gzipped. */
const CRITICAL_PATH_LIMIT = 170 * 1024;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The entry chunk and everything it imports statically (what the browser must fetch before the first render). */
function criticalPath(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return [...files];
}

test.describe('delivery', () => {
  test('the critical path is at most 170 KB gzipped, and a first visit gets every script brotli-compressed', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
    const critical = criticalPath(manifest);
    expect(critical.length).toBeGreaterThan(1);
    const gzipped = critical.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length, 0);
    test.info().annotations.push({ type: 'critical path', description: `${critical.length} files, ${(gzipped / 1024).toFixed(1)} KB gzip` });
    expect(gzipped).toBeLessThanOrEqual(CRITICAL_PATH_LIMIT);

    const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      void res
        .request()
        .sizes()
        .then((sizes) => scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'], bytes: sizes.responseBodySize }));
    });
    await page.goto('/app/login');
    await expect(page.getByRole('textbox', { name: /^lösenord$/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = scripts.map((s) => new URL(s.url).pathname.replace(/^\/app\//, ''));
    expect(loaded).toEqual(expect.arrayContaining(critical));
    for (const script of scripts) {
      const file = new URL(script.url).pathname.replace(/^\/app\//, '');
      // what travelled is the build's brotli file, byte for byte (files under 1 KB are not worth compressing)
      const brotli = path.join(DIST, `${file}.br`);
      const expected = existsSync(brotli) ? ['br', statSync(brotli).size] : [undefined, statSync(path.join(DIST, file)).size];
      expect([file, script.encoding, script.bytes]).toEqual([file, ...expected]);
    }
  });
});
