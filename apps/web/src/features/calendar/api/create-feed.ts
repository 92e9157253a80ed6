import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { feedStatusQuery } from './feed-status.ts';

const answerSchema = z.object({ url: z.string().min(1) });

/** POST /api/calendar/feed: a new private iCalendar URL (replacing the caller's previous one). */
const createFeed = async (): Promise<string> => (await apiFetch('/api/calendar/feed', { method: 'POST', body: {}, schema: answerSchema })).url;

/** The card's "is there a live address" follows (feed-status). */
export const useCreateFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFeed, onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedStatusQuery.queryKey }) });
};
