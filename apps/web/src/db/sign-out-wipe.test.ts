// Signing out on a shared device (issue 21, item 2): nothing of the user stays in IndexedDB or storage but their
// unsent actions, which come back only for the same user — after a sign-out, a 401, or another user's sign-in after
// a crash with no sign-out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../lib/session.ts';
import { jobDoc } from '../../test/job-doc.ts';
import { closeLocalDatabase, enqueueAction, getDatabase, openDatabaseFor, wipeLocalData } from './index.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190b000-0000-7000-8000-00000000000b';
const JOB = '0190c000-0000-7000-8000-00000000000c';
const APPLICATION = '0190d000-0000-7000-8000-00000000000d';
const NOTICE = '0190e000-0000-7000-8000-00000000000e';
const SECRET_EMAIL = 'vera.secret@example.fi';
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
const signIn = (sub: string) => localStorage.setItem('token', tokenOf(sub));
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );

/** Every record of every IndexedDB database on the device, as text. */
async function everythingInIndexedDb(): Promise<string> {
  const texts: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (name === undefined) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    for (const store of Array.from(db.objectStoreNames)) {
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
      texts.push(JSON.stringify(records));
    }
    db.close();
  }
  return texts.join('\n');
}

/** A's device after a sync: a job, an application, the profile, a notice, a decided and a pending action. */
async function usedByA(): Promise<string> {
  signIn(A);
  const db = await getDatabase();
  await db.jobs.insert(jobDoc(JOB, { address: 'Hemliga vägen 1', applied: true, applicationId: APPLICATION }));
  await db.applications.insert({
    id: APPLICATION,
    jobId: JOB,
    active: true,
    withdrawnAt: null,
    deactivatedReason: null,
    cancelReason: null,
    createdAt: '',
    chosen: null,
  });
  await db.profile.insert({
    id: A,
    email: SECRET_EMAIL,
    firstName: 'Vera',
    lastName: 'Vikström',
    phone: '+358401234567',
    typeOfUser: 'user',
    roles: ['user'],
    siteLang: 2,
    schoolId: null,
    address: '',
    image: null,
    identityVerified: true,
    verifiedIdentity: null,
    hasEdited: true,
    defaultDescription: '',
    sendEmail: true,
    profile: {},
    defaults: {},
    createdAt: '',
    blockedSchools: [],
  });
  await db.notices.insert({
    id: NOTICE,
    fromAdminType: 'Tips',
    startDate: '',
    endDate: '',
    additionalInfo: '',
    additionalInfoFi: null,
    regarding: '',
    files: [],
    expire: '',
    createdAt: '',
  });
  const decided = await enqueueAction('view', { jobId: JOB });
  await (await db.outbox.findOne(decided.id).exec())?.incrementalPatch({ status: 'applied' });
  const pending = await enqueueAction('hide', { jobId: JOB });
  localStorage.setItem('jobs-school.seen-applicants', JSON.stringify({ [JOB]: 2 }));
  sessionStorage.setItem('vk-complete-registration-dismissed', '1');
  return pending.id;
}

const expectNothingOfA = async () => {
  const stored = await everythingInIndexedDb();
  for (const trace of [JOB, APPLICATION, NOTICE, SECRET_EMAIL, 'Hemliga vägen', 'Vikström']) expect(stored).not.toContain(trace);
};

afterEach(async () => {
  await wipeLocalData({ erase: true });
  localStorage.clear();
});

describe('signing out on a shared device', () => {
  it('removes every document of the user from IndexedDB and their storage keys, keeping only the pending action', async () => {
    offline();
    const pendingId = await usedByA();
    await signOut();

    await expectNothingOfA();
    expect(Object.keys(localStorage).sort()).toEqual([`vikariat.device`, `vikariat.pending.${A}`].sort());
    expect(localStorage.getItem(`vikariat.pending.${A}`)).toContain(pendingId);
    expect(sessionStorage.length).toBe(0);

    // the same user signs in again: the pending action is back in the outbox, to be sent; nothing else is
    signIn(A);
    const again = await getDatabase();
    expect((await again.outbox.find().exec()).map((d) => [d.id, d.status])).toEqual([[pendingId, 'pending']]);
    expect(await again.jobs.count().exec()).toBe(0);
    expect(localStorage.getItem(`vikariat.pending.${A}`)).toBeNull();
  });

  it('another user signing in after a crash (no sign-out) finds nothing of the first and never sends their action', async () => {
    offline();
    const pendingId = await usedByA();
    await closeLocalDatabase(); // the tab crashed: nobody signed out

    const pushes: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url.includes('/push')) pushes.push(init?.body);
        return Promise.reject(new TypeError('offline'));
      }),
    );
    signIn(B);
    const other = await getDatabase();
    expect(await other.outbox.count().exec()).toBe(0);
    expect(await other.jobs.count().exec()).toBe(0);
    await expectNothingOfA();
    expect(localStorage.getItem('jobs-school.seen-applicants')).toBeNull();
    expect(JSON.stringify(pushes)).not.toContain(pendingId);

    // A comes back later: their action is still waiting for them
    signIn(A);
    const again = await getDatabase();
    expect((await again.outbox.find({ selector: { status: 'pending' } }).exec()).map((d) => d.id)).toEqual([pendingId]);
  });

  it('an ended session (401) wipes the same way', async () => {
    offline();
    const pendingId = await usedByA();
    const { apiFetch, pageActions } = await import('../lib/api-client.ts');
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ code: 'unauthenticated', message: 'x' }, { status: 401 }))),
    );
    await expect(apiFetch('/api/shared/profile')).rejects.toThrow();
    expect(reload).toHaveBeenCalled();
    await expectNothingOfA();
    expect(localStorage.getItem(`vikariat.pending.${A}`)).toContain(pendingId);
  });

  it('a screen opening the database while a refused session is wiped opens nothing, and the action stays kept', async () => {
    offline();
    const pendingId = await usedByA();
    await closeLocalDatabase(); // a new page: the database is not open yet
    const { signOutAndReload, pageActions } = await import('../lib/session.ts');
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    // a screen asks for the database just before the 401 and another just after it (it still draws A's screen)
    const before = getDatabase();
    const leaving = signOutAndReload();
    const after = openDatabaseFor(A);
    await expect(after).rejects.toThrow(/signed out/);
    await before.catch(() => undefined);
    await leaving;
    expect(reload).toHaveBeenCalledTimes(1);
    await expectNothingOfA();
    expect(localStorage.getItem(`vikariat.pending.${A}`)).toContain(pendingId);
    signIn(A);
    const again = await getDatabase();
    expect((await again.outbox.find({ selector: { status: 'pending' } }).exec()).map((d) => d.id)).toEqual([pendingId]);
  });

  it('an erased account leaves nothing at all, not even its pending actions', async () => {
    offline();
    await usedByA();
    await signOut({ erase: true });
    await expectNothingOfA();
    expect(Object.keys(localStorage)).toEqual(['vikariat.device']);
  });
});
