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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const stamp = path.join(webDir, 'dist/.sources-fingerprint');
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/pwa-manifest.ts', 'apps/web/package.json', 'domain/src', 'sync/src', 'locales', 'package-lock.json'];
const SKIPPED = /(^|\/)(node_modules|dist|\.data)(\/|$)|\.test\.tsx?$/;

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full) || SKIPPED.test(entry)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

export function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

function main(): void {
  const fingerprint = sourcesFingerprint();
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (built === fingerprint && existsSync(path.join(webDir, 'dist/index.html'))) return;
  console.log(built === '' ? '  Building the web app (the first start takes about half a minute)…' : '  The web app changed: building it again…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${fingerprint}\n`);
  console.log(`  Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
