import { useLingui } from '@lingui/react/macro';
import type { DeliveryChannel, DeliveryStatus, NotificationKind, SyncLogKind, SyncLogOutcome } from '@vikariat/domain';
import type { ReplicatedCollection } from '@vikariat/sync/protocol';

/**
 * The admin logs' codes as words of the UI language. One label per code of domain's lists (the types make a new code
 * need its label); a code the server sends that this app does not know yet is shown as it came.
 */
interface LogLabels {
  syncKind: Record<SyncLogKind, string>;
  syncOutcome: Record<SyncLogOutcome, string>;
  collection: Record<ReplicatedCollection, string>;
  deliveryStatus: Record<DeliveryStatus, string>;
  channel: Record<DeliveryChannel, string>;
  event: Record<NotificationKind, string>;
}

export function useLogLabels(): LogLabels {
  const { t } = useLingui();
  return {
    syncKind: {
      pull: t({ message: 'Hämtning', context: 'sync' }),
      push: t({ message: 'Sändning', context: 'sync' }),
      connect: t({ message: 'Anslöt', context: 'sync' }),
      disconnect: t({ message: 'Kopplade från', context: 'sync' }),
      verdict: t({ message: 'Besked om åtgärd', context: 'sync' }),
    },
    syncOutcome: { ok: t`OK`, rejected: t`Avvisad`, error: t`Fel` },
    collection: {
      jobs: t({ message: 'Vikariat', context: 'sync' }),
      applications: t({ message: 'Anmälningar', context: 'sync' }),
      profile: t({ message: 'Profil', context: 'sync' }),
      notices: t({ message: 'Meddelanden', context: 'sync' }),
      outbox: t({ message: 'Åtgärder från enheten', context: 'sync' }),
      availability: t({ message: 'Tillgänglighet', context: 'sync' }),
    },
    deliveryStatus: { pending: t`Väntar`, sending: t`Skickas`, sent: t`Skickad`, failed: t`Misslyckad` },
    channel: { push: t`Push`, email: t`E-post` },
    event: {
      new_job: t({ message: 'Nytt vikariat', context: 'notification' }),
      sos_job: t({ message: 'Brådskande vikariat', context: 'notification' }),
      new_applicant: t({ message: 'Ny sökande', context: 'notification' }),
      chosen: t({ message: 'Vald till vikariat', context: 'notification' }),
      unchosen: t({ message: 'Inte längre vald', context: 'notification' }),
      applications_deactivated: t({ message: 'Anmälningar inaktiverade', context: 'notification' }),
      booking_cancelled: t({ message: 'Avbokad av vikarien', context: 'notification' }),
      booking_cancelled_by_school: t({ message: 'Avbokad av skolan', context: 'notification' }),
      hours_reviewed: t({ message: 'Timmar rättade av skolan', context: 'notification' }),
      police_record_expiring: t({ message: 'Straffregisterutdraget går ut', context: 'notification' }),
      free_tomorrow: t({ message: 'Ledig i morgon?', context: 'notification' }),
      test: t({ message: 'Testnotis', context: 'notification' }),
    },
  };
}

/** The label of a code, or the code itself when the list has none (a newer server). */
export const labelFor = <K extends string>(labels: Readonly<Record<K, string>>, code: string | null | undefined): string => {
  if (code === null || code === undefined || code === '') return '–';
  return Object.hasOwn(labels, code) ? labels[code as K] : code;
};
