import { z } from 'zod';
import type { Locale } from '../auth/roles.ts';
import { calendarDate } from '../validation/calendar-date.ts';
import { text } from '../validation/safe-text.ts';
import { decimalInteger } from '../validation/decimal-integer.ts';
import { csvDocument, csvField } from '../export/csv.ts';
import { auditDetailText } from './audit-detail.ts';

/**
 * The audit log of admins' reads of personal data (issue 25): every admin screen or export that shows persons writes
 * one row (who read, what, whose when one person, when). The actions and their names in both languages are here; the
 * server writes them, the screen and the CSV name them.
 */
export const AUDIT_ACTIONS = {
  'pending-principals': { sv: 'Rektorer som väntar', fi: 'Odottavat rehtorit' },
  'locked-accounts': { sv: 'Låsta konton', fi: 'Lukitut tilit' },
  cancellations: { sv: 'Avbokningar', fi: 'Peruutukset' },
  feedback: { sv: 'Omdömen', fi: 'Palautteet' },
  hours: { sv: 'En skolas arbetstimmar', fi: 'Koulun työtunnit' },
  'payroll-export': { sv: 'Löneexport', fi: 'Palkkavienti' },
  deliveries: { sv: 'Leveranser av notiser', fi: 'Ilmoitusten toimitukset' },
  mailbox: { sv: 'E-postlådan', fi: 'Sähköpostilaatikko' },
  mail: { sv: 'Ett e-postmeddelande', fi: 'Sähköpostiviesti' },
  'sync-log': { sv: 'Synkloggen', fi: 'Synkronointiloki' },
  'sync-log-entry': { sv: 'En synkloggpost', fi: 'Synkronointilokin tapahtuma' },
  'sync-log-stats': { sv: 'En persons synkningar per timme', fi: 'Henkilön synkronoinnit tunneittain' },
  'sync-log-export': { sv: 'Export av synkloggen', fi: 'Synkronointilokin vienti' },
  'accessibility-feedback': { sv: 'Tillgänglighetsrespons', fi: 'Saavutettavuuspalaute' },
  'audit-log': { sv: 'Granskningsloggen', fi: 'Tarkastusloki' },
  'audit-log-export': { sv: 'Export av granskningsloggen', fi: 'Tarkastuslokin vienti' },
} as const satisfies Record<string, { sv: string; fi: string }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditActionLabel = (action: string, locale: Locale): string => (action in AUDIT_ACTIONS ? AUDIT_ACTIONS[action as AuditAction][locale] : action);

const optionalEmail = text().trim().toLowerCase().max(254).optional();

/** GET /api/admin/audit-log(.csv): by admin, by person (e-mail), by days (inclusive, Helsinki). */
export const auditLogFilterSchema = z
  .object({
    admin: optionalEmail,
    person: optionalEmail,
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    limit: decimalInteger({ min: 1, max: 5000 }).default(500),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, {
    path: ['to'],
    message: 'Slutdagen måste vara efter startdagen|Loppupäivän on oltava alkupäivän jälkeen',
  });
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  detail: string;
  admin: { id: string; email: string; name: string } | null;
  /** null: a list of many persons, or a person whose account was erased since */
  subject: { id: string; email: string; name: string } | null;
  /** what an id in the detail names today (a school's name by its id), for the detail in words */
  names: Readonly<Record<string, string>>;
}

const AUDIT_CSV_HEADER = {
  sv: ['Tid', 'Administratör', 'Vad', 'Vems', 'Detaljer'],
  fi: ['Aika', 'Ylläpitäjä', 'Mitä', 'Kenen', 'Lisätiedot'],
} as const;

/**
 * The audit log as CSV the way Finnish spreadsheet programs open it: UTF-8 with a byte-order mark, `;` between fields,
 * CRLF line ends; times come already formatted (dd.MM.yyyy HH:mm, Helsinki) from `formatAt`.
 */
export function auditLogCsv(entries: readonly AuditEntry[], locale: Locale, formatAt: (iso: string) => string): string {
  const person = (p: AuditEntry['admin']): string => (p === null ? '' : `${p.name} <${p.email}>`);
  const rows = entries.map((e) =>
    [formatAt(e.at), person(e.admin), auditActionLabel(e.action, locale), person(e.subject), auditDetailText(e.action, e.detail, locale, e.names)].map((v) =>
      csvField(v),
    ),
  );
  return csvDocument([[...AUDIT_CSV_HEADER[locale]], ...rows]);
}
