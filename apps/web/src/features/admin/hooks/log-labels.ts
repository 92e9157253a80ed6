import { useLingui } from '@lingui/react/macro';
import {
  CHANNEL_WORDS,
  DELIVERY_STATUS_WORDS,
  EVENT_WORDS,
  SYNC_LOG_KIND_WORDS,
  SYNC_LOG_OUTCOME_WORDS,
  type DeliveryChannel,
  type DeliveryStatus,
  type Locale,
  type NotificationKind,
  type SyncLogKind,
  type SyncLogOutcome,
  type Words,
} from '@vikariat/domain';
import type { ReplicatedCollection } from '@vikariat/sync/protocol';
import { uiLocale } from '../../../lib/format.ts';

/**
 * The admin logs' codes as words of the UI language. The words of domain's codes are domain's (the same words the
 * personal-data workbook and the audit log's details use); the collections' are this screen's own. A code the server
 * sends that this app does not know yet is shown as it came.
 */
interface LogLabels {
  syncKind: Record<SyncLogKind, string>;
  syncOutcome: Record<SyncLogOutcome, string>;
  collection: Record<ReplicatedCollection, string>;
  deliveryStatus: Record<DeliveryStatus, string>;
  channel: Record<DeliveryChannel, string>;
  event: Record<NotificationKind, string>;
}

/** One language's words of a domain word list. */
const wordsIn = <K extends string>(words: Words<K>, locale: Locale): Record<K, string> =>
  Object.fromEntries(Object.entries<Words<K>[K]>(words).map(([code, word]) => [code, word[locale]])) as Record<K, string>;

export function useLogLabels(): LogLabels {
  const { t, i18n } = useLingui();
  const locale = uiLocale(i18n.locale);
  return {
    syncKind: wordsIn(SYNC_LOG_KIND_WORDS, locale),
    syncOutcome: wordsIn(SYNC_LOG_OUTCOME_WORDS, locale),
    collection: {
      jobs: t({ message: 'Vikariat', context: 'sync' }),
      applications: t({ message: 'Anmälningar', context: 'sync' }),
      profile: t({ message: 'Profil', context: 'sync' }),
      notices: t({ message: 'Meddelanden', context: 'sync' }),
      outbox: t({ message: 'Åtgärder från enheten', context: 'sync' }),
      availability: t({ message: 'Tillgänglighet', context: 'sync' }),
    },
    deliveryStatus: wordsIn(DELIVERY_STATUS_WORDS, locale),
    channel: wordsIn(CHANNEL_WORDS, locale),
    event: wordsIn(EVENT_WORDS, locale),
  };
}

/** The label of a code, or the code itself when the list has none (a newer server). */
export const labelFor = <K extends string>(labels: Readonly<Record<K, string>>, code: string | null | undefined): string => {
  if (code === null || code === undefined || code === '') return '–';
  return Object.hasOwn(labels, code) ? labels[code as K] : code;
};
