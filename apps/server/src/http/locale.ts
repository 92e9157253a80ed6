import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/** Before sign-in the `_lang` cookie decides (default sv); the auth middleware then applies siteLang. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, '_lang');
  c.set('locale', cookie === 'fi' ? 'fi' : 'sv');
  await next();
});
