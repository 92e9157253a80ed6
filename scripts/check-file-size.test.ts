import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lineCount, MAX_LINES, oversizedFiles } from './check-file-size.ts';

const lines = (n: number): string => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};\n`).join('');

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repoWith(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'file-size-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the file size check', () => {
  it('counts lines as an editor shows them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('names every source file over the limit, tests included, and none at it', () => {
    const dir = repoWith({
      'src/at-limit.ts': lines(MAX_LINES),
      'src/long.tsx': lines(MAX_LINES + 1),
      'src/long.test.ts': lines(MAX_LINES + 5),
      'README.md': lines(MAX_LINES + 1),
    });
    expect(oversizedFiles(dir)).toEqual([
      { file: 'src/long.test.ts', lines: MAX_LINES + 5 },
      { file: 'src/long.tsx', lines: MAX_LINES + 1 },
    ]);
  });

  it('skips what git ignores and the generated catalogues', () => {
    const dir = repoWith({
      '.gitignore': 'dist/\n',
      'dist/bundle.js': lines(MAX_LINES + 1),
      'locales/catalogs/sv/shell.ts': lines(MAX_LINES + 1),
      'apps/web/src/env.d.ts': lines(MAX_LINES + 1),
    });
    expect(oversizedFiles(dir)).toEqual([]);
  });
});
