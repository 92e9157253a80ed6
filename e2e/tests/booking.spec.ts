import { expect, test } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { waitForMail } from '../support/mail.ts';
import { signIn } from '../support/session.ts';

/**
 * Cancelling a booking and bringing back what was set aside (issues 22 and 24), in a real browser against the real
 * server: a substitute with one bar cancels from a phone, the principal learns it at once.
 */
const PHONE = { width: 390, height: 844 };

// the block below is lifted by the test itself; should it fail half-way, the other specs still see the school's jobs
test.afterAll(async ({ request }) => {
  const leader = await apiSignIn(request, DEMO.leader);
  const substitute = await apiSignIn(request, DEMO.substitute);
  await request.post('/api/users/school/block', {
    headers: { authorization: `Bearer ${substitute.token}` },
    data: { school: leader.claims.school?.id ?? '', block: false },
  });
});
const TABLET = { width: 1180, height: 820 };

test('a booked substitute cancels offline from a phone; the principal is told in the app and by e-mail; the job reopens', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const leader = await apiSignIn(request, DEMO.leader);
  const substitute = await apiSignIn(request, DEMO.substitute);
  const day = dayOfNextMonth(23 + test.info().retry);
  const job = await apiPostJob(request, leader.token, {
    startDate: day.iso,
    startTime: '08:00',
    endTime: '12:00',
    additionalInfo: 'E2E avbokning',
    school: leader.claims.school?.id ?? '',
  });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  expect((await request.post('/api/users/add/applicant', { headers: auth(substitute.token), data: { uniqueId: job } })).status()).toBe(200);
  expect((await request.post('/api/teachers/addchosen', { headers: auth(leader.token), data: { email: DEMO.substitute, id: job } })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const tablet = await browser.newContext({ viewport: TABLET });
  const s = await phone.newPage();
  const p = await tablet.newPage();
  await signIn(p, DEMO.leader);
  await p.goto('/app/jobs/overview');
  await signIn(s, DEMO.substitute);
  await s.goto(`/app/specific/${job}`);
  await expect(s.getByText('Du är vald till detta vikariat')).toBeVisible({ timeout: 20_000 });
  await expect(s.getByRole('button', { name: 'Ta tillbaka anmälan' })).toHaveCount(0);
  await s.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await phone.setOffline(true);
  await s.getByRole('button', { name: 'Avboka vikariatet' }).click();
  const dialog = s.getByRole('dialog', { name: 'Avboka vikariatet' });
  await expect(dialog.getByText(/upprepade sena avbokningar/)).toBeVisible();
  await expectAccessible(s);
  await dialog.getByLabel(/Orsak/).fill('Mitt barn är sjukt');
  await dialog.getByRole('button', { name: 'Avboka vikariatet' }).click();
  await expect(s).toHaveURL(/\/app\/jobs\/personal$/);
  await expect(s.getByText('Avbokningen är sparad och skickas när du har förbindelse.')).toBeVisible();
  const card = s.getByTestId('substitute-job-card').filter({ hasText: day.shown }).filter({ hasText: '08:00–12:00' });
  await expect(card.getByText('Avbokad av dig')).toBeVisible();
  // kept through a reload with no network
  await s.reload();
  await expect(card.getByText('Skickas…')).toBeVisible();

  await phone.setOffline(false);
  await expect(s.getByText('Avbokningen är skickad. Skolan har fått ett meddelande.')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Skickas…')).toHaveCount(0);
  // the principal, on the board: at once, in the app, naming the job
  await expect(p.getByText(new RegExp(`${day.shown} 08:00–12:00: Den bokade vikarien har avbokat`))).toBeVisible({ timeout: 30_000 });
  await expectAccessible(p);
  const mail = await waitForMail(DEMO.leader, /avbokat/i);
  expect(JSON.stringify(mail)).toContain('Mitt barn är sjukt');
  await p.getByRole('button', { name: 'Öppna vikariatet' }).click();
  await expect(p).toHaveURL(new RegExp(`/app/manage/${job}$`));
  await expect(p.getByText('Vald aspirant')).toHaveCount(0);
  await phone.close();
  await tablet.close();
});

test('a blocked school and a hidden job are listed and brought back, each with a toast', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const leader = await apiSignIn(request, DEMO.leader);
  const day = dayOfNextMonth(24 + test.info().retry);
  const job = await apiPostJob(request, leader.token, {
    startDate: day.iso,
    startTime: '13:00',
    endTime: '14:00',
    additionalInfo: 'E2E dold',
    school: leader.claims.school?.id ?? '',
  });
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const s = await phone.newPage();
  await signIn(s, DEMO.substitute);
  await s.goto(`/app/specific/${job}`);
  await s.getByRole('button', { name: 'Dölj vikariatet' }).click();
  await expect(s.getByText('Vikariatet är dolt.')).toBeVisible();
  await s.goto('/app/jobs/hidden');
  const hidden = s.getByRole('region', { name: 'Dolda vikariat' });
  const hiddenJob = hidden.getByRole('link', { name: new RegExp(`${day.shown} 13:00–14:00`) });
  await expect(hiddenJob).toBeVisible({ timeout: 20_000 });
  await expectAccessible(s);
  await hidden.getByRole('button', { name: new RegExp(`Återställ.*${day.shown}`) }).click();
  await expect(s.getByText('Vikariatet visas igen bland lediga vikariat.')).toBeVisible();
  await expect(hiddenJob).toHaveCount(0);

  await s.goto(`/app/specific/${job}`);
  await s.getByRole('button', { name: 'Blockera skolan' }).click();
  await s.getByRole('alertdialog').getByRole('button', { name: 'Blockera' }).click();
  const schoolName = leader.claims.school?.name ?? '';
  // as a person would: the app says it is done and goes back to the list before anyone reloads the page (a reload in
  // the same instant can abort the outbox's IndexedDB write)
  await expect(s.getByText(`${schoolName} är blockerad.`)).toBeVisible();
  await expect(s).toHaveURL(/\/app\/jobs\/all$/);
  await expect(s.getByRole('button', { name: /i kö/ })).toHaveCount(0, { timeout: 20_000 });
  await s.goto('/app/jobs/hidden');
  const blocked = s.getByRole('region', { name: 'Blockerade skolor' });
  const unblock = blocked.getByRole('button', { name: `Avblockera ${schoolName}` });
  await expect(unblock).toBeVisible({ timeout: 20_000 });
  await unblock.click();
  await expect(s.getByText(`${schoolName} är inte längre blockerad.`)).toBeVisible();
  await expect(unblock).toHaveCount(0);
  await s.goto('/app/jobs/all');
  await expect(s.getByTestId('substitute-job-card').filter({ hasText: day.shown }).filter({ hasText: '13:00–14:00' })).toBeVisible({ timeout: 30_000 });
  await phone.close();
});
