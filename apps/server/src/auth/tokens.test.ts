import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type TokenBody } from './tokens.ts';

const body: TokenBody = {
  sub: '01890000-0000-7000-8000-000000000001',
  sid: '01890000-0000-7000-8000-000000000002',
  email: 'a@example.test',
  firstName: 'A',
  lastName: 'B',
  typeOfUser: 'user',
  roles: ['user'],
  siteLang: 2,
  identityVerified: false,
  hasEdited: true,
  image: null,
  school: null,
  moreSchools: false,
};
const key = new TextEncoder().encode('tokens-test-secret-0123456789abcdef');
const otherKey = new TextEncoder().encode('tokens-test-other-0123456789abcdef');
const now = new Date('2026-11-21T08:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('verifyAccessToken', () => {
  it('accepts a token until it expires, also when its check was remembered', async () => {
    const token = await signAccessToken(body, key, now);
    expect(await verifyAccessToken(token, key, now)).toMatchObject({ sub: body.sub, sid: body.sid });
    expect(await verifyAccessToken(token, key, later(ACCESS_TOKEN_SECONDS - 1))).toMatchObject({ sub: body.sub });
    expect(await verifyAccessToken(token, key, later(ACCESS_TOKEN_SECONDS))).toBeNull();
    expect(await verifyAccessToken(token, key, later(ACCESS_TOKEN_SECONDS + 3600))).toBeNull();
  });

  it('never accepts a token checked under another key, nor a changed one', async () => {
    const token = await signAccessToken(body, key, now);
    expect(await verifyAccessToken(token, key, now)).not.toBeNull();
    expect(await verifyAccessToken(token, otherKey, now)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await verifyAccessToken(`${header}.${payload}.${flipped}`, key, now)).toBeNull();
    expect(await verifyAccessToken('not.a.token', key, now)).toBeNull();
  });
});
