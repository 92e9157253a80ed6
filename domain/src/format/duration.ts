import type { Locale } from '../auth/roles.ts';

/**
 * A span of minutes as people read it (the time a job took to fill): under two hours in minutes, then hours with one
 * decimal and the decimal comma both languages write ("1323" minutes is "22,1 h", in Finnish "22,1 t").
 */
export function formatMinutes(minutes: number, locale: Locale): string {
  if (minutes < 120) return `${Math.round(minutes)} min`;
  const hours = String(Math.round(minutes / 6) / 10).replace('.', ',');
  return `${hours} ${locale === 'fi' ? 't' : 'h'}`;
}
