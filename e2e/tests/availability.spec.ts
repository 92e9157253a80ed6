import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, formatDate, nextSchoolDay, todayInFinland } from '@vikariat/domain';
import { apiSignIn } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { activate, chooseWithArrows } from '../support/keyboard.ts';
import { signIn } from '../support/session.ts';

/**
 * Availability (issue 23, decision 023): a substitute answers "Are you free tomorrow?" and marks days while offline;
 * the actions wait in the outbox and reach the server once the signal is back. The calendar screen is Swedish and
 * Finnish, works at 390 and 1180 px, is axe-clean and keyboard-operable.
 */
const PHONE = { width: 390, height: 844 };
/** AVAILABILITY_SHOTS=dir: a screenshot of each language and width to look at */
const SHOTS = process.env['AVAILABILITY_SHOTS'];
const WIDE = { width: 1180, height: 820 };

interface AvailabilityDocument {
  kind: 'day' | 'week';
  date: string | null;
  weekday: number | null;
  morning: boolean | null;
  afternoon: boolean | null;
  answered: boolean;
}

/** What the server holds for the person: their availability pulled from zero, as a new device would. */
async function serverAvailability(request: APIRequestContext, email: string): Promise<AvailabilityDocument[]> {
  const { token } = await apiSignIn(request, email);
  const res = await request.post('/api/sync/availability/pull', { headers: { authorization: `Bearer ${token}` }, data: { checkpoint: null, deviceId: 'e2e-check' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { documents: AvailabilityDocument[] }).documents;
}

test('offline: tomorrow marked free from the feed and a half day in the calendar reach the server on reconnect', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // the feed asks about the next school day: tomorrow, or Monday from Friday on
  const tomorrow = nextSchoolDay(todayInFinland());
  const when = tomorrow === addDays(todayInFinland(), 1) ? 'i morgon' : 'på måndag';
  const later = addDays(tomorrow, 1);
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const s = await phone.newPage();
  await signIn(s, DEMO.substitute);
  await s.goto('/app/jobs/all');
  const question = s.getByRole('region', { name: `Är du ledig ${when}, ${formatDate(tomorrow)}?` });
  await expect(question).toBeVisible();
  await s.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await phone.setOffline(true);
  await question.getByRole('button', { name: 'Ja, jag är ledig' }).click();
  await expect(question.getByRole('button', { name: 'Ja, jag är ledig' })).toHaveAttribute('aria-pressed', 'true');
  await expect(question.getByRole('status')).toHaveText(`Du har svarat att du är ledig ${when}.`);

  // offline navigation to the calendar: the day shows free at once (the optimistic view of the queued answer)
  await s.goto('/app/availability');
  let shown = todayInFinland().slice(0, 7);
  const dayButton = async (date: string, status = '') => {
    if (date.slice(0, 7) !== shown) {
      await s.getByRole('button', { name: 'Nästa månad' }).click();
      shown = date.slice(0, 7);
    }
    return s.getByRole('button', { name: new RegExp(`^${formatDate(date).replace(/\./g, '\\.')}: ${status}`) });
  };
  await expect(await dayButton(tomorrow, 'Ledig')).toBeVisible();
  // the day after: free in the morning only
  await (await dayButton(later)).click();
  await s.getByRole('combobox', { name: 'Förmiddag (före 12)' }).selectOption('free');
  await s.getByRole('combobox', { name: 'Eftermiddag (från 12)' }).selectOption('notFree');
  await expect(await dayButton(later, 'Ledig förmiddag')).toBeVisible();
  await expect(s.getByRole('button', { name: /i kö/ })).toContainText('3 i kö');
  await expectAccessible(s);

  await phone.setOffline(false);
  await expect(s.getByRole('button', { name: /i kö/ })).toHaveCount(0, { timeout: 30_000 });
  const held = await serverAvailability(request, DEMO.substitute);
  expect(held).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'day', date: tomorrow, morning: true, afternoon: true, answered: true }),
      expect.objectContaining({ kind: 'day', date: later, morning: true, afternoon: false, answered: false }),
    ]),
  );
  await phone.close();
});

for (const [lang, email, title] of [
  ['sv', DEMO.substitute, 'Tillgänglighet'],
  ['fi', DEMO.substituteFi, 'Saatavuus'],
] as const) {
  test(`the calendar in ${lang}: 390 and 1180 px, axe-clean, a weekly pattern set with the keyboard alone`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    for (const viewport of [PHONE, WIDE]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, email);
      await page.goto('/app/availability');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/availability-${lang}-${viewport.width}.png`, fullPage: true });
      await context.close();
    }
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto('/app/availability');
    const tuesdayMorning = page.getByRole('combobox', { name: lang === 'sv' ? 'Tisdag, förmiddag' : 'Tiistai, aamupäivä' });
    await chooseWithArrows(page, tuesdayMorning, lang === 'sv' ? 'Ledig' : 'Vapaa');
    const today = page.locator(`[data-date="${todayInFinland()}"]`);
    await activate(page, today, 'Enter', { back: true });
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /i kö|jonossa/ })).toHaveCount(0, { timeout: 30_000 });
    const held = await serverAvailability(request, email);
    expect(held).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'week', weekday: 2, morning: true })]));
    await context.close();
  });
}
