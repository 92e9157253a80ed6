import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../db/schema/index.ts';
import { createAccount } from '../../../test/helpers/fixtures.ts';
import { createTestApp, testClock, type TestApp } from '../../../test/helpers/test-app.ts';
import { deliveriesSettled } from './delivery-worker.ts';
import { reminderDue, remindPoliceRecords } from './police-record-reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date('2030-01-01T08:00:00Z')) });
});
afterAll(async () => {
  await t.close();
});

describe('reminderDue', () => {
  it('is the 30-day reminder within a month and the 7-day one within a week', () => {
    expect([31, 30, 8, 7, 0, -1].map(reminderDue)).toEqual([null, 30, 30, 7, 7, null]);
  });
});

describe('police-record reminders', () => {
  it('reminds 30 and 7 days before expiry, once each, by push and e-mail in the substitute language', async () => {
    const sub = await createAccount(t.deps, { role: 'user', siteLang: 2, sendEmail: false, profile: { policeRecord: { expirationDate: '2030-01-31' } } });
    const far = await createAccount(t.deps, { role: 'user', profile: { policeRecord: { expirationDate: '2030-06-01' } } });
    const expired = await createAccount(t.deps, { role: 'user', profile: { policeRecord: { expirationDate: '2029-12-01' } } });

    expect(await remindPoliceRecords(t.deps)).toBe(1);
    expect(await remindPoliceRecords(t.deps)).toBe(0);
    await deliveriesSettled(t.deps);
    const first = await t.deps.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.accountId, sub.id));
    // e-mail even with e-mail notifications off: a credential is about to lapse
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ channel: 'email', event: 'police_record_expiring', status: 'sent' });
    expect(first[0]?.payload['subject']).toBe('Ditt utdrag ur brottsregistret går ut');
    expect(first[0]?.payload['text']).toContain('om 30 dagar (31.01.2030)');

    t.clock.advance(23 * 86_400_000);
    expect(await remindPoliceRecords(t.deps)).toBe(1);
    expect(await remindPoliceRecords(t.deps)).toBe(0);
    const all = await t.deps.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.accountId, sub.id));
    expect(all.map((d) => d.payload['text'] ?? '').some((text) => text.includes('om 7 dagar'))).toBe(true);
    for (const other of [far, expired]) {
      expect(await t.deps.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.accountId, other.id))).toHaveLength(0);
    }
  });
});
