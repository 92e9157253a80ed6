import type { Words } from '../auth/roles.ts';

/**
 * The codes the admin's logs store (the sync log of issue 4, the notification delivery log): English codes in the
 * database and the API, shown to people in words (the sync log's below, the deliveries' with the export's words).
 */
export const SYNC_LOG_KINDS = ['pull', 'push', 'connect', 'disconnect', 'verdict'] as const;
export type SyncLogKind = (typeof SYNC_LOG_KINDS)[number];

export const SYNC_LOG_OUTCOMES = ['ok', 'rejected', 'error'] as const;
export type SyncLogOutcome = (typeof SYNC_LOG_OUTCOMES)[number];

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_CHANNELS = ['push', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The sync log's codes as people read them (the admin's screens, the audit log's details). */
export const SYNC_LOG_KIND_WORDS: Words<SyncLogKind> = {
  pull: { sv: 'Hämtning', fi: 'Haku' },
  push: { sv: 'Sändning', fi: 'Lähetys' },
  connect: { sv: 'Anslöt', fi: 'Yhdisti' },
  disconnect: { sv: 'Kopplade från', fi: 'Katkaisi yhteyden' },
  verdict: { sv: 'Besked om åtgärd', fi: 'Vastaus toimintoon' },
};

export const SYNC_LOG_OUTCOME_WORDS: Words<SyncLogOutcome> = {
  ok: { sv: 'OK', fi: 'OK' },
  rejected: { sv: 'Avvisad', fi: 'Hylätty' },
  error: { sv: 'Fel', fi: 'Virhe' },
};

/** The sync log's CSV export, named by the day it was taken (Helsinki), as the other exports are. */
export const syncLogFileName = (today: string): string => `sync-log-${today}.csv`;
