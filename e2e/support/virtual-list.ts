import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Brings a row of a virtual list into view the way a user would, by scrolling. The product's long lists (the board,
 * the open jobs) render only the rows near the view, so a row far down the list is not in the page until scrolled to;
 * the shared e2e database holds every earlier test's jobs, so "far down" depends on what ran before. Scrolls down a
 * screen at a time and starts again from the top at the end (the row may still be arriving from the server).
 */
export async function scrollToRow(page: Page, row: Locator, timeout = 20_000): Promise<void> {
  await expect(async () => {
    if ((await row.count()) === 0) {
      const atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY === before;
      });
      if (atEnd) await page.evaluate(() => window.scrollTo(0, 0));
    }
    await expect(row.first()).toBeVisible({ timeout: 300 });
  }).toPass({ timeout, intervals: [100] });
}
