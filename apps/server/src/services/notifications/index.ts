/**
 * The notification service for other areas (the jobs area calls `notify` after committing a new job, an
 * application, a choice, an unchoice or deactivated applications).
 */
export { notify } from './notify.ts';
export type { NotificationEvent } from './notification-events.ts';
export { deliveriesSettled, processDueDeliveries, purgeDeliveryLog, scheduleDeliveries } from './delivery-worker.ts';
export { remindPoliceRecords } from './police-record-reminders.ts';
