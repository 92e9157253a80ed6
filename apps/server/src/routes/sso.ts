import { ssoFinishSchema, ssoLookupSchema, ssoProviderCreateSchema, ssoProviderUpdateSchema, ssoStartSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { parseOrThrow, readBody } from '../http/validate.ts';
import { completeSso, finishSso, lookupProviders, startSso } from '../services/auth/sso-login.ts';
import { createProvider, listProviders, testProvider, updateProvider } from '../services/auth/sso-providers.ts';

const admins = requireAuth('admin');
const idParam = z.object({ id: z.uuid('Ogiltigt id|Virheellinen tunniste') });

/**
 * Staff single sign-on (issue 25, decision 032): admins add, test and disable an organisation's provider; the login
 * screen looks up the provider of an e-mail's domain, starts the sign-in, and trades the callback's ticket for a session.
 */
export const ssoRoutes = new Hono<AppEnv>()
  .get('/admin/sso-providers', admins, async (c) => c.json({ providers: await listProviders(c.var.deps) }))
  .post('/admin/sso-providers', admins, async (c) => {
    const payload = await readBody(c, ssoProviderCreateSchema);
    return c.json({ success: true, provider: await createProvider(c.var.deps, payload, c.var.locale) }, 201);
  })
  .patch('/admin/sso-providers/:id', admins, async (c) => {
    const { id } = parseOrThrow(idParam, { id: c.req.param('id') }, c.var.locale);
    const payload = await readBody(c, ssoProviderUpdateSchema);
    return c.json({ success: true, provider: await updateProvider(c.var.deps, id, payload, c.var.locale) });
  })
  .post('/admin/sso-providers/:id/test', admins, async (c) => {
    const { id } = parseOrThrow(idParam, { id: c.req.param('id') }, c.var.locale);
    return c.json(await testProvider(c.var.deps, id, c.var.locale));
  })
  .post('/shared/sso/lookup', async (c) => {
    const { email } = await readBody(c, ssoLookupSchema);
    return c.json({ providers: await lookupProviders(c.var.deps, email) });
  })
  .post('/shared/sso/start', async (c) => {
    const { providerId } = await readBody(c, ssoStartSchema);
    return c.json({ url: await startSso(c.var.deps, providerId, c.var.locale) });
  })
  .get('/shared/sso/callback', async (c) => c.redirect(await completeSso(c.var.deps, new URL(c.req.url).search.slice(1)), 302))
  .post('/shared/sso/finish', async (c) => {
    const { ticket } = await readBody(c, ssoFinishSchema);
    return c.json(await finishSso(c.var.deps, ticket, c.var.locale, c.req.header('user-agent') ?? ''));
  });
