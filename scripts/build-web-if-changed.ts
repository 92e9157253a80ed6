/**
 * `npm start` builds the web app only when its sources changed since the last build: a second start takes a second,
 * not half a minute. The fingerprint is a hash of every file the build reads (the app, the packages it bundles, the
 * catalogues, the lockfile), kept beside the build. The build itself prints only warnings and errors.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = 'apps/web/dist/.sources-fingerprint';
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/pwa-manifest.ts',
  'apps/web/package.json',
  'domain/src',
  'sync/src',
  'locales',
  'package-lock.json',
];
const SKIPPED = /(^|\/)(node_modules|dist|\.data)(\/|$)|\.test\.tsx?$/;

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full) || SKIPPED.test(entry)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/** A hash of every file the web build reads under `root` (tests, node_modules and build output left out). */
export function sourcesFingerprint(root = ROOT): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => filesUnder(root, entry)))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

export interface BuildIfChanged {
  root?: string;
  /** Runs the build; false when it failed (nothing is stamped then). */
  build: () => boolean;
  log?: (line: string) => void;
}

/** Builds when the sources differ from the last successful build's (or no build is there); true when it built. */
export function buildIfChanged({ root = ROOT, build, log = () => undefined }: BuildIfChanged): boolean {
  const fingerprint = sourcesFingerprint(root);
  const stamp = path.join(root, STAMP);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (built === fingerprint && existsSync(path.join(root, 'apps/web/dist/index.html'))) return false;
  log(built === '' ? '  Building the web app (the first start takes about half a minute)…' : '  The web app changed: building it again…');
  const started = Date.now();
  if (!build()) throw new Error('the web build failed');
  writeFileSync(stamp, `${fingerprint}\n`);
  log(`  Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

const viteBuild = (): boolean =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' })
    .status === 0;

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    buildIfChanged({ build: viteBuild, log: (line) => process.stdout.write(`${line}\n`) });
  } catch {
    process.exit(1);
  }
}
