import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { tokenFor } from '../../test/tokens.ts';
import { renewToken } from './renew-token.ts';
import { getSession, setToken } from './session.ts';

describe('renewToken', () => {
  it('replaces the stored token with the one the server answers', async () => {
    setToken(tokenFor({ identityVerified: false }));
    const fresh = tokenFor({ identityVerified: true });
    const calls = stubFetch(() => ({ status: 200, body: { token: fresh } }));
    await renewToken();
    expect(calls[0]).toMatchObject({ url: '/api/shared/update/token', method: 'GET' });
    expect(getSession()?.identityVerified).toBe(true);
  });
});
