import { PUSH_MESSAGES, pushSubscriptionSchema, unsubscribeSchema } from '@vikariat/domain';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { pushSubscriptions } from '../db/schema/index.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { vapidKeys } from '../push/vapid.ts';
import { notify } from '../services/notifications/index.ts';
import { subscribe, unsubscribe } from '../services/notifications/subscriptions.ts';

/** Web push (spec 02 §2 "Settings": push toggle and the test push). */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/shared/push/key', requireAuth(), (c) => c.json({ publicKey: vapidKeys(c.var.deps.env).publicKey }))
  .post('/shared/push/subscribe', requireAuth(), async (c) => {
    const payload = await readBody(c, pushSubscriptionSchema);
    await subscribe(c.var.deps, c.var.user, payload, c.req.header('user-agent') ?? '', c.var.locale);
    return c.json({ success: true });
  })
  .post('/shared/push/unsubscribe', requireAuth(), async (c) => {
    const { endpoint } = await readBody(c, unsubscribeSchema);
    return c.json({ success: await unsubscribe(c.var.deps, c.var.user, endpoint) });
  })
  .post('/shared/settings/sendpush', requireAuth(), async (c) => {
    const { deps, user, locale } = c.var;
    const [row] = await deps.database.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, user.id));
    if ((row?.n ?? 0) === 0) return c.json({ success: false, msg: PUSH_MESSAGES.noSubscription[locale] });
    await notify(deps, { type: 'test', accountId: user.id });
    return c.json({ success: true, msg: PUSH_MESSAGES.testSent[locale] });
  });
