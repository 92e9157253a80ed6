import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, jobs, notificationDeliveries, pushSubscriptions } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { deliveriesSettled, notify, processDueDeliveries, purgeDeliveryLog } from '../services/notifications/index.ts';
import { startPushService, type TestPushService, type TestSubscription } from '../../test/school-admin/push-service.ts';
import { startSmtpSink, type SmtpSink } from '../../test/school-admin/smtp-sink.ts';
import { createSchoolWorld, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createAccount, tokenFor, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
let push: TestPushService;
let smtp: SmtpSink;
let finn: TestAccount;
let finnDevice: TestSubscription;

beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://vikariat.test' },
    mailer: createMailer({ smtpUrl: smtp.url, from: 'Vikariat <no-reply@vikariat.test>', dataDir: '/tmp', log: pino({ level: 'silent' }) }),
  });
  w = await createSchoolWorld(t.deps);
  // a Finnish-speaking substitute in Helsinki (091) with e-mail on, and one device subscribed
  finn = await createAccount(t.deps, { role: 'user', siteLang: 1, profile: { regions: [{ code: '091', name_swe: 'Helsingfors', namefi: 'Helsinki' }] } });
  finnDevice = push.subscription('finn');
  await subscribeDevice(finn.token, finnDevice);
});
afterAll(async () => {
  await t.close();
  await push.close();
  await smtp.close();
});
beforeEach(() => {
  push.received.length = 0;
  smtp.mails.length = 0;
});

async function subscribeDevice(token: string, s: TestSubscription): Promise<void> {
  const res = await t.request('POST', '/api/shared/push/subscribe', { token, body: { endpoint: s.endpoint, expirationTime: null, keys: s.keys } });
  expect(res.status).toBe(200);
}

async function insertJob(over: Partial<typeof jobs.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await t.deps.database.db.insert(jobs).values({
    id,
    schoolId: w.schoolA,
    ownerId: w.teacherA.id,
    startDate: '2030-03-04',
    endDate: '2030-03-04',
    startTime: '08:00',
    endTime: '15:30',
    expire: new Date('2030-03-04T13:30:00Z'),
    typeOfTemp: 1,
    region: ['091'],
    ...over,
  });
  return id;
}

const deliveriesOf = (accountId: string) => t.deps.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.accountId, accountId));

describe('web push endpoints', () => {
  it('answers the VAPID public key to signed-in callers only', async () => {
    const res = await t.request('GET', '/api/shared/push/key', { token: w.substitute.token });
    expect(res.status).toBe(200);
    expect((await json<{ publicKey: string }>(res)).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.request('GET', '/api/shared/push/key')).status).toBe(401);
  });

  it('refuses a malformed subscription under its field names', async () => {
    const res = await t.request('POST', '/api/shared/push/subscribe', { token: w.substitute.token, body: { endpoint: 'nope', keys: { p256dh: 'x', auth: 'y' } } });
    expect(res.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(res)).fields).sort()).toEqual(['endpoint', 'keys']);
    expect((await t.request('POST', '/api/shared/push/subscribe', { body: {} })).status).toBe(401);
    expect((await t.request('POST', '/api/shared/push/unsubscribe', { body: {} })).status).toBe(401);
    expect((await t.request('POST', '/api/shared/settings/sendpush', {})).status).toBe(401);
  });

  it('sends a test push the push service decrypts, and logs the delivery for admins', async () => {
    const res = await t.request('POST', '/api/shared/settings/sendpush', { token: finn.token, body: {} });
    expect(await json(res)).toEqual({ success: true, msg: 'Testi-ilmoitus lähetetty!' });
    await deliveriesSettled(t.deps);
    expect(push.received).toHaveLength(1);
    const got = push.received[0];
    expect(JSON.parse(got?.payload ?? '{}')).toMatchObject({
      title: 'Vikariat',
      body: 'Tämä on testi-ilmoitus. Ilmoitukset toimivat!',
      url: 'https://vikariat.test/app/',
    });
    expect(got?.vapidAudience).toBe(push.url);

    const log = await t.request('GET', `/api/admin/deliveries?email=${encodeURIComponent(finn.email)}`, { token: w.admin.token });
    expect(log.status).toBe(200);
    const { deliveries } = await json<{ deliveries: { status: string; channel: string; event: string }[] }>(log);
    expect(deliveries[0]).toMatchObject({ status: 'sent', channel: 'push', event: 'test' });
    expect((await t.request('GET', '/api/admin/deliveries', { token: w.principalA.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/deliveries?status=nope', { token: w.admin.token })).status).toBe(400);
  });

  it('calls push services only: an internal address is refused at subscribing, and one stored before is never called', async () => {
    const mallory = await createAccount(t.deps, { role: 'user', siteLang: 2 });
    // the tests' push service answers on 127.0.0.1, which the tests list; "localhost" reaches the same port unlisted
    const device = push.subscription('mallory');
    const internal = device.endpoint.replace('127.0.0.1', 'localhost');
    const refused = await t.request('POST', '/api/shared/push/subscribe', { token: mallory.token, body: { endpoint: internal, keys: device.keys } });
    expect(refused.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(refused)).fields).toEqual({ endpoint: expect.stringContaining('Webbläsarens notistjänst') as unknown });
    expect(await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, mallory.id))).toEqual([]);

    const [stored] = await t.deps.database.db
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), accountId: mallory.id, endpoint: internal, p256dh: device.keys.p256dh, auth: device.keys.auth, userAgent: 'old' })
      .returning({ id: pushSubscriptions.id });
    expect(stored).toBeDefined();
    await t.request('POST', '/api/shared/settings/sendpush', { token: mallory.token, body: {} });
    await deliveriesSettled(t.deps);
    expect(push.received).toEqual([]);
    const [delivery] = (await deliveriesOf(mallory.id)).filter((d) => d.channel === 'push');
    expect(delivery).toMatchObject({ status: 'failed', lastError: expect.stringContaining('not a push service') as unknown });
    expect(await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, mallory.id))).toEqual([]);
  });

  it('tells a caller with no subscription to turn notifications on', async () => {
    const res = await t.request('POST', '/api/shared/settings/sendpush', { token: w.principalA.token, body: {} });
    expect(await json(res)).toEqual({ success: false, msg: 'Notiser är inte aktiverade på någon enhet. Slå på notiser först.' });
  });
});

