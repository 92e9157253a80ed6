import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';
import { scrollToRow } from '../support/virtual-list.ts';

/**
 * Issue 22 items 8 and 15 in Chromium. The menus are read from the screen itself: for every role, at a tablet's and a
 * phone's width, each link the menu shows is followed and must land on a screen of its own (not "not found", not sent
 * elsewhere). Then: the export link once an admin allows it, and a job paused and activated from the manage page.
 */
const ROLES = [
  ['substitute', DEMO.substitute],
  ['teacher', DEMO.teacher],
  ['principal', DEMO.principal],
  ['leader', DEMO.leader],
  ['admin', DEMO.admin],
] as const;

/** The links of the main menu (sidebar or phone bar) as paths under /app. */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /^(Huvudmeny|Päävalikko)$/ });
  await expect(nav).toBeVisible();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/**
 * The version label is whole where it stands: not cut by a box that clips it, not past the window, not under the phone
 * bar, its text not overflowing (at the foot of the 1180×820 rail it was cut in half).
 */
async function expectWhole(label: Locator): Promise<void> {
  await expect(label).toBeVisible();
  // scrolled to and measured again until it holds: a page still filling in (the phone's settings list) pushes it down
  await expect(async () => {
    await label.scrollIntoViewIfNeeded();
    expect(await cutOf(label)).toBeNull();
  }).toPass({ timeout: 10_000 });
}

/** Why the label is not whole where it stands, or null. */
function cutOf(label: Locator): Promise<string | null> {
  return label.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) return 'its own text overflows';
    for (let box2 = el.parentElement; box2 !== null; box2 = box2.parentElement) {
      const style = getComputedStyle(box2);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = box2.getBoundingClientRect();
      if (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5 || box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return `cut by .${box2.className}`;
    }
    if (box.bottom > innerHeight || box.right > innerWidth) return 'past the window';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === el || el.contains(hit) ? null : `under ${hit?.className ?? 'something'}`;
  });
}

for (const [label, email] of ROLES) {
  for (const width of [1180, 390]) {
    test(`every menu link of a ${label} at ${width} px leads to its own screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 820 });
      await signIn(page, email);
      const links = await menuLinks(page);
      expect(links.length).toBeGreaterThan(2);
      // the phone bar's labels fit their slots (a long word was cut at the slot's edge: 'Anslagstavlan', 'anmälningar')
      const cut = await page
        .locator('.bottom-label')
        .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1 || l.scrollHeight > l.clientHeight + 1).map((l) => l.textContent));
      expect(cut).toEqual([]);
      // the version: at the foot of the rail on a tablet; on a phone at the end of the settings list, scrolled to
      const version = /^v\d+\.\d+\.\d+$/;
      if (width < 600) {
        await page.goto('/app/settings');
        await expectWhole(page.locator('#main').getByText(version));
      } else await expectWhole(page.getByRole('navigation', { name: /^(Huvudmeny|Päävalikko)$/ }).getByText(version));
      for (const href of links) {
        await page.goto(href);
        await expect(page.locator('#main')).not.toBeEmpty();
        await expect(page.getByRole('heading', { name: /^(Sidan hittades inte|Sivua ei löytynyt)$/ })).toHaveCount(0);
        expect(new URL(page.url()).pathname, href).toBe(href);
      }
    });
  }
}

test('a principal gets a menu link to the export once an admin allows the school to export', async ({ page, request }) => {
  const { claims } = await apiSignIn(request, DEMO.principal);
  await page.setViewportSize({ width: 1180, height: 820 });
  await signIn(page, DEMO.principal);
  const nav = page.getByRole('navigation', { name: /^(Huvudmeny|Päävalikko)$/ });
  await expect(nav.getByRole('link', { name: /Tilastojen vienti|Statistikexport/ })).toHaveCount(0);

  const admin = await apiSignIn(request, DEMO.admin);
  const allowed = await request.patch(`/api/admin/schools/${claims.school?.id ?? ''}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { exportAllowed: true },
  });
  expect(allowed.status(), await allowed.text()).toBe(200);
  await page.reload();
  const link = nav.getByRole('link', { name: /Tilastojen vienti|Statistikexport/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/app\/export$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a principal pauses a job nobody applied to and activates it again; a substitute’s list follows', async ({ browser, request }) => {
  const { token, claims } = await apiSignIn(request, DEMO.leader);
  const day = dayOfNextMonth(21);
  const info = `Pausprov ${Date.now().toString(36)}`;
  const job = await apiPostJob(request, token, { school: claims.school?.id ?? '', startDate: day.iso, startTime: '09:00', endTime: '12:00', additionalInfo: info });

  const substitute = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(substitute, DEMO.substitute);
  await substitute.goto('/app/jobs/all');
  // this job's own card, scrolled to as a person would: the list is virtual, and how far down the day lies depends on
  // the jobs earlier tests left (two failed tries of another test once pushed it out of the rendered rows)
  const card = substitute.getByTestId('substitute-job-card').filter({ has: substitute.locator(`a[href$="/specific/${job}"]`) });
  await scrollToRow(substitute, card);
  // the list's length, as it tells screen readers (every row carries it): the paused job leaves it, not just the view
  const listLength = () => substitute.locator('[role="listitem"][aria-setsize]').first().getAttribute('aria-setsize');
  const before = Number(await listLength());

  const principal = await (await browser.newContext({ viewport: { width: 1180, height: 820 } })).newPage();
  await signIn(principal, DEMO.leader);
  await principal.goto(`/app/manage/${job}`);
  await principal.getByRole('button', { name: 'Pausa vikariatet' }).click();
  await principal.getByRole('alertdialog').getByRole('button', { name: 'Pausa' }).click();
  await expect(principal.getByTestId('paused-mark')).toBeVisible();
  await expectAccessible(principal);
  await expect(card).toHaveCount(0);
  await expect.poll(listLength).toBe(String(before - 1));

  await principal.getByRole('button', { name: 'Aktivera vikariatet' }).click();
  await expect(principal.getByText('Jobbet är nu aktiverat!')).toBeVisible();
  await expect(principal.getByTestId('paused-mark')).toHaveCount(0);
  await expect.poll(listLength).toBe(String(before));
  await scrollToRow(substitute, card);
});
