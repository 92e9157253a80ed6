import { tokenClaimsSchema, type TokenClaims } from '@vikariat/domain';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

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

/**
 * Tokens whose signature was already checked, per key. A device sends the same token with every request for up
 * to 15 minutes, and the HMAC check through WebCrypto was the largest single cost of a sync pull. A hit still
 * checks the expiry against the clock; the session behind the token is checked on every request regardless.
 */
const verified = new WeakMap<Uint8Array, LRUCache<string, TokenClaims>>();

/**
 * Verifies signature and expiry against the injected clock; null for anything not a valid token. `expiredFor` accepts a
 * token that expired at most that many seconds ago (only the renewal does, decision 021: the session decides).
 */
export async function verifyAccessToken(token: string, key: Uint8Array, now: Date, options: { expiredFor?: number } = {}): Promise<TokenClaims | null> {
  const tolerance = options.expiredFor ?? 0;
  let cache = verified.get(key);
  const hit = cache?.get(token);
  // the same expiry rule as jose's: expired once exp <= now in whole seconds
  if (hit !== undefined) return hit.exp + tolerance > Math.floor(now.getTime() / 1000) ? hit : null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now, clockTolerance: tolerance });
    const parsed = tokenClaimsSchema.safeParse(payload);
    if (!parsed.success) return null;
    if (cache === undefined) {
      cache = new LRUCache({ max: 20_000 });
      verified.set(key, cache);
    }
    cache.set(token, parsed.data);
    return parsed.data;
  } catch {
    return null;
  }
}
