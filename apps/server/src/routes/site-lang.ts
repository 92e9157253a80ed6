import { siteLangSchema } from '@vikariat/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { accounts } from '../db/schema/index.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { tokenBodyFor } from '../services/auth/token-body.ts';

/** The language switch after sign-in: stores siteLang and answers a token that carries it. */
export const siteLangRoutes = new Hono<AppEnv>().post('/shared/sitelang', requireAuth(), async (c) => {
  const { siteLang } = await readBody(c, siteLangSchema);
  const { deps, user } = c.var;
  const { db } = deps.database;
  await db.update(accounts).set({ siteLang }).where(eq(accounts.id, user.id));
  const token = await signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
  return c.json({ token });
});
