import { useLingui } from '@lingui/react/macro';
import { DECLINE_REASON_LABELS, DECLINE_REASONS } from '@vikariat/domain';
import { useCallback } from 'react';
import { choose } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useEnqueueAction } from './substitute-data.ts';

/**
 * Declining an offer (decision 034), from the job page's button and from the offer push's "Tacka nej": one tap queues
 * `declineOffer` (offline too). The reason stays optional: the toast offers to give one, from a fixed list, and a
 * second `declineOffer` carries it (the server adds it to the decline; no wave moves again).
 */
export function useDeclineOffer(): (jobId: string) => void {
  const { t } = useLingui();
  const { locale } = useLocale();
  const enqueue = useEnqueueAction();
  return useCallback(
    (jobId: string) => {
      enqueue('declineOffer', { jobId });
      const askReason = async (): Promise<void> => {
        const reason = await choose({
          title: t`Varför tackade du nej?`,
          message: t`Frivilligt. Skolan ser orsaken, så den kan erbjuda bättre vikariat.`,
          choices: DECLINE_REASONS.map((value) => ({ value, label: DECLINE_REASON_LABELS[value][locale] })),
          cancelLabel: t`Hoppa över`,
        });
        if (reason === null) return;
        enqueue('declineOffer', { jobId, reason });
        toast.success(t`Tack! Orsaken skickas till skolan.`);
      };
      // one tap, so the toast says where the job went: it can be restored from there
      const id = toast.info(t`Du har tackat nej. Vikariatet finns nu under Dolda och blockerade, där du kan återställa det.`, {
        durationMs: 10_000,
        action: {
          label: t`Ange orsak`,
          onAction: () => {
            toast.dismiss(id);
            void askReason();
          },
        },
      });
    },
    [enqueue, locale, t],
  );
}
