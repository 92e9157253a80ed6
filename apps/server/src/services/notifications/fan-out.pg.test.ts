import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOfSiteLang, notificationText, type NotificationFacts } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import { openPostgres, type Executor } from '../../db/client.ts';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { createAccount } from '../../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { startPushService, type TestPushService } from '../../../test/school-admin/push-service.ts';
import { MARK_SENT_EVERY, processDueDeliveries } from './delivery-worker.ts';
import { recordDeliveries, type PlannedDelivery } from './record-deliveries.ts';

/** A mailer that keeps what it sent and refuses the addresses in `refusing` (an SMTP server's temporary failure). */
function recordingMailer(): Mailer & { sent: MailMessage[]; refusing: Set<string> } {
  const sent: MailMessage[] = [];
  const refusing = new Set<string>();
  return {
    sent,
    refusing,
    send(message) {
      if (refusing.has(message.to)) return Promise.reject(new Error('451 try again later'));
      sent.push(message);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

let t: TestApp;
let mailer: ReturnType<typeof recordingMailer>;
let pushService: TestPushService;
beforeAll(async () => {
  mailer = recordingMailer();
  pushService = await startPushService();
  t = await createTestApp({ mailer, env: { PUBLIC_URL: 'https://vikariat.test' } });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const facts: NotificationFacts = {
  job: { schoolName: 'Bench skola', startDate: '2030-01-07', endDate: '2030-01-07', startTime: '08:00', endTime: '15:00' },
};

/** N substitutes, alternately of site language 1 and 2, each wanting e-mail. */
async function substitutes(n: number): Promise<{ id: string; email: string; lang: 1 | 2 }[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const lang = i % 2 === 0 ? 1 : 2;
      const account = await createAccount(t.deps, { role: 'user', siteLang: lang });
      return { id: account.id, email: account.email, lang };
    }),
  );
}

const jobId = randomUUID();
/** A job posted to these substitutes, as notify's plan answers it. */
const planFor = (ids: string[]): PlannedDelivery[] => ids.map((id) => ({ recipient: { id }, kind: 'new_job', facts, jobId, email: 'ifEnabled', urgency: 'normal' }));

/** Counts the statements an executor is asked to run (every query of drizzle goes through one of these). */
function counting(db: Executor): { db: Executor; count: () => number } {
  let n = 0;
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function' && ['execute', 'select', 'insert', 'update', 'delete'].includes(String(key))) {
        return (...args: unknown[]) => {
          n += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, count: () => n };
}

const statusesOf = async (ids: string[]) =>
  t.deps.database.db
    .select({
      accountId: notificationDeliveries.accountId,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
    })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.accountId, ids));

