/**
 * Benchmark 2 (issue 4): incremental pull at 50 concurrent clients. Each client holds a checkpoint at the head
 * and pulls `jobs` again and again while a writer adds a job every 50 ms (so pulls carry real changes), for a
 * fixed time. Baseline: a bare Hono + postgres endpoint doing one indexed select (jobs.seq) at the same
 * concurrency, with the same writer, in the same run. Goal: ≥ 500 pulls/s on one server node.
 */
import { randomUUID } from 'node:crypto';
import type { Checkpoint } from '@vikariat/sync';
import { startBareServer } from './lib/bare-server.ts';
import { REGION } from './lib/seed.ts';
import { closedLoop, ratio, summarise, type BenchLine } from './lib/stats.ts';
import { headCheckpoint, pull } from './lib/sync-client.ts';
import type { BenchWorld } from './lib/world.ts';

const CLIENTS = 50;
const DURATION_MS = 8_000;
const WRITE_EVERY_MS = 50;

/** Adds a job every WRITE_EVERY_MS until stopped (bounded by the caller's duration). */
function startWriter(world: BenchWorld): { stop(): Promise<number> } {
  let running = true;
  let written = 0;
  const loop = (async () => {
    while (running) {
      await world.sql`INSERT INTO jobs (id, owner_id, school_id, start_date, end_date, start_time, end_time, expire, type_of_temp, region)
        VALUES (${randomUUID()}, ${world.principal.id}, ${world.schoolId}, '2099-06-01', '2099-06-01', '08:00', '15:30', '2100-01-01T00:00:00Z', 1, ${[REGION]})`;
      written += 1;
      await new Promise((r) => setTimeout(r, WRITE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return written;
    },
  };
}

export async function runPullBench(world: BenchWorld, log: (line: string) => void): Promise<BenchLine[]> {
  const clients = world.substitutes.slice(0, CLIENTS);
  if (clients.length < CLIENTS) throw new Error(`need ${CLIENTS} substitutes`);
  const checkpoints: Checkpoint[] = [];
  for (const [i, c] of clients.entries()) checkpoints.push(await headCheckpoint(world.base, c.token, world.sql, `bench-pull-${i}`));

  let received = 0;
  let writer = startWriter(world);
  const ours = await closedLoop(CLIENTS, DURATION_MS, async (i) => {
    const client = clients[i];
    const checkpoint = checkpoints[i];
    if (client === undefined || checkpoint === undefined) return;
    const page = await pull(world.base, client.token, 'jobs', checkpoint, `bench-pull-${i}`);
    received += page.documents.length;
    checkpoints[i] = page.checkpoint;
  });
  const writtenOurs = await writer.stop();

  const bare = await startBareServer(world.databaseUrl);
  const [head] = await world.sql<{ seq: string }[]>`SELECT (sync_watermark() - 1)::text AS seq`;
  const bareAfter = Array.from({ length: CLIENTS }, () => Number(head?.seq ?? 0));
  writer = startWriter(world);
  const base = await closedLoop(CLIENTS, DURATION_MS, async (i) => {
    const res = await fetch(`${bare.base}/bare/pull`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ after: bareAfter[i] }) });
    const body = (await res.json()) as { checkpoint: number | string };
    bareAfter[i] = Number(body.checkpoint);
  });
  await writer.stop();
  await bare.close();

  const oursRate = (ours.latencies.length / ours.wallMs) * 1000;
  const bareRate = (base.latencies.length / base.wallMs) * 1000;
  const o = summarise(ours.latencies);
  const b = summarise(base.latencies);
  const r = ratio(oursRate, bareRate);
  log(
    `incremental pull @${CLIENTS} clients: ${Math.round(oursRate)} pulls/s, p50 ${o.p50Ms} ms, p99 ${o.p99Ms} ms (${o.count} pulls, ${received} docs received, ${writtenOurs} jobs written meanwhile)`,
  );
  log(`  baseline bare Hono + postgres indexed select: ${Math.round(bareRate)} req/s, p50 ${b.p50Ms} ms, p99 ${b.p99Ms} ms; ratio ${r}`);
  return [
    {
      name: `incremental pull, ${CLIENTS} concurrent clients, 1 node`,
      figure: `${Math.round(oursRate)} pulls/s, p99 ${o.p99Ms} ms (p50 ${o.p50Ms} ms)`,
      baseline: `bare Hono + postgres ${Math.round(bareRate)} req/s, p99 ${b.p99Ms} ms`,
      ratio: r,
      goal: '≥ 500 pulls/s per node',
      met: oursRate >= 500,
    },
  ];
}
