import { tokenClaimsSchema, type TokenClaims } from '@vikariat/domain';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens are short; the session behind them slides for 30 days (GET /api/shared/update/token). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_DAYS = 30;

export type TokenBody = Omit<TokenClaims, 'exp' | 'iat'>;

export async function signAccessToken(body: TokenBody, key: Uint8Array, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const { sub, ...rest } = body;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

/** Verifies signature and expiry against the injected clock; null for anything not a valid token. */
export async function verifyAccessToken(token: string, key: Uint8Array, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const parsed = tokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
