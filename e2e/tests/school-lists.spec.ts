import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * The school's lists (issue 23) in a real browser against the real server: a principal adds an applicant to the
 * school's preferred list from the profile, sees them on the list screen, blocks them (the school's new jobs stop
 * reaching them; they are not told) and lifts the block from the list screen on a phone. Finnish (the Vasa principal
 * and substitute); the Swedish leader's list screen at both widths.
 */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The substitute's open jobs, as the online list offers them (the same rule as the phone's feed and the notifications). */
async function offeredIds(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.post('/api/users/getalltemp', { headers: auth(token), data: {} });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { activejobs?: { _id: string }[]; inactivejobs?: { _id: string }[] };
  return [...(body.activejobs ?? []), ...(body.inactivejobs ?? [])].map((j) => j._id);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test('a principal prefers, then blocks a substitute from the profile; the school’s new jobs stop reaching them; the block is lifted on a phone (Finnish)', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const principal = await apiSignIn(request, DEMO.principal);
  const substitute = await apiSignIn(request, DEMO.substituteFi);
  const school = principal.claims.school?.id ?? '';
  const post = (startDay: number, info: string) =>
    apiPostJob(request, principal.token, {
      startDate: dayOfNextMonth(startDay + test.info().retry).iso,
      startTime: '08:00',
      endTime: '12:00',
      additionalInfo: info,
      school,
    });
  // the school sees the person once they applied
  const applied = await post(21, 'E2E listat haettu');
  expect((await request.post('/api/users/add/applicant', { headers: auth(substitute.token), data: { uniqueId: applied } })).status()).toBe(200);

  const tablet = await browser.newContext({ viewport: TABLET });
  const p = await tablet.newPage();
  await signIn(p, DEMO.principal);
  await p.goto(`/app/profile/${encodeURIComponent(DEMO.substituteFi)}`);
  const tie = p.getByTestId('school-tie');
  await expect(tie).toContainText(/työskennellyt täällä/, { timeout: 20_000 });
  await tie.getByRole('button', { name: 'Lisää suosittuihin ☆' }).click();
  await expect(tie).toContainText('Suosittu sijainen');
  await expect(tie.getByRole('button', { name: 'Suosittu ★' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(p);

  // the list screen: the substitute on the preferred list
  await p.goto('/app/principal/settings');
  const lists = p.getByRole('region', { name: 'Koulun sijaiset' });
  await expect(lists.getByTestId('preferred-list')).toContainText(/työskennellyt täällä/, { timeout: 20_000 });
  await expect(
    lists
      .getByTestId('preferred-list')
      .getByRole('button', { name: /suosituista$/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(p);
  await noHorizontalScroll(p);

  // blocked from the profile, after a confirm that says the person is not told
  await p.goto(`/app/profile/${encodeURIComponent(DEMO.substituteFi)}`);
  await tie.getByRole('button', { name: 'Estä', exact: true }).click();
  const dialog = p.getByRole('alertdialog');
  await expect(dialog).toContainText('eikä saa tietää estosta');
  await expectAccessible(p);
  await dialog.getByRole('button', { name: 'Estä', exact: true }).click();
  await expect(tie).toContainText('Estetty');

  // a new job of the school: not offered to the blocked substitute, nor is the one they applied to offered again
  // (decision 023, amended: a block holds against applying again; their application stays the school's to decide on)
  const after = await post(22, 'E2E listat esto');
  const offered = await offeredIds(request, substitute.token);
  expect([offered.includes(after), offered.includes(applied)]).toEqual([false, false]);
  await tablet.close();

  // the block lifted from the list screen on a phone: the school's jobs reach them again
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const s = await phone.newPage();
  await signIn(s, DEMO.principal);
  await s.goto('/app/principal/settings');
  const phoneLists = s.getByRole('region', { name: 'Koulun sijaiset' });
  const blocked = phoneLists.getByTestId('blocked-list');
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  await noHorizontalScroll(s);
  await expectAccessible(s);
  await blocked
    .getByRole('button', { name: /^Poista esto/ })
    .first()
    .click();
  await s.getByRole('alertdialog').getByRole('button', { name: 'Poista esto' }).click();
  await expect(s.getByText('Esto on poistettu.')).toBeVisible();
  expect(await offeredIds(request, substitute.token)).toContain(after);
  await phone.close();
});

test('the Swedish leader’s list screen works at phone and tablet width with the keyboard', async ({ browser }) => {
  for (const viewport of [PHONE, TABLET]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, DEMO.leader);
    await page.goto('/app/principal/settings');
    const lists = page.getByRole('region', { name: 'Skolans vikarier' });
    await expect(lists.getByRole('heading', { name: 'Föredragna' })).toBeVisible({ timeout: 20_000 });
    // a leader of several schools picks the school with the keyboard
    const picker = lists.getByLabel('Skola', { exact: true });
    if (await picker.isVisible()) {
      await picker.focus();
      await page.keyboard.press('ArrowDown');
    }
    await expect(lists.getByText(/Inga föredragna vikarier ännu\.|Har (inte )?arbetat här/).first()).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);
    await context.close();
  }
});
