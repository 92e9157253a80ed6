import type { TokenClaims } from '@vikariat/domain';

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const claimsFor = (overrides: Partial<TokenClaims> = {}): TokenClaims => {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b',
    sid: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5c',
    email: 'anna.lind@example.fi',
    firstName: 'Anna',
    lastName: 'Lind',
    typeOfUser: 'user',
    roles: [overrides.typeOfUser ?? 'user'],
    siteLang: 2,
    identityVerified: false,
    hasEdited: true,
    image: null,
    school: null,
    moreSchools: false,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
};

/** An unsigned JWT-shaped token (the client never verifies signatures; the server does). */
export const tokenFor = (overrides: Partial<TokenClaims> = {}): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claimsFor(overrides)))}.signature`;
