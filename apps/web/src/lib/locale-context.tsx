import { I18nProvider } from '@lingui/react';
import { localeOfSiteLang, type Locale } from '@vikariat/domain';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { localeBeforeSignIn, writeLangCookie } from './lang.ts';
import { activateLocale, i18n, loadLocale, type CatalogueScope } from './i18n.ts';
import { useSession } from './use-session.ts';

interface LocaleState {
  locale: Locale;
  /** The language switch before sign-in: stores the `_lang` cookie and switches the UI. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** Signed in: the token's siteLang decides; signed out: the `_lang` cookie, else the browser's language (lib/lang.ts). */
export function LocaleProvider({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  const [cookieLocale, setCookieLocale] = useState<Locale>(localeBeforeSignIn);
  const locale = session ? localeOfSiteLang(session.siteLang) : cookieLocale;
  // Signed out, the sign-in screen needs only the boot catalogues; signed-in screens wait for all of them.
  const scope: CatalogueScope = session ? 'all' : 'boot';
  const [active, setActive] = useState<Locale | null>(null);

  useEffect(() => {
    let current = true;
    void activateLocale(locale, scope).then(() => {
      if (current) setActive(locale);
      // The rest of the catalogues, after the first screen is up (off the login page's critical path).
      if (scope === 'boot') void loadLocale(locale, 'all');
    });
    return () => {
      current = false;
    };
  }, [locale, scope]);

  const setLocale = (next: Locale): void => {
    writeLangCookie(next);
    setCookieLocale(next);
  };

  if (!active) return <>{fallback ?? null}</>;
  return (
    <LocaleContext value={{ locale: active, setLocale }}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext>
  );
}

export const useLocale = (): LocaleState => {
  const state = use(LocaleContext);
  if (!state) throw new Error('useLocale outside LocaleProvider');
  return state;
};
