import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tests run in E2E_WORKERS Playwright workers (default 1), each against its own server, database, mail sink and
 * identity provider (a "slot"), so two workers never share data. Two workers on a 2-core machine overload it (load 14,
 * tests timing out): keep one there and set E2E_WORKERS on a bigger machine. A worker's slot is Playwright's
 * TEST_PARALLEL_INDEX; a server Playwright starts is told its slot in E2E_SLOT; anything else (the runner, a script) is
 * slot 0.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env['E2E_WORKERS'] ?? 1));
export const E2E_SLOT = Number(process.env['TEST_PARALLEL_INDEX'] ?? process.env['E2E_SLOT'] ?? 0);
const SLOT_STRIDE = 50;
// overridable so two checkouts on one machine can run their end-to-end tests side by side
const port = (name: string, fallback: number, slot = E2E_SLOT) => Number(process.env[name] ?? fallback) + slot * SLOT_STRIDE;
export const e2ePort = (slot: number): number => port('E2E_PORT', 8181, slot);
export const E2E_PORT = e2ePort(E2E_SLOT);
export const SMTP_PORT = port('E2E_SMTP_PORT', 2526);
export const OIDC_PORT = port('E2E_OIDC_PORT', 8282);
export const baseUrlOf = (slot: number): string => `http://127.0.0.1:${e2ePort(slot)}`;
export const BASE_URL = baseUrlOf(E2E_SLOT);
/** The Postgres server the e2e server's database lives on, and that database (one per port: checkouts side by side). */
export const DATABASE_SERVER_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const E2E_DATABASE = `vk_e2e_${E2E_PORT}`;
export const e2eDatabaseUrl = (): string => {
  const url = new URL(DATABASE_SERVER_URL);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
};
export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Where the SMTP sink writes every mail it receives (one JSON file per mail). */
export const MAIL_DIR = path.join(E2E_DIR, '.data', `mail-${E2E_SLOT}`);
export const DEMO_PASSWORD = 'Vikariat-demo-2026';
export const DEMO = {
  admin: 'admin@vikariat.demo',
  leader: 'rektor@vikariat.demo',
  principal: 'rehtori@vikariat.demo',
  teacher: 'larare@vikariat.demo',
  substitute: 'vikarie@vikariat.demo',
  substituteFi: 'sijainen@vikariat.demo',
} as const;
