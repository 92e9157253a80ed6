import { parseLocalDate } from '../jobs/wall-clock.ts';
import { text } from './safe-text.ts';

export const DATE_MESSAGE = 'Ogiltigt datum (ÅÅÅÅ-MM-DD)|Virheellinen päivämäärä (VVVV-KK-PP)';

/**
 * The one date rule: `YYYY-MM-DD` naming a day the calendar has (no 2026-02-30, no month 13, no year 0), so nothing
 * impossible reaches a Postgres `date`. Every date parsed from a body or a query string uses it.
 */
export const calendarDate = (message: string = DATE_MESSAGE) => text().refine((value) => parseLocalDate(value) !== null, message);

export const INSTANT_MESSAGE = 'Ogiltig tidpunkt|Virheellinen ajankohta';
// the years a Postgres timestamptz and an ISO string share: year 0 and a UTC year past 9999 are refused there
const FIRST_INSTANT = new Date('0001-01-01T00:00:00Z').getTime();
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z').getTime();

/** An ISO instant with its offset (`2030-03-04T08:00:00+02:00`) on a real day of years 1-9999, in UTC too. */
export const isoInstant = (message: string = INSTANT_MESSAGE) =>
  text()
    .datetime({ offset: true, message })
    .refine((value) => {
      const at = new Date(value).getTime();
      return at >= FIRST_INSTANT && at <= LAST_INSTANT;
    }, message);
