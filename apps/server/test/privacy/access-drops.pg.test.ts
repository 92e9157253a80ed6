import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { PullResponse, SyncDoc } from '@vikariat/sync';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { useJobsTestApp } from '../helpers/jobs-test-app.ts';
import { createJob, VALID_POLICE_RECORD } from '../jobs/fixtures.ts';

/**
 * A school sees a substitute only while the person has an application or a booking at the school or is on its
 * favourites, and their phone and birth date only while it has them booked (decision 020, issue 21 item 1). The
 * school's job documents carry the people on their applicant lists as the school may see them then, so when that
 * access drops the documents of *other* jobs listing the person change too, without their own rows changing: an
 * unchoice or a cancellation on one job takes the phone off every other job's list; a withdrawal, a place on the preferred list removed,
 * a choice elsewhere that deactivates the last application, or a job removed takes the person off the lists where
 * only that tie showed them. A device that pulled before the drop must receive the reduced view on its next pull, and
 * hold exactly what a device pulling from zero holds (so nothing else was lost on the way).
 */
const ctx = useJobsTestApp();
const { post } = ctx;

interface Applicant {
  accountId: string;
  phone: string;
  birthDate?: unknown;
}

/** A device of the principal of school A: it pulls the jobs collection from its checkpoint and keeps what it got. */
function principalDevice() {
  const held = new Map<string, SyncDoc>();
  let checkpoint: PullResponse['checkpoint'] | null = null;
  const pullAll = async (from: PullResponse['checkpoint'] | null) => {
    const res = await ctx.t.request('POST', '/api/sync/jobs/pull', { token: ctx.w.principalA.token, body: { checkpoint: from, limit: 500, deviceId: 'tablet' } });
    expect(res.status).toBe(200);
    return (await res.json()) as PullResponse;
  };
  return {
    async sync(): Promise<string[]> {
      const page = await pullAll(checkpoint);
      for (const doc of page.documents) {
        if (doc._deleted === true) held.delete(doc.id);
        else held.set(doc.id, doc);
      }
      checkpoint = page.checkpoint;
      return page.documents.map((d) => d.id);
    },
    /** what a device pulling from zero would hold now */
    async fresh(): Promise<Map<string, SyncDoc>> {
      return new Map((await pullAll(null)).documents.map((doc) => [doc.id, doc]));
    },
    held,
  };
}

const listed = (doc: SyncDoc | undefined): Applicant[] => (doc?.['applicants'] ?? []) as Applicant[];
const entryOf = (doc: SyncDoc | undefined, who: TestAccount) => listed(doc).find((a) => a.accountId === who.id);

async function outbox(sub: TestAccount, type: string, payload: Record<string, unknown>) {
  const doc = { id: uuidv7(), ownerId: sub.id, deviceId: 'phone-1', type, payload, createdAt: ctx.t.deps.now().toISOString(), status: 'pending' };
  const res = await post('/api/sync/outbox/push', sub.token, { deviceId: 'phone-1', rows: [{ newDocumentState: doc }] });
  expect(res.body['conflicts']).toMatchObject([{ status: 'applied' }]);
}

async function apply(sub: TestAccount, ...jobs: string[]) {
  for (const job of jobs) await outbox(sub, 'apply', { jobId: job, alreadywarned: true });
}
async function choose(sub: TestAccount, job: string, token = ctx.w.principalA.token) {
  expect((await post('/api/teachers/addchosen', token, { email: sub.email, id: job })).status).toBe(200);
}

