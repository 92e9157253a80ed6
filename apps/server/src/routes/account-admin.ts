import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { auditedRead } from '../http/audited-read.ts';
import { approvePrincipal, listLockedAccounts, listPendingPrincipals, unlockAccount } from '../services/accounts/activation.ts';

const accountId = (raw: string): string => {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

/** Admin-only account care: principals waiting for approval, accounts locked for want of confirmation. */
export const accountAdminRoutes = new Hono<AppEnv>()
  .get('/admin/principals/pending', requireAuth('admin'), auditedRead('pending-principals'), async (c) => c.json({ accounts: await listPendingPrincipals(c.var.deps) }))
  .post('/admin/principals/:id/approve', requireAuth('admin'), async (c) => {
    await approvePrincipal(c.var.deps, c.var.user, accountId(c.req.param('id')));
    return c.json({ success: true });
  })
  .get('/admin/accounts/locked', requireAuth('admin'), auditedRead('locked-accounts'), async (c) => c.json({ accounts: await listLockedAccounts(c.var.deps) }))
  .post('/admin/accounts/:id/unlock', requireAuth('admin'), async (c) => {
    await unlockAccount(c.var.deps, c.var.user, accountId(c.req.param('id')));
    return c.json({ success: true });
  });
