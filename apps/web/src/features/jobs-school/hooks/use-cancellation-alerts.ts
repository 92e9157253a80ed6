import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
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
 * commit). It stays until closed — a principal must not miss that a class is without its teacher. It names the job
 * when the school's list holds it; a teacher hears only of their own jobs; the job's page opens from the toast.
 */
export function useCancellationAlerts(me: { id: string; leader: boolean }, whenOf: (jobId: string) => string | undefined): void {
  const { t } = useLingui();
  const navigate = useNavigate();
  // the latest lookup, without re-subscribing whenever the school's list changes
  const when = useRef(whenOf);
  useEffect(() => {
    when.current = whenOf;
  });
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
      const job = when.current(jobId);
      const id = toast.warning(job === undefined ? message : `${job}: ${message}`, {
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
