import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppDeps } from '../context.ts';
import { jobExpiryTask } from '../services/jobs/expiry.ts';
import { offerWavesTask } from '../services/jobs/offer-waves.ts';
import { notificationTasks } from '../services/notifications/background-tasks.ts';
import { syncLogPurgeTask } from '../sync/sync-log.ts';
import { accountLockTask } from '../services/accounts/background-tasks.ts';
import { freeTomorrowTask } from '../services/availability/free-tomorrow.ts';
import { leaseMsFor, recordRun, releaseLeases, takeLease } from './leases.ts';

/** Stops the timers, waits for runs in flight and hands this node's leases back. */
export type StopTask = () => Promise<void>;
/** A periodic job (job expiry, locking unconfirmed accounts, sync-log purge, ...). */
export interface BackgroundTask {
  name: string;
  everyMs: number;
  /** How long the holder keeps the task without renewing it (default `leaseMsFor(everyMs)`): a longer lease rides out a
   *  stalled node's late renewal, at the cost of a slower takeover after a crash. */
  leaseMs?: number;
  run: (deps: AppDeps) => Promise<void>;
}

/** Every area's periodic tasks; add yours with one line. */
const backgroundTasks: BackgroundTask[] = [syncLogPurgeTask, jobExpiryTask, offerWavesTask, ...notificationTasks, accountLockTask, freeTomorrowTask];

/** A name for one running server: NODE_ID when set, else unique to this start (two servers in one process differ). */
export function backgroundNodeId(deps: AppDeps): string {
  return deps.env.NODE_ID ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Runs each task on its interval, on one node at a time across every node on the database: a tick first takes or
 * renews the task's lease in Postgres (decision 036) and runs the task only when this node holds it, and never while
 * this node's previous run of it is still going. A failing run is logged and tried again next time.
 */
export function startBackgroundTasks(deps: AppDeps, tasks: BackgroundTask[] = backgroundTasks, nodeId = backgroundNodeId(deps)): StopTask {
  let stopped = false;
  const inFlight = new Map<string, Promise<void>>();
  const tick = async (task: BackgroundTask) => {
    // renewed even while a run is still going, so a long run keeps its lease and no other node starts one beside it;
    // after stop, only a run still going is renewed for (its lease must not lapse while it finishes)
    if (stopped && !inFlight.has(task.name)) return;
    const held = await takeLease(deps.database, task.name, nodeId, task.leaseMs ?? leaseMsFor(task.everyMs));
    if (!held || stopped || inFlight.has(task.name)) return;
    const run = (async () => {
      await recordRun(deps.database, task.name, nodeId);
      await task.run(deps);
    })().finally(() => inFlight.delete(task.name));
    inFlight.set(task.name, run);
    await run;
  };
  // every tick still going, renewals included: the release waits for them, or a renewal landing after it would hold
  // the lease again for a node that has stopped
  const ticks = new Set<Promise<void>>();
  const timers = tasks.map((task) => {
    const timer = setInterval(() => {
      const going = tick(task)
        .catch((error: unknown) => deps.log.error({ err: error, task: task.name, node: nodeId }, 'background task failed'))
        .finally(() => ticks.delete(going));
      ticks.add(going);
    }, task.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    stopped = true;
    // the timers go on until the runs in flight end, renewing their leases
    await Promise.allSettled(inFlight.values());
    timers.forEach(clearInterval);
    await Promise.allSettled(ticks);
    await releaseLeases(deps.database, nodeId).catch((error: unknown) => deps.log.warn({ err: error, node: nodeId }, 'could not release background leases'));
  };
}
