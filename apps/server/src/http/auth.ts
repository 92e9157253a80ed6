import type { Role } from '@vikariat/domain';
import { localeOfSiteLang } from '@vikariat/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
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
    const token = bearerToken(c.req.header('authorization'));
    if (token === null) throw unauthenticated();
    const now = deps.now();
    const claims = await verifyAccessToken(token, deps.jwtKey, now);
    if (claims === null) throw unauthenticated();
    const user = await loadCaller(deps.database.db, claims.sid, claims.sub, now);
    if (user === null) throw unauthenticated();
    c.set('user', user);
    c.set('locale', localeOfSiteLang(user.siteLang));
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    await next();
  });
}
