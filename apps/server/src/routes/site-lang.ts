import { siteLangSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { saveSiteLang } from '../services/settings/account-settings.ts';

/** The language switch after sign-in: stores siteLang and answers a token that carries it. */
export const siteLangRoutes = new Hono<AppEnv>().post('/shared/sitelang', requireAuth(), async (c) => {
  const { siteLang } = await readBody(c, siteLangSchema);
  return c.json({ token: await saveSiteLang(c.var.deps, c.var.user, siteLang) });
});
