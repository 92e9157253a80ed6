import type { Locale } from '../auth/roles.ts';
import { formatDate, formatDateTime } from '../format/date.ts';
import { CANCELLED_BY_WORDS, CHANNEL_WORDS, DELIVERY_STATUS_WORDS, EVENT_WORDS, HOURS_STATUS_WORDS, ROLE_WORDS, type CodeWords } from './personal-data-words.ts';

/**
 * Everything the service holds about one person (GDPR art. 15 access, art. 20 portability), as the export gives it:
 * JSON for machines and a workbook for people, one sheet per kind. The server fills the rows; which kinds there are,
 * their column names in both languages and how a value is written are decided here, once.
 */
export type CellValue = string | number | boolean | null | readonly string[];
export type DataRow = Readonly<Record<string, CellValue>>;

export type ColumnKind = 'text' | 'date' | 'datetime' | 'bool' | 'number' | 'list';

export interface DataColumn {
  key: string;
  header: { sv: string; fi: string };
  kind: ColumnKind;
  /** For a column of codes: the words the workbook writes for them (personal-data-words.ts) */
  words?: CodeWords;
}

export interface DataSheet {
  key: PersonalDataKind;
  title: { sv: string; fi: string };
  columns: readonly DataColumn[];
}

const col = (key: string, sv: string, fi: string, kind: ColumnKind = 'text'): DataColumn => ({ key, header: { sv, fi }, kind });
const coded = (key: string, sv: string, fi: string, words: CodeWords): DataColumn => ({ key, header: { sv, fi }, kind: 'text', words });
const CREATED = col('createdAt', 'Skapad', 'Luotu', 'datetime');
const JOB_COLUMNS = [
  col('startDate', 'Startdatum', 'Alkupäivä', 'date'),
  col('endDate', 'Slutdatum', 'Loppupäivä', 'date'),
  col('startTime', 'Starttid', 'Alkamisaika'),
  col('endTime', 'Sluttid', 'Loppumisaika'),
  col('school', 'Skola', 'Koulu'),
];

/** The kinds in the order of the export; the account itself comes first as field/value rows. */
/** A notification delivery's columns after its event (and, for one about the person, its recipient's kind). */
const DELIVERY_COLUMNS = [
  coded('channel', 'Kanal', 'Kanava', CHANNEL_WORDS),
  col('title', 'Rubrik', 'Otsikko'),
  col('body', 'Text', 'Teksti'),
  coded('status', 'Status', 'Tila', DELIVERY_STATUS_WORDS),
  CREATED,
  col('sentAt', 'Skickad', 'Lähetetty', 'datetime'),
];

