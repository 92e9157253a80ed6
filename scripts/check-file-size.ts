import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * No source file over 300 lines (issue 26): a longer file holds more than one responsibility and is split by them.
 * Tests get no higher limit: a long test file is split by what its tests hold, like any other.
 * Generated files (the compiled catalogues, declaration files) are not written by us and are skipped.
 */
export const MAX_LINES = 300;

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const GENERATED = [/(^|\/)locales\/catalogs\//, /(^|\/)locales\/src\/compiled\//, /\.d\.ts$/];

/** The files git tracks or would track (untracked but not ignored), so dist, .data and node_modules stay out. */
const listFiles = (root: string): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

export const lineCount = (text: string): number => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/** Every source file of the tree over the limit, with its length, longest first. */
export function oversizedFiles(root: string, max = MAX_LINES): { file: string; lines: number }[] {
  return listFiles(root)
    .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)))
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return []; // deleted in the working tree but still in the index
      }
      const lines = lineCount(text);
      return lines > max ? [{ file, lines }] : [];
    })
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const over = oversizedFiles(root);
  for (const { file, lines } of over) console.error(`${file}: ${lines} lines (at most ${MAX_LINES}): split it by responsibility`);
  if (over.length > 0) process.exit(1);
  console.log(`File sizes OK: no source file over ${MAX_LINES} lines.`);
}
