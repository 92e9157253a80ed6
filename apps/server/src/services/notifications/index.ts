/**
 * The notification service for other areas. The jobs area records deliveries with `notify(deps, event, tx)` inside
 * the transaction that makes the change (a new job, an application, a choice, an unchoice, deactivated
 * applications), so a rolled-back change notifies nobody, and wakes the sender with `scheduleDeliveries` after commit.
 * A choice plans its notice from the rows it locked (`choiceNotice`) and records it with `recordDeliveries` (decision 041).
 */
export { choiceNotice, notify } from './notify.ts';
export { recordDeliveries, type PlannedDelivery } from './record-deliveries.ts';
export { JOB_FACTS_COLUMNS, type JobFacts } from './recipients.ts';
export type { NotificationEvent } from './notification-events.ts';
export { deliveriesSettled, processDueDeliveries, purgeDeliveryLog, scheduleDeliveries } from './delivery-worker.ts';
