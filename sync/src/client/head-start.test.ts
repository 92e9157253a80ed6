// A device that never synced asks for its first pages at once, before RxDB's replication first calls (replication.ts).
import { META_INSTANCE_SCHEMA_TITLE } from 'rxdb';
import type { RxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDatabase } from './database.ts';
import { holdsNothingPulled } from './engine.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { enqueueAction } from './outbox.ts';
import { memoryServer, testDevices } from '../../test/replication-harness.ts';
import type { FollowedPull, SyncTransport } from './transport.ts';

const { device, closeDevices, localIds, opened } = testDevices();
afterEach(closeDevices);

const ids = (n: number) => Array.from({ length: n }, (_, i) => `n${String(i).padStart(2, '0')}`);
const yes = () => Promise.resolve(true);

/** The storage with the replication's meta instance (RxDB opens it as it starts) held until `opened` settles. */
function heldReplicationMeta(storage: RxStorageDexie, opened: Promise<void>): RxStorageDexie {
  const create = storage.createStorageInstance.bind(storage);
  return Object.assign(Object.create(storage) as RxStorageDexie, {
    createStorageInstance: async (params: Parameters<RxStorageDexie['createStorageInstance']>[0]) => {
      if (params.schema.title === META_INSTANCE_SCHEMA_TITLE) await opened;
      return create(params);
    },
  });
}

/** The transport with its followed pulls counted, and each one's close recorded. */
function watched(base: SyncTransport) {
  const seen = { followed: 0, closed: 0 };
  const transport: SyncTransport = {
    ...base,
    pullFollowed: async (...args) => {
      seen.followed += 1;
      const pull: FollowedPull = await base.pullFollowed!(...args);
      return {
        ...pull,
        close: () => {
          seen.closed += 1;
          pull.close();
        },
      };
    },
  };
  return { seen, transport };
}

describe('the head start of a first sync', () => {
  it('asks before RxDB does, and RxDB takes that very pull: one request for every page', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(7)) server.set(id, true);
    let asked = false;
    // the engine's check answers only once the followed pull has been asked for: RxDB's first call cannot be first
    const { seen, transport } = watched(following());
    const { db, replication } = await device(transport, 2, 2, fakeIndexedDbStorage(), () => {
      asked = true;
      return Promise.resolve(true);
    });
    await replication.state.awaitInSync();
    expect(asked).toBe(true);
    expect(await localIds(db)).toEqual(ids(7));
    expect(server.pulls).toEqual([{ from: null, viewIds: false, limit: 2, followed: true }]);
    expect(seen.followed).toBe(1);
  });

  it('a change announced after it asked, before RxDB listened, is pulled after the first pass', async () => {
    const { server, following } = memoryServer();
    server.set('n00', true);
    const { seen, transport } = watched(following());
    // RxDB's replication cannot start (nor hear a RESYNC) before its meta instance opens: held until released
    let release = () => undefined as void;
    const opened = new Promise<void>((resolve) => (release = resolve));
    const { db, replication } = await device(transport, 2, 2, heldReplicationMeta(fakeIndexedDbStorage(), opened), yes);
    await expect.poll(() => seen.followed).toBe(1); // the head start's answer holds n00 only
    expect(replication.state.internalReplicationState).toBeUndefined();
    server.set('n01', true);
    replication.resync();
    release();
    await expect.poll(() => localIds(db)).toEqual(['n00', 'n01']);
    expect(server.pulls.map((pull) => pull.from)).toEqual([null, 1]);
  });

  it('a device that synced before asks nothing early, even where the engine says it never did', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(3)) server.set(id, true);
    const storage = fakeIndexedDbStorage();
    const first = await device(following(), 2, 2, storage);
    await first.replication.state.awaitInSync();
    opened.splice(opened.indexOf(first), 1);
    await first.replication.state.cancel();
    await first.db.close();

    server.pulls.length = 0;
    const { seen, transport } = watched(following());
    const second = await device(transport, 2, 2, storage, yes); // the collection holds documents
    await second.replication.state.awaitInSync();
    expect(seen.followed).toBe(0);
    expect(server.pulls.map((pull) => pull.from)).toEqual([3]); // from RxDB's checkpoint
  });

  it("an empty collection with RxDB's checkpoint (all it held left the view) closes the early pull unread", async () => {
    const { server, following } = memoryServer();
    server.set('n00', true);
    const storage = fakeIndexedDbStorage();
    const first = await device(following(), 2, 2, storage);
    await first.replication.state.awaitInSync();
    server.set('n00', false);
    first.replication.resync();
    await first.replication.state.awaitInSync();
    expect(await localIds(first.db)).toEqual([]);
    opened.splice(opened.indexOf(first), 1);
    await first.replication.state.cancel();
    await first.db.close();

    server.set('n01', true);
    server.pulls.length = 0;
    const { seen, transport } = watched(following());
    const second = await device(transport, 2, 2, storage, yes);
    await second.replication.state.awaitInSync();
    expect(await localIds(second.db)).toEqual(['n01']);
    await expect.poll(() => seen.closed).toBe(1);
    expect(seen.followed).toBe(1);
    expect(server.pulls.filter((pull) => pull.followed !== true).map((pull) => pull.from)).toEqual([2]);
  });

  it("a failed head start costs nothing: RxDB's own first pull asks again and stores every page", async () => {
    const { server, following } = memoryServer();
    for (const id of ids(5)) server.set(id, true);
    const base = following();
    let failures = 0;
    const transport: SyncTransport = {
      ...base,
      pullFollowed: (...args) => (failures++ === 0 ? Promise.reject(new Error('offline')) : base.pullFollowed!(...args)),
    };
    const { db, replication } = await device(transport, 2, 2, fakeIndexedDbStorage(), yes);
    await replication.state.awaitInSync();
    expect(failures).toBe(2);
    expect(await localIds(db)).toEqual(ids(5));
  });

  it('a replication cancelled before its head start asks makes no request', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(5)) server.set(id, true);
    const { seen, transport } = watched(following());
    let release = () => undefined as void;
    const held = new Promise<boolean>((resolve) => (release = () => resolve(true)));
    const { replication } = await device(transport, 2, 2, fakeIndexedDbStorage(), () => held);
    await replication.state.cancel();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.followed).toBe(0); // cancelled before it asked: it never asks
  });
});

describe("holdsNothingPulled (the engine's check)", () => {
  it('is true on a new device, false once it holds a pulled document; queued actions do not count', async () => {
    const db = await createSyncDatabase({ name: 'head-start', storage: fakeIndexedDbStorage(), multiInstance: false, collections: ['notices', 'outbox'] });
    try {
      expect(await holdsNothingPulled(db, ['notices', 'outbox'])).toBe(true);
      await enqueueAction(db, { ownerId: 'u', deviceId: 'd' }, 'view', { jobId: '0190a0b0-0000-7000-8000-000000000001' });
      expect(await holdsNothingPulled(db, ['notices', 'outbox'])).toBe(true);
      const day = '2026-11-24';
      await db.notices.insert({
        id: 'n1',
        fromAdminType: null,
        startDate: day,
        endDate: day,
        additionalInfo: '',
        additionalInfoFi: null,
        regarding: 'x',
        files: [],
        expire: day,
        createdAt: day,
      });
      expect(await holdsNothingPulled(db, ['notices', 'outbox'])).toBe(false);
    } finally {
      await db.remove();
    }
  });
});
