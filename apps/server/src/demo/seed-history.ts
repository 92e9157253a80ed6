import { randomUUID } from 'node:crypto';
import { localeOfSiteLang, notificationText, type NotificationFacts, type NotificationKind } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { paragraphsMail } from '../services/notifications/mail-layout.ts';
import type { SeedContext } from './seed-jobs.ts';

type StoryRow = {
  id: string;
  owner_id: string | null;
  school_name: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  posted: Date | string;
  substitute_id: string;
  substitute_name: string;
  applied: Date | string;
  booked: Date | string;
  cancelled: Date | string;
  reason: string | null;
  late: boolean;
};

const MINUTE = 60_000;

/**
 * What the admin's screens and the job's timeline show of the notifications, written as the product writes them: for
 * the demo job whose booking was cancelled (seed-jobs.ts), its notice to a substitute of the region when it was posted,
 * the new applicant's to the school (a push that failed), the choice's to the substitute and the cancellation's to the
 * school, each a minute after what it tells of.
 */
export async function seedDemoHistory(tx: Tx, context: SeedContext): Promise<void> {
  const [story] = await queryRows<StoryRow>(
    tx,
    sql`SELECT j.id, j.owner_id, s.name AS school_name, j.start_date::text, j.end_date::text, j.start_time, j.end_time,
               j.created_at AS posted, p.id AS substitute_id, trim(p.first_name || ' ' || p.last_name) AS substitute_name,
               a.created_at AS applied, b.booked_at AS booked, b.cancelled_at AS cancelled, b.reason, b.late
        FROM booking_cancellations b JOIN jobs j ON j.id = b.job_id JOIN schools s ON s.id = j.school_id
        JOIN accounts p ON p.id = b.substitute_id JOIN applications a ON a.job_id = j.id AND a.applicant_id = p.id
        WHERE b.booked_at IS NOT NULL ORDER BY b.cancelled_at LIMIT 1`,
  );
  if (story === undefined) return;
  const job = { schoolName: story.school_name, startDate: story.start_date, endDate: story.end_date, startTime: story.start_time, endTime: story.end_time };
  const after = (at: Date | string) => new Date(new Date(at).getTime() + MINUTE);
  const deliveries: Array<{
    to: string | null;
    kind: NotificationKind;
    channel: 'email' | 'push';
    at: Date;
    facts?: NotificationFacts;
    about?: string;
    failed?: string;
  }> = [
    { to: context.accountIds.get('sub2') ?? null, kind: 'new_job', channel: 'email', at: after(story.posted) },
    {
      to: story.owner_id,
      kind: 'new_applicant',
      channel: 'push',
      at: after(story.applied),
      facts: { personName: story.substitute_name },
      about: story.substitute_id,
      failed: '410 Gone',
    },
    { to: story.substitute_id, kind: 'chosen', channel: 'email', at: after(story.booked) },
    { to: story.owner_id, kind: 'booking_cancelled', channel: 'email', at: after(story.cancelled), facts: { late: story.late, reason: story.reason ?? '' } },
  ];
  for (const d of deliveries) {
    const [recipient] = await queryRows<{ id: string; email: string; site_lang: number }>(tx, sql`SELECT id, email, site_lang FROM accounts WHERE id = ${d.to}`);
    if (recipient === undefined) continue;
    const text = notificationText(d.kind, { job, ...d.facts }, localeOfSiteLang(recipient.site_lang));
    const payload = d.channel === 'email' ? paragraphsMail(text.title, [text.body]) : { title: text.title, body: text.body };
    const at = d.at.toISOString();
    await tx.execute(sql`
      INSERT INTO notification_deliveries (id, account_id, event, job_id, about_id, channel, target, payload, status, attempts,
                                           next_attempt_at, last_error, created_at, sent_at)
      VALUES (${randomUUID()}, ${recipient.id}, ${d.kind}, ${story.id}, ${d.about ?? null}, ${d.channel},
              ${d.channel === 'email' ? recipient.email : 'https://push.example'}, ${JSON.stringify(payload)}::jsonb,
              ${d.failed === undefined ? 'sent' : 'failed'}, ${d.failed === undefined ? 1 : 5}, ${at}::timestamptz, ${d.failed ?? null},
              ${at}::timestamptz, ${d.failed === undefined ? at : null}::timestamptz)`);
  }
}
