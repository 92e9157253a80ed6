import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ publicKey: z.string().min(1) });

/** GET /api/shared/push/key: the server's VAPID public key (base64url). */
export const getPushKey = async (): Promise<string> => (await apiFetch('/api/shared/push/key', { schema: answerSchema })).publicKey;
