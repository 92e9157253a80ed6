import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../../test/fetch-stub.ts';
import { tokenFor } from '../../test/tokens.ts';
import { apiFetch, ApiError, OfflineError, pageActions } from './api-client.ts';
import { getToken, onSignOut, setToken } from './session.ts';

describe('apiFetch', () => {
  it('sends JSON with the bearer token and validates the answer', async () => {
    const token = tokenFor();
    setToken(token);
    const calls = stubFetch(() => ({ status: 200, body: { count: 3 } }));
    const answer = await apiFetch('/api/users/temp/count', { body: { email: 'a@b.fi' }, schema: z.object({ count: z.number() }) });
    expect(answer.count).toBe(3);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ email: 'a@b.fi' });
  });

  it('turns a refusal into an ApiError with code, message and field errors', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'validation', message: 'Fel', fields: { email: 'Ogiltig e-post' } } }));
    const error = await apiFetch('/api/shared/forgot', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', fields: { email: 'Ogiltig e-post' } });
  });

  it('signs out (running the sign-out hooks) and reloads on a 401', async () => {
    setToken(tokenFor());
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const hook = vi.fn();
    const off = onSignOut(hook);
    stubFetch(() => ({ status: 401, body: { code: 'unauthenticated', message: 'Logga in' } }));
    await expect(apiFetch('/api/users/getpersonaltemp', { body: {} })).rejects.toBeInstanceOf(ApiError);
    off();
    expect(getToken()).toBeNull();
    expect(hook).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 401 of a call that opts out (the login call)', async () => {
    setToken(tokenFor());
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 401, body: { code: 'invalid_credentials', message: 'Fel' } }));
    await expect(apiFetch('/api/shared/login', { body: {}, signOutOnUnauthorized: false })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a network failure as OfflineError', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/shared/update/token')).rejects.toBeInstanceOf(OfflineError);
  });

  it('does not even try when the browser knows it is offline', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiFetch('/api/shared/update/token')).rejects.toBeInstanceOf(OfflineError);
    expect(calls).toHaveLength(0);
  });
});
