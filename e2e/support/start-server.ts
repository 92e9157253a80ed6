import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { DATABASE_SERVER_URL, E2E_DATABASE, E2E_DIR, E2E_PORT, MAIL_DIR, OIDC_PORT, SMTP_PORT, e2eDatabaseUrl } from './constants.ts';
import { startOidcIssuer } from './oidc-issuer.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * Playwright's web server: the real server (built app, demo data) on a fresh Postgres database, mail to a real
 * SMTP sink. Runs until Playwright stops it.
 */
// one database per port: a checkout running its e2e beside another must not drop the other's database mid-run
const admin = postgres(DATABASE_SERVER_URL, { max: 1, onnotice: () => undefined });
await admin.unsafe(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`);
await admin.unsafe(`CREATE DATABASE ${E2E_DATABASE}`);
await admin.end();

rmSync(MAIL_DIR, { recursive: true, force: true });
const smtp = await startSmtpSink(SMTP_PORT, MAIL_DIR);
const oidc = await startOidcIssuer(OIDC_PORT, `http://127.0.0.1:${E2E_PORT}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-e2e-'));

const child = spawn(process.execPath, ['--import', 'tsx', path.join(E2E_DIR, '../apps/server/src/main.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    DATABASE_URL: e2eDatabaseUrl(),
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    DEMO: '1',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: 'vikariat-e2e',
    OIDC_CLIENT_SECRET: 'vikariat-e2e-client-secret',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  smtp.close();
  oidc.server.close();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
child.once('exit', (code) => {
  smtp.close();
  oidc.server.close();
  process.exit(code ?? 0);
});
