import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { feedStatusQuery } from './feed-status.ts';

/** DELETE /api/calendar/feed: the private URL stops answering. */
const revokeFeed = async (): Promise<void> => {
  await apiFetch('/api/calendar/feed', { method: 'DELETE' });
};

/** The card's "is there a live address" follows (feed-status). */
export const useRevokeFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeFeed, onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedStatusQuery.queryKey }) });
};