describe('when a school’s access to a person drops, its devices receive the reduced view', () => {
  it('every kind of drop reaches the documents of the other jobs that list the person, and nothing else changes', async () => {
    const { t, w } = ctx;
    const job = async (startDate: string, schoolId = w.schoolA) => createJob(t.deps, { schoolId, ownerId: null, startDate });
    const people: TestAccount[] = [];
    for (let i = 1; i <= 6; i++) {
      people.push(
        await createAccount(t.deps, { role: 'user', phone: `+35840100000${i}`, profile: { regions: ['091'], birthDate: '19880808', policeRecord: VALID_POLICE_RECORD } }),
      );
    }
    const [booked, withdrawer, favourite, overlapped, ofRemovedJob, bystander] = people as [TestAccount, TestAccount, TestAccount, TestAccount, TestAccount, TestAccount];
    const [j1, j2, j3, removed] = [await job('2030-03-10'), await job('2030-03-11'), await job('2030-03-12'), await job('2030-03-13')];
    const elsewhere = await job('2030-03-10', w.schoolB);
    // every person applied to j2 and then withdrew: only another tie shows them there (a favourite is added while the
    // school sees the person)
    for (const sub of people) await apply(sub, j2);
    expect((await post('/api/shared/remember', w.principalA.token, { rememberUserEmail: favourite.email })).status).toBe(200);
    for (const sub of people) await outbox(sub, 'withdraw', { jobId: j2 });
    await apply(booked, j1, j3);
    await apply(withdrawer, j1);
    await apply(overlapped, j1, elsewhere);
    await apply(ofRemovedJob, removed);
    await apply(bystander, j1, j3);
    await choose(booked, j1);

    const device = principalDevice();
    await device.sync();
    const j2Now = () => device.held.get(j2);
    // before: each is listed on j2, and the booked person with their phone and birth date, on j3 too
    for (const sub of people) expect(entryOf(j2Now(), sub), sub.email).toBeDefined();
    expect(entryOf(j2Now(), booked)).toMatchObject({ phone: '+358401000001', birthDate: '19880808' });
    expect(entryOf(device.held.get(j3), booked)).toMatchObject({ phone: '+358401000001' });

    const drops: Array<[string, () => Promise<unknown>, (doc: SyncDoc | undefined) => void]> = [
      [
        'the school unchooses',
        () => post('/api/teachers/remove/chosen', w.principalA.token, { email: booked.email, id: j1 }),
        (doc) => expect(entryOf(doc, booked)).toMatchObject({ phone: '' }),
      ],
      [
        'the substitute cancels the booking',
        async () => {
          await choose(booked, j1);
          await device.sync();
          expect(entryOf(j2Now(), booked)).toMatchObject({ phone: '+358401000001' });
          await outbox(booked, 'cancelBooking', { jobId: j1, reason: 'Sjuk' });
        },
        (doc) => expect(entryOf(doc, booked)).toMatchObject({ phone: '' }),
      ],
      [
        'the school cancels the booking',
        async () => {
          await apply(booked, j1);
          await choose(booked, j1);
          await device.sync();
          expect(entryOf(j2Now(), booked)).toMatchObject({ phone: '+358401000001' });
          expect((await post('/api/teachers/cancel/chosen', w.principalA.token, { email: booked.email, id: j1, reason: 'Planerna ändrades' })).status).toBe(200);
        },
        (doc) => expect(entryOf(doc, booked)).toMatchObject({ phone: '' }),
      ],
      ['an application is withdrawn', () => outbox(withdrawer, 'withdraw', { jobId: j1 }), (doc) => expect(entryOf(doc, withdrawer)).toBeUndefined()],
      [
        'a favourite is removed',
        () => post('/api/shared/remember', w.principalA.token, { rememberUserEmail: favourite.email }),
        (doc) => expect(entryOf(doc, favourite)).toBeUndefined(),
      ],
      [
        'a choice elsewhere deactivates the last application',
        () => choose(overlapped, elsewhere, w.principalB.token),
        (doc) => expect(entryOf(doc, overlapped)).toBeUndefined(),
      ],
      [
        'the only job applied to is removed',
        () => post('/api/teachers/deletetemp', w.principalA.token, { id: removed }),
        (doc) => expect(entryOf(doc, ofRemovedJob)).toBeUndefined(),
      ],
    ];
    for (const [drop, act, reduced] of drops) {
      await act();
      const pulled = await device.sync();
      expect(pulled, drop).toContain(j2);
      reduced(j2Now());
      // the booked person's phone left j3 as well; the bystander's active application keeps them everywhere
      expect(entryOf(device.held.get(j3), booked)?.phone, drop).not.toBe('+358401000001');
      expect(entryOf(j2Now(), bystander), drop).toBeDefined();
      expect(device.held, drop).toEqual(await device.fresh());
    }
  });

  it('a place on the school’s preferred list is the school’s: it outlives the leader who added it; taken off, it leaves the devices', async () => {
    const { t, w } = ctx;
    const job = await createJob(t.deps, { schoolId: w.schoolA, ownerId: null, startDate: '2030-03-20' });
    const leader = await createAccount(t.deps, { role: 'ledare', schoolId: w.schoolB, moreSchools: [w.schoolA] });
    const person = await createAccount(t.deps, { role: 'user', profile: { regions: ['091'] } });
    await apply(person, job);
    expect((await post('/api/shared/remember', leader.token, { rememberUserEmail: person.email })).status).toBe(200);
    await outbox(person, 'withdraw', { jobId: job });
    const device = principalDevice();
    await device.sync();
    expect(entryOf(device.held.get(job), person)).toBeDefined();

    // an admin's tool unlinks the leader from school A (no route does): the list stays the school's
    await t.deps.database.db.execute(sql`DELETE FROM principal_schools WHERE account_id = ${leader.id} AND school_id = ${w.schoolA}`);
    await device.sync();
    expect(entryOf(device.held.get(job), person)).toBeDefined();

    expect((await post('/api/principals/lists/remove', w.principalA.token, { email: person.email, list: 'preferred' })).status).toBe(200);
    expect(await device.sync()).toContain(job);
    expect(entryOf(device.held.get(job), person)).toBeUndefined();
    expect(device.held).toEqual(await device.fresh());
  });
});
