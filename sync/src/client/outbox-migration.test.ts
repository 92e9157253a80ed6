// Issue 27, phones item 4: an app update that changes the local schema while actions wait. The device runs the previous
// released schemas (jobs version 1, before the day card; profile 1; outbox 0), queues actions offline and closes; the
// update opens the same storage with today's schemas (jobs migrates to version 2). The outbox survives the migration,
// its actions keep their ids and order, and they are pushed once each by today's replication.
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { memoryServer } from '../../test/replication-harness.ts';
import { enqueueAction } from './outbox.ts';
import { replicateCollection, type CollectionReplication } from './replication.ts';
import { jobSchema, outboxSchema, profileSchema, replicationIdentifier, type JobDoc } from './schemas.ts';
import type { SyncTransport } from './transport.ts';

const OWNER = '0190a000-0000-7000-8000-00000000000a';
const JOB = '0190c000-0000-7000-8000-00000000000c';
const OTHER_JOB = '0190c000-0000-7000-8000-00000000000d';

const opened: Array<{ db: { close(): Promise<unknown> }; replication: CollectionReplication }> = [];
afterEach(async () => {
  for (const { db, replication } of opened.splice(0)) {
    await replication.state.cancel();
    await db.close();
  }
});

const replicateOutbox = (db: SyncDatabase, transport: SyncTransport) => {
  const replication = replicateCollection(db, 'outbox', transport, {
    ownerId: OWNER,
    identifier: replicationIdentifier('outbox', OWNER),
    waitForLeadership: false,
    retryMs: 5,
    maxRetryMs: 20,
  });
  opened.push({ db, replication });
  return replication;
};

describe('phones item 4: an app update with a changed local schema while actions are pending', () => {
  it('keeps the outbox of the previous released schema through the migration and pushes each action once', async () => {
    const storage = fakeIndexedDbStorage();
    const { server, transport } = memoryServer();
    server.set(JOB, true);
    const offline: SyncTransport = { ...transport, pull: () => Promise.reject(new TypeError('offline')), push: () => Promise.reject(new TypeError('offline')) };

    // the previous release: jobs version 1 (no day card), profile 1, outbox 0; a job held, two actions queued offline
    const { dayCard: _d, ...v1Properties } = jobSchema.properties;
    addRxPlugin(RxDBMigrationSchemaPlugin); // the previous release's database had it too
    const old = await createRxDatabase({ name: 'device', storage, multiInstance: false });
    await old.addCollections({
      jobs: { schema: { ...jobSchema, version: 1, properties: v1Properties }, migrationStrategies: { 1: (d: JobDoc) => d } },
      profile: { schema: profileSchema, migrationStrategies: { 1: (d: unknown) => d } },
      outbox: { schema: outboxSchema },
    });
    const oldDb = old as unknown as SyncDatabase;
    const { dayCard: _c, ...jobV1 } = { ...jobDocFor(JOB) };
    await oldDb.jobs.insert(jobV1);
    const owner = { ownerId: OWNER, deviceId: 'phone' };
    const first = await enqueueAction(oldDb, owner, 'apply', { jobId: JOB, alreadywarned: false });
    const second = await enqueueAction(oldDb, owner, 'hide', { jobId: OTHER_JOB });
    const oldReplication = replicateOutbox(oldDb, offline);
    await new Promise((resolve) => setTimeout(resolve, 50)); // it tried, and failed: the actions stay pending
    await oldReplication.state.cancel();
    opened.pop();
    await old.close();

    // the update: today's schemas on the same storage (jobs migrate to version 2)
    const db = await createSyncDatabase({ name: 'device', storage, multiInstance: false, collections: ['jobs', 'profile', 'outbox'] });
    expect((await db.jobs.findOne(JOB).exec())?.toJSON()).toMatchObject({ id: JOB, dayCard: null });
    const kept = await db.outbox.find({ sort: [{ id: 'asc' }] }).exec();
    expect(kept.map((d) => d.toJSON())).toEqual(
      [first, second].map((a): unknown => expect.objectContaining({ id: a.id, type: a.type, payload: a.payload, status: 'pending' })),
    );

    const pushed: string[] = [];
    const online: SyncTransport = {
      ...transport,
      push: (_collection, rows) => {
        pushed.push(...rows.map((r) => String(r.newDocumentState['id'])));
        return Promise.resolve([]);
      },
    };
    const replication = replicateOutbox(db, online);
    await replication.state.awaitInSync();
    expect(pushed).toEqual([first.id, second.id]);
  });
});

/** A substitute's job document of today's schema. */
function jobDocFor(id: string): JobDoc {
  return {
    id,
    schoolId: 's1',
    schoolName: 'Skola',
    address: '',
    municipality: '091',
    preschool: false,
    startDate: '2030-03-05',
    endDate: '2030-03-05',
    startTime: '08:00',
    endTime: '15:00',
    subjects: [],
    additionalInfo: '',
    regarding: '',
    grades: [],
    expire: '2030-03-06T00:00:00Z',
    typeOfTemp: 1,
    otherTxt: '',
    sos: false,
    region: ['091'],
    createdAt: '',
    updatedAt: '',
    chosen: null,
    phone: null,
    files: [],
    reason: null,
    applied: false,
    applicationId: null,
    hidden: false,
    inactive: false,
    viewedAt: null,
    applicants: [],
    dayCard: null,
  };
}
