import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { tokenFor } from '../../test/tokens.ts';
import { apiFetch, isApiError, isOfflineError } from './api-client.ts';
import { getToken, pageActions, setToken } from './session.ts';
import { renewalDueIn, renewIfDue } from './token-renewal.ts';

const now = () => Math.floor(Date.now() / 1000);
const RENEW = '/api/shared/update/token';

describe('keeping a session signed in (decision 021)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a 401 renews the token once and makes the call again with the fresh one', async () => {
    const expired = tokenFor({ iat: now() - 7200, exp: now() - 10 });
    const fresh = tokenFor({ iat: now(), exp: now() + 900 });
    setToken(expired);
    const calls = stubFetch((call) => {
      if (call.url === RENEW) return { status: 200, body: { token: fresh } };
      return call.headers['authorization'] === `Bearer ${fresh}` ? { status: 200, body: { count: 3 } } : { status: 401, body: { code: 'unauthenticated', message: 'x' } };
    });
    expect(await apiFetch('/api/users/temp/count', { body: {} })).toEqual({ count: 3 });
    expect(getToken()).toBe(fresh);
    expect(calls.map((c) => c.url)).toEqual(['/api/users/temp/count', RENEW, '/api/users/temp/count']);
  });

  it('calls that fail together share one renewal', async () => {
    setToken(tokenFor({ iat: now() - 7200, exp: now() - 10 }));
    const fresh = tokenFor({ iat: now(), exp: now() + 900 });
    const calls = stubFetch((call) => {
      if (call.url === RENEW) return { status: 200, body: { token: fresh } };
      return call.headers['authorization'] === `Bearer ${fresh}` ? { status: 200, body: {} } : { status: 401, body: { code: 'unauthenticated', message: 'x' } };
    });
    await Promise.all([apiFetch('/api/a', { body: {} }), apiFetch('/api/b', { body: {} }), apiFetch('/api/c', { body: {} })]);
    expect(calls.filter((c) => c.url === RENEW)).toHaveLength(1);
  });

  it('signs out and reloads only when the server refuses the session', async () => {
    setToken(tokenFor({ iat: now() - 7200, exp: now() - 10 }));
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 401, body: { code: 'unauthenticated', message: 'Not signed in' } }));
    const error = await apiFetch('/api/users/temp/count', { body: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a renewal that cannot reach the server keeps the user: the call fails as offline', async () => {
    const expired = tokenFor({ iat: now() - 7200, exp: now() - 10 });
    setToken(expired);
    vi.stubGlobal('fetch', (input: string) => (input === RENEW ? Promise.reject(new TypeError('network')) : Promise.resolve(new Response('{}', { status: 401 }))));
    const error = await apiFetch('/api/users/temp/count', { body: {} }).catch((e: unknown) => e);
    expect(isOfflineError(error)).toBe(true);
    expect(getToken()).toBe(expired);
  });

  it('renews a minute before expiry, and not while offline', async () => {
    setToken(tokenFor({ iat: now(), exp: now() + 900 }));
    expect(renewalDueIn()).toBeGreaterThan(800_000);
    setToken(tokenFor({ iat: now() - 900, exp: now() + 30 }));
    expect(renewalDueIn()).toBeLessThanOrEqual(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubFetch(() => ({ status: 200, body: { token: 'x' } }));
    await renewIfDue();
    expect(calls).toEqual([]);
  });
});
