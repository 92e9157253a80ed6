import type { Locale } from '../auth/roles.ts';

/**
 * A span of minutes as people read it (the time a job took to fill): under two hours in minutes ("90 min", in Finnish
 * "90 minuuttia"), then hours with one decimal and the decimal comma both languages write ("22,1 h", "22,1 t").
 */
export function formatMinutes(minutes: number, locale: Locale): string {
  if (minutes < 120) {
    const whole = Math.round(minutes);
    // Finnish writes the word out ("min" reads as Swedish there)
    return locale === 'fi' ? `${whole} ${whole === 1 ? 'minuutti' : 'minuuttia'}` : `${whole} min`;
  }
  const hours = String(Math.round(minutes / 6) / 10).replace('.', ',');
  return `${hours} ${locale === 'fi' ? 't' : 'h'}`;
}
