import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per web feature folder (`{name}`), plus one for the shell (app + components), so teams working in
 * parallel never edit the same .po file. Swedish is the source language; Finnish is the translation.
 * The web app imports the .po files directly (@lingui/vite-plugin compiles them at build and test time).
 */
// The repository root, absolute: a relative rootDir would be resolved against the caller's working directory.
const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));

export default defineConfig({
  rootDir: repoRoot,
  sourceLocale: 'sv',
  locales: ['sv', 'fi'],
  fallbackLocales: { default: 'sv' },
  format: formatter({ origins: true, lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/catalogs/{locale}/shell',
      include: ['<rootDir>/apps/web/src/app', '<rootDir>/apps/web/src/components', '<rootDir>/apps/web/src/lib'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/catalogs/{locale}/features/{name}',
      include: ['<rootDir>/apps/web/src/features/{name}/'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
