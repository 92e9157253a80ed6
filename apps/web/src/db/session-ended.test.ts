// A session the server rejects (issue 21, items 3 and 4): the app signs out and reloads as for any other call's 401
// (spec 02 §4) — after one token renewal — instead of showing "Offline" over a local copy forever.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STREAM_CLOSE } from '@vikariat/sync';
import { pageActions } from '../lib/session.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { tokenFor } from '../../test/tokens.ts';
import { getDatabase, wipeLocalData } from './index.ts';
import { getSyncState, subscribeSyncState } from './local-database.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const signIn = () => localStorage.setItem('token', tokenFor({ sub: A }));

/** Every online state the sync indicator was shown. */
function watchOnline(): boolean[] {
  const seen: boolean[] = [];
  subscribeSyncState(() => seen.push(getSyncState().online));
  return seen;
}

/** A socket that never connects: only the pulls can tell. */
class SilentSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

afterEach(async () => {
  await wipeLocalData({ erase: true });
});

describe('a session the server rejects', () => {
  it('signs out and reloads at the first refused pull, after one refused renewal, never showing "Offline"', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal('WebSocket', SilentSocket);
    const calls = stubFetch(() => ({ status: 401, body: { code: 'unauthenticated', message: 'Not signed in' } }));
    signIn();
    const online = watchOnline();
    await getDatabase();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5_000 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/shared/update/token').length).toBeGreaterThanOrEqual(1);
    expect(online).not.toContain(false);
  });

  it('renews an expired access token of a live session and goes on syncing', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal('WebSocket', SilentSocket);
    // the same session's renewed token (a renewal keeps the person and the session)
    const fresh = tokenFor({ sub: A, image: 'renewed.png' });
    const calls = stubFetch((call) => {
      if (call.url === '/api/shared/update/token') return { status: 200, body: { token: fresh } };
      if (call.headers['authorization'] !== `Bearer ${fresh}`) return { status: 401, body: { code: 'unauthenticated', message: 'expired' } };
      return { status: 503 };
    });
    signIn();
    await getDatabase();
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/api/sync/') && c.headers['authorization'] === `Bearer ${fresh}`)).toBe(true), { timeout: 5_000 });
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out when the live socket is closed as "session ended"', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    // the server accepts the socket, then ends the session (signed out elsewhere, deactivated, deleted)
    class EndingSocket {
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: ((event: { code: number; reason: string }) => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        setTimeout(() => this.onopen?.(), 0);
      }
      send() {
        this.onmessage?.({ data: JSON.stringify({ type: 'ready', protocol: 5 }) });
        setTimeout(() => this.onclose?.(STREAM_CLOSE.sessionEnded), 10);
      }
      close() {}
    }
    vi.stubGlobal('WebSocket', EndingSocket);
    stubFetch(() => new Promise<never>(() => undefined)); // the pulls hang: only the socket can tell
    signIn();
    await getDatabase();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5_000 });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never sends its account’s requests under another person’s token, nor signs that person out', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal('WebSocket', SilentSocket);
    const B = '0190a000-0000-7000-8000-00000000000b';
    const tokenOfB = tokenFor({ sub: B });
    // the server cannot be reached: A's engine keeps retrying, as it does on a bus
    const calls = stubFetch(() => ({ status: 503 }));
    signIn();
    await getDatabase();
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/api/sync/'))).toBe(true), { timeout: 5_000 });
    // B signs in on the device while A's engine still runs (a closed tab's session, a wipe not yet done)
    localStorage.setItem('token', tokenOfB);
    const before = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls.slice(before).filter((c) => c.headers['authorization'] === `Bearer ${tokenOfB}`)).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe(tokenOfB);
  });
});
