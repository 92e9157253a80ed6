import { createRxDatabase } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { replicateCollection, type CollectionReplication } from './replication.ts';
import { jobSchema, replicationIdentifier, type JobDoc } from './schemas.ts';
import { memoryServer } from '../../test/replication-harness.ts';
import type { SyncTransport } from './transport.ts';

const base = {
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
};
// a substitute's document (the substitute's projection sends no owner) and a school's, as version 0 stored them
const substituteDoc = { ...base, id: 'open-job', schoolId: 's1' };
const schoolDoc = { ...base, id: 'board-job', schoolId: 's1', ownerId: 'teacher', chosenId: null, chosenAt: null, applicants: [{ accountId: 'a', firstName: 'Vera' }] };

const opened: Array<{ db: { close(): Promise<unknown> }; replication?: CollectionReplication }> = [];
afterEach(async () => {
  for (const { db, replication } of opened.splice(0)) {
    await replication?.state.cancel();
    await db.close();
  }
});

const replicate = (db: SyncDatabase, transport: SyncTransport, identifier: string) =>
  replicateCollection(db, 'jobs', transport, { ownerId: 'u', identifier, waitForLeadership: false, batchSize: 500, retryMs: 5, maxRetryMs: 20 });

describe('the jobs collection, version 1 (the school’s documents carry what its screens show)', () => {
  it('keeps a substitute’s documents, drops a school’s, and pulls the view from zero to refill it', async () => {
    const storage = fakeIndexedDbStorage();
    const { server, transport } = memoryServer();
    server.set('pulled-before', true);
    // a device of version 0 that synced once (its checkpoint is stored) and holds both kinds of document
    const { chosenEmail: _c, views: _v, viewers: _w, ...v0Properties } = jobSchema.properties;
    const old = await createRxDatabase({ name: 'device', storage, multiInstance: false });
    await old.addCollections({ jobs: { schema: { ...jobSchema, version: 0, properties: v0Properties } } });
    // the identifier the engine gave every version-0 device
    const oldReplication = replicate(old as unknown as SyncDatabase, transport, 'vikariat-jobs-u');
    await oldReplication.state.awaitInSync();
    await oldReplication.state.cancel();
    await old.collections['jobs']?.bulkInsert([substituteDoc, schoolDoc]);
    await old.close();
    expect(server.pulls.map((p) => p.from)).toEqual([null]);

    server.pulls.length = 0;
    server.set('board-job', true);
    const db = await createSyncDatabase({ name: 'device', storage, multiInstance: false, collections: ['jobs'] });
    const held = (await db.jobs.find().exec()).map((d) => d.toJSON() as JobDoc);
    expect(held.map((d) => d.id).sort()).toEqual(['open-job', 'pulled-before']);
    expect(held.find((d) => d.id === 'open-job')).toMatchObject({ schoolId: 's1', applicants: [] });

    // RxDB migrates the checkpoint with the documents: version 1 replicates under a new identifier, so its first pull
    // starts from zero and asks for the view (it holds documents), and the school's documents come back
    expect(replicationIdentifier('jobs', 'u')).not.toBe('vikariat-jobs-u');
    const replication = replicate(db, transport, replicationIdentifier('jobs', 'u'));
    opened.push({ db, replication });
    await replication.state.awaitInSync();
    expect(server.pulls[0]).toMatchObject({ from: null, viewIds: true });
    expect((await db.jobs.find().exec()).map((d) => d.id).sort()).toEqual(['board-job', 'pulled-before']);
  });
});

type JobProperty = keyof typeof jobSchema.properties;

/**
 * A device of an older version (without `missing`) that synced `booked-job` once, then opens with this version: the
 * held document as the migration left it, the new replication identifier, and the first pull from zero.
 */
async function upgradeFrom(version: number, missing: JobProperty[]) {
  const storage = fakeIndexedDbStorage();
  const { server, transport } = memoryServer();
  server.set('booked-job', true);
  const oldProperties = Object.fromEntries(Object.entries(jobSchema.properties).filter(([name]) => !missing.includes(name as JobProperty)));
  const keep = (d: JobDoc) => d;
  const strategies = Object.fromEntries(Array.from({ length: version }, (_, i) => [i + 1, keep]));
  const old = await createRxDatabase({ name: 'device', storage, multiInstance: false });
  await old.addCollections({ jobs: { schema: { ...jobSchema, version, properties: oldProperties }, migrationStrategies: strategies } });
  const oldReplication = replicate(old as unknown as SyncDatabase, transport, `vikariat-jobs-u-g${version}`);
  await oldReplication.state.awaitInSync();
  await oldReplication.state.cancel();
  await old.close();

  server.pulls.length = 0;
  const db = await createSyncDatabase({ name: 'device', storage, multiInstance: false, collections: ['jobs'] });
  const held = (await db.jobs.findOne('booked-job').exec())?.toJSON() as JobDoc;
  const replication = replicate(db, transport, replicationIdentifier('jobs', 'u'));
  opened.push({ db, replication });
  await replication.state.awaitInSync();
  return { held, firstPull: server.pulls[0] };
}

describe('the jobs collection, versions 2 to 4 (the day card, the hours, instant SOS)', () => {
  it('version 2 keeps every document without a card and pulls the view from zero, so a booked job gets its card', async () => {
    const { held, firstPull } = await upgradeFrom(1, ['dayCard', 'hours', 'instant']);
    expect(held).toMatchObject({ id: 'booked-job', dayCard: null, hours: [], instant: false });
    expect(firstPull).toMatchObject({ from: null, viewIds: true });
  });

  it('version 3 keeps every document with no hours and pulls the view from zero, so a booked job gets its hours', async () => {
    const { held, firstPull } = await upgradeFrom(2, ['hours', 'instant']);
    expect(held).toMatchObject({ id: 'booked-job', hours: [] });
    expect(firstPull).toMatchObject({ from: null, viewIds: true });
  });

  it('version 4 keeps every document not instant and pulls the view from zero under a new identifier', async () => {
    const { held, firstPull } = await upgradeFrom(3, ['instant']);
    expect(held).toMatchObject({ id: 'booked-job', instant: false });
    expect(replicationIdentifier('jobs', 'u')).toBe('vikariat-jobs-u-g4');
    expect(firstPull).toMatchObject({ from: null, viewIds: true });
  });
});
