import { sql } from 'drizzle-orm';
import { localeOfSiteLang, notificationActions, notificationPath, notificationText, type NotificationFacts, type NotificationKind } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { paragraphsMail } from './mail-layout.ts';
import { REACHABLE } from './recipients.ts';

/** What one recipient is to be told (notify's plan). */
export interface PlannedDelivery {
  recipient: { id: string };
  kind: NotificationKind;
  facts: NotificationFacts;
  jobId?: string;
  /** the person it names when not its recipient (an applicant, a cancelling substitute): erasing them removes it */
  aboutId?: string;
  /** push only (the test push), or e-mail even when the e-mail switch is off (credential reminders) */
  email: 'never' | 'ifEnabled' | 'always';
  urgency: 'normal' | 'high';
}

/** The site languages an account can have; a message is rendered once for each, not once per recipient. */
const SITE_LANGS = [1, 2] as const;

/**
 * Records the deliveries of planned notifications, one statement per group of recipients told the same thing (a job
 * posted to 1,000 substitutes is one group: one statement, decision 038). The texts are rendered once per language;
 * the rows are made by Postgres from the recipients' ids joined with their accounts and push subscriptions, each
 * joined row key-locked: a subscription the sender drops as expired, or the device unsubscribes, meanwhile is skipped
 * (a concurrent delete is waited for, then seen), never a foreign-key error (a 500 on a test push pressed twice).
 * Recipients no longer reachable (locked, deactivated) get nothing. Answers how many deliveries were recorded.
 */
export async function recordDeliveries(db: Executor, planned: readonly PlannedDelivery[], publicUrl: string, now: Date): Promise<number> {
  const groups = new Map<string, { first: PlannedDelivery; ids: Set<string> }>();
  for (const p of planned) {
    const key = JSON.stringify([p.kind, p.jobId ?? null, p.aboutId ?? null, p.email, p.urgency, p.facts]);
    const group = groups.get(key) ?? { first: p, ids: new Set<string>() };
    group.ids.add(p.recipient.id);
    groups.set(key, group);
  }
  let recorded = 0;
  for (const { first, ids } of groups.values()) recorded += await recordGroup(db, first, [...ids], publicUrl, now);
  return recorded;
}

async function recordGroup(db: Executor, p: PlannedDelivery, ids: string[], publicUrl: string, now: Date): Promise<number> {
  const url = `${publicUrl}/app${notificationPath(p.kind, p.jobId, p.facts.date)}`;
  const tag = `${p.kind}:${p.jobId ?? p.facts.date ?? ''}`;
  const push: Record<string, Record<string, string>> = {};
  const mail: Record<string, Record<string, string>> = {};
  for (const lang of SITE_LANGS) {
    const locale = localeOfSiteLang(lang);
    const text = notificationText(p.kind, p.facts, locale);
    push[lang] = { title: text.title, body: text.body, url, tag, urgency: p.urgency, ...notificationActions(p.kind, locale) };
    mail[lang] = paragraphsMail(text.title, [text.body, url]);
  }
  const at = now.toISOString();
  // the job it concerns, so the principal's timeline can count a job's notifications (decision 037)
  const jobId = p.jobId ?? null;
  // the person it names (migration 0042): their erasure removes it with them
  const aboutId = p.aboutId ?? null;
  // uuids only: safe as an array literal (drizzle would expand a JS array into a parameter list)
  const recipients = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const pushes = sql`${JSON.stringify(push)}::jsonb`;
  const mails = sql`${JSON.stringify(mail)}::jsonb`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH pushed AS (
      INSERT INTO notification_deliveries (id, account_id, event, job_id, about_id, channel, subscription_id, target, payload, created_at, next_attempt_at)
      SELECT gen_random_uuid(), a.id, ${p.kind}, ${jobId}::uuid, ${aboutId}::uuid, 'push', s.id, lower(substring(s.endpoint FROM '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+')),
             COALESCE(${pushes} -> a.site_lang::text, ${pushes} -> '1'), ${at}::timestamptz, ${at}::timestamptz
      FROM accounts a JOIN push_subscriptions s ON s.account_id = a.id
      WHERE a.id = ANY(${recipients}) AND ${REACHABLE}
      FOR KEY SHARE OF a, s
      RETURNING 1
    ), mailed AS (
      INSERT INTO notification_deliveries (id, account_id, event, job_id, about_id, channel, subscription_id, target, payload, created_at, next_attempt_at)
      SELECT gen_random_uuid(), a.id, ${p.kind}, ${jobId}::uuid, ${aboutId}::uuid, 'email', NULL, a.email,
             COALESCE(${mails} -> a.site_lang::text, ${mails} -> '1'), ${at}::timestamptz, ${at}::timestamptz
      FROM accounts a
      WHERE a.id = ANY(${recipients}) AND ${REACHABLE} AND (${p.email} = 'always' OR (${p.email} = 'ifEnabled' AND a.send_email))
      FOR KEY SHARE OF a
      RETURNING 1
    )
    SELECT ((SELECT count(*) FROM pushed) + (SELECT count(*) FROM mailed))::int AS n`,
  );
  return row?.n ?? 0;
}
