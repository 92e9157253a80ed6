/**
 * N server nodes (`apps/server/src/main.ts`, each its own process) on one Postgres database behind HAProxy with
 * scripts/cluster/haproxy.cfg: what `npm run cluster`, the cluster end-to-end test and the cluster benchmark start.
 * Every node shares the database, the data directory (files, keys) and the signing secret; none shares memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HAPROXY = process.env['HAPROXY'] ?? '/usr/sbin/haproxy';

export interface ClusterOptions {
  nodes: number;
  /** the balancer's port; node i listens on port + i (1-based) */
  port: number;
  /** a database on the Postgres server, created when missing */
  databaseUrl: string;
  dataDir: string;
  /** seed the demo data (the first node does it, before the others start) */
  demo: boolean;
  jwtSecret: string;
  logLevel?: string;
  /** where the nodes' and HAProxy's output goes (default: inherited) */
  output?: 'inherit' | 'ignore';
}

export interface ClusterNode {
  id: string;
  port: number;
  base: string;
  child: ChildProcess | null;
  /** SIGKILL (a crash) or SIGTERM (a clean stop); resolves when the process has exited */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** starts the node again (after a stop) and waits for its health route */
  start(): Promise<void>;
}

export interface Cluster {
  base: string;
  statsUrl: string;
  nodes: ClusterNode[];
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CREATE DATABASE when it does not exist yet (the nodes migrate it when they start). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.replace(/^\//, '');
  if (!/^\w+$/.test(name)) throw new Error(`database name ${name} must be letters, digits and _`);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => undefined });
  try {
    const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export async function waitForHealth(base: string, alive: () => boolean, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${base} exited before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${base} did not answer /api/health within ${ms / 1000} s`);
}

function startNode(options: ClusterOptions, index: number): ClusterNode {
  const port = options.port + index;
  const id = `node${index}`;
  const base = `http://127.0.0.1:${port}`;
  const node: ClusterNode = {
    id,
    port,
    base,
    child: null,
    async start() {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NODE_ID: id,
          // HAProxy connects from here: its X-Forwarded-For names the client (routes/client-address.ts)
          TRUSTED_PROXIES: '127.0.0.1',
          PORT: String(port),
          // links in mail point at the balancer, never at one node
          PUBLIC_URL: `http://127.0.0.1:${options.port}`,
          DATABASE_URL: options.databaseUrl,
          DATA_DIR: options.dataDir,
          JWT_SECRET: options.jwtSecret,
          // one node seeds (it alone may find the database empty); the others never race it
          DEMO: options.demo && index === 1 ? '1' : '0',
          LOG_LEVEL: options.logLevel ?? 'warn',
        },
        stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
      });
      child.on('error', (error) => console.error(`${id}: ${error.message}`));
      node.child = child;
      await waitForHealth(base, () => child.exitCode === null && child.signalCode === null);
    },
    async stop(signal = 'SIGTERM') {
      const child = node.child;
      if (child === null || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
  return node;
}

/** The repo's haproxy.cfg with this cluster's ports and one server line per node. */
export function haproxyConfig(options: ClusterOptions): string {
  const template = readFileSync(path.join(ROOT, 'scripts/cluster/haproxy.cfg'), 'utf8');
  const servers = Array.from({ length: options.nodes }, (_, i) => `  server node${i + 1} 127.0.0.1:${options.port + i + 1}`);
  return `${template}${servers.join('\n')}\n`;
}

async function startHaproxy(options: ClusterOptions): Promise<ChildProcess> {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'haproxy.generated.cfg');
  writeFileSync(file, haproxyConfig(options));
  const check = spawn(HAPROXY, ['-c', '-q', '-f', file], { env: { ...process.env, BALANCER_PORT: String(options.port) }, stdio: 'inherit' });
  // a missing binary is an 'error' event, not an exit: unhandled, it would end the whole process (the bench)
  const valid = await new Promise<number | null>((resolve, reject) => {
    check.once('exit', resolve);
    check.once('error', (error) => reject(new Error(`cannot run ${HAPROXY} (apt-get install haproxy): ${error.message}`)));
  });
  if (valid !== 0) throw new Error(`haproxy -c refused ${file}`);
  // -db: stay in the foreground, so stopping this child stops the balancer
  const proxy = spawn(HAPROXY, ['-db', '-f', file], {
    env: { ...process.env, BALANCER_PORT: String(options.port) },
    stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
  });
  proxy.on('error', (error) => console.error(`haproxy: ${error.message}`));
  return proxy;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await ensureDatabase(options.databaseUrl);
  const nodes = Array.from({ length: options.nodes }, (_, i) => startNode(options, i + 1));
  let haproxy: ChildProcess | null = null;
  const stop = async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all(nodes.map((n) => n.stop('SIGTERM')));
  };
  try {
    // the first node alone: it migrates, creates the shared keys and seeds the demo data; then the others at once
    const [first, ...rest] = nodes;
    await first?.start();
    await Promise.all(rest.map((n) => n.start()));
    haproxy = await startHaproxy(options);
    const base = `http://127.0.0.1:${options.port}`;
    const proxy = haproxy;
    await waitForHealth(base, () => proxy.exitCode === null);
    return { base, statsUrl: `${base}/haproxy?stats`, nodes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
