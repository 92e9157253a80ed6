/**
 * Benchmark 4 (issue 4): propagation. A substitute is connected to /api/realtime (the `ws` client, as the
 * Node tests use) and holds a checkpoint at the head; a principal posts a job in the substitute's region with
 * POST /api/teachers/addtemp. Measured: from the POST leaving until a pull started by the websocket's
 * `changed` event returns the new job. Baseline: the POST's own response time (the write alone), same run.
 * Goal: p95 ≤ 1 s.
 */
import WebSocket from 'ws';
import type { Checkpoint } from '@vikariat/sync';
import { postJson } from './lib/server.ts';
import { ratio, summarise, type BenchLine } from './lib/stats.ts';
import { headCheckpoint, pull } from './lib/sync-client.ts';
import type { BenchWorld } from './lib/world.ts';

const ROUNDS = 40;
const GAP_MS = 100;
const TIMEOUT_MS = 10_000;

export async function runPropagationBench(world: BenchWorld, log: (line: string) => void): Promise<BenchLine[]> {
  const sub = world.substitutes.at(-1);
  if (sub === undefined) throw new Error('no substitute');
  const deviceId = 'bench-propagation';
  let checkpoint: Checkpoint = await headCheckpoint(world.base, sub.token, world.sql, deviceId);
  const seen = new Set<string>();
  let waiting: { id: string; resolve: () => void } | null = null;
  let pulling: Promise<void> = Promise.resolve();

  // pull after every `changed` event for jobs, one pull at a time, as the client's replication does
  const pullNow = () => {
    pulling = pulling.then(async () => {
      const page = await pull(world.base, sub.token, 'jobs', checkpoint, deviceId);
      checkpoint = page.checkpoint;
      for (const doc of page.documents) seen.add(doc.id);
      if (waiting !== null && seen.has(waiting.id)) waiting.resolve();
    });
  };
  const ws = new WebSocket(`${world.base.replace('http', 'ws')}/api/realtime?deviceId=${deviceId}`);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('websocket not ready')), TIMEOUT_MS);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: sub.token, deviceId })));
    ws.on('message', (raw: Buffer) => {
      const event = JSON.parse(raw.toString()) as { type: string; collections?: string[] };
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve();
      } else if (event.type === 'changed' && event.collections?.includes('jobs') === true) pullNow();
    });
    ws.on('error', reject);
  });

  const visible: number[] = [];
  const posted: number[] = [];
  let timeouts = 0;
  try {
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      let arrived: () => void = () => undefined;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const { id } = await postJson<{ id: string }>(world.base, '/api/teachers/addtemp', world.principal.token, {
        startDate: day,
        startTime: '08:00',
        endTime: '15:30',
        typeOfTemp: 1,
        subjects: ['Matematik'],
      });
      posted.push(performance.now() - start);
      const resolve = () => {
        visible.push(performance.now() - start);
        arrived();
      };
      if (seen.has(id)) resolve();
      else waiting = { id, resolve };
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        arrival,
        new Promise<void>(
          (r) =>
            (timer = setTimeout(() => {
              timeouts += 1;
              r();
            }, TIMEOUT_MS)),
        ),
      ]);
      clearTimeout(timer);
      waiting = null;
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
  } finally {
    ws.close();
    await pulling.catch(() => undefined);
  }
  const v = summarise(visible);
  const p = summarise(posted);
  const r = ratio(v.p50Ms, p.p50Ms);
  log(
    `propagation (addtemp → websocket → pull): p50 ${v.p50Ms} ms, p95 ${v.p95Ms} ms, max ${v.maxMs} ms over ${v.count} jobs (${timeouts} not seen within ${TIMEOUT_MS / 1000} s)`,
  );
  log(`  baseline the POST alone: p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms; p50 ratio ${r}`);
  return [
    {
      name: `propagation, ${ROUNDS} jobs posted, 1 connected client`,
      figure: `p50 ${v.p50Ms} ms, p95 ${v.p95Ms} ms`,
      baseline: `POST /api/teachers/addtemp alone p50 ${p.p50Ms} ms`,
      ratio: r,
      goal: 'p95 ≤ 1 s',
      met: timeouts === 0 && v.p95Ms <= 1_000,
    },
  ];
}
