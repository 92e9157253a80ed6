import { afterEach, describe, expect, it } from 'vitest';
import type { RxStorageInstance } from 'rxdb';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { ALL_FIRST_SYNC_PATHS, type FirstSyncPaths } from './first-sync.ts';
import { memoryServer, testDevices } from '../../test/replication-harness.ts';

const { device, closeDevices, localIds } = testDevices();
afterEach(closeDevices);

const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const off = (...names: Array<keyof FirstSyncPaths>): FirstSyncPaths =>
  Object.fromEntries(Object.entries(ALL_FIRST_SYNC_PATHS).map(([name, on]) => [name, on && !names.includes(name as keyof FirstSyncPaths)])) as unknown as FirstSyncPaths;

/** A device that never synced pulls seven documents (pages of 2, first pages of 3) with some paths switched off. */
async function firstSync(paths: FirstSyncPaths) {
  const { server, following } = memoryServer();
  for (const id of IDS) server.set(id, true);
  const storage = fakeIndexedDbStorage();
  const { db, replication } = await device(following(), 2, 3, storage, () => Promise.resolve(true), paths);
  // pages RxDB's storage wrote for the replication (the direct insert writes below it)
  const instance = db.notices.storageInstance as RxStorageInstance<unknown, unknown, unknown>;
  const bulkWrite = instance.bulkWrite.bind(instance);
  let storageWrites = 0;
  instance.bulkWrite = (rows, context) => {
    if (rows.length > 0) storageWrites += 1;
    return bulkWrite(rows, context);
  };
  await replication.state.awaitInSync();
  // a change after the first sync arrives through the steady replication, whatever the first sync did
  server.set('h', true);
  replication.resync();
  await replication.state.awaitInSync();
  return { ids: await localIds(db), pulls: server.pulls, storageWrites };
}

describe('the first sync (first-sync.ts): each path can be switched off and the device converges the same', () => {
  it.each([
    ['every path', ALL_FIRST_SYNC_PATHS],
    ['no head start', off('headStart')],
    ['no followed pull', off('followed')],
    ['no bulk load', off('bulkLoad')],
    ['no direct insert', off('directInsert')],
    ['none: RxDB page by page', off('headStart', 'followed', 'bulkLoad', 'directInsert')],
  ])('%s', async (_name, paths) => {
    const { ids, pulls } = await firstSync(paths);
    expect(ids).toEqual([...IDS, 'h']);
    // one followed pull from zero exactly when it is on; never one after the hand-over
    expect(pulls.filter((p) => p.followed === true).map((p) => p.from)).toEqual(paths.followed ? [null] : []);
  });

  it('bulk-loaded, a followed first sync is one request; without the bulk load RxDB pulls the rest itself', async () => {
    const loaded = await firstSync(ALL_FIRST_SYNC_PATHS);
    expect(loaded.pulls.filter((p) => p.from === null)).toHaveLength(1);
    expect(loaded.pulls.filter((p) => p.followed !== true && p.from !== null && p.from < 7)).toEqual([]);
    const notLoaded = await firstSync(off('bulkLoad'));
    // the stream is closed at the hand-over: RxDB goes on with ordinary pulls from the first page's checkpoint
    expect(notLoaded.pulls.filter((p) => p.followed !== true && p.from !== null && p.from < 7).length).toBeGreaterThan(0);
  });

  it("the direct insert writes the loaded pages below RxDB; switched off, RxDB's storage writes them", async () => {
    const direct = await firstSync(ALL_FIRST_SYNC_PATHS);
    const viaStorage = await firstSync(off('directInsert'));
    expect(viaStorage.storageWrites).toBeGreaterThan(direct.storageWrites);
  });
});
