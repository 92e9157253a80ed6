import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { userAgreementPdf } from '../services/accounts/user-agreement.ts';

/** GET /api/shared/user-agreement.pdf: the Swedish user policy the /user-agreement screen embeds. */
export const userAgreementRoutes = new Hono<AppEnv>().get('/shared/user-agreement.pdf', async (c) => {
  const pdf = await userAgreementPdf();
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': 'inline; filename="anvandarvillkor.pdf"',
  });
});
