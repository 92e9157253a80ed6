/**
 * `npm run cluster`: N server nodes (default 3) on one Postgres behind HAProxy, the built web app served by every
 * node as `npm start` does. Ctrl-C stops them all.
 *
 *   npm run cluster                          # 3 nodes, the balancer on :8090, nodes on :8091-8093
 *   npm run cluster -- --nodes=5 --port=9000
 *   DATABASE_URL=postgres://user@host/db npm run cluster   # default postgres://postgres@127.0.0.1:5432/vikariat_cluster
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startCluster } from './cluster.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const nodes = Number(arg('nodes') ?? 3);
const port = Number(arg('port') ?? 8090);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 20) throw new Error('--nodes must be a whole number from 1 to 20');
if (!Number.isInteger(port) || port < 1 || port + nodes > 65535) throw new Error('--port must be a port number');
const databaseUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/vikariat_cluster';
const dataDir = path.resolve(ROOT, process.env['DATA_DIR'] ?? '.data/cluster');

// one signing secret for every node (a token signed by one is checked by another), kept across runs
mkdirSync(dataDir, { recursive: true });
const secretFile = path.join(dataDir, 'cluster-jwt-secret');
if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
const jwtSecret = readFileSync(secretFile, 'utf8').trim();

const cluster = await startCluster({ nodes, port, databaseUrl, dataDir, demo: true, jwtSecret });
console.log(`\n  Vikariat on ${nodes} nodes behind HAProxy: ${cluster.base}/app/`);
console.log(`  HAProxy statistics: ${cluster.statsUrl}`);
for (const node of cluster.nodes) console.log(`    ${node.id} ${node.base} (pid ${node.child?.pid})`);
console.log('  Each answer names its node in the X-Vikariat-Node header. Ctrl-C stops everything.\n');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster');
  cluster.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
