// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'apps/web/src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Packages that do I/O: the domain package may import none of them (DESIGN.md). Anchored: './http/x' is fine. */
const IO_PACKAGES_REGEX =
  '^(node:.*|fs|path|http|https|net|crypto|child_process|rxdb(/.*)?|dexie|drizzle-orm(/.*)?|postgres|@electric-sql/.*|' +
  'hono(/.*)?|@hono/.*|react(-dom)?(/.*)?|pino|ws|nodemailer|web-push|argon2|jose|exceljs|sharp)$';
const APPS = ['@vikariat/server', '@vikariat/server/*', '@vikariat/web', '@vikariat/web/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'locales/catalogs/**/*.ts',
      'locales/src/compiled/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '**/.data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js', 'vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: APPS, message: 'Nothing imports an app (DESIGN.md).' }] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./domain', './sync', './locales', './scripts', './e2e'], from: ['./apps'], message: 'Nothing imports an app.' },
            { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            {
              target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib', './apps/web/src/db'],
              from: './apps/web/src/app',
              message: 'Only the shell (app/) wires features together: shared code lives in lib/ or components/ (apps/web/CONTEXT.md).',
            },
            ...features.map((feature) => ({
              target: `./${FEATURES_DIR}/${feature}`,
              from: `./${FEATURES_DIR}`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature (bulletproof-react): move shared code to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: IO_PACKAGES_REGEX, message: 'domain holds pure rules: no I/O packages (DESIGN.md).' },
            { group: [...APPS, '@vikariat/sync', '@vikariat/locales'], message: 'domain depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    // every string from outside passes domain's one text rule (DESIGN.md "What no request may do")
    files: ['domain/src/**/*.ts', 'sync/src/protocol.ts', 'apps/server/src/routes/**/*.ts', 'apps/server/src/http/**/*.ts', 'apps/server/src/sync/**/*.ts'],
    ignores: ['domain/src/validation/safe-text.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Use text() from @vikariat/domain: no NUL, no lone surrogate, a length limit (DESIGN.md 'What no request may do').",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
