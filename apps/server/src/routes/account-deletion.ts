import { accountMsg, emailBodySchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { deleteAccount } from '../services/accounts/deletion.ts';
import { requireAllowed } from '../services/accounts/guard.ts';

/** POST /api/users/delete/account {email}: the caller erases their own account (see services/accounts/deletion.ts). */
export const accountDeletionRoutes = new Hono<AppEnv>().post('/users/delete/account', requireAuth(), async (c) => {
  const { email } = await readBody(c, emailBodySchema);
  requireAllowed('POST /api/users/delete/account', c.var.user, { email });
  await deleteAccount(c.var.deps, c.var.user);
  return c.json({ success: true, message: accountMsg('accountDeleted', c.var.locale) });
});
