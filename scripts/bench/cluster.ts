/**
 * Issue 27, scale-out: the cluster scenario (scripts/cluster/scenario.ts) with more devices. 3 nodes behind HAProxy
 * on one Postgres; propagation of a posted job to the devices on the other nodes (p50/p95), against the same devices
 * all on one node in the same run; then a node SIGKILLed while every device pushes: reconnect and converge times,
 * every action applied exactly once. BENCH_CLUSTER_DEVICES (default 30), BENCH_CLUSTER_PORT (default 8520: the
 * balancer, the nodes on the next three ports).
 */
import { runClusterScenario } from '../cluster/scenario.ts';
import { ratio, type BenchLine } from './lib/stats.ts';

const DEVICES = Number(process.env['BENCH_CLUSTER_DEVICES'] ?? 30);
const PORT = Number(process.env['BENCH_CLUSTER_PORT'] ?? 8520);
const ROUNDS = 20;

export async function runClusterBench(log: (line: string) => void): Promise<BenchLine[]> {
  const r = await runClusterScenario({ nodes: 3, port: PORT, devices: DEVICES, rounds: ROUNDS, singleNodeBaseline: true, log });
  const single = r.singleNode;
  if (single === null) throw new Error('no single-node baseline');
  const exactlyOnce = r.actions.ledger === r.actions.queued && r.actions.applied === r.actions.queued && r.actions.applications === r.actions.queued;
  log(
    `actions: ${r.actions.queued} queued, ${r.actions.applied} applied once each (${r.actions.retries} pushes sent again); ` +
      `${r.background.task} ran ${r.background.runs} times in ${Math.round(r.background.elapsedMs / 1000)} s (every ${r.background.everyMs / 1000} s)`,
  );
  return [
    {
      name: `cluster propagation, 3 nodes behind HAProxy, ${DEVICES} devices, ${ROUNDS} jobs`,
      figure: `to devices on other nodes p50 ${r.crossNode.p50Ms} ms, p95 ${r.crossNode.p95Ms} ms (${r.crossNode.count} deliveries; spread ${Object.values(r.spread).join('/')})`,
      baseline: `all on one node p50 ${single.p50Ms} ms, p95 ${single.p95Ms} ms`,
      ratio: ratio(r.crossNode.p50Ms, single.p50Ms),
      goal: 'p95 ≤ 1 s',
      met: r.crossNode.p95Ms <= 1_000,
    },
    {
      name: `cluster, a node SIGKILLed under push load (${r.devicesOnKilled} devices on it)`,
      figure: `reconnected in ${r.reconnectMs} ms, every device had every job in ${r.convergeMs} ms, outboxes answered in ${r.pushesMs} ms; ${r.actions.applied}/${r.actions.queued} actions applied once; ${r.killed} rejoined: ${r.rejoined === null ? 'no' : 'yes'}`,
      baseline: '—',
      ratio: null,
      goal: 'every action exactly once, every device converges, the node rejoins',
      met: exactlyOnce && r.rejoined !== null,
    },
  ];
}
