import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, sourcesFingerprint } from './build-web-if-changed.ts';

/**
 * `npm start` builds the web app only when its sources changed (issue 22 item 17). A small copy of the repository's
 * layout in a temporary folder; the build step writes what vite would (dist/index.html) and counts its runs.
 */
let root: string;
let builds: number;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const build = () => {
  builds += 1;
  write('apps/web/dist/index.html', '<!doctype html>');
  return true;
};
const start = () => buildIfChanged({ root, build });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'vikariat-build-'));
  builds = 0;
  write('apps/web/src/main.tsx', 'export const a = 1;');
  write('apps/web/index.html', '<div id="root"></div>');
  write('domain/src/index.ts', 'export const rule = 1;');
  write('locales/catalogs/fi/shell.po', 'msgid "Hem"\nmsgstr "Koti"\n');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build on start', () => {
  it('builds the first time, then not again while nothing changed', () => {
    expect(start()).toBe(true);
    expect(start()).toBe(false);
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it.each([
    ['a screen', 'apps/web/src/main.tsx'],
    ['a domain rule', 'domain/src/index.ts'],
    ['a translation', 'locales/catalogs/fi/shell.po'],
    ['the lockfile', 'package-lock.json'],
    ['a new source file', 'sync/src/new-file.ts'],
  ])('builds again when %s changed', (_, file) => {
    start();
    write(file, 'changed');
    expect(start()).toBe(true);
    expect(builds).toBe(2);
    expect(start()).toBe(false);
  });

  it('does not build for a changed test, the build output or node_modules', () => {
    start();
    const before = sourcesFingerprint(root);
    write('apps/web/src/main.test.tsx', 'it("x", () => {});');
    write('apps/web/dist/assets/app.js', 'built');
    write('domain/node_modules/x/index.js', 'dependency');
    expect(sourcesFingerprint(root)).toBe(before);
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds when the build output is gone, and stamps nothing when the build fails', () => {
    start();
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(start()).toBe(true);
    write('apps/web/src/main.tsx', 'export const a = 2;');
    expect(() => buildIfChanged({ root, build: () => false })).toThrow('the web build failed');
    expect(start()).toBe(true);
    expect(builds).toBe(3);
  });
});
