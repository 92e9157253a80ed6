import type { BackgroundTask } from '../../background/index.ts';
import { processDueDeliveries, purgeDeliveryLog } from './delivery-worker.ts';
import { remindPoliceRecords } from './police-record-reminders.ts';

/** Sends due and retried notifications (each request only wakes the sender; this catches the rest). */
const notificationDeliveryTask: BackgroundTask = {
  name: 'notification-deliveries',
  everyMs: 5_000,
  run: async (deps) => {
    await processDueDeliveries(deps);
  },
};

/** Police-record reminders (30 and 7 days before expiry); hourly is plenty for a once-a-day event. */
const policeRecordReminderTask: BackgroundTask = {
  name: 'police-record-reminders',
  everyMs: 60 * 60_000,
  run: async (deps) => {
    await remindPoliceRecords(deps);
  },
};

/** Keeps the delivery log to its retention period. */
const deliveryLogPurgeTask: BackgroundTask = {
  name: 'notification-log-purge',
  everyMs: 6 * 60 * 60_000,
  run: async (deps) => {
    await purgeDeliveryLog(deps);
  },
};

/** Every periodic task of the notifications area (the background registry spreads these). */
export const notificationTasks: BackgroundTask[] = [notificationDeliveryTask, policeRecordReminderTask, deliveryLogPurgeTask];
