import { accountMsg, changePasswordSchema, emailBodySchema, isCommonPassword, msg, resetPasswordSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { bearerToken, requireAuth } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import { readBody } from '../http/validate.ts';
import { changePassword, requestPasswordReset, resetPassword } from '../services/accounts/passwords.ts';

/**
 * Password reset by mailed link (spec 01 §7) and, signed in, a password change:
 * POST /api/shared/change-password {oldPassword, password, password2} → {token} (other sessions end).
 */
export const passwordRoutes = new Hono<AppEnv>()
  .post('/shared/forgot', async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    // signed in, the e-mail must be the account's own (spec 01 §5)
    const bearer = bearerToken(c.req.header('authorization'));
    const claims = bearer === null ? null : await verifyAccessToken(bearer, c.var.deps.jwtKey, c.var.deps.now());
    if (claims !== null && claims.email !== email) {
      const message = msg('forgot.emailMismatch', c.var.locale);
      throw badRequest(message, { email: message }, 'email_mismatch');
    }
    return c.json({ message: await requestPasswordReset(c.var.deps, email, c.var.locale) });
  })
  .post('/shared/reset/:token', async (c) => {
    const token = c.req.param('token');
    const payload = await readBody(c, resetPasswordSchema(isCommonPassword));
    if (payload.resetToken !== undefined && payload.resetToken !== token) {
      const message = accountMsg('resetLinkInvalid', c.var.locale);
      throw badRequest(message, { resetToken: message }, 'invalid_link');
    }
    await resetPassword(c.var.deps, token, payload.password, c.var.locale);
    return c.json({ success: true, message: accountMsg('passwordChanged', c.var.locale) });
  })
  .post('/shared/change-password', requireAuth(), async (c) => {
    const payload = await readBody(c, changePasswordSchema(isCommonPassword));
    const token = await changePassword(c.var.deps, c.var.user, payload.oldPassword, payload.password, c.var.locale);
    return c.json({ token });
  });
