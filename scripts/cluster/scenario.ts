/**
 * The cluster scenario (issue 27), shared by the end-to-end test and the benchmark: devices connected through the
 * balancer to different nodes; jobs posted through one node reach the devices on the others; one node SIGKILLed
 * while every device pushes its outbox: its devices reconnect to the others, every action is applied exactly once,
 * every device converges; the node restarted rejoins; background tasks ran once per tick across the nodes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres, { type Sql } from 'postgres';
import { insertAccounts, insertSchool, BENCH_PASSWORD } from '../bench/lib/seed.ts';
import { login } from '../bench/lib/server.ts';
import { summarise, type LatencySummary as Summary } from '../bench/lib/stats.ts';
import { headCheckpoint } from '../bench/lib/sync-client.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { Device } from './device.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAIT_MS = 20_000;

export interface ScenarioOptions {
  nodes: number;
  port: number;
  devices: number;
  rounds: number;
  /** also measure propagation on one node (every device and the post on node 1) for a ratio */
  singleNodeBaseline: boolean;
  log: (line: string) => void;
}

export interface ScenarioResult {
  /** devices per node after connecting through the balancer */
  spread: Record<string, number>;
  /** post → pulled on a device on another node than the one that took the post */
  crossNode: Summary;
  singleNode: Summary | null;
  killed: string;
  devicesOnKilled: number;
  /** from the SIGKILL until the last of its devices was ready on another node */
  reconnectMs: number;
  /** from the SIGKILL until every device had every job, including one posted after the kill */
  convergeMs: number;
  /** from the SIGKILL until every device's outbox was answered */
  pushesMs: number;
  actions: { queued: number; ledger: number; applied: number; applications: number; retries: number };
  rejoined: { node: string; connectsUntilLanded: number } | null;
  background: { task: string; runs: number; elapsedMs: number; everyMs: number; holders: string[] };
}

