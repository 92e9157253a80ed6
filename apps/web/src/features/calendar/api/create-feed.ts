import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ url: z.string().min(1) });

/** POST /api/calendar/feed: a new private iCalendar URL (replacing the caller's previous one). */
const createFeed = async (): Promise<string> => (await apiFetch('/api/calendar/feed', { method: 'POST', body: {}, schema: answerSchema })).url;

export const useCreateFeed = () => useMutation({ mutationFn: createFeed });
