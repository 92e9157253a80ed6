/**
 * A page for first-sync-tabs.spec.ts, bundled with esbuild and served on the app's origin: the sync client's own
 * database (as the web app opens it, one per tab, multi-instance) and the direct insert of a first sync's pages.
 */
import { createRevision, now } from 'rxdb';
import { createDexieStorage, createSyncDatabase, type SyncDatabase } from '@vikariat/sync/client/index';
import { directInserter, type StoredDocument } from '@vikariat/sync/client/direct-insert';

export interface TabApi {
  open(name: string): Promise<void>;
  /** inserts `count` new jobs straight into the Dexie table: [offered, stored] */
  insert(count: number): Promise<[boolean, boolean]>;
  /** the sizes of the open query's results, in order */
  seen(): number[];
  count(): Promise<number>;
}

let db: SyncDatabase | undefined;
const results: number[] = [];
const opened = (): SyncDatabase => {
  if (db === undefined) throw new Error('open first');
  return db;
};

const api: TabApi = {
  async open(name) {
    db = await createSyncDatabase({ name, storage: createDexieStorage(), multiInstance: true, collections: ['jobs'] });
    db.jobs.find({ sort: [{ id: 'asc' }] }).$.subscribe((docs) => results.push(docs.length));
    await db.jobs.find().exec();
  },
  async insert(count) {
    const database = opened();
    const meta = { lwt: now() };
    const rev = createRevision(database.token);
    const docs: StoredDocument[] = Array.from({ length: count }, (_, i) => ({
      id: `job-${String(i).padStart(5, '0')}`,
      schoolId: 'school',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      _deleted: false,
      _attachments: {},
      _meta: meta,
      _rev: rev,
    }));
    const insert = await directInserter(database.jobs as never);
    return [insert !== undefined, (await insert?.(docs, 'e2e')) ?? false];
  },
  seen: () => [...results],
  count: () => opened().jobs.count().exec(),
};

(window as unknown as { tab: TabApi }).tab = api;
