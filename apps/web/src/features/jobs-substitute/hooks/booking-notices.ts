import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store.ts';
import { deviceId, useOutbox } from '../../../db/index.ts';

/**
 * What the substitute hears of cancellations in the app: that their own (queued on this device, maybe offline) has
 * reached the server and the school was told; and, at once, that the school cancelled one of their bookings (the
 * server's `bookingCancelled` event; push and e-mail say it too).
 */
export function useBookingNotices(): void {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outbox = useOutbox();
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!outbox.ready) return;
    const sent = outbox.docs.filter((a) => a.type === 'cancelBooking' && a.status === 'applied' && a.deviceId === deviceId()).map((a) => a.id);
    // what was already sent when the app opened is old news
    if (seen.current === null) {
      seen.current = new Set(sent);
      return;
    }
    for (const id of sent) {
      if (seen.current.has(id)) continue;
      seen.current.add(id);
      toast.success(t`Avbokningen är skickad. Skolan har fått ett meddelande.`);
    }
  }, [outbox, t]);

  useEffect(() => {
    const onCancelled = (event: Event) => {
      const detail = (event as CustomEvent<{ id?: unknown; by?: unknown } | undefined>).detail;
      if (detail?.by !== 'school' || typeof detail.id !== 'string') return;
      const jobId = detail.id;
      const id = toast.warning(t`Skolan har avbokat ett av dina vikariat.`, {
        persistent: true,
        action: {
          label: t`Visa`,
          onAction: () => {
            toast.dismiss(id);
            void navigate(`/specific/${jobId}`);
          },
        },
      });
    };
    window.addEventListener('vikariat:bookingCancelled', onCancelled);
    return () => window.removeEventListener('vikariat:bookingCancelled', onCancelled);
  }, [navigate, t]);
}
