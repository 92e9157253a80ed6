import { expect, test, type Page } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';
import { scrollToRow } from '../support/virtual-list.ts';

/**
 * A shared staff-room tablet (issue 21): signing out leaves no job, application or profile in IndexedDB — only the
 * unsent actions, which go out when the same user signs in again and never under the next user — and a session the
 * server ends signs the browser out at once.
 */
const DESKTOP = { width: 1280, height: 800 };
const SECOND = 'annan@vikariat.demo'; // a substitute in the same regions: she sees the same jobs

/** Every record of every IndexedDB database of the page's origin, as text (what a next user could dig out). */
async function indexedDbText(page: Page): Promise<string> {
  // a sign-out reloads the page: a read it interrupts is read again on the new page
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readIndexedDb(page);
    } catch (error) {
      if (attempt === 3) throw error;
      await page.waitForLoadState();
    }
  }
}

const readIndexedDb = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(`open ${name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(new Error(`read ${store}`));
        });
        texts.push(JSON.stringify(records));
      }
      db.close();
    }
    return texts.join('\n');
  });

interface Jobs {
  applied: string;
  hidden: string;
  shown: string;
}
/** A job's card in the lists: its date and its times (the additional info shows on its own page). */
const jobCard = (page: Page, jobs: Jobs, which: 'applied' | 'hidden') =>
  page
    .getByTestId('substitute-job-card')
    .filter({ hasText: jobs.shown })
    .filter({ hasText: which === 'applied' ? '08:00–09:00' : '12:00–13:00' });

/** Two jobs in the substitute's regions, posted by the school. */
async function postTwoJobs(request: Parameters<typeof apiSignIn>[0], day: number, tag: string): Promise<Jobs> {
  const leader = await apiSignIn(request, DEMO.leader);
  const school = leader.claims.school?.id ?? '';
  const date = dayOfNextMonth(day);
  const applied = await apiPostJob(request, leader.token, { startDate: date.iso, startTime: '08:00', endTime: '09:00', additionalInfo: `${tag} A`, school });
  const hidden = await apiPostJob(request, leader.token, { startDate: date.iso, startTime: '12:00', endTime: '13:00', additionalInfo: `${tag} B`, school });
  return { applied, hidden, shown: date.shown };
}

/** Signed in as the substitute, jobs synced; applies to one job online, then hides the other offline (one action queued). */
async function substituteWithQueuedAction(page: Page, jobs: Jobs, tag: string): Promise<number> {
  await signIn(page, DEMO.substitute);
  await page.goto('/app/jobs/all');
  await scrollToRow(page, jobCard(page, jobs, 'hidden'));
  await page.goto(`/app/specific/${jobs.applied}`);
  await page.getByRole('button', { name: 'Anmäl dig' }).click();
  const consent = page.getByRole('dialog', { name: 'Bekräfta din anmälan' });
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Anmäl mig' }).click();
  await expect(page.getByRole('button', { name: /i kö/ })).toHaveCount(0, { timeout: 20_000 });
  await scrollToRow(page, jobCard(page, jobs, 'applied')); // in 'Mina anmälningar': the application came back from the server
  await page.goto(`/app/specific/${jobs.hidden}`);
  await expect(page.getByText(`${tag} B`)).toBeVisible();
  await expect(page.getByRole('button', { name: /i kö/ })).toHaveCount(0, { timeout: 20_000 }); // the page's view is sent
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Dölj vikariatet' }).click();
  // the hide, and maybe the page's own 'viewed' record if it had not gone out yet
  await expect(page.getByRole('button', { name: /i kö/ })).toContainText(/[12] i kö/);
  return Number(/(\d+) i kö/.exec((await page.getByRole('button', { name: /i kö/ }).textContent()) ?? '')?.[1]);
}

test('signing out leaves no job, application or profile in IndexedDB, only the unsent action', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const tag = `E2E shared ${test.info().retry}`;
  const jobs = await postTwoJobs(request, 11 + test.info().retry, tag);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const queued = await substituteWithQueuedAction(page, jobs, tag);
  expect(await indexedDbText(page)).toContain(jobs.applied); // synced: there is something to wipe

  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: `${queued} ${queued === 1 ? 'åtgärd' : 'åtgärder'} har inte skickats än – vill du logga ut ändå?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Logga ut ändå' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);

  // nothing the server sent is left: not the jobs, not the application, not the profile
  await expect
    .poll(
      async () => {
        const stored = await indexedDbText(page);
        return [jobs.applied, jobs.hidden, tag, DEMO.substitute, 'Vikström'].filter((trace) => stored.includes(trace));
      },
      { timeout: 10_000 },
    )
    .toEqual([]);
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(Object.keys(storage).filter((key) => !key.startsWith('vikariat.pending.') && key !== 'vikariat.device')).toEqual([]);
  const kept = Object.entries(storage).filter(([key]) => key.startsWith('vikariat.pending.'));
  expect(kept).toHaveLength(1);
  expect(kept[0]?.[1]).toContain(jobs.hidden); // the hide, waiting for the same user
  // the service worker keeps no API answer
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    return urls.filter((url) => url.includes('/api/'));
  });
  expect(cached).toEqual([]);
  await context.close();
});

