import { emailBodySchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { readBody } from '../http/validate.ts';
import { confirmAccount, resendConfirmation } from '../services/accounts/activation.ts';

/** E-mail confirmation and activation resend (spec 01 §7). */
export const activationRoutes = new Hono<AppEnv>()
  .post('/shared/confirm/:id', async (c) => {
    const msg = await confirmAccount(c.var.deps, c.req.param('id'), c.var.locale);
    return c.json({ msg });
  })
  .post('/users/confirm-email', async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await resendConfirmation(c.var.deps, email, c.var.locale));
  });
