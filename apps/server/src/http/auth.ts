import type { Role, TokenClaims } from '@vikariat/domain';
import type { Context } from 'hono';
import { localeOfSiteLang } from '@vikariat/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthUser } from '../context.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { loadCaller, loadCallerWithFacts } from '../services/auth/sessions.ts';
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

/** requireAuth for any role that also reads the caller's profile and blocked schools in the same query (sync pulls). */
export function requireAuthWithFacts() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { deps } = c.var;
    const claims = await claimsOf(c.req.header('authorization'), deps.jwtKey, deps.now());
    const found = await loadCallerWithFacts(deps.database.db, claims.sid, claims.sub, deps.now());
    if (found === null) throw unauthenticated();
    signIn(c, found.user);
    c.set('accountFacts', found.facts);
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

function signIn(c: Context<AppEnv>, user: AuthUser): void {
  c.set('user', user);
  c.set('locale', localeOfSiteLang(user.siteLang));
}