test('the next user on the browser sees nothing of the first and never sends their action; the first gets it sent', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const tag = `E2E next user ${test.info().retry}`;
  const jobs = await postTwoJobs(request, 13 + test.info().retry, tag);
  const context = await browser.newContext({ viewport: DESKTOP });
  const first = await context.newPage();
  await substituteWithQueuedAction(first, jobs, tag);
  // the tablet is left as it is (no sign-out, the tab closed) until the session has expired, and is back online
  await first.evaluate(() => {
    const [head, body, signature] = (localStorage.getItem('token') ?? '..').split('.');
    const bytes = Uint8Array.from(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
    localStorage.setItem('token', `${head}.${encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.${signature}`);
  });
  await first.close();
  await context.setOffline(false);

  const page = await context.newPage();
  const pushes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/sync/outbox/push')) pushes.push(r.postData() ?? '');
  });
  await signIn(page, SECOND);
  await page.goto('/app/jobs/all');
  // she sees the job the first user hid (his hide is not hers), and nothing of his
  await scrollToRow(page, jobCard(page, jobs, 'hidden'));
  await page.goto('/app/profile');
  await expect(page.getByText('Anna').first()).toBeVisible();
  await expect(page.getByText('Vikström')).toHaveCount(0);
  const stored = await indexedDbText(page);
  expect(stored).not.toContain(DEMO.substitute);
  expect(stored).not.toContain('"hide"');
  expect(pushes.join('\n')).not.toContain(jobs.hidden);

  // she signs out; the first user signs in again: his hide is sent now, and the job leaves his list
  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await signIn(page, DEMO.substitute);
  await expect.poll(() => pushes.some((body) => body.includes(jobs.hidden)), { timeout: 20_000 }).toBe(true);
  await page.goto('/app/jobs/all');
  await expect(page.getByTestId('substitute-job-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /i kö/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(jobCard(page, jobs, 'hidden')).toHaveCount(0);
  await context.close();
});

test('a session ended on the server signs the browser out at once instead of showing "Offline"', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, DEMO.substitute);
  await page.goto('/app/jobs/all');
  await expect(page.getByRole('heading', { name: 'Lediga vikariat' })).toBeVisible();
  await expect.poll(() => indexedDbText(page).then((text) => text.includes(DEMO.substitute)), { timeout: 20_000 }).toBe(true);
  // signed out elsewhere (another tab's sign-out, an admin revoking it): the same session ends on the server
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const ended = await page.request.post('/api/shared/logout', { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect(ended.status()).toBe(200);
  await expect(page).toHaveURL(/\/app\/login$/, { timeout: 5_000 });
  await expect(page.getByText('Offline')).toHaveCount(0);
  await expect.poll(() => indexedDbText(page).then((text) => text.includes(DEMO.substitute)), { timeout: 10_000 }).toBe(false);
  await context.close();
});

test('two tabs: signing out in one takes the other to the sign-in page with nothing left on screen', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const first = await context.newPage();
  await signIn(first, DEMO.substitute);
  const second = await context.newPage();
  await second.goto('/app/profile');
  await expect(second.getByText('Vikström').first()).toBeVisible({ timeout: 20_000 });
  await first.getByRole('button', { name: 'Logga ut' }).first().click();
  await expect(first).toHaveURL(/\/app\/login$/);
  await expect(second).toHaveURL(/\/app\/login$/, { timeout: 5_000 });
  await expect(second.getByText('Vikström')).toHaveCount(0);
  await context.close();
});
