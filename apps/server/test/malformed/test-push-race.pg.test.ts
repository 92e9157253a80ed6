import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../src/db/schema/index.ts';
import { deliveriesSettled } from '../../src/services/notifications/index.ts';
import { startPushService, type TestPushService, type TestSubscription } from '../school-admin/push-service.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21 item 11: "send a test push" pressed concurrently answered 500 — a delivery was inserted for a subscription
 * another request had just removed (the sender dropping an expired one, or an unsubscribe). Now every answer is
 * a 200 and no delivery points at a subscription that is gone.
 */
let t: TestApp;
let push: TestPushService;
let me: TestAccount;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://vikariat.test' } });
  me = await createAccount(t.deps);
});
afterAll(async () => {
  await deliveriesSettled(t.deps);
  await t.close();
  await push.close();
});

const subscribe = async (s: TestSubscription) =>
  expect((await t.request('POST', '/api/shared/push/subscribe', { token: me.token, body: { endpoint: s.endpoint, keys: s.keys } })).status).toBe(200);
const sendPush = () => t.request('POST', '/api/shared/settings/sendpush', { token: me.token, body: {} });

describe('the test push, pressed concurrently', () => {
  it('never answers 500 while the sender removes an expired subscription', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      // the push service says the subscription expired: the first delivery removes it
      await subscribe(push.subscription(`expired-${round}`, 410));
      statuses.push(...(await Promise.all(Array.from({ length: 8 }, async () => (await sendPush()).status))));
    }
    await deliveriesSettled(t.deps);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('never answers 500 while the device unsubscribes', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      const device = push.subscription(`leaving-${round}`);
      await subscribe(device);
      const unsubscribe = t.request('POST', '/api/shared/push/unsubscribe', { token: me.token, body: { endpoint: device.endpoint } });
      const [pushes, left] = await Promise.all([Promise.all(Array.from({ length: 6 }, async () => (await sendPush()).status)), unsubscribe]);
      statuses.push(...pushes, left.status);
    }
    await deliveriesSettled(t.deps);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const orphans = (await t.deps.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.accountId, me.id))).filter(
      (d) => d.channel === 'push' && d.subscriptionId === null && d.status === 'pending',
    );
    expect(orphans).toEqual([]);
  });
});
