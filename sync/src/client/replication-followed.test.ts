// A first sync asks for its pages in one followed pull (protocol 5) and falls back to ordinary pulls where it ends.
import { afterEach, describe, expect, it } from 'vitest';
import { memoryServer, testDevices } from '../../test/replication-harness.ts';
import type { SyncTransport } from './transport.ts';

const { device, closeDevices, localIds } = testDevices();
afterEach(closeDevices);

const ids = (n: number) => Array.from({ length: n }, (_, i) => `n${String(i).padStart(2, '0')}`);

describe('a first sync over a followed pull', () => {
  it('stores every page of one followed pull, asking nothing else, and later changes arrive by ordinary pulls', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(9)) server.set(id, true);
    const { db, replication } = await device(following(), 2, 2);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(ids(9));
    // one request for all five pages, no other
    expect(server.pulls).toEqual([{ from: null, viewIds: false, limit: 2, followed: true }]);

    server.set('n03', false);
    server.set('n99', true);
    replication.resync();
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual([...ids(9).filter((id) => id !== 'n03'), 'n99']);
  });

  it('goes on with ordinary pulls from the last stored page where the stream is cut, and stores everything once', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(9)) server.set(id, true);
    const { db, replication } = await device(following(2), 2, 2);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(ids(9));
    // two pages came over the stream (changes 1-4); the rest by pulls from change 4 on (the second one doubled)
    expect(server.pulls.map((p) => [p.from, p.followed === true])).toEqual([
      [null, true],
      [4, false],
      [6, false],
    ]);
  });

  it('takes a page that brings a change to a stored document through RxDB, and converges', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(6)) server.set(id, true);
    let taken = 0;
    const base = following();
    // between the first and second followed page, n00 leaves the view and n01 changes
    const changing: SyncTransport = {
      ...base,
      pullFollowed: async (...args) => {
        const pull = await base.pullFollowed!(...args);
        return {
          ...pull,
          next: async () => {
            if (++taken === 1) {
              server.set('n00', false);
              server.set('n01', true);
            }
            return pull.next();
          },
        };
      },
    };
    const { db, replication } = await device(changing, 2, 2);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(ids(6).filter((id) => id !== 'n00'));
    expect((await db.notices.findOne('n01').exec())?.regarding).toBe('v8');
  });

  it('a device that already holds documents pulls page by page (only an empty collection is followed)', async () => {
    const { server, following } = memoryServer();
    for (const id of ids(4)) server.set(id, true);
    const { db, replication } = await device(following(), 2, 2);
    await replication.state.awaitInSync();
    server.scope = 'view-2'; // the view changed: the device starts over from zero, holding its documents
    server.set('n00', false);
    server.pulls.length = 0;
    replication.resync();
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['n01', 'n02', 'n03']);
    expect(server.pulls.some((p) => p.followed === true)).toBe(false);
  });
});
