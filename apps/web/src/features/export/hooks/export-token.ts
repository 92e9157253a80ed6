/** The passcode holder's export token (not a user session: it opens only the export). */
export const EXPORT_TOKEN_KEY = 'exportToken';

export const getExportToken = (): string | null => localStorage.getItem(EXPORT_TOKEN_KEY);
export const setExportToken = (token: string): void => localStorage.setItem(EXPORT_TOKEN_KEY, token);
export const clearExportToken = (): void => localStorage.removeItem(EXPORT_TOKEN_KEY);

/** Whether a JWT's exp (seconds) has passed; an unreadable token counts as expired. */
export function isExportTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const part = token.split('.')[1];
  if (!part) return true;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 <= nowMs : false;
  } catch {
    return true;
  }
}
