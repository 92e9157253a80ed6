import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notificationDeliveries } from '../../src/db/schema/index.ts';
import { deliveriesSettled } from '../../src/services/notifications/index.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyDirect, createJob, createSubstitute, createWorld, jobsClock, TODAY, type World } from '../jobs/fixtures.ts';
import { startPushService, type TestPushService } from '../school-admin/push-service.ts';

/**
 * The jobs area's effects send notifications (issue 6): each delivery row is written in the transaction of
 * the change (a refused or lost change leaves none) and the sender is woken after the commit.
 */
let t: TestApp;
let w: World;
let pushService: TestPushService;
/** Finnish-speaking substitute in Helsinki (091) with a subscribed device */
let finn: TestAccount;
/** Swedish-speaking substitute in Helsinki */
let svea: TestAccount;
/** a substitute in Espoo (049) only */
let outsider: TestAccount;
/** a Finnish-speaking teacher of school A, owner of the jobs the tests apply to */
let owner: TestAccount;

beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({ clock: jobsClock(), env: { PUBLIC_URL: 'https://vikariat.test' } });
  w = await createWorld(t.deps);
  finn = await createSubstitute(t.deps, ['091'], {});
  await speaksFinnish(finn);
  const device = pushService.subscription('finn');
  const subscribed = await t.request('POST', '/api/shared/push/subscribe', {
    token: finn.token,
    body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
  });
  expect(subscribed.status).toBe(200);
  svea = await createSubstitute(t.deps, ['091']);
  outsider = await createSubstitute(t.deps, ['049']);
  owner = await createAccount(t.deps, { role: 'teacher', schoolId: w.schoolA, siteLang: 1, firstName: 'Outi', lastName: 'Opettaja' });
});
afterAll(async () => {
  await deliveriesSettled(t.deps);
  await t.close();
  await pushService.close();
});

const speaksFinnish = (account: TestAccount) => t.deps.database.db.execute(sql`UPDATE accounts SET site_lang = 1 WHERE id = ${account.id}`);
const post = async (url: string, token: string, body: unknown) => {
  const res = await t.request('POST', url, { token, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

interface Delivery {
  channel: string;
  title: string;
  status: string;
}
/** The deliveries of one kind recorded for an account (title = push title or mail subject). */
async function deliveries(accountId: string, kind: string): Promise<Delivery[]> {
  const rows = await t.deps.database.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.accountId, accountId), eq(notificationDeliveries.event, kind)));
  return rows.map((r) => ({ channel: r.channel, title: r.payload['title'] ?? r.payload['subject'] ?? '', status: r.status }));
}
const channels = (list: Delivery[]) => list.map((d) => d.channel).sort();

