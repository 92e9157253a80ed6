import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useJobs } from '../../../db/index.ts';

/**
 * Live refresh of the school screens: the sync engine keeps the local jobs collection current (the realtime
 * stream tells it when the school's jobs or applications change); whenever that changes, or the server's
 * named event updateFilesMT arrives, the online lists and the open job are fetched again.
 */
export function useJobsLive(): void {
  const queryClient = useQueryClient();
  const { docs, ready } = useJobs();
  const signature = useMemo(
    () => docs.map((d) => `${d.id}:${d.updatedAt}:${d.chosen ?? ''}:${d.applicants.length}`).join('|'),
    [docs],
  );
  useEffect(() => {
    if (ready) void queryClient.invalidateQueries({ queryKey: ['jobs-school'] });
  }, [signature, ready, queryClient]);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['jobs-school'] });
    window.addEventListener('vikariat:updateFilesMT', refetch);
    return () => window.removeEventListener('vikariat:updateFilesMT', refetch);
  }, [queryClient]);
}
