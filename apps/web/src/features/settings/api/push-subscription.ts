import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/shared/push/subscribe: the browser's PushSubscription as JSON. */
export const sendSubscription = async (subscription: PushSubscriptionJSON): Promise<void> => {
  await apiFetch('/api/shared/push/subscribe', { body: subscription });
};
