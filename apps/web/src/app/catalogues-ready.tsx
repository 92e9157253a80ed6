import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BootFallback } from './boot-fallback.tsx';
import { isLocaleLoaded, loadLocale } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale-context.tsx';

/**
 * Signed out, only the sign-in screens' catalogues load before the first screen (the login page stays light); every
 * other public screen (/login/export, /gdpr, ...) renders under this route once all catalogues of the language are
 * in, so it never shows message ids or Swedish source text while they arrive, also after a language switch.
 */
export function CataloguesReady() {
  const { locale } = useLocale();
  const [arrived, setArrived] = useState<string | null>(null);
  const ready = arrived === locale || isLocaleLoaded(locale, 'all');

  useEffect(() => {
    // no early return when they are in: they may have arrived (the provider loads them too) after this render
    let current = true;
    void loadLocale(locale, 'all').then(() => {
      if (current) setArrived(locale);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  return ready ? <Outlet /> : <BootFallback />;
}