describe('notify(): who gets what, in which language', () => {
  it('an offer reaches the people offered by push and e-mail, nobody else', async () => {
    const elsewhere = await createAccount(t.deps, { role: 'user', profile: { regions: ['905'] } });
    const elsewhereDevice = push.subscription('elsewhere');
    await subscribeDevice(elsewhere.token, elsewhereDevice);
    const jobId = await insertJob();
    const count = await notify(t.deps, { type: 'jobOffered', jobId, accountIds: [finn.id, w.substitute.id] });
    await deliveriesSettled(t.deps);
    // finn: push + mail; w.substitute (091, no device, e-mail on): mail
    expect(count).toBe(3);
    expect(push.received.map((p) => p.path)).toEqual(['/push/finn']);
    expect(JSON.parse(push.received[0]?.payload ?? '{}')).toMatchObject({
      title: 'Uusi sijaisuus',
      body: 'Alfaskolan etsii sijaista 04.03.2030 08:00–15:30.',
      url: `https://vikariat.test/app/specific/${jobId}`,
    });
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Nytt vikariat', 'Uusi sijaisuus']);
    expect(await deliveriesOf(elsewhere.id)).toHaveLength(0);
  });

  it('an SOS job goes out at once with high urgency; e-mail is skipped when switched off', async () => {
    const off = await t.request('POST', '/api/shared/set/sendemail', { token: finn.token, body: { email: finn.email, emailBool: false } });
    expect(off.status).toBe(200);
    const jobId = await insertJob({ sos: true });
    await notify(t.deps, { type: 'jobOffered', jobId, accountIds: [finn.id] });
    await deliveriesSettled(t.deps);
    expect(push.received[0]?.headers['urgency']).toBe('high');
    expect(JSON.parse(push.received[0]?.payload ?? '{}')).toMatchObject({ title: 'Kiireellinen sijaisuus (SOS)!' });
    const finnMails = (await deliveriesOf(finn.id)).filter((d) => d.channel === 'email' && d.event === 'sos_job');
    expect(finnMails).toHaveLength(0);
    await t.request('POST', '/api/shared/set/sendemail', { token: finn.token, body: { email: finn.email, emailBool: true } });
  });

  it('a new applicant reaches the job owner; chosen, unchosen and deactivated reach the substitute', async () => {
    const jobId = await insertJob();
    await t.deps.database.db.insert(applications).values({ id: randomUUID(), jobId, applicantId: finn.id });
    await notify(t.deps, { type: 'applicantAdded', jobId, applicantId: finn.id });
    await notify(t.deps, { type: 'chosen', jobId, substituteId: finn.id });
    await notify(t.deps, { type: 'unchosen', jobId, substituteId: finn.id });
    await notify(t.deps, { type: 'applicationsDeactivated', substituteId: finn.id, jobIds: [jobId, randomUUID()] });
    await deliveriesSettled(t.deps);
    const ownerMail = (await smtp.waitFor(4)).find((m) => m.subject === 'Ny anmälan');
    expect(ownerMail?.text).toContain('Test user har anmält sig till vikariatet 04.03.2030');
    // one batch is sent in parallel: arrival order is not guaranteed (nor is it by real push services)
    const pushed = push.received.map((p) => JSON.parse(p.payload) as { title: string; body: string });
    expect(pushed.map((p) => p.title).sort()).toEqual(['Et ole enää valittuna', 'Ilmoittautumisia poistettu käytöstä', 'Sinut on valittu!']);
    expect(pushed.find((p) => p.title === 'Ilmoittautumisia poistettu käytöstä')?.body).toMatch(/^2 ilmoittautumistasi/);
  });

  it('never makes the request wait for the push service', async () => {
    const slow = await createAccount(t.deps, { role: 'user', sendEmail: false });
    await subscribeDevice(slow.token, push.subscription('slow', 201, 1500));
    const started = Date.now();
    const res = await t.request('POST', '/api/shared/settings/sendpush', { token: slow.token, body: {} });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const [pending] = await deliveriesOf(slow.id);
    expect(pending?.status).not.toBe('sent');
    await deliveriesSettled(t.deps);
    expect((await deliveriesOf(slow.id))[0]?.status).toBe('sent');
  });

  it('several senders at once (several server nodes) send each delivery exactly once', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, () => createAccount(t.deps, { role: 'user', sendEmail: false })));
    for (const [i, account] of crowd.entries()) await subscribeDevice(account.token, push.subscription(`crowd-${i}`));
    // recorded in one transaction (as a caller inside its own transaction would): nothing is woken yet
    await t.deps.database.db.transaction(async (tx) => {
      for (const account of crowd) for (let n = 0; n < 3; n++) await notify(t.deps, { type: 'test', accountId: account.id }, tx);
    });
    const handled = await Promise.all(Array.from({ length: 4 }, () => processDueDeliveries(t.deps)));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(36);
    const crowdPushes = push.received.filter((p) => p.path.startsWith('/push/crowd-'));
    expect(crowdPushes).toHaveLength(36);
    const attempts = await Promise.all(crowd.map(async (a) => (await deliveriesOf(a.id)).map((d) => [d.status, d.attempts])));
    expect(attempts.flat()).toEqual(Array.from({ length: 36 }, () => ['sent', 1]));
  });

  it('removes an expired subscription (410) and records why', async () => {
    const gone = await createAccount(t.deps, { role: 'user', profile: { regions: ['091'] }, sendEmail: false });
    await subscribeDevice(gone.token, push.subscription('gone', 410));
    await t.request('POST', '/api/shared/settings/sendpush', { token: gone.token, body: {} });
    await deliveriesSettled(t.deps);
    const [delivery] = await deliveriesOf(gone.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery?.lastError).toMatch(/expired \(410\)/);
    expect(await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, gone.id))).toHaveLength(0);
  });

  it('retries a failing push service with growing waits, then gives up', async () => {
    const flaky = await createAccount(t.deps, { role: 'user', sendEmail: false });
    await subscribeDevice(flaky.token, push.subscription('flaky', 503));
    await t.request('POST', '/api/shared/settings/sendpush', { token: flaky.token, body: {} });
    await deliveriesSettled(t.deps);
    let [d] = await deliveriesOf(flaky.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d?.lastError).toContain('503');
    // nothing is due before the wait has passed
    expect(await processDueDeliveries(t.deps)).toBe(0);
    for (let attempt = 2; attempt <= 5; attempt++) {
      t.clock.advance(2 ** (attempt - 2) * 60_000 + 1000);
      expect(await processDueDeliveries(t.deps)).toBe(1);
    }
    [d] = await deliveriesOf(flaky.id);
    expect(d).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('unsubscribes a device: no more pushes to it', async () => {
    // the retries above moved the clock past the access token's lifetime
    finn = { ...finn, token: await tokenFor(t.deps, finn.id) };
    const res = await t.request('POST', '/api/shared/push/unsubscribe', { token: finn.token, body: { endpoint: finnDevice.endpoint } });
    expect(await json(res)).toEqual({ success: true });
    const again = await t.request('POST', '/api/shared/settings/sendpush', { token: finn.token, body: {} });
    expect((await json(again))['success']).toBe(false);
    expect((await t.request('POST', '/api/shared/push/unsubscribe', { token: finn.token, body: {} })).status).toBe(400);
    await subscribeDevice(finn.token, finnDevice);
  });

  it('keeps the delivery log for 90 days, and never drops what is still to be sent', async () => {
    const old = await createAccount(t.deps, { role: 'user', sendEmail: false });
    const pending = await createAccount(t.deps, { role: 'user', sendEmail: false });
    await subscribeDevice(old.token, push.subscription('old'));
    await subscribeDevice(pending.token, push.subscription('later', 503));
    await t.request('POST', '/api/shared/settings/sendpush', { token: old.token, body: {} });
    await t.request('POST', '/api/shared/settings/sendpush', { token: pending.token, body: {} });
    await deliveriesSettled(t.deps);
    t.clock.advance(89 * 86_400_000);
    await purgeDeliveryLog(t.deps);
    expect(await deliveriesOf(old.id)).toHaveLength(1);
    t.clock.advance(2 * 86_400_000);
    expect(await purgeDeliveryLog(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(old.id)).toHaveLength(0);
    expect((await deliveriesOf(pending.id))[0]?.status).toBe('pending');
  });
});
