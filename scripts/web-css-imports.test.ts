import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A component imports the style sheet of every shared class it uses. Vite puts a sheet in the chunk of whoever
 * imports it, so a class whose sheet another screen happens to load looks right in one order of navigation and
 * unstyled in another: the substitutes' sort select was a bare 20 px native select on a fresh load of their list.
 */
const SRC = path.resolve(import.meta.dirname, '../apps/web/src');
const UI = path.join(SRC, 'components/ui');

const filesUnder = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), ext) : e.name.endsWith(ext) ? [path.join(dir, e.name)] : [],
  );

/** the hyphenated classes a sheet defines at the start of a rule (a word like `page` is too common to look for) */
const classesOf = (css: string): string[] => [...new Set([...css.matchAll(/^\.([a-z]+(?:-[a-z]+)+)\b/gm)].map((m) => m[1] ?? ''))];

const importsOf = (file: string, source: string): string[] =>
  [...source.matchAll(/^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/gm)].map((m) => path.resolve(path.dirname(file), m[1] ?? ''));

describe('shared style sheets', () => {
  const sheets = filesUnder(UI, '.css').map((sheet) => ({ sheet, classes: classesOf(readFileSync(sheet, 'utf8')) }));
  const components = filesUnder(SRC, '.tsx').filter((f) => !f.endsWith('.test.tsx'));

  it('finds the classes it checks', () => {
    expect(sheets.find((s) => s.sheet.endsWith('form-field.css'))?.classes).toContain('form-input');
  });

  it('are imported by every component that uses one of their classes', () => {
    const missing: string[] = [];
    for (const file of components) {
      const source = readFileSync(file, 'utf8');
      // class names are written in className strings: quoted or in a template, after a quote, a space or a brace
      const used = (name: string) => new RegExp(`[\\s'"\`{]${name}(?=[\\s'"\`}])`).test(source);
      const imported = importsOf(file, source);
      for (const { sheet, classes } of sheets) {
        const uses = classes.filter(used);
        if (uses.length > 0 && !imported.includes(sheet)) missing.push(`${path.relative(SRC, file)} uses ${uses.join(', ')} of ${path.basename(sheet)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
