import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { startBackgroundTasks, type BackgroundTask, type StopTask } from './index.ts';
import { leaseMsFor } from './leases.ts';

const onPglite = inject('pgAdminUrl') === '';
// long enough that a holder's timer, late on a loaded machine, still renews within its lease (1,000 ms)
const EVERY_MS = 400;
let t: TestApp;

interface Run {
  node: string;
  task: string;
  start: number;
  end: number;
}

/** Three "nodes": each its own connection pool on the one database and its own background loop. */
interface Node {
  id: string;
  database: Database;
  stop: StopTask;
}

beforeAll(async () => {
  if (!onPglite) t = await createTestApp();
});
afterAll(async () => {
  if (!onPglite) await t.close();
});

function startNodes(tasks: BackgroundTask[]): Node[] {
  return ['node-a', 'node-b', 'node-c'].map((id) => {
    const database = openPostgres(t.db.url, { max: 2 });
    return { id, database, stop: startBackgroundTasks({ ...t.deps, database }, tasks, id) };
  });
}

function recordingTask(name: string, runs: Run[], runMs = 5, everyMs = EVERY_MS, leaseMs?: number): BackgroundTask {
  return {
    name,
    everyMs,
    ...(leaseMs === undefined ? {} : { leaseMs }),
    run: async (deps) => {
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, runMs));
      // the node is the one whose pool ran the task
      runs.push({ node: nodes.find((n) => n.database === deps.database)?.id ?? '?', task: name, start, end: Date.now() });
    },
  };
}

let nodes: Node[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const byStart = (runs: Run[]) => [...runs].sort((a, b) => a.start - b.start);

async function stopAll(): Promise<void> {
  for (const node of nodes) {
    await node.stop();
    await node.database.close();
  }
  nodes = [];
}

describe.skipIf(onPglite)('background tasks on three nodes share one database through leases', () => {
  it('each tick of a task runs once across the nodes, on the lease holder only', async () => {
    const runs: Run[] = [];
    // a lease of five ticks: a renewal late on a loaded machine must not look like a takeover here
    nodes = startNodes([recordingTask('tick-a', runs, 5, EVERY_MS, EVERY_MS * 5), recordingTask('tick-b', runs, 5, EVERY_MS, EVERY_MS * 5)]);
    await sleep(EVERY_MS * 10);
    for (const task of ['tick-a', 'tick-b']) {
      const mine = runs.filter((r) => r.task === task);
      // three nodes ticking would give ~30 runs; one holder gives ~10 (timers on a busy machine may lag)
      expect(mine.length).toBeGreaterThanOrEqual(5);
      expect(mine.length).toBeLessThanOrEqual(11);
      expect(new Set(mine.map((r) => r.node)).size).toBe(1);
    }
    // the database counts a run when it starts, the test when it ends: compare once every node has stopped, which
    // waits for the runs still going
    await stopAll();
    const rows = await queryRows<{ task: string; runs: string }>(t.deps.database.db, sql`SELECT task, runs::text AS runs FROM background_leases ORDER BY task`);
    expect(rows.map((r) => [r.task, Number(r.runs)])).toEqual(['tick-a', 'tick-b'].map((task) => [task, runs.filter((r) => r.task === task).length]));
  });

  it('a dead holder is taken over after its lease expires; a clean shutdown hands the task over at once', async () => {
    const runs: Run[] = [];
    nodes = startNodes([recordingTask('takeover', runs)]);
    await sleep(EVERY_MS * 4);
    const first = runs[0]!.node;
    expect(new Set(runs.map((r) => r.node))).toEqual(new Set([first]));

    // the holder dies: its timers go on but reach no database (as a killed process, it never releases)
    const dead = nodes.find((n) => n.id === first)!;
    await dead.database.close();
    const diedAt = Date.now();
    await sleep(leaseMsFor(EVERY_MS) + EVERY_MS * 4);
    // a run whose lease the dead node took just before its database closed may still start: at most that one
    expect(runs.filter((r) => r.start >= diedAt && r.node === first).length).toBeLessThanOrEqual(1);
    const after = runs.filter((r) => r.start >= diedAt && r.node !== first);
    expect(after.length).toBeGreaterThan(0);
    const second = after[0]!.node;
    expect(after[0]!.start - diedAt).toBeLessThanOrEqual(leaseMsFor(EVERY_MS) + EVERY_MS * 2);
    expect(new Set(after.map((r) => r.node))).toEqual(new Set([second]));

    // the new holder shuts down cleanly: its lease is released and the last node takes over on its next tick
    const leaving = nodes.find((n) => n.id === second)!;
    await leaving.stop();
    const leftAt = Date.now();
    await sleep(EVERY_MS * 4);
    const last = runs.filter((r) => r.start >= leftAt);
    expect(last.length).toBeGreaterThan(0);
    expect(last[0]!.node).not.toBe(first);
    expect(last[0]!.node).not.toBe(second);
    // released, not expired: well within the lease's length
    expect(last[0]!.start - leftAt).toBeLessThan(leaseMsFor(EVERY_MS));

    leaving.stop = () => Promise.resolve();
    // dead.stop still runs: the dead node's timers tick on until then (its release fails on the closed pool, only logged)
    dead.database = { close: () => Promise.resolve() } as Database;
    await stopAll();
  });

  it('a run longer than the interval keeps its lease: no other node, and no second tick, runs beside it', async () => {
    const runs: Run[] = [];
    // the run (5 s) outlasts the lease (4 s), so only the renewals on the ticks during the run keep it. The lease is
    // longer than the default (2.5 s at a 1 s tick): a loaded CI once delayed one renewal past 1.5 s, which is a stalled
    // node taken over, not what this test asks about
    const everyMs = 1_000;
    nodes = startNodes([recordingTask('slow', runs, everyMs * 5, everyMs, everyMs * 4)]);
    await sleep(everyMs * 14);
    const beforeStop = runs.length;
    // stopping the nodes one by one hands the lease on: those runs too must never overlap
    await stopAll();
    expect(beforeStop).toBeGreaterThanOrEqual(2);
    const ordered = byStart(runs);
    ordered.slice(1).forEach((run, i) => expect(run.start).toBeGreaterThanOrEqual(ordered[i]!.end));
    expect(new Set(runs.slice(0, beforeStop).map((r) => r.node)).size).toBe(1);
  });

  it('a node stopping while its run is going keeps renewing the lease until the run ends: no other node starts beside it', async () => {
    const runs: Run[] = [];
    // the run (3 s) is three leases long: without the renewals during shutdown another node would start at ~2.5 s
    nodes = startNodes([recordingTask('handover', runs, 3_000, 500, 1_000)]);
    await sleep(1_500);
    const [lease] = await queryRows<{ holder: string }>(t.deps.database.db, sql`SELECT holder FROM background_leases WHERE task = 'handover'`);
    const holder = lease!.holder;
    const holding = nodes.find((n) => n.id === holder)!;
    await holding.stop();
    holding.stop = () => Promise.resolve();
    const stoppedAt = Date.now();
    await sleep(1_500);
    await stopAll();
    const ordered = byStart(runs);
    expect(ordered[0]!.node).toBe(holder);
    // the others take over once the holder has handed the lease back, and not before its run ended
    expect(ordered.some((r) => r.node !== holder && r.start >= stoppedAt - 50)).toBe(true);
    ordered.slice(1).forEach((run, i) => expect(run.start).toBeGreaterThanOrEqual(ordered[i]!.end));
  });
});