export const PERSONAL_DATA_SHEETS = [
  { key: 'account', title: { sv: 'Konto', fi: 'Tili' }, columns: [col('field', 'Uppgift', 'Tieto'), col('value', 'Värde', 'Arvo')] },
  {
    key: 'profileDocuments',
    title: { sv: 'Dokument', fi: 'Asiakirjat' },
    columns: [col('title', 'Namn', 'Nimi'), col('sizeBytes', 'Storlek (byte)', 'Koko (tavua)', 'number'), CREATED],
  },
  {
    key: 'applications',
    title: { sv: 'Anmälningar', fi: 'Ilmoittautumiset' },
    columns: [
      ...JOB_COLUMNS,
      col('appliedAt', 'Anmäld', 'Ilmoittautunut', 'datetime'),
      col('active', 'Aktiv', 'Voimassa', 'bool'),
      col('withdrawnAt', 'Återtagen', 'Peruttu', 'datetime'),
      col('chosen', 'Vald', 'Valittu', 'bool'),
    ],
  },
  {
    key: 'postedJobs',
    title: { sv: 'Utlagda vikariat', fi: 'Julkaistut sijaisuudet' },
    columns: [
      ...JOB_COLUMNS,
      col('additionalInfo', 'Tilläggsinformation', 'Lisätiedot'),
      col('someoneChosen', 'Vikarie vald', 'Sijainen valittu', 'bool'),
      CREATED,
      col('deletedAt', 'Borttaget', 'Poistettu', 'datetime'),
    ],
  },
  {
    // every booking, also those the school took back or either side cancelled (the choice history, migration 0044)
    key: 'bookedJobs',
    title: { sv: 'Bokade vikariat', fi: 'Varatut sijaisuudet' },
    columns: [...JOB_COLUMNS, col('chosenAt', 'Vald', 'Valittu', 'datetime'), col('endedAt', 'Inte längre vald', 'Ei enää valittu', 'datetime')],
  },
  {
    key: 'jobMarks',
    title: { sv: 'Dolda och sedda', fi: 'Piilotetut ja katsotut' },
    columns: [
      ...JOB_COLUMNS,
      col('hidden', 'Dold', 'Piilotettu', 'bool'),
      col('inactive', 'Inaktiv', 'Ei aktiivinen', 'bool'),
      col('viewedAt', 'Sedd', 'Katsottu', 'datetime'),
    ],
  },
  { key: 'schoolBlocks', title: { sv: 'Blockerade skolor', fi: 'Estetyt koulut' }, columns: [col('school', 'Skola', 'Koulu'), CREATED] },
  {
    key: 'bookingCancellations',
    title: { sv: 'Avbokningar', fi: 'Peruutukset' },
    columns: [
      ...JOB_COLUMNS,
      coded('cancelledBy', 'Avbokad av', 'Peruuttaja', CANCELLED_BY_WORDS),
      col('reason', 'Orsak', 'Syy'),
      col('late', 'Sen', 'Myöhäinen', 'bool'),
      col('cancelledAt', 'Avbokad', 'Peruttu', 'datetime'),
    ],
  },
  {
    // hours for payroll (decision 030): what the substitute entered and what the school made of it
    key: 'hours',
    title: { sv: 'Arbetstimmar', fi: 'Työtunnit' },
    columns: [
      col('day', 'Dag', 'Päivä', 'date'),
      col('school', 'Skola', 'Koulu'),
      col('startTime', 'Början', 'Alku'),
      col('endTime', 'Slut', 'Loppu'),
      col('breakMinutes', 'Rast (min)', 'Tauko (min)', 'number'),
      col('lessons', 'Lektioner', 'Oppitunnit', 'number'),
      coded('status', 'Status', 'Tila', HOURS_STATUS_WORDS),
      col('late', 'Sen ankomst', 'Myöhästyi', 'bool'),
      col('note', 'Skolans anteckning', 'Koulun merkintä'),
      col('reviewedBy', 'Behandlad av', 'Käsittelijä'),
      col('reviewedAt', 'Behandlad', 'Käsitelty', 'datetime'),
    ],
  },
  {
    // feedback after a job (decision 031): what the person wrote, and what schools wrote about them only in aggregate
    key: 'feedbackGiven',
    title: { sv: 'Omdömen du gett', fi: 'Antamasi palautteet' },
    columns: [
      col('school', 'Skola', 'Koulu'),
      col('jobEndDate', 'Vikariatets sista dag', 'Sijaisuuden viimeinen päivä', 'date'),
      col('rating', 'Betyg', 'Arvosana', 'number'),
      col('comment', 'Kommentar', 'Kommentti'),
      col('updatedAt', 'Sparat', 'Tallennettu', 'datetime'),
    ],
  },
  {
    key: 'feedbackAboutMe',
    title: { sv: 'Omdömen om dig, sammanfattat', fi: 'Palautteet sinusta (kooste)' },
    columns: [col('count', 'Antal', 'Määrä', 'number'), col('average', 'Medeltal (1–5)', 'Keskiarvo (1–5)', 'number')],
  },
  {
    key: 'criminalRecordChecks',
    title: { sv: 'Straffregisterutdrag som visats', fi: 'Näytetyt rikosrekisteriotteet' },
    columns: [col('school', 'Skola', 'Koulu'), col('seenOn', 'Visat', 'Näytetty', 'date'), col('validUntil', 'Gäller till', 'Voimassa', 'date'), CREATED],
  },
  {
    key: 'notifications',
    title: { sv: 'Notiser', fi: 'Ilmoitukset' },
    columns: [coded('event', 'Händelse', 'Tapahtuma', EVENT_WORDS), ...DELIVERY_COLUMNS],
  },
  {
    // notices sent to others that name the person (a school told they applied, or why they cancelled): whom each went
    // to only as a kind of recipient (their role) and school, as art. 15(1)(c) asks, never another person's name or address
    key: 'notificationsAboutMe',
    title: { sv: 'Notiser om dig till skolor', fi: 'Ilmoitukset sinusta kouluille' },
    columns: [
      coded('event', 'Händelse', 'Tapahtuma', EVENT_WORDS),
      coded('recipient', 'Mottagare', 'Vastaanottaja', ROLE_WORDS),
      col('school', 'Skola', 'Koulu'),
      ...DELIVERY_COLUMNS,
    ],
  },
  { key: 'pushSubscriptions', title: { sv: 'Pushprenumerationer', fi: 'Push-tilaukset' }, columns: [col('device', 'Webbläsare', 'Selain'), CREATED] },
  {
    key: 'sessions',
    title: { sv: 'Inloggningar', fi: 'Kirjautumiset' },
    columns: [
      col('device', 'Webbläsare', 'Selain'),
      CREATED,
      col('lastUsedAt', 'Senast använd', 'Viimeksi käytetty', 'datetime'),
      col('expiresAt', 'Går ut', 'Vanhenee', 'datetime'),
      col('endedAt', 'Avslutad', 'Päättynyt', 'datetime'),
    ],
  },
  {
    key: 'availability',
    title: { sv: 'Tillgänglighet', fi: 'Saatavuus' },
    columns: [
      col('day', 'Dag eller veckodag', 'Päivä tai viikonpäivä'),
      col('morning', 'Förmiddag', 'Aamupäivä', 'bool'),
      col('afternoon', 'Eftermiddag', 'Iltapäivä', 'bool'),
      col('answered', 'Svar på kvällsfrågan', 'Vastaus iltakysymykseen', 'bool'),
      col('updatedAt', 'Ändrad', 'Muutettu', 'datetime'),
    ],
  },
  {
    key: 'offers',
    title: { sv: 'Erbjudna vikariat', fi: 'Tarjotut sijaisuudet' },
    columns: [
      ...JOB_COLUMNS,
      col('wave', 'Våg', 'Aalto', 'number'),
      col('reason', 'Varför erbjudet', 'Miksi tarjottu'),
      col('offeredAt', 'Erbjudet', 'Tarjottu', 'datetime'),
      col('declinedAt', 'Avböjt', 'Hylätty', 'datetime'),
      col('declineReason', 'Orsak', 'Syy'),
    ],
  },
  {
    key: 'syncLog',
    title: { sv: 'Synklogg', fi: 'Synkronointiloki' },
    columns: [
      col('at', 'Tid', 'Aika', 'datetime'),
      col('deviceId', 'Enhet', 'Laite'),
      col('kind', 'Typ', 'Tyyppi'),
      col('collection', 'Samling', 'Kokoelma'),
      col('docsIn', 'In', 'Sisään', 'number'),
      col('docsOut', 'Ut', 'Ulos', 'number'),
      col('outcome', 'Resultat', 'Tulos'),
      col('errorCode', 'Felkod', 'Virhekoodi'),
    ],
  },
  {
    key: 'accessibilityFeedback',
    title: { sv: 'Tillgänglighetsrespons', fi: 'Saavutettavuuspalaute' },
    columns: [col('page', 'Sida', 'Sivu'), col('message', 'Meddelande', 'Viesti'), CREATED, col('answeredAt', 'Besvarad', 'Vastattu', 'datetime')],
  },
  {
    key: 'adminReads',
    title: { sv: 'Administratörers läsningar', fi: 'Ylläpitäjien lukukerrat' },
    columns: [col('at', 'Tid', 'Aika', 'datetime'), col('action', 'Vad', 'Mitä')],
  },
] as const satisfies readonly (Omit<DataSheet, 'key'> & { key: string })[];

