import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { requiredText } from '../validation/safe-text.ts';

export const statisticsAuthSchema = z.object({
  code: requiredText('Ange koden|Anna koodi').max(200, 'Fel kod|Väärä koodi'),
});

const isoDate = calendarDate();

/** GET /api/reports/summary and /api/calendar/events query strings. */
export const dateRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate, school: z.uuid('Ogiltig skola|Virheellinen koulu').optional() })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'Slutdatum före startdatum|Loppupäivä ennen alkupäivää' });

export const EXPORT_MESSAGES = {
  wrongCode: { sv: 'Fel kod', fi: 'Väärä koodi' },
  unknownSchool: { sv: 'En av skolorna finns inte.', fi: 'Yhtä kouluista ei ole olemassa.' },
  throttled: {
    sv: 'För många försök. Vänta en stund och försök igen.',
    fi: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  },
} as const;
