import type { Locale } from '../auth/roles.ts';

/** 'svensk text|suomenkielinen teksti' → the reader's half; a plain message stays as it is. */
export function localise(message: string, locale: Locale): string {
  const bar = message.indexOf('|');
  if (bar < 0) return message;
  return locale === 'sv' ? message.slice(0, bar) : message.slice(bar + 1);
}

/**
 * A schema's issues as `{field: message}` under the top-level field names (the spec's), the first message of each
 * field in the reader's language. The server answers these; a form shows the same map before it calls.
 */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'message');
    fields[key] ??= localise(issue.message, locale);
  }
  return fields;
}