async function postJob(base: string, token: string): Promise<{ id: string; node: string }> {
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(`${base}/api/teachers/addtemp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ startDate: day, startTime: '08:00', endTime: '15:30', typeOfTemp: 1, subjects: ['Matematik'] }),
    }).catch(() => null);
    if (res?.ok === true) return { id: ((await res.json()) as { id: string }).id, node: res.headers.get('x-vikariat-node') ?? '?' };
    if (attempt > 50) throw new Error(`addtemp: ${res?.status ?? 'no answer'}`);
    await sleep(200);
  }
}

/** Posts `rounds` jobs one after another; per job, the time until each device (on another node) pulled it. */
async function propagation(base: string, token: string, devices: Device[], rounds: number, crossOnly: boolean) {
  const latencies: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    const { id, node } = await postJob(base, token);
    ids.push(id);
    const targets = crossOnly ? devices.filter((d) => d.node !== node) : devices;
    await Promise.all(targets.map((d) => d.waitForAll([id], WAIT_MS)));
    for (const d of targets) latencies.push((d.seen.get(id) ?? Infinity) - start);
    await sleep(50);
  }
  return { summary: summarise(latencies), ids };
}

async function connectDevices(base: string, sql: Sql, accounts: Array<{ id: string; token: string }>, label: string): Promise<Device[]> {
  const devices: Device[] = [];
  for (const [i, a] of accounts.entries()) {
    const deviceId = `${label}-${i}`;
    devices.push(new Device(base, a.id, a.token, deviceId, await headCheckpoint(base, a.token, sql, deviceId)));
  }
  // one after another with nothing between: round-robin spreads them over the nodes
  for (const d of devices) await d.connect();
  return devices;
}

async function backgroundRuns(sql: Sql, task: string) {
  const rows = await sql<{ runs: string; holder: string | null }[]>`SELECT runs::text AS runs, last_holder AS holder FROM background_leases WHERE task = ${task}`;
  return { runs: Number(rows[0]?.runs ?? 0), holder: rows[0]?.holder ?? null };
}

export async function runClusterScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  const { log } = options;
  const adminUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vk_cluster_${options.port}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-cluster-'));
  let cluster: Cluster | null = null;
  let sql: Sql | null = null;
  const devices: Device[] = [];
  try {
    cluster = await startCluster({
      ...options,
      databaseUrl: url.toString(),
      dataDir,
      demo: false,
      jwtSecret: 'cluster-secret-0123456789abcdef-012345',
      output: 'ignore',
    });
    const { base } = cluster;
    sql = postgres(url.toString(), { max: 4, onnotice: () => undefined });
    const schoolId = await insertSchool(sql);
    const [principal] = await insertAccounts(sql, 1, 'principal', schoolId);
    const subs = await insertAccounts(sql, options.devices, 'user', null);
    if (principal === undefined) throw new Error('no principal');
    const principalToken = await login(base, principal.email, BENCH_PASSWORD);
    const signedIn: Array<{ id: string; token: string }> = [];
    for (const s of subs) signedIn.push({ id: s.id, token: await login(base, s.email, BENCH_PASSWORD) });
    const bgStart = { ...(await backgroundRuns(sql, 'notification-deliveries')), at: performance.now() };

    let singleNode: Summary | null = null;
    if (options.singleNodeBaseline) {
      const node1 = cluster.nodes[0]!.base;
      const direct = await connectDevices(node1, sql, signedIn, 'single');
      singleNode = (await propagation(node1, principalToken, direct, options.rounds, false)).summary;
      direct.forEach((d) => d.close());
      log(`single node: p50 ${singleNode.p50Ms} ms, p95 ${singleNode.p95Ms} ms over ${singleNode.count} deliveries`);
    }

    devices.push(...(await connectDevices(base, sql, signedIn, 'dev')));
    const spread: Record<string, number> = {};
    for (const d of devices) spread[d.node ?? '?'] = (spread[d.node ?? '?'] ?? 0) + 1;
    log(`devices per node: ${JSON.stringify(spread)}`);
    const { summary: crossNode, ids: jobIds } = await propagation(base, principalToken, devices, options.rounds, true);
    log(`across nodes: p50 ${crossNode.p50Ms} ms, p95 ${crossNode.p95Ms} ms over ${crossNode.count} deliveries`);

    // every device queues an apply for every job and pushes; a node is SIGKILLed while the pushes run
    const victim = cluster.nodes.reduce((a, b) => ((spread[b.id] ?? 0) > (spread[a.id] ?? 0) ? b : a));
    const onVictim = devices.filter((d) => d.node === victim.id);
    const queues = devices.map((d) => d.queueApplies(jobIds));
    const pushes = devices.map((d, i) => d.pushAll(queues[i]!, 2));
    await sleep(150);
    await victim.stop('SIGKILL');
    const killedAt = performance.now();
    log(`SIGKILL ${victim.id} (${onVictim.length} devices on it) under load`);
    const late = await postJob(base, principalToken);
    const allIds = [...jobIds, late.id];
    // convergence is measured beside the pushes (which take as long as the load does), then the pushes are awaited
    const converged = Promise.all(devices.map((d) => d.waitForAll(allIds, WAIT_MS))).then(() => Math.round(performance.now() - killedAt));
    const pushed = await Promise.all(pushes);
    const pushesMs = Math.round(performance.now() - killedAt);
    const convergeMs = await converged;
    const retries = pushed.reduce((n, r) => n + r.retries, 0);
    const reasons: Record<string, number> = {};
    for (const [reason, n] of pushed.flatMap((r) => Object.entries(r.reasons))) reasons[reason] = (reasons[reason] ?? 0) + n;
    const deadline = Date.now() + WAIT_MS;
    while (onVictim.some((d) => d.node === null || d.node === victim.id) && Date.now() < deadline) await sleep(50);
    const reconnectMs = Math.round(Math.max(...onVictim.map((d) => d.lastReadyAt), killedAt) - killedAt);
    log(
      `reconnected in ${reconnectMs} ms, every device had every job ${convergeMs} ms after the kill; the last push answered after ${pushesMs} ms, ${retries} pushes sent again ${JSON.stringify(reasons)}`,
    );

    const actionIds = queues.flat().map((a) => a.newDocumentState['id'] as string);
    const [ledger] = await sql<{ n: number; applied: number }[]>`
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE status = 'applied'))::int AS applied FROM sync_outbox_ledger WHERE id = ANY(${actionIds}::uuid[])`;
    const [apps] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM applications WHERE job_id = ANY(${jobIds}::uuid[]) AND applicant_id = ANY(${devices.map((d) => d.accountId)}::uuid[])`;

    // the killed node restarted: the balancer's checks take it back and new connections land on it
    await victim.start();
    let rejoined: ScenarioResult['rejoined'] = null;
    for (let tries = 1; tries <= 40 && rejoined === null; tries += 1) {
      const probe = new Device(base, devices[0]!.accountId, devices[0]!.token, `probe-${tries}`, null);
      await probe.connect().catch(() => undefined);
      if (probe.node === victim.id) rejoined = { node: victim.id, connectsUntilLanded: tries };
      probe.close();
      if (rejoined === null) await sleep(250);
    }
    log(rejoined === null ? `${victim.id} did not rejoin` : `${victim.id} rejoined (a new connection landed on it after ${rejoined.connectsUntilLanded} tries)`);

    // A killed holder keeps the task's lease until it lapses (1.5 ticks + 1 s), and a loaded machine delays ticks:
    // wait (bounded) for a run after the window's start, so "ran at all" does not depend on which node held the lease
    let bgEnd = await backgroundRuns(sql, 'notification-deliveries');
    for (let waited = 0; bgEnd.runs === bgStart.runs && waited < 30_000; waited += 500) {
      await sleep(500);
      bgEnd = await backgroundRuns(sql, 'notification-deliveries');
    }
    const holders = [...new Set([bgStart.holder, bgEnd.holder].filter((h): h is string => h !== null))];
    return {
      spread,
      crossNode,
      singleNode,
      killed: victim.id,
      devicesOnKilled: onVictim.length,
      reconnectMs,
      convergeMs,
      pushesMs,
      actions: { queued: actionIds.length, ledger: ledger?.n ?? 0, applied: ledger?.applied ?? 0, applications: apps?.n ?? 0, retries },
      rejoined,
      background: { task: 'notification-deliveries', runs: bgEnd.runs - bgStart.runs, elapsedMs: Math.round(performance.now() - bgStart.at), everyMs: 5_000, holders },
    };
  } finally {
    devices.forEach((d) => d.close());
    await sql?.end({ timeout: 5 });
    await cluster?.stop();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
