import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only driving (issue 25): focus moves with Tab / Shift+Tab only, and what a test does with the focused
 * control is a key press. Nothing here clicks, hovers or focuses an element from script.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 }: { back?: boolean; max?: number } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i += 1) {
    // evaluateAll, not evaluate: a row of a virtual list leaves the DOM while focus is elsewhere on the page (the
    // list renders what is near the view) and comes back as Tab walks down to it; evaluate would wait for it forever
    const found = await target.evaluateAll((els) => (els.length > 1 ? 'several' : els.length === 1 && els[0] === document.activeElement ? 'focused' : 'not yet'));
    if (found === 'several') throw new Error(`${String(target)} matches more than one element`);
    if (found === 'focused') {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${String(target)} was not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses; focus is on ${focused}`);
}

/** Tabs to the control and presses the key (Enter for links and buttons, Space for checkboxes). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter', options?: { back?: boolean; max?: number }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a native select and moves its choice with the arrow keys until the option's text matches. */
export async function chooseWithArrows(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await tabTo(page, select);
  const matches = (text: string) => (typeof option === 'string' ? text.trim() === option : option.test(text));
  const chosen = () => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  const count = await select.evaluate((el) => (el as HTMLSelectElement).options.length);
  for (let i = 0; i <= count && !matches(await chosen()); i += 1) await page.keyboard.press('ArrowDown');
  for (let i = 0; i <= count && !matches(await chosen()); i += 1) await page.keyboard.press('ArrowUp');
  expect(await chosen()).toMatch(typeof option === 'string' ? option : option);
}

/** A focused control must show it: an outline or a ring (box-shadow) that is not 'none' (WCAG 2.4.7). */
export async function expectFocusVisible(target: Locator): Promise<void> {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px', ring: s.boxShadow !== 'none' };
  });
  expect(style.outline || style.ring, `${String(target)} shows no focus indicator`).toBe(true);
}
