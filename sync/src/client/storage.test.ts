import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import type { NoticeDoc } from './schemas.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { getManyByKeyScan } from './storage.ts';

type Table = Parameters<typeof getManyByKeyScan>[0];

/** A Dexie core table over a sorted map that records the requests it answers. */
function memoryTable(stored: readonly string[]) {
  const rows = new Map(stored.map((key) => [key, { id: key }]));
  const calls = { getMany: [] as unknown[][], scans: 0 };
  const table = {
    schema: { primaryKey: { keyPath: 'id' } },
    getMany: (request: { keys: unknown[] }) => {
      calls.getMany.push(request.keys);
      return Promise.resolve(request.keys.map((key) => rows.get(key as string)));
    },
    query: (request: { limit: number; query: { range: { lower: string; upper: string } } }) => {
      calls.scans += 1;
      const { lower, upper } = request.query.range;
      const result = [...rows.keys()]
        .sort()
        .filter((key) => key >= lower && key <= upper)
        .slice(0, request.limit);
      return Promise.resolve({ result });
    },
  } as unknown as Table;
  return { table, calls };
}

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `k${String(from + i).padStart(5, '0')}`);
const request = (keys: unknown[]) => ({ trans: {}, keys }) as Parameters<typeof getManyByKeyScan>[1];

describe('getManyByKeyScan (many ids read with one key scan)', () => {
  it('answers every asked id in order, reading only the ids that exist', async () => {
    const { table, calls } = memoryTable(ids(0, 100));
    const asked = [...ids(90, 140)].reverse(); // 10 stored, 40 new, out of order
    const result = await getManyByKeyScan(table, request(asked));
    expect(result).toEqual(asked.map((key) => (key < 'k00100' ? { id: key } : undefined)));
    expect(calls.scans).toBe(1);
    expect(calls.getMany).toEqual([asked.filter((key) => key < 'k00100')]);
  });

  it('reads nothing more when none of the ids is stored (a first sync)', async () => {
    const { table, calls } = memoryTable(ids(0, 100));
    const result = await getManyByKeyScan(table, request(ids(500, 2500)));
    expect(result).toHaveLength(2000);
    expect(result.every((doc) => doc === undefined)).toBe(true);
    expect(calls.getMany).toEqual([]);
  });

  it('reads id by id when the batch is small, when all exist, when the range is dense or the ids are not strings', async () => {
    const small = memoryTable(ids(0, 100));
    await getManyByKeyScan(small.table, request(ids(0, 10)));
    expect(small.calls).toEqual({ getMany: [ids(0, 10)], scans: 0 });

    const all = memoryTable(ids(0, 100));
    await getManyByKeyScan(all.table, request(ids(0, 40)));
    expect(all.calls.getMany).toEqual([ids(0, 40)]);

    // 40 asked ids spread over 2,000 stored: more than 16 stored per asked id, the scan stops at its limit
    const dense = memoryTable(ids(0, 2000));
    const spread = Array.from({ length: 40 }, (_, i) => `k${String(i * 50).padStart(5, '0')}`);
    expect(await getManyByKeyScan(dense.table, request(spread))).toEqual(spread.map((id) => ({ id })));
    expect(dense.calls.getMany).toEqual([spread]);

    const numbers = memoryTable([]);
    await getManyByKeyScan(numbers.table, request(Array.from({ length: 40 }, (_, i) => i)));
    expect(numbers.calls.scans).toBe(0);
  });
});

const opened: SyncDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('createDexieStorage (RxDB on Dexie with the key scan)', () => {
  const notice = (id: string, regarding: string): NoticeDoc => ({
    id,
    fromAdminType: null,
    startDate: '2026-11-21',
    endDate: '2026-11-22',
    additionalInfo: '',
    additionalInfoFi: null,
    regarding,
    files: [],
    expire: '2026-11-22',
    createdAt: '2026-11-21T06:00:00.000Z',
  });

  it('inserts, updates, deletes and finds documents in batches mixing stored and new ids', async () => {
    const storage = fakeIndexedDbStorage();
    const db = await createSyncDatabase({ name: 'keyscan', storage, multiInstance: false, collections: ['notices'] });
    opened.push(db);
    await db.notices.bulkInsert(ids(0, 100).map((id) => notice(id, 'first')));
    // 50 stored (updated) and 50 new in one batch, then a batch that deletes 40 stored ones
    await db.notices.bulkUpsert(ids(50, 150).map((id) => notice(id, 'second')));
    await db.notices.bulkRemove(ids(0, 40));
    expect(await db.notices.count().exec()).toBe(110);
    const found = await db.notices.findByIds(ids(30, 160)).exec();
    expect([...found.keys()].sort()).toEqual(ids(40, 150));
    expect(found.get('k00045')?.regarding).toBe('first');
    expect(found.get('k00050')?.regarding).toBe('second');
    expect(found.get('k00149')?.regarding).toBe('second');
    // a deleted id inserted again is a new document, not a conflict
    await db.notices.bulkInsert(ids(0, 40).map((id) => notice(id, 'again')));
    expect(await db.notices.count().exec()).toBe(150);
  });
});
