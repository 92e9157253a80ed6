import { lastLoginSchema, loginSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { requireAuth, requireLiveSession } from '../http/auth.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { readBody } from '../http/validate.ts';
import { login, recordLastLogin } from '../services/auth/login.ts';
import { clientAddress } from './client-address.ts';
import { revokeSession, touchSession } from '../services/auth/sessions.ts';
import { tokenBodyFor } from '../services/auth/token-body.ts';
import { providerLogoutUrl } from '../services/auth/sso-login.ts';
import { endOtherSessions, endSession, listSessions } from '../services/auth/session-list.ts';
import { parseOrThrow } from '../http/validate.ts';
import { z } from 'zod';

const sessionIdParam = z.object({ id: z.uuid('Ogiltigt id|Virheellinen tunniste') });

/** Sign-in, last-login, token renewal and sign-out (spec 01 §7); the signed-in devices of settings (issue 25). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/shared/login', async (c) => {
    const payload = await readBody(c, loginSchema);
    const { token } = await login(c.var.deps, payload, c.var.locale, c.req.header('user-agent') ?? '', clientAddress(c));
    return c.json({ token });
  })
  .post('/shared/lastlogin', requireAuth(), async (c) => {
    const { email } = await readBody(c, lastLoginSchema);
    if (email !== c.var.user.email) throw forbidden();
    await recordLastLogin(c.var.deps, c.var.user.id);
    return c.json({ success: true });
  })
  .get('/shared/update/token', requireLiveSession(), async (c) => {
    const { deps, user } = c.var;
    const now = deps.now();
    if (!(await touchSession(deps.database.db, user.sessionId, now))) throw unauthenticated();
    const token = await signAccessToken(await tokenBodyFor(deps.database.db, user.id, user.sessionId), deps.jwtKey, now);
    return c.json({ token });
  })
  .post('/shared/logout', requireAuth(), async (c) => {
    await revokeSession(c.var.deps.database.db, c.var.user.sessionId, c.var.deps.now());
    // a session begun at an organisation's provider also ends there, where it offers a logout (the browser goes on to it)
    const endSessionUrl = await providerLogoutUrl(c.var.deps, c.var.user.sessionId);
    return c.json(endSessionUrl === null ? { success: true } : { success: true, endSessionUrl });
  })
  .get('/shared/sessions', requireAuth(), async (c) => c.json({ sessions: await listSessions(c.var.deps, c.var.user) }))
  .post('/shared/sessions/others/end', requireAuth(), async (c) => c.json({ success: true, ended: await endOtherSessions(c.var.deps, c.var.user) }))
  .post('/shared/sessions/:id/end', requireAuth(), async (c) => {
    const { id } = parseOrThrow(sessionIdParam, { id: c.req.param('id') }, c.var.locale);
    await endSession(c.var.deps, c.var.user, id);
    return c.json({ success: true });
  });
