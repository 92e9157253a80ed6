/**
 * Benchmark 3 (issue 4): outbox push. DEVICES substitutes push batches of BATCH pending 'view' actions (the
 * client's push batch size) through POST /api/sync/outbox/push, each applied exactly once in its own
 * transaction with a ledger row. Figure: actions applied per second and the p99 of a push. Baseline: a bare
 * Hono + postgres endpoint that writes one keyed ledger row per action in its own transaction, same load.
 * Goal: ≥ 1,000 actions/s.
 */
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { startBareServer } from './lib/bare-server.ts';
import { closedLoop, ratio, summarise, type BenchLine } from './lib/stats.ts';
import { push } from './lib/sync-client.ts';
import type { BenchWorld } from './lib/world.ts';

const DEVICES = 20;
const BATCH = 50;
const DURATION_MS = 8_000;

export async function runPushBench(world: BenchWorld, log: (line: string) => void): Promise<BenchLine[]> {
  const devices = world.substitutes.slice(0, DEVICES);
  const jobIds = (await world.sql<{ id: string }[]>`SELECT id FROM jobs ORDER BY seq LIMIT 2000`).map((r) => r.id);
  const pick = () => jobIds[Math.floor(Math.random() * jobIds.length)] ?? '';
  const action = (ownerId: string, deviceId: string) => ({
    id: uuidv7(),
    ownerId,
    deviceId,
    type: 'view',
    payload: { jobId: pick() },
    createdAt: new Date().toISOString(),
    status: 'pending',
    code: null,
    message: null,
    data: null,
    result: null,
    appliedAt: null,
    _deleted: false,
  });

  let applied = 0;
  let rejected = 0;
  const ours = await closedLoop(DEVICES, DURATION_MS, async (i) => {
    const device = devices[i];
    if (device === undefined) return;
    const deviceId = `bench-push-${i}`;
    const rows = Array.from({ length: BATCH }, () => ({ newDocumentState: action(device.id, deviceId) }));
    const { conflicts } = await push(world.base, device.token, deviceId, rows);
    for (const doc of conflicts) {
      if (doc['status'] === 'applied') applied += 1;
      else rejected += 1;
    }
  });
  // every applied verdict must be in the ledger exactly once
  const [ledger] = await world.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM sync_outbox_ledger`;

  const bare = await startBareServer(world.databaseUrl);
  let bareApplied = 0;
  const base = await closedLoop(DEVICES, DURATION_MS, async (i) => {
    const owner = devices[i]?.id ?? randomUUID();
    const rows = Array.from({ length: BATCH }, () => ({ id: uuidv7(), owner, jobId: pick() }));
    const res = await fetch(`${bare.base}/bare/push`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rows }) });
    bareApplied += ((await res.json()) as { applied: number }).applied;
  });
  await bare.close();

  const rate = (applied / ours.wallMs) * 1000;
  const bareRate = (bareApplied / base.wallMs) * 1000;
  const o = summarise(ours.latencies);
  const b = summarise(base.latencies);
  const r = ratio(rate, bareRate);
  log(
    `outbox push @${DEVICES} devices × ${BATCH} actions: ${Math.round(rate)} actions/s applied (${applied} applied, ${rejected} rejected, ledger rows ${ledger?.n ?? 0}), push p50 ${o.p50Ms} ms, p99 ${o.p99Ms} ms`,
  );
  log(`  baseline bare Hono + postgres, one transaction + keyed insert per action: ${Math.round(bareRate)} actions/s, p99 ${b.p99Ms} ms; ratio ${r}`);
  return [
    {
      name: `outbox push, ${DEVICES} devices × batches of ${BATCH}`,
      figure: `${Math.round(rate)} actions/s, push p99 ${o.p99Ms} ms (p50 ${o.p50Ms} ms)`,
      baseline: `bare ledger insert ${Math.round(bareRate)} actions/s, p99 ${b.p99Ms} ms`,
      ratio: r,
      goal: '≥ 1,000 actions/s',
      met: rate >= 1_000 && rejected === 0,
    },
  ];
}
