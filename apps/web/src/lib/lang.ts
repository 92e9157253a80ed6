import type { Locale } from '@vikariat/domain';

/** The UI language before sign-in: cookie `_lang` (sv | fi), default Swedish (spec 01 §1). */
export const LANG_COOKIE = '_lang';
export const DEFAULT_LOCALE: Locale = 'sv';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => value === 'sv' || value === 'fi';

export const readLangCookie = (): Locale => {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
};

export const writeLangCookie = (locale: Locale): void => {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
};
