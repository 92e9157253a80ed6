import { describe, expect, it } from 'vitest';
import { activateLocale, cataloguePathsOf, i18n } from './i18n.ts';

describe('catalogues', () => {
  it('finds the shell catalogue and one per feature for each locale', () => {
    for (const locale of ['sv', 'fi'] as const) {
      const paths = cataloguePathsOf(locale);
      expect(paths.some((p) => p.endsWith(`/${locale}/shell.po`))).toBe(true);
      expect(paths.some((p) => p.endsWith(`/${locale}/features/auth.po`))).toBe(true);
    }
  });

  it('limits the boot catalogues (the sign-in screen) to the shell and auth', () => {
    const boot = cataloguePathsOf('fi', 'boot').map((p) => p.split('/catalogs/fi/')[1]);
    expect(boot.sort()).toEqual(['features/auth.po', 'shell.po']);
    expect(cataloguePathsOf('fi', 'all').length).toBeGreaterThan(boot.length);
  });

  it('merges the shell and feature catalogues of Finnish, a translation winning over an untranslated duplicate', async () => {
    await activateLocale('fi');
    const texts = Object.values(i18n.messages).map((m) => (Array.isArray(m) ? m.join('') : m));
    // From the shell catalogue and from the auth feature catalogue.
    expect(texts).toContain('Jotain odottamatonta tapahtui, yritä uudelleen.');
    expect(texts).toContain('Kirjaudu sisään');
    expect(texts).not.toContain('Logga in');
    expect(document.documentElement.lang).toBe('fi');
  });
});
