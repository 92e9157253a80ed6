// Issue 27, phones item 2: the browser evicted the app's storage while it was closed (the database gone at start).
// The app notices, keeps a notice for the person naming the queued actions that went with it (from the small record
// kept in localStorage), forgets its remembered sync time, and syncs again from zero. A database that is still there
// raises no notice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { jobDoc } from '../../test/job-doc.ts';
import { tokenFor } from '../../test/tokens.ts';
import { evictionNotice } from './eviction.ts';
import { closeLocalDatabase, enqueueAction, getDatabase, wipeLocalData } from './index.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const JOB = '0190c000-0000-7000-8000-00000000000c';
const OTHER_JOB = '0190c000-0000-7000-8000-00000000000d';
const SYNCED_AT = `vikariat.synced-at.${A}`;

/** What eviction does: every IndexedDB database of the site deleted, localStorage left. */
async function evict(): Promise<void> {
  for (const { name } of await indexedDB.databases()) {
    if (name === undefined) continue;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('delete failed'));
    });
  }
}

/** A's phone after a sync, offline, with two actions queued (one on a job it holds). */
async function syncedPhoneWithQueue() {
  const pulls: Array<unknown> = [];
  stubFetch((call) => {
    if (call.url.includes('/pull')) pulls.push(call.body);
    throw new TypeError('offline');
  });
  localStorage.setItem('token', tokenFor({ sub: A }));
  const db = await getDatabase();
  localStorage.setItem(SYNCED_AT, '2026-11-27T07:00:00.000Z'); // it synced (the engine remembers it so)
  await db.jobs.insert(jobDoc(JOB, { schoolName: 'Norrby skola', startDate: '2026-12-03' }));
  const queued = [await enqueueAction('apply', { jobId: JOB, alreadywarned: false }), await enqueueAction('hide', { jobId: OTHER_JOB })];
  // the record beside the database follows the queue
  await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(`vikariat.queued.${A}`) ?? '[]')).toHaveLength(2));
  return { queued, pulls };
}

afterEach(async () => {
  await wipeLocalData({ erase: true });
});

describe('phones item 2: storage evicted while the app was closed', () => {
  it('notices the database gone, names the queued actions lost with it, and syncs again from zero', async () => {
    const { queued, pulls } = await syncedPhoneWithQueue();
    await closeLocalDatabase(); // the app is closed
    await evict();

    pulls.length = 0;
    const db = await getDatabase();
    const notice = evictionNotice(A);
    expect(notice?.lost).toEqual([
      { id: queued[0]?.id, type: 'apply', createdAt: queued[0]?.createdAt, job: { schoolName: 'Norrby skola', startDate: '2026-12-03' } },
      { id: queued[1]?.id, type: 'hide', createdAt: queued[1]?.createdAt, job: null },
    ]);
    // nothing of the old copy is claimed: no sync time, an empty database syncing from the start
    expect(localStorage.getItem(SYNCED_AT)).toBeNull();
    expect(await db.outbox.count().exec()).toBe(0);
    await vi.waitFor(() => expect(pulls.length).toBeGreaterThan(0));
    // the record now follows the new, empty queue
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(`vikariat.queued.${A}`) ?? '[]')).toEqual([]));
  });

  it('raises no notice when the database is still there (a reload), nor on a first sign-in', async () => {
    await syncedPhoneWithQueue();
    await closeLocalDatabase();
    const db = await getDatabase();
    expect(await db.outbox.count().exec()).toBe(2);
    expect(evictionNotice(A)).toBeNull();
    expect(localStorage.getItem(SYNCED_AT)).not.toBeNull();

    await wipeLocalData({ erase: true });
    localStorage.setItem('token', tokenFor({ sub: A }));
    await getDatabase();
    expect(evictionNotice(A)).toBeNull();
  });
});
