import { afterEach, describe, expect, it } from 'vitest';
import { createRevision, getChangedDocumentsSince, now, type RxCollection, type RxStorageInstance } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { directInserter, type StoredDocument } from './direct-insert.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';

const opened: SyncDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.remove()));
});

async function open(name: string, storage = fakeIndexedDbStorage()) {
  const db = await createSyncDatabase({ name, storage, multiInstance: false, collections: ['jobs'] });
  opened.push(db);
  return db;
}

const jobsOf = (db: SyncDatabase) => db.jobs as unknown as RxCollection;

function stored(db: SyncDatabase, ids: string[]): StoredDocument[] {
  const meta = { lwt: now() };
  const rev = createRevision(db.token);
  return ids.map((id, i) => ({
    id,
    schoolId: `s${i % 2}`,
    schoolName: 'Skolan',
    startDate: `2026-12-0${1 + (i % 9)}`,
    endDate: '2026-12-20',
    subjects: ['Matematik'],
    sos: i % 2 === 0,
    applied: false,
    hidden: false,
    applicants: [],
    reason: null,
    _deleted: false,
    _attachments: {},
    _meta: meta,
    _rev: rev,
  }));
}

/** The rows as IndexedDB holds them, read below RxDB (Dexie's table). */
async function rawRows(collection: RxCollection): Promise<unknown[]> {
  const internals = await (collection.internalStorageInstance.internals as Promise<{ dexieTable: { toArray(): Promise<unknown[]> } }>);
  return internals.dexieTable.toArray();
}

describe('directInserter (a first sync written straight into the Dexie table, decision 013)', () => {
  it("stores documents exactly as RxDB's Dexie storage stores them", async () => {
    const viaRxdb = await open('direct-a');
    const direct = await open('direct-b');
    const docs = stored(viaRxdb, ['a', 'b', 'c']);
    const storage = jobsOf(viaRxdb).internalStorageInstance as RxStorageInstance<StoredDocument, unknown, unknown>;
    expect(
      (
        await storage.bulkWrite(
          docs.map((document) => ({ document })),
          'test',
        )
      ).error,
    ).toEqual([]);
    const insert = await directInserter(jobsOf(direct));
    expect(insert).toBeDefined();
    expect(await insert?.(docs, 'test')).toBe(true);
    expect(await rawRows(jobsOf(direct))).toEqual(await rawRows(jobsOf(viaRxdb)));
    // the documents handed in are given back as they were (their booleans were lent in the storage's format)
    expect(docs.every((doc) => doc._deleted === false)).toBe(true);
  });

  it('RxDB reads them back: by id, by query with a sort, by count, and through its index of changes', async () => {
    const db = await open('direct-read');
    const insert = await directInserter(jobsOf(db));
    expect(await insert?.(stored(db, ['a', 'b', 'c', 'd']), 'test')).toBe(true);
    expect((await db.jobs.findOne('c').exec())?.toJSON()).toMatchObject({ id: 'c', schoolId: 's0', sos: true, subjects: ['Matematik'] });
    const bySchool = await db.jobs.find({ selector: { schoolId: 's1' }, sort: [{ startDate: 'desc' }] }).exec();
    expect(bySchool.map((doc) => doc.id)).toEqual(['d', 'b']);
    expect(await db.jobs.count().exec()).toBe(4);
    const changed = await getChangedDocumentsSince(jobsOf(db).storageInstance as RxStorageInstance<StoredDocument, unknown, unknown>, 10);
    expect(changed.documents.map((doc) => doc.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("tells RxDB on the storage's change stream: a query open before the insert shows the documents", async () => {
    const db = await open('direct-events');
    const bulks: Array<{ context: string; checkpoint: unknown; events: unknown[] }> = [];
    const sub = jobsOf(db)
      .internalStorageInstance.changeStream()
      .subscribe((bulk) => bulks.push(bulk as never));
    const seen: string[][] = [];
    const query = db.jobs.find({ sort: [{ id: 'asc' }] }).$.subscribe((docs) => seen.push(docs.map((doc) => doc.id)));
    await db.jobs.find().exec(); // the query's first result is in
    const docs = stored(db, ['a', 'b']);
    const insert = await directInserter(jobsOf(db));
    expect(await insert?.(docs, 'replication-downstream')).toBe(true);
    await expect.poll(() => seen.at(-1)).toEqual(['a', 'b']);
    expect(bulks).toHaveLength(1);
    expect(bulks[0]).toMatchObject({ context: 'replication-downstream', checkpoint: { id: 'b', lwt: docs[1]?._meta.lwt } });
    expect(bulks[0]?.events).toEqual(docs.map((doc) => ({ documentId: doc.id, operation: 'INSERT', documentData: doc, previousDocumentData: undefined })));
    sub.unsubscribe();
    query.unsubscribe();
  });

  it('stores nothing of a page that meets a stored document, and says so', async () => {
    const db = await open('direct-conflict');
    const insert = await directInserter(jobsOf(db));
    expect(await insert?.(stored(db, ['b']), 'test')).toBe(true);
    const bulks: unknown[] = [];
    const sub = jobsOf(db)
      .internalStorageInstance.changeStream()
      .subscribe((bulk) => bulks.push(bulk));
    expect(await insert?.(stored(db, ['a', 'b', 'c']), 'test')).toBe(false);
    expect((await db.jobs.find().exec()).map((doc) => doc.id)).toEqual(['b']);
    expect(bulks).toEqual([]);
    sub.unsubscribe();
  });

  it('keeps what it stored across a reopening (a reload)', async () => {
    const storage = fakeIndexedDbStorage();
    const first = await createSyncDatabase({ name: 'direct-reload', storage, multiInstance: false, collections: ['jobs'] });
    expect(await (await directInserter(jobsOf(first)))?.(stored(first, ['a', 'b']), 'test')).toBe(true);
    await first.close();
    const again = await open('direct-reload', storage);
    expect((await again.jobs.find().exec()).map((doc) => doc.id).sort()).toEqual(['a', 'b']);
  });

  it('declines a collection on another storage, or on a wrapped one (the caller writes through RxDB)', async () => {
    const memory = await open('direct-memory', getRxStorageMemory() as never);
    expect(await directInserter(jobsOf(memory))).toBeUndefined();
    // a validating wrapper must see every write: the Dexie table below it is not offered
    const validated = await open('direct-validated', wrappedValidateAjvStorage({ storage: fakeIndexedDbStorage() }) as never);
    expect(await directInserter(jobsOf(validated))).toBeUndefined();
  });
});
