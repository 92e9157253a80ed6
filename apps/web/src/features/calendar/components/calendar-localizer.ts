import { format, getDay, parse, startOfWeek } from 'date-fns';
import { fi, sv } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';

/** react-big-calendar's date-fns localizer with the app's two languages; weeks start on Monday. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { sv, fi },
});
