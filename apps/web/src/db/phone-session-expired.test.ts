// Issue 27, phones item 3: the session expires while the phone is offline with actions queued. When the signal comes
// back the server refuses the session (a 401, and the renewal refused too): the app signs out and wipes the device,
// keeping the unsent actions apart. Signing in again as the same person pushes them; another person signing in on
// that browser never pushes them, and finds nothing of the first person's data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageActions } from '../lib/session.ts';
import { jobDoc } from '../../test/job-doc.ts';
import { stubFetch, type RecordedCall } from '../../test/fetch-stub.ts';
import { tokenFor } from '../../test/tokens.ts';
import { enqueueAction, getDatabase, wipeLocalData } from './index.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190b000-0000-7000-8000-00000000000b';
const JOB = '0190c000-0000-7000-8000-00000000000c';
const OTHER_JOB = '0190c000-0000-7000-8000-00000000000d';

/**
 * The server as the phone meets it: no network while `offline`; then it refuses `expired` tokens (and their
 * renewal) and takes every other token's pushes, recording which action ids came under which token.
 */
function server(expired: string) {
  const state = { offline: true, pushes: [] as Array<{ token: string; ids: string[] }> };
  const calls: RecordedCall[] = stubFetch((call) => {
    if (state.offline) throw new TypeError('offline');
    const token = (call.headers['authorization'] ?? '').replace('Bearer ', '');
    if (call.url === '/api/shared/update/token' || token === expired) return { status: 401, body: { code: 'unauthenticated', message: 'expired' } };
    if (call.url.includes('/push')) {
      const rows = (call.body as { rows: Array<{ newDocumentState: { id: string } }> }).rows;
      state.pushes.push({ token, ids: rows.map((r) => r.newDocumentState.id) });
      return { status: 200, body: { conflicts: [] } };
    }
    if (call.url.includes('/pull')) return { status: 200, body: { documents: [], checkpoint: { seq: 0 }, remaining: 0 } };
    return { status: 503 };
  });
  return { state, calls };
}

afterEach(async () => {
  await wipeLocalData({ erase: true });
});

describe('phones item 3: the session expires offline with actions queued', () => {
  it('another person signing in never pushes them and finds nothing of the first; the same person signing in again pushes them', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const expiredA = tokenFor({ sub: A, exp: Math.floor(Date.now() / 1000) + 1 });
    const { state } = server(expiredA);
    localStorage.setItem('token', expiredA);
    const db = await getDatabase();
    await db.jobs.insert(jobDoc(JOB, { address: 'Hemliga vägen 1' }));
    const queued = [await enqueueAction('apply', { jobId: JOB, alreadywarned: false }), await enqueueAction('hide', { jobId: OTHER_JOB })];
    const ids = queued.map((a) => a.id);

    // the signal is back, the session is not: signed out (and the page reloaded), A's unsent actions kept apart
    state.offline = false;
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 8_000 });
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(state.pushes).toEqual([]);

    // B signs in on this browser: nothing of A, and A's actions never leave under B
    const tokenB = tokenFor({ sub: B });
    localStorage.setItem('token', tokenB);
    const other = await getDatabase();
    expect(await other.jobs.count().exec()).toBe(0);
    expect(await other.outbox.count().exec()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(state.pushes.flatMap((p) => p.ids).filter((id) => ids.includes(id))).toEqual([]);
    await wipeLocalData(); // B signs out

    // A signs in again (a new session): the actions are pushed, under A's new token only
    const freshA = tokenFor({ sub: A, sid: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99' });
    localStorage.setItem('token', freshA);
    const again = await getDatabase();
    expect(await again.jobs.count().exec()).toBe(0);
    await vi.waitFor(() => expect(state.pushes.filter((p) => p.token === freshA).flatMap((p) => p.ids)).toEqual(expect.arrayContaining(ids)), { timeout: 8_000 });
    expect(state.pushes.filter((p) => p.ids.some((id) => ids.includes(id))).map((p) => p.token)).toEqual(expect.arrayContaining([freshA]));
    expect(state.pushes.filter((p) => p.ids.some((id) => ids.includes(id))).every((p) => p.token === freshA)).toBe(true);
  });
});
