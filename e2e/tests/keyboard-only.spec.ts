import { expect, test, type Page } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { activate, chooseWithArrows, tabTo, typeInto } from '../support/keyboard.ts';

/**
 * The main flows with the keyboard only (issue 25, WCAG 2.1.1): sign in, find and apply for a job (substitute), post a
 * job and choose the applicant (principal). Focus moves with Tab / Shift+Tab, controls answer Enter, Space and the
 * arrow keys; no click, and no address typed after the sign-in screen: every screen is reached through the menus.
 * Each focused control must show its focus (support/keyboard.ts).
 */
const DESKTOP = { width: 1180, height: 820 };

async function signInWithKeys(page: Page, email: string): Promise<void> {
  await page.goto('/app/login');
  await typeInto(page, page.getByRole('textbox', { name: /^e-post(adress)?$/i }), email);
  await typeInto(page, page.getByRole('textbox', { name: /^lösenord$/i }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);
}

test('keyboard only: a substitute applies, a principal posts a job and chooses the applicant', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const leader = await apiSignIn(request, DEMO.leader);
  // a day of its own: the substitute is booked on it, and a booking closes other jobs within 2 h to her (offline-sync's)
  const day = dayOfNextMonth(18 + test.info().retry);
  const info = 'E2E tangentbord';
  await apiPostJob(request, leader.token, { startDate: day.iso, startTime: '10:00', endTime: '13:00', additionalInfo: info, school: leader.claims.school?.id ?? '' });

  // the substitute: sign in, open the list from the menu, open the job, apply through the consent dialog
  const sub = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInWithKeys(sub, DEMO.substitute);
  await activate(sub, sub.getByRole('navigation').getByRole('link', { name: 'Lediga vikariat' }));
  await expect(sub.getByRole('heading', { name: 'Lediga vikariat' })).toBeVisible();
  const card = sub.getByTestId('substitute-job-card').filter({ hasText: day.shown }).filter({ hasText: '10:00–13:00' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await activate(sub, card.getByRole('link'), 'Enter', { max: 400 });
  await expect(sub.getByText(info)).toBeVisible();
  await activate(sub, sub.getByRole('button', { name: 'Anmäl dig' }));
  const consent = sub.getByRole('dialog', { name: 'Bekräfta din anmälan' });
  await expect(consent).toBeVisible();
  await activate(sub, consent.getByRole('checkbox'), 'Space');
  await expect(consent.getByRole('checkbox')).toBeChecked();
  await activate(sub, consent.getByRole('button', { name: 'Anmäl mig' }));
  await expect(consent).toHaveCount(0);
  await expect(sub).toHaveURL(/\/app\/jobs\/personal$/);
  await expect(sub.getByTestId('substitute-job-card').filter({ hasText: day.shown }).filter({ hasText: '10:00–13:00' }).getByText('Väntar')).toBeVisible({
    timeout: 20_000,
  });

  // the principal: sign in, post a job from the menu's create link, choosing the date in the calendar with arrows
  const p = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInWithKeys(p, DEMO.leader);
  await activate(p, p.getByRole('link', { name: 'Skapa vikariat' }).first());
  await expect(p.getByRole('heading', { name: 'Skapa vikariat' })).toBeVisible();
  await chooseWithArrows(p, p.getByRole('combobox', { name: 'Skola', exact: true }), 'Solbackaskolan');
  await activate(p, p.getByRole('button', { name: /^Startdatum/ }));
  await activate(p, p.getByRole('button', { name: /nästa månad/i }));
  // the month's grid takes focus on its first day (nothing chosen or today in it): down twice and right twice is the 17th
  await tabTo(p, p.locator('.rdp-day:not(.rdp-outside) button', { hasText: /^1$/ }));
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'Enter']) await p.keyboard.press(key);
  const posted = dayOfNextMonth(17);
  await expect(p.getByRole('button', { name: /^Startdatum/ })).toContainText(posted.shown);
  // the calendar closed and gave focus back to its button, so the form goes on from there
  await expect(p.getByRole('button', { name: /^Startdatum/ })).toBeFocused();
  await chooseWithArrows(p, p.getByRole('combobox', { name: 'Starttid', exact: true }), '08:00');
  await chooseWithArrows(p, p.getByRole('combobox', { name: 'Sluttid', exact: true }), '11:30');
  await chooseWithArrows(p, p.getByRole('combobox', { name: 'Typ av vikariat', exact: true }), 'Klasslärare');
  await typeInto(p, p.getByLabel('Tilläggsinformation'), 'E2E tangentbord, nytt');
  await activate(p, p.getByRole('button', { name: 'Publicera', exact: true }));
  await expect(p).toHaveURL(/\/app\/jobs\/overview$/);
  await expect(p.getByTestId('board-card').filter({ hasText: `${posted.shown} 08:00–11:30` })).toBeVisible({ timeout: 20_000 });

  // ... and chooses the substitute who applied: from the board to the job, then the choice and its dialogs
  const board = p.getByTestId('board-card').filter({ hasText: `${day.shown} 10:00–13:00` });
  await expect(board.getByTestId('applicant-card').filter({ hasText: 'Vera Vikström' })).toBeVisible({ timeout: 30_000 });
  await activate(p, board.getByRole('link', { name: new RegExp(`${day.shown} 10:00–13:00`) }), 'Enter', { max: 400 });
  await expect(p).toHaveURL(/\/app\/manage\//);
  await activate(p, p.getByRole('button', { name: 'Välj Vera Vikström' }));
  const sure = p.getByRole('alertdialog', { name: 'Är du säker på ditt val?' });
  await activate(p, sure.getByRole('button', { name: 'Välj' }));
  const congratulations = p.getByRole('dialog', { name: 'Grattis!' });
  await expect(congratulations).toBeVisible();
  await p.keyboard.press('Escape');
  await expect(congratulations).toHaveCount(0);
  await expect(p.getByText('Vald aspirant')).toBeVisible({ timeout: 15_000 });
  await expect(sub.getByTestId('substitute-job-card').filter({ hasText: day.shown }).filter({ hasText: '10:00–13:00' }).getByText('Vald')).toBeVisible({
    timeout: 30_000,
  });
});
