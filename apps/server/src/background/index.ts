import type { AppDeps } from '../context.ts';
import { jobExpiryTask } from '../services/jobs/expiry.ts';
import { notificationTasks } from '../services/notifications/background-tasks.ts';
import { syncLogPurgeTask } from '../sync/sync-log.ts';
import { accountLockTask } from '../services/accounts/background-tasks.ts';

export type StopTask = () => void;
/** A periodic job (job expiry, locking unconfirmed accounts, sync-log purge, ...). */
export interface BackgroundTask {
  name: string;
  everyMs: number;
  run: (deps: AppDeps) => Promise<void>;
}

/** Every area's periodic tasks; add yours with one line. */
const backgroundTasks: BackgroundTask[] = [syncLogPurgeTask, jobExpiryTask, ...notificationTasks, accountLockTask];

/** Runs each task on its interval; a failing run is logged and tried again next time. */
export function startBackgroundTasks(deps: AppDeps, tasks: BackgroundTask[] = backgroundTasks): StopTask {
  const timers = tasks.map((task) => {
    const timer = setInterval(() => {
      task.run(deps).catch((error: unknown) => deps.log.error({ err: error, task: task.name }, 'background task failed'));
    }, task.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
