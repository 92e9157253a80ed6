import type { Hono } from 'hono';
import type { AppEnv } from '../../src/context.ts';

export interface RouteEntry {
  method: string;
  /** the path as registered, e.g. `/api/admin/schools/:id` */
  path: string;
}

/**
 * Every API route the app registered, read from the Hono app itself (so a new route is covered without a test of
 * its own): one entry per method and path; middleware (`ALL`, wildcard paths) and the /api/* fallback are left out.
 */
export function apiRouteTable(app: Hono<AppEnv>): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*') || !path.startsWith('/api/')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** The names of a path's parameters (`/api/x/:id/:file` → id, file). */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** The path with each parameter replaced by `value(name)`, URL-encoded unless `raw`. */
export function fillPath(path: string, value: (name: string) => string, raw = false): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (raw ? value(name) : encodeURIComponent(value(name))));
}