/** Runs `work` while a deferred trigger makes the commit of any write of `table` touching `accountId` fail. */
async function withFailingCommit(table: 'jobs' | 'applications', column: string, accountId: string, work: () => Promise<void>): Promise<void> {
  const db = t.deps.database.db;
  await db.execute(
    sql.raw(`CREATE FUNCTION test_fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.${column} = '${accountId}' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE CONSTRAINT TRIGGER test_fail_commit AFTER INSERT OR UPDATE ON ${table}
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_fail_commit()`),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER test_fail_commit ON ${table}`));
    await db.execute(sql`DROP FUNCTION test_fail_commit()`);
  }
}

function outboxApply(sub: TestAccount, jobId: string) {
  const row = { id: uuidv7(), ownerId: sub.id, deviceId: 'phone-1', type: 'apply', payload: { jobId }, createdAt: new Date().toISOString(), status: 'pending' };
  return post('/api/sync/outbox/push', sub.token, { deviceId: 'phone-1', rows: [{ newDocumentState: row }] });
}

describe('a new job', () => {
  it('notifies the substitutes of its regions in their language, nobody outside them', async () => {
    const res = await post('/api/teachers/addtemp', w.principalA.token, { startDate: TODAY, startTime: '12:00', endTime: '15:30', typeOfTemp: 1, subjects: [] });
    expect(res.status).toBe(200);
    expect(channels(await deliveries(finn.id, 'new_job'))).toEqual(['email', 'push']);
    expect((await deliveries(finn.id, 'new_job')).map((d) => d.title)).toEqual(['Uusi sijaisuus', 'Uusi sijaisuus']);
    expect(await deliveries(svea.id, 'new_job')).toEqual([expect.objectContaining({ channel: 'email', title: 'Nytt vikariat' })]);
    expect(await deliveries(outsider.id, 'new_job')).toEqual([]);
    // the sender was woken after the commit: the push reached the device without the periodic task
    await deliveriesSettled(t.deps);
    expect((await deliveries(finn.id, 'new_job')).map((d) => d.status)).toEqual(['sent', 'sent']);
    expect(pushService.received.some((p) => p.payload.includes('Uusi sijaisuus'))).toBe(true);
  });

  it('announces an SOS job at once as sos_job', async () => {
    const res = await post('/api/principals/sos', w.principalA.token, { email: w.principalA.email, start: '12:00', end: '14:00', info: 'Akut' });
    expect(res.status).toBe(200);
    await deliveriesSettled(t.deps);
    expect(await deliveries(svea.id, 'sos_job')).toEqual([{ channel: 'email', title: 'Akut vikariat (SOS)!', status: 'sent' }]);
    expect((await deliveries(finn.id, 'sos_job')).map((d) => d.title)).toEqual(['Kiireellinen sijaisuus (SOS)!', 'Kiireellinen sijaisuus (SOS)!']);
    expect(await deliveries(outsider.id, 'sos_job')).toEqual([]);
  });
});

describe('a new application', () => {
  it('online: notifies the job’s owner in their language, once; a refused apply records nothing', async () => {
    const job = await createJob(t.deps, { schoolId: w.schoolA, ownerId: owner.id });
    const before = (await deliveries(owner.id, 'new_applicant')).length;
    expect((await post('/api/users/add/applicant', svea.token, { uniqueId: job, email: svea.email })).status).toBe(200);
    const after = await deliveries(owner.id, 'new_applicant');
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ channel: 'email', title: 'Uusi ilmoittautuminen' });
    // applying again to an active application is no news
    expect((await post('/api/users/add/applicant', svea.token, { uniqueId: job, email: svea.email })).status).toBe(200);
    // outside the job's regions: refused, nothing recorded
    expect((await post('/api/users/add/applicant', outsider.token, { uniqueId: job, email: outsider.email })).status).toBe(404);
    expect((await deliveries(owner.id, 'new_applicant')).length).toBe(before + 1);
  });

  it('through the sync outbox: notifies the owner; a rejected apply records nothing', async () => {
    const job = await createJob(t.deps, { schoolId: w.schoolA, ownerId: owner.id });
    const before = (await deliveries(owner.id, 'new_applicant')).length;
    const applied = await outboxApply(finn, job);
    expect(applied.status).toBe(200);
    expect((applied.body['conflicts'] as { status: string }[])[0]?.status).toBe('applied');
    expect((await deliveries(owner.id, 'new_applicant')).length).toBe(before + 1);
    await deliveriesSettled(t.deps);
    expect((await deliveries(owner.id, 'new_applicant')).every((d) => d.status === 'sent')).toBe(true);

    const refused = await outboxApply(outsider, job);
    expect((refused.body['conflicts'] as { status: string }[])[0]?.status).toBe('rejected');
    const chosenJob = await createJob(t.deps, { schoolId: w.schoolA, ownerId: owner.id, chosenId: svea.id });
    expect((await outboxApply(finn, chosenJob)).body['conflicts']).toEqual([expect.objectContaining({ status: 'rejected' })]);
    expect((await deliveries(owner.id, 'new_applicant')).length).toBe(before + 1);
  });
});

describe('choosing', () => {
  it('notifies the chosen substitute, their deactivated applications, and the unchoice', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    await speaksFinnish(sub);
    const job = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-05', startTime: '08:00', endTime: '12:00' });
    const near = await createJob(t.deps, { schoolId: w.schoolB, startDate: '2030-03-05', startTime: '12:30', endTime: '15:00' });
    for (const id of [job, near]) await applyDirect(t.deps, id, sub.id);

    expect((await post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect(await deliveries(sub.id, 'chosen')).toEqual([expect.objectContaining({ channel: 'email', title: 'Sinut on valittu!' })]);
    expect(await deliveries(sub.id, 'applications_deactivated')).toEqual([expect.objectContaining({ channel: 'email', title: 'Ilmoittautumisia poistettu käytöstä' })]);
    // choosing the same substitute again changes nothing and tells nobody again
    expect((await post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect(await deliveries(sub.id, 'chosen')).toHaveLength(1);

    expect((await post('/api/teachers/remove/chosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect(await deliveries(sub.id, 'unchosen')).toEqual([expect.objectContaining({ channel: 'email', title: 'Et ole enää valittuna' })]);
    await deliveriesSettled(t.deps);
    expect((await deliveries(sub.id, 'unchosen')).map((d) => d.status)).toEqual(['sent']);
  });

  it('a choice without overlaps sends no deactivation notice; a Swedish substitute reads Swedish', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const job = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-06' });
    await applyDirect(t.deps, job, sub.id);
    expect((await post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect(await deliveries(sub.id, 'chosen')).toEqual([expect.objectContaining({ title: 'Du har blivit vald!' })]);
    expect(await deliveries(sub.id, 'applications_deactivated')).toEqual([]);
  });

  it('the losers of a choose race are told nothing; the winner exactly once', async () => {
    const job = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-07' });
    const subs = await Promise.all(Array.from({ length: 8 }, () => createSubstitute(t.deps, ['091'])));
    for (const sub of subs) await applyDirect(t.deps, job, sub.id);
    const results = await Promise.all(subs.map((sub) => post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const told = await Promise.all(subs.map(async (sub) => (await deliveries(sub.id, 'chosen')).length));
    expect(told.map((n, i) => (results[i]?.status === 200 ? n === 1 : n === 0))).toEqual(subs.map(() => true));
  });
});

describe('notifications share the fate of the change', () => {
  it('a choice whose commit fails notifies nobody', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const job = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-08', startTime: '08:00', endTime: '12:00' });
    const near = await createJob(t.deps, { schoolId: w.schoolB, startDate: '2030-03-08', startTime: '12:30', endTime: '15:00' });
    for (const id of [job, near]) await applyDirect(t.deps, id, sub.id);
    await withFailingCommit('jobs', 'chosen_id', sub.id, async () => {
      expect((await post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(500);
    });
    expect(await deliveries(sub.id, 'chosen')).toEqual([]);
    expect(await deliveries(sub.id, 'applications_deactivated')).toEqual([]);
  });

  it('an outbox push whose commit fails notifies nobody', async () => {
    const job = await createJob(t.deps, { schoolId: w.schoolA, ownerId: owner.id, startDate: '2030-03-11' });
    const before = (await deliveries(owner.id, 'new_applicant')).length;
    await withFailingCommit('applications', 'applicant_id', svea.id, async () => {
      expect((await outboxApply(svea, job)).status).toBe(500);
    });
    expect((await deliveries(owner.id, 'new_applicant')).length).toBe(before);
  });

  it('a failure to record notifications never fails the change', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const job = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-09' });
    await applyDirect(t.deps, job, sub.id);
    await t.deps.database.db.execute(sql.raw(`ALTER TABLE notification_deliveries ADD CONSTRAINT test_refuse CHECK (account_id <> '${sub.id}')`));
    try {
      expect((await post('/api/teachers/addchosen', w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    } finally {
      await t.deps.database.db.execute(sql`ALTER TABLE notification_deliveries DROP CONSTRAINT test_refuse`);
    }
    const [row] = await t.deps.database.db.select({ chosenId: jobs.chosenId }).from(jobs).where(eq(jobs.id, job));
    expect(row?.chosenId).toBe(sub.id);
    expect(await deliveries(sub.id, 'chosen')).toEqual([]);
  });
});
