import type { DeliveryChannel, DeliveryStatus } from '../admin/log-values.ts';
import type { Role, Words } from '../auth/roles.ts';
import type { CancelledBy } from '../jobs/cancellation.ts';
import type { HoursStatus } from '../jobs/hours.ts';
import type { NotificationKind } from '../notifications/texts.ts';

/** A code's words in both languages, for lists not keyed by one domain type. */
export type CodeWords = Words<string>;

/**
 * The codes the personal-data export holds, as the person reads them in the workbook (the JSON keeps the codes: they are
 * its format). The same words as the app's screens (the admin logs, the hours review), so a person recognises them;
 * each list is typed by its domain list, so a new code needs its words here.
 */
export const ROLE_WORDS: Words<Role> = {
  user: { sv: 'Vikarie', fi: 'Sijainen' },
  teacher: { sv: 'Lärare', fi: 'Opettaja' },
  principal: { sv: 'Rektor', fi: 'Rehtori' },
  ledare: { sv: 'Ledare', fi: 'Johtaja' },
  admin: { sv: 'Administratör', fi: 'Ylläpitäjä' },
};

export const LANGUAGE_WORDS: CodeWords = { sv: { sv: 'Svenska', fi: 'Ruotsi' }, fi: { sv: 'Finska', fi: 'Suomi' } };

export const EVENT_WORDS: Words<NotificationKind> = {
  new_job: { sv: 'Nytt vikariat', fi: 'Uusi sijaisuus' },
  sos_job: { sv: 'Brådskande vikariat', fi: 'Kiireellinen sijaisuus' },
  new_applicant: { sv: 'Ny sökande', fi: 'Uusi hakija' },
  chosen: { sv: 'Vald till vikariat', fi: 'Valittu sijaiseksi' },
  unchosen: { sv: 'Inte längre vald', fi: 'Ei enää valittu' },
  applications_deactivated: { sv: 'Anmälningar inaktiverade', fi: 'Ilmoittautumiset passivoitu' },
  booking_cancelled: { sv: 'Avbokad av vikarien', fi: 'Sijainen perui varauksen' },
  booking_cancelled_by_school: { sv: 'Avbokad av skolan', fi: 'Koulu perui varauksen' },
  hours_reviewed: { sv: 'Timmar rättade av skolan', fi: 'Koulu korjasi tunnit' },
  police_record_expiring: { sv: 'Straffregisterutdraget går ut', fi: 'Rikosrekisteriote vanhenee' },
  free_tomorrow: { sv: 'Ledig i morgon?', fi: 'Vapaa huomenna?' },
  test: { sv: 'Testnotis', fi: 'Testi-ilmoitus' },
};

export const CHANNEL_WORDS: Words<DeliveryChannel> = {
  push: { sv: 'Push', fi: 'Push' },
  email: { sv: 'E-post', fi: 'Sähköposti' },
};

export const DELIVERY_STATUS_WORDS: Words<DeliveryStatus> = {
  pending: { sv: 'Väntar', fi: 'Odottaa' },
  sending: { sv: 'Skickas', fi: 'Lähetetään' },
  sent: { sv: 'Skickad', fi: 'Lähetetty' },
  failed: { sv: 'Misslyckad', fi: 'Epäonnistunut' },
};

export const HOURS_STATUS_WORDS: Words<HoursStatus> = {
  pending: { sv: 'Väntar på godkännande', fi: 'Odottaa hyväksyntää' },
  approved: { sv: 'Godkänd', fi: 'Hyväksytty' },
  corrected: { sv: 'Rättad av skolan', fi: 'Koulun korjaama' },
  noShow: { sv: 'Kom inte', fi: 'Ei saapunut' },
};

export const CANCELLED_BY_WORDS: Words<CancelledBy> = {
  substitute: { sv: 'Vikarien', fi: 'Sijainen' },
  school: { sv: 'Skolan', fi: 'Koulu' },
};

/** The account sheet's values that are codes, by field. */
export const ACCOUNT_VALUE_WORDS: Readonly<Record<string, CodeWords>> = { role: ROLE_WORDS, language: LANGUAGE_WORDS };
