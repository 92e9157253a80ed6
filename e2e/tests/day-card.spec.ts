import { expect, test } from '@playwright/test';
import { apiPostJob, apiSignIn, dayOfNextMonth } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO } from '../support/constants.ts';
import { signIn } from '../support/session.ts';

/**
 * The day card (issue 24) in a real browser against the real server: a principal makes a template in the settings,
 * fills a booked job's card from it in one tap, and the chosen substitute reads the card on a phone with no network.
 * Finnish (the Vasa principal and substitute) and Swedish (the leader and the Helsinki substitute).
 */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('a principal fills a day card from a template; the chosen substitute opens it offline on a phone (Finnish)', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const principal = await apiSignIn(request, DEMO.principal);
  const substitute = await apiSignIn(request, DEMO.substituteFi);
  const day = dayOfNextMonth(20 + test.info().retry);
  const job = await apiPostJob(request, principal.token, {
    startDate: day.iso,
    startTime: '08:00',
    endTime: '13:00',
    additionalInfo: 'E2E päiväkortti',
    school: principal.claims.school?.id ?? '',
  });
  expect((await request.post('/api/users/add/applicant', { headers: auth(substitute.token), data: { uniqueId: job } })).status()).toBe(200);
  expect((await request.post('/api/teachers/addchosen', { headers: auth(principal.token), data: { email: DEMO.substituteFi, id: job } })).status()).toBe(200);
  const templateName = `E2E pohja ${Date.now()}`;

  const tablet = await browser.newContext({ viewport: TABLET });
  const p = await tablet.newPage();
  await signIn(p, DEMO.principal);
  // the settings: a new template
  await p.goto('/app/principal/settings');
  const templates = p.getByRole('region', { name: 'Päiväkorttipohjat' });
  await templates.getByRole('button', { name: 'Uusi pohja' }).click();
  const form = templates.getByRole('form', { name: 'Uusi pohja' });
  await form.getByLabel(/Pohjan nimi/).fill(templateName);
  await form.getByLabel('Ilmoittaudu saapuessasi').fill('Kanslia, B-ovi');
  await form.getByLabel('Yhteyshenkilö', { exact: true }).fill('Eeva Esimerkki');
  await form.getByLabel('Yhteyshenkilön puhelin').fill('040 123 4567');
  await form.getByLabel('Lounas').fill('Ruokala klo 11.15');
  await expectAccessible(p);
  await form.getByRole('button', { name: 'Tallenna pohja' }).click();
  await expect(p.getByText('Pohja on tallennettu.')).toBeVisible();
  await expect(templates.getByText(templateName)).toBeVisible();

  // the manage page: one tap from the template, then the room, and saved
  await p.goto(`/app/manage/${job}`);
  const card = p.getByRole('region', { name: 'Päiväkortti' });
  await card.getByRole('button', { name: 'Täytä päiväkortti' }).click({ timeout: 20_000 });
  await card.getByLabel('Pohja', { exact: true }).selectOption({ label: templateName });
  await card.getByRole('button', { name: 'Täytä pohjasta' }).click();
  await expect(card.getByLabel('Ilmoittaudu saapuessasi')).toHaveValue('Kanslia, B-ovi');
  await card.getByLabel('Luokkahuone').fill('B204');
  await card.getByLabel('Tietoa luokasta').fill('Otolla on pähkinäallergia');
  await expectAccessible(p);
  await card.getByRole('button', { name: 'Tallenna päiväkortti' }).click();
  await expect(p.getByText('Päiväkortti on tallennettu.')).toBeVisible();
  await expect(card.getByText('B204')).toBeVisible({ timeout: 20_000 });

  // the substitute's phone syncs once, then has no network
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const s = await phone.newPage();
  await signIn(s, DEMO.substituteFi);
  await s.goto(`/app/specific/${job}`);
  const dayCard = s.getByRole('region', { name: 'Päiväkortti' });
  await expect(dayCard.getByText('Kanslia, B-ovi')).toBeVisible({ timeout: 30_000 });
  await s.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await phone.setOffline(true);
  await s.goto('/app/jobs/personal');
  await s.goto(`/app/specific/${job}`);
  await expect(dayCard.getByText('Kanslia, B-ovi')).toBeVisible({ timeout: 20_000 });
  await expect(dayCard.getByText('B204')).toBeVisible();
  await expect(dayCard.getByText('Otolla on pähkinäallergia')).toBeVisible();
  await expect(dayCard.getByRole('link', { name: '+358401234567' })).toBeVisible();
  await expectAccessible(s);
  await phone.close();
  await tablet.close();
});

test('another applicant never sees the card; the chosen one reads it in Swedish (390 px)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const leader = await apiSignIn(request, DEMO.leader);
  const chosen = await apiSignIn(request, DEMO.substitute);
  const other = await apiSignIn(request, 'annan@vikariat.demo');
  const day = dayOfNextMonth(21 + test.info().retry);
  const job = await apiPostJob(request, leader.token, {
    startDate: day.iso,
    startTime: '09:00',
    endTime: '12:00',
    additionalInfo: 'E2E dagkort',
    school: leader.claims.school?.id ?? '',
  });
  for (const person of [chosen, other]) {
    expect((await request.post('/api/users/add/applicant', { headers: auth(person.token), data: { uniqueId: job } })).status()).toBe(200);
  }
  expect((await request.post('/api/teachers/addchosen', { headers: auth(leader.token), data: { email: DEMO.substitute, id: job } })).status()).toBe(200);
  const filled = await request.post('/api/teachers/daycard', {
    headers: auth(leader.token),
    data: { id: job, reportTo: 'Expeditionen, ingång A', contactName: 'Eva Ek', classNotes: 'Otto har nötallergi' },
  });
  expect(filled.status()).toBe(200);

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const s = await phone.newPage();
  await signIn(s, DEMO.substitute);
  await s.goto(`/app/specific/${job}`);
  const dayCard = s.getByRole('region', { name: 'Dagkort' });
  await expect(dayCard.getByText('Expeditionen, ingång A')).toBeVisible({ timeout: 30_000 });
  await expect(dayCard.getByText('Otto har nötallergi')).toBeVisible();
  await expectAccessible(s);
  await phone.close();

  const otherPhone = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const o = await otherPhone.newPage();
  await signIn(o, 'annan@vikariat.demo');
  await o.goto(`/app/specific/${job}`);
  await expect(o.getByText('Någon annan blev vald')).toBeVisible({ timeout: 30_000 });
  await expect(o.getByRole('region', { name: 'Dagkort' })).toHaveCount(0);
  await expect(o.getByText('Otto har nötallergi')).toHaveCount(0);
  await otherPhone.close();
});
