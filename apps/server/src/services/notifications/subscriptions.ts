import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isPushServiceEndpoint, PUSH_MESSAGES, type Locale, type PushSubscriptionPayload } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Stores the browser's subscription for the caller; the same endpoint moves to whoever subscribed last. Only an
 * endpoint on a push service (PUSH_SERVICE_HOSTS) is taken: the server POSTs to it.
 */
export async function subscribe(deps: AppDeps, user: AuthUser, payload: PushSubscriptionPayload, userAgent: string, locale: Locale): Promise<void> {
  if (!isPushServiceEndpoint(payload.endpoint, deps.env.pushServiceHosts)) {
    const message = PUSH_MESSAGES.notAPushService[locale];
    throw badRequest(message, { endpoint: message });
  }
  await deps.database.db
    .insert(pushSubscriptions)
    .values({
      id: randomUUID(),
      accountId: user.id,
      endpoint: payload.endpoint,
      p256dh: payload.keys.p256dh,
      auth: payload.keys.auth,
      userAgent: userAgent.slice(0, 300),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { accountId: user.id, p256dh: payload.keys.p256dh, auth: payload.keys.auth, userAgent: userAgent.slice(0, 300), createdAt: deps.now() },
    });
}

/** Removes the caller's subscription of that endpoint; true when one was removed. */
export async function unsubscribe(deps: AppDeps, user: AuthUser, endpoint: string): Promise<boolean> {
  const rows = await deps.database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, user.id), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