export type PersonalDataKind = (typeof PERSONAL_DATA_SHEETS)[number]['key'];

/** The export: who, when, and the rows of every kind (an empty kind is an empty list, never left out). */
export interface PersonalData {
  format: 'vikariat-personal-data/1';
  generatedAt: string;
  subject: { id: string; email: string };
  data: Record<PersonalDataKind, DataRow[]>;
}

const YES_NO = { sv: ['Ja', 'Nej'], fi: ['Kyllä', 'Ei'] } as const;

/** A value as the workbook shows it: dates dd.MM.yyyy (and HH:mm in Helsinki), yes/no in the reader's language. */
export function cellText(value: CellValue, kind: ColumnKind, locale: Locale, words?: CodeWords): string | number {
  if (value === null || value === '') return '';
  if (Array.isArray(value)) return value.join(', ');
  // a code this export has no words for yet (a newer server) is written as it is
  if (words !== undefined && typeof value === 'string' && Object.hasOwn(words, value)) return words[value]?.[locale] ?? value;
  switch (kind) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'bool':
      return value === true ? YES_NO[locale][0] : YES_NO[locale][1];
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** The file name of the export, dated in Helsinki: vikariat-mina-uppgifter-2026-11-28 / vikariat-omat-tiedot-… */
export function personalDataFileName(locale: Locale, at: Date, extension: 'json' | 'xlsx'): string {
  const [d, m, y] = formatDate(at).split('.');
  return `${locale === 'fi' ? 'vikariat-omat-tiedot' : 'vikariat-mina-uppgifter'}-${y ?? ''}-${m ?? ''}-${d ?? ''}.${extension}`;
}

/** The account sheet's field names for people; a profile field the list does not name keeps its key. */
export const ACCOUNT_FIELD_LABELS: Readonly<Record<string, { sv: string; fi: string }>> = {
  email: { sv: 'E-post', fi: 'Sähköposti' },
  firstName: { sv: 'Förnamn', fi: 'Etunimi' },
  lastName: { sv: 'Efternamn', fi: 'Sukunimi' },
  phone: { sv: 'Telefon', fi: 'Puhelin' },
  role: { sv: 'Kontotyp', fi: 'Tilityyppi' },
  language: { sv: 'Språk', fi: 'Kieli' },
  identityVerified: { sv: 'Identitet verifierad', fi: 'Henkilöllisyys varmennettu' },
  schools: { sv: 'Skolor', fi: 'Koulut' },
  address: { sv: 'Adress', fi: 'Osoite' },
  confirmedAt: { sv: 'E-post bekräftad', fi: 'Sähköposti vahvistettu' },
  sendEmail: { sv: 'E-postnotiser', fi: 'Sähköposti-ilmoitukset' },
  askFreeTomorrow: { sv: 'Kvällsfrågan om jag är ledig i morgon', fi: 'Iltakysymys huomisesta vapaasta' },
  defaultDescription: { sv: 'Standardtext', fi: 'Vakioteksti' },
  createdAt: { sv: 'Konto skapat', fi: 'Tili luotu' },
  lastLoginAt: { sv: 'Senaste inloggning', fi: 'Viimeisin kirjautuminen' },
};
