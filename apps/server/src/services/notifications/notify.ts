import { sql } from 'drizzle-orm';
import type { NotificationFacts, NotificationKind } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { NotificationEvent } from './notification-events.ts';
import { accountById, accountsByIds, firstJob, loadJob, ownerAndLeadersOf, type JobFacts, type Recipient } from './recipients.ts';
import { scheduleDeliveries } from './delivery-worker.ts';
import { recordDeliveries } from './record-deliveries.ts';

interface Planned {
  recipient: Recipient;
  kind: NotificationKind;
  facts: NotificationFacts;
  jobId?: string;
  /** the person the notice names when not its recipient (record-deliveries.ts) */
  aboutId?: string;
  /** push only (the test push), or e-mail even when the e-mail switch is off (credential reminders) */
  email: 'never' | 'ifEnabled' | 'always';
  urgency: 'normal' | 'high';
}

/** What the substitute hears when chosen for a job or unchosen; a choice plans it from the rows it locked (decision 041). */
export const choiceNotice = <R extends { id: string }>(type: 'chosen' | 'unchosen', job: JobFacts, recipient: R) => ({
  recipient,
  kind: type,
  facts: { job },
  jobId: job.id,
  email: 'ifEnabled' as const,
  urgency: type === 'chosen' ? ('high' as const) : ('normal' as const),
});

async function plan(db: Executor, event: NotificationEvent): Promise<Planned[]> {
  switch (event.type) {
    case 'jobOffered': {
      const job = await loadJob(db, event.jobId);
      // notices (Tips/Update) show in the feed; they are not pushed
      if (job === undefined || job.isNotice || event.accountIds.length === 0) return [];
      const recipients = await accountsByIds(db, event.accountIds);
      const kind: NotificationKind = job.sos ? 'sos_job' : 'new_job';
      return recipients.map((recipient) => ({ recipient, kind, facts: { job }, jobId: job.id, email: 'ifEnabled', urgency: job.sos ? 'high' : 'normal' }));
    }
    case 'applicantAdded': {
      const job = await loadJob(db, event.jobId);
      const applicant = await accountById(db, event.applicantId);
      const owner = job === undefined || job.ownerId === null ? undefined : await accountById(db, job.ownerId);
      if (job === undefined || owner === undefined || applicant === undefined) return [];
      const personName = `${applicant.first_name} ${applicant.last_name}`;
      return [{ recipient: owner, kind: 'new_applicant', facts: { job, personName }, jobId: job.id, aboutId: applicant.id, email: 'ifEnabled', urgency: 'normal' }];
    }
    case 'chosen':
    case 'unchosen': {
      const job = await loadJob(db, event.jobId);
      const substitute = await accountById(db, event.substituteId);
      if (job === undefined || substitute === undefined) return [];
      return [choiceNotice(event.type, job, substitute)];
    }
    case 'bookingCancelled': {
      // recorded before a removed job's tombstone (a deleted job is not loaded)
      const job = await loadJob(db, event.jobId);
      if (job === undefined) return [];
      const facts: NotificationFacts = {
        job,
        late: event.late,
        ...(event.reason === null ? {} : { reason: event.reason }),
        ...(event.accountDeleted === true ? { accountDeleted: true } : {}),
      };
      // a class without its teacher tomorrow is no announcement: the e-mail goes whatever the e-mail switch says
      if (event.by === 'school') {
        const substitute = await accountById(db, event.substituteId);
        return substitute === undefined ? [] : [{ recipient: substitute, kind: 'booking_cancelled_by_school', facts, jobId: job.id, email: 'always', urgency: 'high' }];
      }
      // the substitute's own reason: about them, so their erasure takes it from the staff's mail too. The notice of an
      // erasure carries nothing of the person, and must outlive their account row (it is written just before it goes)
      const staff = await ownerAndLeadersOf(db, job);
      const about = event.accountDeleted === true ? {} : { aboutId: event.substituteId };
      return staff.map((recipient) => ({
        recipient,
        kind: 'booking_cancelled' as const,
        facts,
        jobId: job.id,
        ...about,
        email: 'always' as const,
        urgency: 'high' as const,
      }));
    }
    case 'hoursReviewed': {
      // from the hours row's copy, not the job: a tombstoned or purged job's hours are still reviewed
      const substitute = await accountById(db, event.substituteId);
      const [school] = await queryRows<{ name: string }>(db, sql`SELECT name FROM schools WHERE id = ${event.schoolId}`);
      if (substitute === undefined || school === undefined) return [];
      // about their pay: the e-mail goes whatever the e-mail switch says
      const facts: NotificationFacts = { hours: { schoolName: school.name, entry: event.entry } };
      return [{ recipient: substitute, kind: 'hours_reviewed', facts, jobId: event.jobId, email: 'always', urgency: 'normal' }];
    }
    case 'applicationsDeactivated': {
      const substitute = await accountById(db, event.substituteId);
      if (substitute === undefined || event.jobIds.length === 0) return [];
      const job = await firstJob(db, event.jobIds);
      return [
        {
          recipient: substitute,
          kind: 'applications_deactivated',
          facts: { count: event.jobIds.length, ...(job === undefined ? {} : { job }) },
          email: 'ifEnabled',
          urgency: 'normal',
        },
      ];
    }
    case 'policeRecordExpiring': {
      const account = await accountById(db, event.accountId);
      if (account === undefined) return [];
      return [
        { recipient: account, kind: 'police_record_expiring', facts: { days: event.days, expirationDate: event.expirationDate }, email: 'always', urgency: 'normal' },
      ];
    }
    case 'freeTomorrow': {
      const account = await accountById(db, event.accountId);
      // push carries Yes / No; the e-mail follows the person's e-mail switch (a daily question, not a credential)
      return account === undefined ? [] : [{ recipient: account, kind: 'free_tomorrow', facts: { date: event.date }, email: 'ifEnabled', urgency: 'normal' }];
    }
    case 'test': {
      const account = await accountById(db, event.accountId);
      return account === undefined ? [] : [{ recipient: account, kind: 'test', facts: {}, email: 'never', urgency: 'normal' }];
    }
  }
}

/**
 * Records the deliveries an event causes — a push to each of the recipient's subscriptions and, when they
 * want e-mail, a mail — in the recipient's language, and wakes the background sender. Nothing is sent here:
 * the caller's request never waits for a push service or an SMTP server.
 *
 * Call it AFTER your transaction commits (then the sender starts at once), or pass your transaction as `db`
 * to record the deliveries atomically with the change and call `scheduleDeliveries(deps)` after the commit
 * (the periodic sender picks them up anyway within seconds). Answers the number of deliveries recorded.
 */
export async function notify(deps: AppDeps, event: NotificationEvent, db: Executor = deps.database.db): Promise<number> {
  const planned = await plan(db, event);
  if (planned.length === 0) return 0;
  const recorded = await recordDeliveries(db, planned, deps.env.publicUrl, deps.now());
  if (db === deps.database.db) scheduleDeliveries(deps);
  return recorded;
}
