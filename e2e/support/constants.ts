import path from 'node:path';
import { fileURLToPath } from 'node:url';

// overridable so two checkouts on one machine can run their end-to-end tests side by side
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const E2E_PORT = port('E2E_PORT', 8181);
export const SMTP_PORT = port('E2E_SMTP_PORT', 2526);
export const OIDC_PORT = port('E2E_OIDC_PORT', 8282);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
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
export const MAIL_DIR = path.join(E2E_DIR, '.data', 'mail');
export const DEMO_PASSWORD = 'Vikariat-demo-2026';
export const DEMO = {
  admin: 'admin@vikariat.demo',
  leader: 'rektor@vikariat.demo',
  principal: 'rehtori@vikariat.demo',
  teacher: 'larare@vikariat.demo',
  substitute: 'vikarie@vikariat.demo',
  substituteFi: 'sijainen@vikariat.demo',
} as const;
