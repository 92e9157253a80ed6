import { randomUUID } from 'node:crypto';
import { helsinkiInstant, localeOfSiteLang, notificationText, todayInFinland, type NotificationKind } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { paragraphsMail } from '../services/notifications/mail-layout.ts';
import type { SeedContext } from './seed-jobs.ts';

type JobRow = {
  id: string;
  school_id: string;
  school_name: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
};

/**
 * What the admin's screens show of the past: a late cancellation (issue 24) and a sent and a failed notification,
 * written as the product writes them, so the cancellations and deliveries screens are not empty in the demo.
 */
export async function seedDemoHistory(tx: Tx, context: SeedContext): Promise<void> {
  const jobs = await queryRows<JobRow>(
    tx,
    sql`SELECT j.id, j.school_id, s.name AS school_name, j.start_date::text, j.end_date::text, j.start_time, j.end_time
        FROM jobs j JOIN schools s ON s.id = j.school_id WHERE j.from_admin_type IS NULL ORDER BY j.start_date, s.name`,
  );
  // a booking of yesterday's job, cancelled the evening before it (late: under 24 h); another substitute took it
  const past = jobs.find((j) => j.start_date < todayInFinland(context.now));
  const student = context.accountIds.get('sub3');
  const hour = 3_600_000;
  if (past !== undefined && student !== undefined) {
    const cancelledAt = new Date(helsinkiInstant(past.start_date, past.start_time).getTime() - 14 * hour).toISOString();
    await tx.execute(sql`
      INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, actor_id, reason, late,
                                         start_date, end_date, start_time, end_time, cancelled_at)
      VALUES (${randomUUID()}, ${past.id}, ${past.school_id}, ${student}, 'substitute', ${student}, 'Jag har feber.', true,
              ${past.start_date}, ${past.end_date}, ${past.start_time}, ${past.end_time}, ${cancelledAt}::timestamptz)`);
  }
  const first = jobs[0];
  if (first === undefined) return;
  const job = { schoolName: first.school_name, startDate: first.start_date, endDate: first.end_date, startTime: first.start_time, endTime: first.end_time };
  const deliveries: Array<{ account: string; kind: NotificationKind; channel: 'email' | 'push'; failed?: string }> = [
    { account: 'sub4', kind: 'chosen', channel: 'email' },
    { account: 'sub2', kind: 'new_job', channel: 'email' },
    { account: 'teacher1', kind: 'new_applicant', channel: 'push', failed: '410 Gone' },
  ];
  for (const [i, d] of deliveries.entries()) {
    const [recipient] = await queryRows<{ id: string; email: string; site_lang: number; first_name: string }>(
      tx,
      sql`SELECT id, email, site_lang, first_name FROM accounts WHERE id = ${context.accountIds.get(d.account) ?? null}`,
    );
    if (recipient === undefined) continue;
    const text = notificationText(d.kind, { job, personName: 'Vera Vikström' }, localeOfSiteLang(recipient.site_lang));
    const payload = d.channel === 'email' ? paragraphsMail(text.title, [text.body]) : { title: text.title, body: text.body };
    const at = new Date(context.now.getTime() - (i + 1) * hour).toISOString();
    await tx.execute(sql`
      INSERT INTO notification_deliveries (id, account_id, event, channel, target, payload, status, attempts, next_attempt_at,
                                           last_error, created_at, sent_at)
      VALUES (${randomUUID()}, ${recipient.id}, ${d.kind}, ${d.channel}, ${d.channel === 'email' ? recipient.email : 'https://push.example'},
              ${JSON.stringify(payload)}::jsonb, ${d.failed === undefined ? 'sent' : 'failed'}, ${d.failed === undefined ? 1 : 5}, ${at}::timestamptz,
              ${d.failed ?? null}, ${at}::timestamptz, ${d.failed === undefined ? at : null}::timestamptz)`);
  }
}
