/**
 * The real server for a benchmark: a fresh Postgres database and `apps/server/src/main.ts` as a child process
 * (scripts never import an app). Everything listens on 127.0.0.1 and is stopped by `close()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const JWT_SECRET = 'bench-secret-0123456789abcdef-0123456789';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * BENCH_PG_TRACE to see where Postgres spends a benchmark's time, in the Postgres server log
 * (/var/log/postgresql/): `all` logs every statement with its duration, `explain:<ms>` the analysed plan of every
 * statement slower than that (auto_explain). Set on the benchmark's own database only.
 */
export async function traceStatements(name: string, admin: postgres.Sql): Promise<void> {
  const trace = process.env['BENCH_PG_TRACE'];
  if (trace === undefined || trace === '') return;
  const settings: Array<[string, string]> =
    trace === 'all'
      ? [['log_min_duration_statement', '0']]
      : [
          ['session_preload_libraries', 'auto_explain'],
          ['auto_explain.log_min_duration', `${Number(trace.replace(/^explain:/, ''))}ms`],
          ['auto_explain.log_analyze', 'on'],
          ['auto_explain.log_buffers', 'on'],
          // what a trigger's function runs, and the time each trigger took
          ['auto_explain.log_triggers', 'on'],
          ['auto_explain.log_nested_statements', 'on'],
        ];
  for (const [setting, value] of settings) await admin.unsafe(`ALTER DATABASE ${name} SET ${setting} = '${value}'`);
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** CREATE DATABASE on the local Postgres; the server migrates it when it starts. */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `vikariat_bench_${label}_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await traceStatements(name, admin);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface BenchServer {
  base: string;
  port: number;
  child: ChildProcess;
  close(): Promise<void>;
}

export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('server did not start within 60 s');
}

/** `node --import tsx apps/server/src/main.ts` on the given database (no demo data, warnings only). */
export async function startBenchServer(databaseUrl: string): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-bench-'));
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load
  const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    port,
    child,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST /api/shared/login → the access token. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/shared/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A JSON POST with a bearer token; throws on anything but 2xx. */
export async function postJson<T>(base: string, url: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
