import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ success: z.boolean().optional(), msg: z.string().default('') });

/** POST /api/shared/settings/sendpush: the answer's msg is shown to the user (spec 02 §7). */
const sendTestPush = () => apiFetch('/api/shared/settings/sendpush', { method: 'POST', body: {}, schema: answerSchema });

export const useSendTestPush = () => useMutation({ mutationFn: sendTestPush });
