import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { completeIdentityVerification, startIdentityVerification } from '../services/accounts/identity.ts';

/**
 * Identity verification (OpenID Connect, issuer from OIDC_ISSUER). `start` answers {url} for the client to
 * navigate to; the issuer sends the browser back to `callback`, which redirects to
 * /app/profile?status=success|error&message=... (the client then renews its token and cleans the query).
 */
export const identityRoutes = new Hono<AppEnv>()
  .get('/shared/identity/start', requireAuth(), async (c) => c.json({ url: await startIdentityVerification(c.var.deps, c.var.user, c.var.locale) }))
  .get('/shared/identity/callback', async (c) => {
    const query = new URL(c.req.url).search.slice(1);
    return c.redirect(await completeIdentityVerification(c.var.deps, query), 302);
  });
