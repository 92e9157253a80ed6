import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { E2E_DIR } from './constants.ts';

/**
 * Where a move ended: `done` (the screen has loaded), `redirected` (a role guard sent the user elsewhere: that screen
 * is walked on its own), or still loading when the walk gave up (and on what).
 */
export type Arrival = 'done' | 'redirected' | { stillLoading: string };

/** How a walk over many screens moves and knows a screen is done, fast enough to see every screen in minutes. */
export interface ScreenWalker {
  /** a full page load (what a first visit, a reload or a link from a mail does) */
  load(path: string): Promise<Arrival>;
  /** the app's own navigation (a menu link): no reload */
  navigate(path: string): Promise<Arrival>;
}

const BUSY = '.boot-fallback, .route-progress, .spinner';
const QUIET_MS = 250;
const LIMIT_MS = 15_000;

/**
 * Follows the page's requests: a screen is done when nothing is loading (no request under way for a moment, no
 * spinner, no route progress bar).
 */
export function screenWalker(page: Page): ScreenWalker {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource' || r.resourceType() === 'websocket') return;
    inFlight.add(r);
    lastActivity = Date.now();
  });
  const finished = (r: Request) => {
    inFlight.delete(r);
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);

  const settle = async (path: string): Promise<Arrival> => {
    const start = Date.now();
    while (Date.now() - start < LIMIT_MS) {
      if (new URL(page.url()).pathname !== `/app${path}`) return 'redirected';
      if (inFlight.size === 0 && Date.now() - lastActivity > QUIET_MS && (await page.locator(BUSY).count()) === 0) return 'done';
      await page.waitForTimeout(50);
    }
    const busy: string[] = await page.locator(BUSY).evaluateAll((elements: Element[]): string[] => elements.map((e: Element) => e.className));
    const requests = [...inFlight].map((r) => new URL(r.url()).pathname);
    return { stillLoading: `still loading after ${LIMIT_MS / 1000} s (${[...busy, ...requests].join(', ')})` };
  };
  return {
    async load(to) {
      lastActivity = Date.now();
      await page.goto(`/app${to}`);
      return settle(to);
    },
    async navigate(to) {
      lastActivity = Date.now();
      // what the router's links do: a new history entry, then the router reads it
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/app${to}`);
      return settle(to);
    },
  };
}

/**
 * Delays every translation catalogue of the build (as a slow phone network does), so a screen that renders before
 * its catalogue arrives shows its message ids long enough to be seen.
 */
export async function slowCatalogues(page: Page, delayMs = 700): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(E2E_DIR, '../apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = new Set(
    Object.entries(manifest)
      .filter(([source]) => /\/locales\/catalogs\/.+\.po$/.test(source))
      .map(([, c]) => `/app/${c.file}`),
  );
  if (files.size === 0) throw new Error('no catalogue chunks in the build manifest');
  await page.route(
    (url) => files.has(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    },
  );
}
