import type { Locale } from '../auth/roles.ts';

/** 'svensk text|suomenkielinen teksti' → the reader's half; a plain message stays as it is. */
export function localise(message: string, locale: Locale): string {
  const bar = message.indexOf('|');
  if (bar < 0) return message;
  return locale === 'sv' ? message.slice(0, bar) : message.slice(bar + 1);
}

/** An issue as zod gives it: a length limit says its maximum. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  maximum?: unknown;
}
const limitOf = (issue: Issue): number | undefined => (issue.code === 'too_big' && typeof issue.maximum === 'number' ? issue.maximum : undefined);

/**
 * A schema's issues as `{field: message}` under the top-level field names (the spec's), the first message of each
 * field in the reader's language. The server answers these; a form shows the same map before it calls. Of two length
 * limits a field broke, the tighter one is said: every text first passes the shared 10,000-character cap (`text()`),
 * and "at most 10000" on a field of 4000 would send the person back with a text still too long.
 */
export function fieldErrorsOf(issues: readonly Issue[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  const limits: Record<string, number> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'message');
    const limit = limitOf(issue);
    const shown = limits[key];
    const tighter = limit !== undefined && shown !== undefined && limit < shown;
    if (fields[key] !== undefined && !tighter) continue;
    fields[key] = localise(issue.message, locale);
    if (limit !== undefined) limits[key] = limit;
  }
  return fields;
}
