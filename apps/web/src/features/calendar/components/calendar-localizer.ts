import { format, getDay, parse, startOfWeek } from 'date-fns';
import { fi, sv } from 'date-fns/locale';
import { dateFnsLocalizer, type Formats } from 'react-big-calendar';

const LOCALES = { sv, fi };

/** react-big-calendar's date-fns localizer with the app's two languages; weeks start on Monday. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: LOCALES,
});

/**
 * Headings as Finnish and Swedish write them: a month on its own is the standalone name (LLLL: "marraskuu 2026";
 * MMMM is the genitive "marraskuuta", which belongs inside a date), days as d.M. (the library's defaults are
 * American: "November 02", "02").
 */
export const calendarFormats: Formats = {
  dateFormat: 'd',
  monthHeaderFormat: 'LLLL yyyy',
  dayHeaderFormat: 'cccc d.M.yyyy',
  dayRangeHeaderFormat: ({ start, end }, culture, local) => `${local?.format(start, 'd.M.', culture) ?? ''} – ${local?.format(end, 'd.M.yyyy', culture) ?? ''}`,
  dayFormat: 'EEEEEE d.M.',
  weekdayFormat: 'cccc',
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }, culture, local) => `${local?.format(start, 'HH:mm', culture) ?? ''}–${local?.format(end, 'HH:mm', culture) ?? ''}`,
};

/** A date in the reader's language with a date-fns pattern (the agenda's headings). */
export const formatIn = (date: Date, pattern: string, locale: 'sv' | 'fi'): string => format(date, pattern, { locale: LOCALES[locale] });
