import type { Locale } from '../auth/roles.ts';
import { SYNC_LOG_KIND_WORDS, SYNC_LOG_OUTCOME_WORDS } from '../admin/log-values.ts';
import { formatDate, formatDateTime } from '../format/date.ts';
import { CANCELLED_BY_WORDS, CHANNEL_WORDS, DELIVERY_STATUS_WORDS, type CodeWords } from './personal-data-words.ts';

/**
 * An audit row's detail (what the admin asked for: the file or entry opened, then the filter as the query string it
 * came in, `from=2026-11-01&person=anna@example.fi`) as a person reads it in the log and its CSV: "Från och med:
 * 01.11.2026, person: anna@example.fi". The stored row stays as it came; nothing is dropped here: a part not known
 * below is shown as it was stored. A read asked for in a body (a school's hours) stores the same form: `school=<id>&
 * month=2026-11`, shown as "Skola: Solbackaskolan, månad: november 2026" (the school's name comes with the row).
 */

const FILTER_WORDS: CodeWords = {
  admin: { sv: 'administratör', fi: 'ylläpitäjä' },
  person: { sv: 'person', fi: 'henkilö' },
  email: { sv: 'e-post', fi: 'sähköposti' },
  user: { sv: 'konto', fi: 'tili' },
  school: { sv: 'skola', fi: 'koulu' },
  month: { sv: 'månad', fi: 'kuukausi' },
  format: { sv: 'format', fi: 'muoto' },
  device: { sv: 'enhet', fi: 'laite' },
  collection: { sv: 'samling', fi: 'kokoelma' },
  kind: { sv: 'typ', fi: 'tyyppi' },
  outcome: { sv: 'utfall', fi: 'tulos' },
  status: { sv: 'status', fi: 'tila' },
  channel: { sv: 'kanal', fi: 'kanava' },
  late: { sv: 'sen avbokning', fi: 'myöhäinen peruutus' },
  by: { sv: 'avbokad av', fi: 'peruuttaja' },
  from: { sv: 'från och med', fi: 'alkaen' },
  to: { sv: 'till och med', fi: 'asti' },
  before: { sv: 'före', fi: 'ennen' },
  page: { sv: 'sida', fi: 'sivu' },
  pageSize: { sv: 'rader per sida', fi: 'riviä sivulla' },
  limit: { sv: 'högst rader', fi: 'enintään rivejä' },
};

/** What the file or entry named before the filter is, by the read it belongs to. */
const OPENED_WORDS: CodeWords = {
  mail: { sv: 'meddelande', fi: 'viesti' },
  'sync-log-entry': { sv: 'post', fi: 'tapahtuma' },
};

const YES_NO: CodeWords = { true: { sv: 'ja', fi: 'kyllä' }, false: { sv: 'nej', fi: 'ei' } };

const VALUE_WORDS: Readonly<Record<string, CodeWords>> = {
  status: DELIVERY_STATUS_WORDS,
  channel: CHANNEL_WORDS,
  by: CANCELLED_BY_WORDS,
  kind: SYNC_LOG_KIND_WORDS,
  outcome: SYNC_LOG_OUTCOME_WORDS,
  late: YES_NO,
};
const DATE_KEYS = new Set(['from', 'to', 'before']);

const MONTHS = {
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  fi: ['tammikuu', 'helmikuu', 'maaliskuu', 'huhtikuu', 'toukokuu', 'kesäkuu', 'heinäkuu', 'elokuu', 'syyskuu', 'lokakuu', 'marraskuu', 'joulukuu'],
} as const;

/** '2026-11' as "november 2026" / "marraskuu 2026"; anything else as it came. */
function monthText(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const name = match === null ? undefined : MONTHS[locale][Number(match[2]) - 1];
  return name === undefined ? value : `${name} ${match?.[1]}`;
}

/** What an id in a detail names (a school's name by its id), as the log's reader gave it. */
export type AuditNames = Readonly<Record<string, string>>;

function valueText(key: string, value: string, locale: Locale, names: AuditNames): string {
  if (DATE_KEYS.has(key)) return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value);
  if (key === 'month') return monthText(value, locale);
  // a school by its name; one no longer known keeps its id
  if (key === 'school') return Object.hasOwn(names, value) ? (names[value] ?? value) : value;
  return VALUE_WORDS[key]?.[value]?.[locale] ?? value;
}

function partText(part: string, locale: Locale, names: AuditNames): string {
  const at = part.indexOf('=');
  if (at < 1) return part;
  const key = part.slice(0, at);
  const words = FILTER_WORDS[key];
  return words === undefined ? part : `${words[locale]}: ${valueText(key, part.slice(at + 1), locale, names)}`;
}

export function auditDetailText(action: string, detail: string, locale: Locale, names: AuditNames = {}): string {
  if (detail === '') return '';
  // the file or entry opened comes first, before a space; a filter's parts all hold '='
  const space = detail.indexOf(' ');
  const head = space > 0 ? detail.slice(0, space) : detail;
  const opened = head.includes('=') ? null : head;
  const filter = opened === null ? detail : detail.slice(head.length + 1);
  const parts = [
    ...(opened === null ? [] : [OPENED_WORDS[action] ? `${OPENED_WORDS[action][locale]}: ${opened}` : opened]),
    ...filter
      .split('&')
      .filter((part) => part !== '')
      .map((part) => partText(part, locale, names)),
  ];
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
