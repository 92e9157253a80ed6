/**
 * Phones are shown with the +358 prefix (spec 01 §9). People type Finnish numbers as 040 123 4567,
 * 358401234567, +358 40 123 4567 or 00358...; all become +358401234567. Numbers with another country
 * code (+46 ...) are kept as they are.
 */
const FINLAND = '+358';

/** The number in international form, or null when it holds no digits to work with. */
export function normalisePhone(input: string): string | null {
  const trimmed = input.trim();
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5) return null;
  if (plus) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('358')) return `+${digits}`;
  if (digits.startsWith('0')) return `${FINLAND}${digits.slice(1)}`;
  return `${FINLAND}${digits}`;
}

/** The phone as displayed; a value that cannot be normalised is shown as typed. */
export const formatPhone = (input: string): string => normalisePhone(input) ?? input.trim();

/** The href of a call link (tel:+358...). */
export const phoneHref = (input: string): string => `tel:${formatPhone(input).replace(/\s/g, '')}`;
