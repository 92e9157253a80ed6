/**
 * The organisation title the export page shows, derived from the e-mail domain (spec 02 §2 "Export"):
 * rektor@edu.espoo.fi → 'Espoo', anna@vasaovningsskola.fi → 'Vasaovningsskola'. Generic mail providers and
 * sub-domain labels such as edu/mail/skola say nothing about the organisation and are skipped.
 */
const GENERIC_LABELS = new Set(['www', 'mail', 'edu', 'email', 'skola', 'koulu', 'opetus', 'school', 'student', 'students', 'staff', 'm', 'o365']);

export function organisationTitleFromEmail(email: string): string {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const labels = domain.split('.').filter((l) => l !== '');
  if (labels.length === 0) return '';
  // drop the top-level domain (fi, se, com, ...)
  const meaningful = labels.slice(0, -1).filter((l) => !GENERIC_LABELS.has(l));
  const name = meaningful[meaningful.length - 1] ?? labels[0] ?? '';
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
