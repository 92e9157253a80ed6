import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR } from './constants.ts';

/**
 * The web app's screens, read from its route registry (apps/web/src/app/routes.tsx and each feature's routes.tsx) as
 * text: e2e may not import the app (eslint), and the registry's shape is fixed by apps/web/CONTEXT.md ("Adding a
 * feature"). A feature added to the registry is covered by whatever walks this list, without a test of its own.
 */
export interface RegisteredRoutes {
  /** screens for anyone (rendered signed out) */
  publicPaths: string[];
  /** screens for signed-in users (inside the layout and its role guards) */
  signedInPaths: string[];
}

const APP_DIR = path.join(E2E_DIR, '..', 'apps', 'web', 'src', 'app');

/** The `path: '...'` entries of one exported array (`export const <name>` up to the next export). */
function pathsOf(source: string, exportName: 'routes' | 'publicRoutes', file: string): string[] {
  const start = source.search(new RegExp(`export const ${exportName}\\b`));
  if (start < 0) return [];
  const rest = source.slice(start + 1);
  const end = rest.search(/\nexport /);
  const block = end < 0 ? rest : rest.slice(0, end);
  const paths = [...block.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  // an array that is not empty yet shows no path is a registry this reader no longer understands
  if (paths.length === 0 && !/=\s*\[\s*\]/.test(block)) throw new Error(`${file}: ${exportName} has entries but no path: '...' this reader understands`);
  return paths;
}

export function registeredRoutes(): RegisteredRoutes {
  const registryFile = path.join(APP_DIR, 'routes.tsx');
  const registry = readFileSync(registryFile, 'utf8');
  const modules = new Map([...registry.matchAll(/import \* as (\w+) from '(\.\.\/features\/[\w-]+\/routes\.tsx)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const list = /export const features[^=]*=\s*\[([^\]]*)\]/.exec(registry)?.[1] ?? '';
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error(`${registryFile}: no features list found`);
  const publicPaths: string[] = [];
  const signedInPaths: string[] = [];
  for (const name of names) {
    const relative = modules.get(name);
    if (relative === undefined) throw new Error(`${registryFile}: feature ${name} is not imported as "import * as ${name} from '../features/<x>/routes.tsx'"`);
    const file = path.join(APP_DIR, relative);
    // comments may show example entries
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    publicPaths.push(...pathsOf(source, 'publicRoutes', file));
    signedInPaths.push(...pathsOf(source, 'routes', file));
  }
  return { publicPaths: [...new Set(publicPaths)], signedInPaths: [...new Set(signedInPaths)] };
}
