import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * Nothing on a 390 px phone is wider than the phone: a page that scrolls sideways hides its last column and its actions.
 * Found by looking at every screen: the admin's school and principal tables (their visually hidden header labels sat
 * outside the table's scroll box) and the substitute's own profile (a long name with its badge widened every card).
 */
const PHONE = { width: 390, height: 844 };
const SCREENS: ReadonlyArray<[string, readonly string[]]> = [
  [DEMO.admin, ['/app/admin/schools', '/app/admin/principals', '/app/admin/sync-log', '/app/admin/cancellations']],
  [DEMO.substitute, ['/app/profile', '/app/calendar', '/app/jobs/hidden']],
  [DEMO.principal, ['/app/reports', '/app/teachers', '/app/codes']],
];

/** The page's width once its heading is up and nothing is loading any more. */
async function widthOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const [email, paths] of SCREENS) {
  test(`no screen of ${email.split('@')[0]} scrolls sideways at 390 px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, email);
    for (const path of paths) expect.soft(await widthOf(page, path), path).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
}

/**
 * Found by a tester: the admin's audit log kept its five columns on a phone inside a box that scrolled sideways (the
 * page itself stayed 390 px wide, so the check above missed it). Each row is a card there now, every cell on screen.
 */
test('the admin’s audit log reads on a 390 px phone without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  // reads that the log then lists (opening the log is one too)
  await widthOf(page, '/app/admin/sync-log');
  expect(await widthOf(page, '/app/admin/audit-log')).toBeLessThanOrEqual(PHONE.width);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const box = page.getByRole('region', { name: /läsningar av personuppgifter/ });
  const sideways = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  // every cell of the first rows inside the screen, its column named beside it
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  expect(await cells.count()).toBe(5);
  for (const cell of await cells.all()) {
    const at = await cell.boundingBox();
    expect((at?.x ?? -1) >= 0 && (at?.x ?? 0) + (at?.width ?? 0) <= PHONE.width).toBe(true);
  }
  expect(await cells.first().evaluate((el) => getComputedStyle(el, '::before').content)).toContain('Tid');
  await context.close();
});

/**
 * Found by scrolling to the end of the substitute's open jobs on a phone: the virtual list measured its rows without the
 * cards' margins, so the page ended 10 px a row too early and the last jobs stayed under the tab bar, unreachable.
 */
test('the last open job scrolls fully into view above the tab bar at 390 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, DEMO.substitute);
  await page.goto('/app/jobs/all');
  const rows = page.locator('[role="listitem"]');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  // scroll until the page grows no more (the list renders its rows as they come near)
  for (let last = -1, height = 0; height !== last;) {
    last = height;
    height = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return document.documentElement.scrollHeight;
    });
  }
  const bar = await page.locator('.bottom-bar').boundingBox();
  // the row's own margin may sit under the bar; its card may not
  const card = await rows.last().locator(':scope > *').first().boundingBox();
  expect(bar).not.toBeNull();
  expect(card).not.toBeNull();
  expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  await context.close();
});
