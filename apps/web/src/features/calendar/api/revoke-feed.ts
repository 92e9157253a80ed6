import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/calendar/feed: the private URL stops answering. */
const revokeFeed = async (): Promise<void> => {
  await apiFetch('/api/calendar/feed', { method: 'DELETE' });
};

export const useRevokeFeed = () => useMutation({ mutationFn: revokeFeed });
