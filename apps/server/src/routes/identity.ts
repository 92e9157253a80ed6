import { identityBrokerSaveSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { completeIdentityVerification, startIdentityVerification } from '../services/accounts/identity.ts';
import { brokerView, saveBroker, testBroker } from '../services/accounts/identity-broker.ts';

const admins = requireAuth('admin');

/**
 * Identity verification (OpenID Connect, the broker an admin configured, else OIDC_ISSUER). `start` answers {url} for
 * the client to navigate to; the issuer sends the browser back to `callback`, which redirects to
 * /app/profile?status=success|error&message=... (the client then renews its token and cleans the query).
 */
export const identityRoutes = new Hono<AppEnv>()
  .get('/shared/identity/start', requireAuth(), async (c) => c.json({ url: await startIdentityVerification(c.var.deps, c.var.user, c.var.locale) }))
  .get('/shared/identity/callback', async (c) => {
    const query = new URL(c.req.url).search.slice(1);
    return c.redirect(await completeIdentityVerification(c.var.deps, query), 302);
  })
  .get('/admin/identity-broker', admins, async (c) => c.json(await brokerView(c.var.deps)))
  .put('/admin/identity-broker', admins, async (c) => {
    const payload = await readBody(c, identityBrokerSaveSchema);
    return c.json({ success: true, broker: await saveBroker(c.var.deps, payload, c.var.locale) });
  })
  .post('/admin/identity-broker/test', admins, async (c) => c.json(await testBroker(c.var.deps, c.var.locale)));
