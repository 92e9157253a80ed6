import { useMutation } from '@tanstack/react-query';
import type { SupportPayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ success: z.boolean().default(false) });

/** POST /api/shared/email/support: subject, message, email → success. */
const sendSupport = async (payload: SupportPayload): Promise<boolean> => (await apiFetch('/api/shared/email/support', { body: payload, schema: answerSchema })).success;

export const useSendSupport = () => useMutation({ mutationFn: sendSupport });
