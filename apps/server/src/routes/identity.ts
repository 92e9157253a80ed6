import { identityBrokerSaveSchema } from '@vikariat/domain';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { completeIdentityVerification, IDENTITY_COOKIE, startIdentityVerification } from '../services/accounts/identity.ts';
import { brokerView, saveBroker, testBroker } from '../services/accounts/identity-broker.ts';

const admins = requireAuth('admin');

/**
 * The key binding a verification to the browser that started it: httpOnly (no page script reads it), SameSite=Lax (the
 * provider's redirect back is a top-level navigation from another site, which Lax lets carry it; Strict would not),
 * Secure when the service is on https, sent only to the identity paths.
 */
const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: IDENTITY_COOKIE.path, httpOnly: true, sameSite: 'Lax', secure: c.var.deps.env.publicUrl.startsWith('https:') }) as const;

/**
 * Identity verification (OpenID Connect, the broker an admin configured, else OIDC_ISSUER). `start` answers {url} for
 * the client to navigate to; the issuer sends the browser back to `callback`, which redirects to
 * /app/profile?status=success|error&message=... (the client then renews its token and cleans the query).
 */
export const identityRoutes = new Hono<AppEnv>()
  .get('/shared/identity/start', requireAuth(), async (c) => {
    const { url, browserKey } = await startIdentityVerification(c.var.deps, c.var.user, c.var.locale);
    setCookie(c, IDENTITY_COOKIE.name, browserKey, { ...cookieOptions(c), maxAge: IDENTITY_COOKIE.maxAgeSeconds });
    return c.json({ url });
  })
  .get('/shared/identity/callback', async (c) => {
    const query = new URL(c.req.url).search.slice(1);
    const browserKey = getCookie(c, IDENTITY_COOKIE.name);
    deleteCookie(c, IDENTITY_COOKIE.name, cookieOptions(c));
    return c.redirect(await completeIdentityVerification(c.var.deps, query, browserKey, c.var.locale), 302);
  })
  .get('/admin/identity-broker', admins, async (c) => c.json(await brokerView(c.var.deps)))
  .put('/admin/identity-broker', admins, async (c) => {
    const payload = await readBody(c, identityBrokerSaveSchema);
    return c.json({ success: true, broker: await saveBroker(c.var.deps, payload, c.var.locale) });
  })
  .post('/admin/identity-broker/test', admins, async (c) => c.json(await testBroker(c.var.deps, c.var.locale)));
