import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The window event the local database's sync engine fires for the server's named `updateteachers` event. */
export const TEACHERS_UPDATED_EVENT = 'vikariat:updateteachers';

/**
 * Refreshes the teacher list live when the server signals `updateteachers` (spec 02 §4), and when the page
 * becomes visible again (a socket may have been asleep meanwhile).
 */
export function useTeachersLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (): void => {
      void queryClient.invalidateQueries({ queryKey: ['teachers'] });
    };
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener(TEACHERS_UPDATED_EVENT, refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(TEACHERS_UPDATED_EVENT, refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