describe('fan-out of a notification to many recipients (decision 038)', () => {
  it('records the deliveries of 4 and of 120 recipients in the same one statement', async () => {
    const few = await substitutes(4);
    const many = await substitutes(120);
    const device = pushService.subscription('fan-out-1');
    await t.deps.database.db
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), accountId: many[0]?.id ?? '', endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
    const statements: number[] = [];
    const recorded: number[] = [];
    for (const group of [few, many]) {
      await t.deps.database.db.transaction(async (tx) => {
        const c = counting(tx);
        recorded.push(await recordDeliveries(c.db, planFor(group.map((r) => r.id)), t.deps.env.publicUrl, t.deps.now()));
        statements.push(c.count());
      });
    }
    expect(statements).toEqual([1, 1]);
    // a mail each, and a push to the one subscribed device
    expect(recorded).toEqual([4, 121]);
    await t.deps.database.db.execute(sql`DELETE FROM notification_deliveries`);
  });

  it('sends each recipient exactly one mail and one push in their language, and retries only the one that failed', async () => {
    const people = await substitutes(30);
    const pushed = people[1];
    if (pushed === undefined) throw new Error('no recipient');
    const device = pushService.subscription('fan-out-2');
    await t.deps.database.db
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), accountId: pushed.id, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
    const refused = people[2];
    if (refused === undefined) throw new Error('no recipient');
    mailer.refusing.add(refused.email);
    mailer.sent.length = 0;
    pushService.received.length = 0;
    await t.deps.database.db.transaction((tx) => recordDeliveries(tx, planFor(people.map((p) => p.id)), t.deps.env.publicUrl, t.deps.now()));

    await processDueDeliveries(t.deps);
    const ids = people.map((p) => p.id);
    const first = await statusesOf(ids);
    expect(first.filter((d) => d.status === 'sent')).toHaveLength(30); // 29 mails + 1 push
    expect(first.filter((d) => d.status === 'pending').map((d) => d.accountId)).toEqual([refused.id]);
    for (const p of people) {
      const theirs = mailer.sent.filter((m) => m.to === p.email);
      expect(theirs).toHaveLength(p === refused ? 0 : 1);
      if (p !== refused) expect(theirs[0]?.subject).toBe(notificationText('new_job', facts, localeOfSiteLang(p.lang)).title);
    }
    expect(pushService.received).toHaveLength(1);
    expect(JSON.parse(pushService.received[0]?.payload ?? '{}')).toMatchObject({ title: notificationText('new_job', facts, localeOfSiteLang(pushed.lang)).title });

    // the SMTP server recovers; after the back-off only the refused mail is sent again
    mailer.refusing.clear();
    t.clock.advance(2 * 60_000);
    await processDueDeliveries(t.deps);
    expect(mailer.sent.filter((m) => m.to === refused.email)).toHaveLength(1);
    expect(mailer.sent).toHaveLength(30);
    expect((await statusesOf(ids)).every((d) => d.status === 'sent')).toBe(true);
    expect((await statusesOf([refused.id]))[0]?.attempts).toBe(2);
  });

  it('two senders (two nodes, each with its own pools) never send one delivery twice', async () => {
    const people = await substitutes(450); // more than two claims of each sender
    mailer.sent.length = 0;
    await t.deps.database.db.transaction((tx) => recordDeliveries(tx, planFor(people.map((p) => p.id)), t.deps.env.publicUrl, t.deps.now()));
    const otherDatabase = openPostgres(t.db.url, { max: 4 });
    const otherMailer = recordingMailer();
    const otherNode: AppDeps = { ...t.deps, database: otherDatabase, mailer: otherMailer };
    try {
      const handled = await Promise.all([processDueDeliveries(t.deps), processDueDeliveries(otherNode)]);
      expect(handled[0] + handled[1]).toBe(450);
      const all = [...mailer.sent, ...otherMailer.sent].map((m) => m.to).sort();
      expect(all).toEqual(people.map((p) => p.email).sort());
      expect((await statusesOf(people.map((p) => p.id))).every((d) => d.status === 'sent')).toBe(true);
    } finally {
      await otherDatabase.close();
    }
  });

  it('marks what was sent while the rest of a claim is still going: a sender dying mid-claim resends at most a chunk', async () => {
    const people = await substitutes(100);
    const ids = people.map((p) => p.id);
    const stuck = people[90];
    if (stuck === undefined) throw new Error('no recipient');
    // one SMTP conversation hangs (as a node does that is about to be killed): the other 99 are sent
    let release = (): void => undefined;
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hangingMailer: Mailer = { send: (m) => (m.to === stuck.email ? hanging : mailer.send(m)), close: () => undefined };
    await t.deps.database.db.transaction((tx) => recordDeliveries(tx, planFor(ids), t.deps.env.publicUrl, t.deps.now()));
    const run = processDueDeliveries({ ...t.deps, mailer: hangingMailer });
    // while the claim is unfinished, all but the last partial chunk of the 99 are already marked sent
    await expect.poll(async () => (await statusesOf(ids)).filter((d) => d.status === 'sent').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(99 - MARK_SENT_EVERY);
    release();
    await run;
    expect((await statusesOf(ids)).every((d) => d.status === 'sent')).toBe(true);
  });
});
