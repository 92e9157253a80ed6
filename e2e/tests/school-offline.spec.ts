import { expect, test } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';
import { scrollToRow } from '../support/virtual-list.ts';

/**
 * The school's screens read the local database (issue 26 item 1, issue 22 item 5): a principal's board opens with the
 * last known jobs and applicants when the device is offline, and when the device is online but the server does not
 * answer, and says which it is and how old the data is. Before, the board was blank, as if the school had no jobs.
 */
const TABLET = { width: 1180, height: 820 };
const PHONE = { width: 390, height: 844 };

test('a principal’s board opens offline with the last known jobs and applicants, and with the server down', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const leader = await apiSignIn(request, DEMO.leader);
  const substitute = await apiSignIn(request, DEMO.substitute);
  const day = dayOfNextMonth(26 + test.info().retry);
  const job = await apiPostJob(request, leader.token, {
    startDate: day.iso,
    startTime: '12:00',
    endTime: '14:00',
    additionalInfo: 'E2E tavlan offline',
    school: leader.claims.school?.id ?? '',
  });
  expect((await request.post('/api/users/add/applicant', { headers: { authorization: `Bearer ${substitute.token}` }, data: { uniqueId: job } })).status()).toBe(200);

  const tablet = await browser.newContext({ viewport: TABLET });
  const p = await tablet.newPage();
  await signIn(p, DEMO.leader);
  await p.goto('/app/jobs/overview');
  const card = p.getByTestId('board-card').filter({ hasText: `${day.shown} 12:00–14:00` });
  const vera = card.getByTestId('applicant-card').filter({ hasText: 'Vera Vikström' });
  await scrollToRow(p, vera);
  const notice = p.getByTestId('connection-notice');
  await expect(notice).toHaveCount(0);
  // the service worker controls the page: the app's code is there offline, the jobs are in IndexedDB
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // 1. the device offline, the board opened anew
  await tablet.setOffline(true);
  await p.reload();
  await scrollToRow(p, vera);
  await expect(notice).toHaveAttribute('data-problem', 'offline');
  await expect(notice).toContainText(/Du är offline\. Uppdaterat \d\d:\d\d\./);
  await expect(notice).toContainText('Att välja eller avboka en vikarie och att redigera eller ta bort ett vikariat kräver en förbindelse till servern.');
  await expect(p.getByText('Inga vikariat ännu.')).toHaveCount(0);
  await expectAccessible(p);
  // the manage page too, with its applicant; and a phone's width
  await card.getByRole('link', { name: `${day.shown} 12:00–14:00` }).click();
  await expect(p).toHaveURL(new RegExp(`/app/manage/${job}$`));
  await expect(p.getByRole('button', { name: 'Välj Vera Vikström' })).toBeVisible();
  await expect(notice).toHaveAttribute('data-problem', 'offline');
  await p.setViewportSize(PHONE);
  await expectAccessible(p);
  await p.goBack();
  await scrollToRow(p, vera);
  await p.setViewportSize(TABLET);
  await tablet.setOffline(false);

  // 2. the device online, the server not answering (no request reaches it, the live stream is refused)
  await tablet.route('**/api/**', (route) => route.abort('connectionrefused'));
  await tablet.routeWebSocket(/\/api\/realtime/, (ws) => ws.close());
  await p.reload();
  await scrollToRow(p, vera);
  await expect(notice).toHaveAttribute('data-problem', 'unreachable', { timeout: 20_000 });
  await expect(notice).toContainText(/Servern svarar inte\. Uppdaterat \d\d:\d\d\./);
  await expect(notice).toContainText('Enheten är ansluten, men servern kan inte nås just nu.');
  await expectAccessible(p);

  // 3. the server back: the notice goes
  await tablet.unrouteAll({ behavior: 'ignoreErrors' });
  await p.reload();
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await tablet.close();
});
