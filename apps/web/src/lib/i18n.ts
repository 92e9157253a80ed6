import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@vikariat/domain';

/**
 * Every catalogue of a locale (the shell's and one per feature) is loaded lazily and merged, so a feature team
 * adds its own .po file without touching the shell. @lingui/vite-plugin compiles the .po files on import.
 * The sign-in screen needs only the shell and auth catalogues ("boot"); the rest load right after (they are
 * needed by signed-in screens), which keeps them off the critical path of the login page.
 */
const catalogueLoaders = import.meta.glob<{ messages: Messages }>('../../../../locales/catalogs/*/**/*.po');

export type CatalogueScope = 'boot' | 'all';
const BOOT_CATALOGUES = ['shell.po', 'features/auth.po'];
const SOURCE_LOCALE: Locale = 'sv';

export const cataloguePathsOf = (locale: Locale, scope: CatalogueScope = 'all'): string[] =>
  Object.keys(catalogueLoaders).filter(
    (path) => path.includes(`/catalogs/${locale}/`) && (scope === 'all' || BOOT_CATALOGUES.some((name) => path.endsWith(`/catalogs/${locale}/${name}`))),
  );

const merged = new Map<string, Promise<Messages>>();

/**
 * Merges the catalogues of a locale. A message used by several features appears in several catalogues; where it is
 * untranslated it compiles to the Swedish source text, which must not hide another catalogue's translation.
 */
function mergedMessages(locale: Locale, scope: CatalogueScope): Promise<Messages> {
  const key = `${locale}:${scope}`;
  let result = merged.get(key);
  if (!result) {
    result = (async () => {
      const [source, modules] = await Promise.all([
        locale === SOURCE_LOCALE ? undefined : mergedMessages(SOURCE_LOCALE, scope),
        Promise.all(cataloguePathsOf(locale, scope).map(async (path) => catalogueLoaders[path]?.())),
      ]);
      const messages: Messages = {};
      const isSourceText = (id: string): boolean => source !== undefined && JSON.stringify(messages[id]) === JSON.stringify(source[id]);
      for (const mod of modules) {
        if (!mod) continue;
        for (const id of Object.keys(mod.messages)) {
          const message = mod.messages[id];
          if (message !== undefined && (messages[id] === undefined || isSourceText(id))) messages[id] = message;
        }
      }
      return messages;
    })();
    merged.set(key, result);
  }
  return result;
}

const loaded = new Set<string>();

/** Whether the catalogues of a scope are loaded (all of them count for the boot scope too). */
export const isLocaleLoaded = (locale: Locale, scope: CatalogueScope): boolean => loaded.has(`${locale}:${scope}`) || loaded.has(`${locale}:all`);

/** Loads (once) the catalogues of a scope; Lingui merges them into what is already loaded. */
export async function loadLocale(locale: Locale, scope: CatalogueScope = 'all'): Promise<void> {
  const key = `${locale}:${scope}`;
  if (isLocaleLoaded(locale, scope)) return;
  i18n.load(locale, await mergedMessages(locale, scope));
  loaded.add(key);
}

/** Loads and activates a locale; also sets <html lang>. */
export async function activateLocale(locale: Locale, scope: CatalogueScope = 'all'): Promise<void> {
  await loadLocale(locale, scope);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
