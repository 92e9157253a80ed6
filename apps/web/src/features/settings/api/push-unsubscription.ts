import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/shared/push/unsubscribe: endpoint. */
export const sendUnsubscription = async (endpoint: string): Promise<void> => {
  await apiFetch('/api/shared/push/unsubscribe', { body: { endpoint } });
};
