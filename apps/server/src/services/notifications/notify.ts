import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { localeOfSiteLang, notificationActions, notificationPath, notificationText, type NotificationFacts, type NotificationKind } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { notificationDeliveries } from '../../db/schema/index.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { paragraphsMail } from './mail-layout.ts';
import type { NotificationEvent } from './notification-events.ts';
import { accountById, firstJob, loadJob, ownerAndLeadersOf, substitutesOffered, type Recipient } from './recipients.ts';
import { scheduleDeliveries } from './delivery-worker.ts';

interface Planned {
  recipient: Recipient;
  kind: NotificationKind;
  facts: NotificationFacts;
  jobId?: string;
  /** push only (the test push), or e-mail even when the e-mail switch is off (credential reminders) */
  email: 'never' | 'ifEnabled' | 'always';
  urgency: 'normal' | 'high';
}

async function plan(db: Executor, event: NotificationEvent, now: Date): Promise<Planned[]> {
  switch (event.type) {
    case 'jobCreated': {
      const job = await loadJob(db, event.jobId);
      // notices (Tips/Update) show in the feed; they are not pushed
      if (job === undefined || job.isNotice) return [];
      const recipients = await substitutesOffered(db, job, now);
      const kind: NotificationKind = job.sos ? 'sos_job' : 'new_job';
      return recipients.map((recipient) => ({ recipient, kind, facts: { job }, jobId: job.id, email: 'ifEnabled', urgency: job.sos ? 'high' : 'normal' }));
    }
    case 'applicantAdded': {
      const job = await loadJob(db, event.jobId);
      const applicant = await accountById(db, event.applicantId);
      const owner = job === undefined || job.ownerId === null ? undefined : await accountById(db, job.ownerId);
      if (job === undefined || owner === undefined || applicant === undefined) return [];
      const personName = `${applicant.first_name} ${applicant.last_name}`;
      return [{ recipient: owner, kind: 'new_applicant', facts: { job, personName }, jobId: job.id, email: 'ifEnabled', urgency: 'normal' }];
    }
    case 'chosen':
    case 'unchosen': {
      const job = await loadJob(db, event.jobId);
      const substitute = await accountById(db, event.substituteId);
      if (job === undefined || substitute === undefined) return [];
      const urgency = event.type === 'chosen' ? 'high' : 'normal';
      return [{ recipient: substitute, kind: event.type, facts: { job }, jobId: job.id, email: 'ifEnabled', urgency }];
    }
    case 'bookingCancelled': {
      // recorded before a removed job's tombstone (a deleted job is not loaded)
      const job = await loadJob(db, event.jobId);
      if (job === undefined) return [];
      const facts: NotificationFacts = { job, late: event.late, ...(event.reason === null ? {} : { reason: event.reason }) };
      // a class without its teacher tomorrow is no announcement: the e-mail goes whatever the e-mail switch says
      if (event.by === 'school') {
        const substitute = await accountById(db, event.substituteId);
        return substitute === undefined ? [] : [{ recipient: substitute, kind: 'booking_cancelled_by_school', facts, jobId: job.id, email: 'always', urgency: 'high' }];
      }
      const staff = await ownerAndLeadersOf(db, job);
      return staff.map((recipient) => ({ recipient, kind: 'booking_cancelled' as const, facts, jobId: job.id, email: 'always' as const, urgency: 'high' as const }));
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
  const planned = await plan(db, event, deps.now());
  if (planned.length === 0) return 0;
  const ids = [...new Set(planned.map((p) => p.recipient.id))];
  const subscriptions = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.accountId, ids));
  const now = deps.now();
  const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
  for (const p of planned) {
    const locale = localeOfSiteLang(p.recipient.site_lang);
    const text = notificationText(p.kind, p.facts, locale);
    const url = `${deps.env.publicUrl}/app${notificationPath(p.kind, p.jobId, p.facts.date)}`;
    const actions = notificationActions(p.kind, locale);
    const base = { accountId: p.recipient.id, event: p.kind, jobId: p.jobId ?? null, createdAt: now, nextAttemptAt: now };
    for (const s of subscriptions.filter((sub) => sub.accountId === p.recipient.id)) {
      rows.push({
        ...base,
        id: randomUUID(),
        channel: 'push',
        subscriptionId: s.id,
        target: new URL(s.endpoint).origin,
        payload: { title: text.title, body: text.body, url, tag: `${p.kind}:${p.jobId ?? p.facts.date ?? ''}`, urgency: p.urgency, ...actions },
      });
    }
    if (p.email === 'always' || (p.email === 'ifEnabled' && p.recipient.send_email)) {
      const mail = paragraphsMail(text.title, [text.body, url]);
      rows.push({ ...base, id: randomUUID(), channel: 'email', target: p.recipient.email, payload: mail });
    }
  }
  let recorded = 0;
  for (let i = 0; i < rows.length; i += 500) recorded += await insertDeliveries(db, rows.slice(i, i + 500));
  if (db === deps.database.db) scheduleDeliveries(deps);
  return recorded;
}

type DeliveryRow = typeof notificationDeliveries.$inferInsert;

/**
 * Inserts the deliveries whose recipient and subscription still exist, in one statement that takes each one's key
 * lock: a subscription the sender drops as expired, or the device unsubscribes, between the read above and this
 * write is skipped (a concurrent delete is waited for, then seen), never a foreign-key error (a 500 on a test push
 * pressed twice). Answers how many were recorded.
 */
async function insertDeliveries(db: Executor, rows: DeliveryRow[]): Promise<number> {
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      account_id: r.accountId,
      event: r.event,
      job_id: r.jobId ?? null,
      channel: r.channel,
      subscription_id: r.subscriptionId ?? null,
      target: r.target,
      payload: r.payload,
      created_at: r.createdAt,
      next_attempt_at: r.nextAttemptAt,
    })),
  );
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO notification_deliveries (id, account_id, event, job_id, channel, subscription_id, target, payload, created_at, next_attempt_at)
      SELECT r.id, r.account_id, r.event, r.job_id, r.channel, r.subscription_id, r.target, r.payload, r.created_at, r.next_attempt_at
      FROM jsonb_to_recordset(${json}::jsonb) AS r(id uuid, account_id uuid, event text, job_id uuid, channel text, subscription_id uuid,
        target text, payload jsonb, created_at timestamptz, next_attempt_at timestamptz)
      WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = r.account_id FOR KEY SHARE)
        AND (r.subscription_id IS NULL OR EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.id = r.subscription_id FOR KEY SHARE))
      RETURNING id`,
  );
  return inserted.length;
}
