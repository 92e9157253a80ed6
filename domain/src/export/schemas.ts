import { z } from 'zod';

export const statisticsAuthSchema = z.object({
  code: z.string().trim().min(1, 'Ange koden|Anna koodi').max(200, 'Fel kod|Väärä koodi'),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum som ÅÅÅÅ-MM-DD|Päivämäärä muodossa VVVV-KK-PP');

/** GET /api/reports/summary and /api/calendar/events query strings. */
export const dateRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate, school: z.uuid('Ogiltig skola|Virheellinen koulu').optional() })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'Slutdatum före startdatum|Loppupäivä ennen alkupäivää' });

export const EXPORT_MESSAGES = {
  wrongCode: { sv: 'Fel kod', fi: 'Väärä koodi' },
  throttled: {
    sv: 'För många försök. Vänta en stund och försök igen.',
    fi: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  },
} as const;
