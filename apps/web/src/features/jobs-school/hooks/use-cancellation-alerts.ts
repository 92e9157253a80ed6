import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store.ts';

interface CancelledEvent {
  id?: unknown;
  by?: unknown;
  late?: unknown;
  ownerId?: unknown;
}

/**
 * In the app, at once: the school's booked substitute cancelled (the server's `bookingCancelled` event, announced at
 * commit). It stays until closed — a principal must not miss that a class is without its teacher. A teacher hears only
 * of their own jobs; the job's page opens from the toast.
 */
export function useCancellationAlerts(me: { id: string; leader: boolean }): void {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const onCancelled = (event: Event) => {
      const detail = (event as CustomEvent<CancelledEvent | undefined>).detail;
      if (detail?.by !== 'substitute' || typeof detail.id !== 'string') return;
      if (!me.leader && detail.ownerId !== me.id) return;
      const jobId = detail.id;
      const message =
        detail.late === true
          ? t`Sen avbokning: den bokade vikarien kommer inte. Vikariatet är öppet igen.`
          : t`Den bokade vikarien har avbokat. Vikariatet är öppet igen.`;
      const id = toast.warning(message, {
        persistent: true,
        action: {
          label: t`Öppna vikariatet`,
          onAction: () => {
            toast.dismiss(id);
            void navigate(`/manage/${jobId}`);
          },
        },
      });
    };
    window.addEventListener('vikariat:bookingCancelled', onCancelled);
    return () => window.removeEventListener('vikariat:bookingCancelled', onCancelled);
  }, [me.id, me.leader, navigate, t]);
}
