import type { Locale } from '@vikariat/domain';

/**
 * The UI language before sign-in (spec 01 §1): the `_lang` cookie once the user chose one (sv | fi); until then the
 * browser's language (fi → Finnish, sv → Swedish, anything else → Swedish).
 */
const LANG_COOKIE = '_lang';
const DEFAULT_LOCALE: Locale = 'sv';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const isLocale = (value: unknown): value is Locale => value === 'sv' || value === 'fi';

/** The language in the cookie, or null when there is none. */
export const readLangCookie = (): Locale | null => {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return null;
};

/** The first of the browser's languages that is one of ours ("fi-FI" → fi, "sv-SE" → sv), else Swedish. */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language of a signed-out visit. Without a choice it follows the browser and says so to the server (which
 * answers before sign-in in the cookie's language) with a cookie that ends with the browser session: that is not a
 * choice, so the next session asks the browser again.
 */
export function localeBeforeSignIn(): Locale {
  const chosen = readLangCookie();
  if (chosen !== null) return chosen;
  const locale = browserLocale();
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; SameSite=Lax`;
  return locale;
}

/** The user's choice (the language switch): kept a year. */
export const writeLangCookie = (locale: Locale): void => {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
};
