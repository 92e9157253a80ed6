import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../db/schema/index.ts';
import { createAccount } from '../../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { deliveriesSettled, scheduleDeliveries } from './delivery-worker.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Records one e-mail delivery without waking the sender (as a service does inside its transaction). */
async function recordMail(accountId: string): Promise<void> {
  await t.deps.database.db.transaction((tx) => notify(t.deps, { type: 'policeRecordExpiring', accountId, days: 7, expirationDate: '2099-01-31' }, tx));
}

const statuses = async (ids: string[]) =>
  (await t.deps.database.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.accountId, ids))).map((d) => d.status).sort();

describe('waking the notification sender', () => {
  it('sends what was recorded before any of many wake-ups that came while it ran (they share one follow-up run)', async () => {
    const first = await createAccount(t.deps, { role: 'user' });
    const later = await Promise.all(Array.from({ length: 5 }, () => createAccount(t.deps, { role: 'user' })));
    await recordMail(first.id);
    scheduleDeliveries(t.deps); // a run starts
    // while it runs: more commits, each waking the sender
    for (const account of later) {
      await recordMail(account.id);
      scheduleDeliveries(t.deps);
    }
    await deliveriesSettled(t.deps);
    expect(await statuses([first.id, ...later.map((a) => a.id)])).toEqual(Array.from({ length: 6 }, () => 'sent'));
  });

  it('wakes again after a run has finished', async () => {
    const a = await createAccount(t.deps, { role: 'user' });
    await recordMail(a.id);
    scheduleDeliveries(t.deps);
    await deliveriesSettled(t.deps);
    const b = await createAccount(t.deps, { role: 'user' });
    await recordMail(b.id);
    scheduleDeliveries(t.deps);
    await deliveriesSettled(t.deps);
    expect(await statuses([a.id, b.id])).toEqual(['sent', 'sent']);
  });
});
