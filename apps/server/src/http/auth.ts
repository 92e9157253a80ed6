import type { Role, TokenClaims } from '@vikariat/domain';
import type { Context } from 'hono';
import { localeOfSiteLang } from '@vikariat/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthUser } from '../context.ts';
import { SESSION_DAYS, verifyAccessToken } from '../auth/tokens.ts';
import { loadCaller } from '../services/auth/sessions.ts';
import { forbidden, unauthenticated } from './errors.ts';

export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Identity comes from the token and a live session, never from the body. With roles given, any other role
 * gets 403. The caller's siteLang becomes the answer language.
 */
export function requireAuth(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { deps } = c.var;
    const claims = await claimsOf(c.req.header('authorization'), deps.jwtKey, deps.now());
    const user = await loadCaller(deps.database.db, claims.sid, claims.sub, deps.now());
    if (user === null) throw unauthenticated();
    signIn(c, user);
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    await next();
  });
}

/**
 * For the token renewal only: a token that expired within the session's lifetime is enough when its session still
 * lives (decision 021). The session, not the 15-minute token, is what keeps a person signed in: a phone opened after a
 * night offline renews instead of signing its user out and wiping their data.
 */
export function requireLiveSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { deps } = c.var;
    const token = bearerToken(c.req.header('authorization'));
    const claims = token === null ? null : await verifyAccessToken(token, deps.jwtKey, deps.now(), { expiredFor: SESSION_DAYS * 86_400 });
    if (claims === null) throw unauthenticated();
    const user = await loadCaller(deps.database.db, claims.sid, claims.sub, deps.now());
    if (user === null) throw unauthenticated();
    signIn(c, user);
    await next();
  });
}

/**
 * A valid token only, for a route that checks the session itself in its own statement (the sync pull, see
 * sync-service `pullForToken`): it must answer 401 when that check finds no live session. Answers in the token's
 * language until the route knows the caller.
 */
export function requireToken() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { deps } = c.var;
    const claims = await claimsOf(c.req.header('authorization'), deps.jwtKey, deps.now());
    c.set('claims', claims);
    c.set('locale', localeOfSiteLang(claims.siteLang));
    await next();
  });
}

async function claimsOf(header: string | undefined, key: Uint8Array, now: Date): Promise<TokenClaims> {
  const token = bearerToken(header);
  if (token === null) throw unauthenticated();
  const claims = await verifyAccessToken(token, key, now);
  if (claims === null) throw unauthenticated();
  return claims;
}

export function signIn(c: Context<AppEnv>, user: AuthUser): void {
  c.set('user', user);
  c.set('locale', localeOfSiteLang(user.siteLang));
}

/**
 * For a route anyone may call that links what it stores to a signed-in caller (accessibility feedback): the caller
 * when the token and its session are good, else null — a stale token makes an anonymous sender, not a refusal.
 */
export async function optionalCaller(c: Context<AppEnv>): Promise<AuthUser | null> {
  const { deps } = c.var;
  const token = bearerToken(c.req.header('authorization'));
  if (token === null) return null;
  const claims = await verifyAccessToken(token, deps.jwtKey, deps.now());
  if (claims === null) return null;
  const user = await loadCaller(deps.database.db, claims.sid, claims.sub, deps.now());
  if (user !== null) signIn(c, user);
  return user;
}
