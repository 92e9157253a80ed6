import { sql, type SQL } from 'drizzle-orm';
import { declineReasonOf, jobTimeline, type CancelledBy, type JobTimeline, type JobTimelineEvent, type Locale } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { personAccessSql } from '../accounts/person-access.ts';
import { loadManagedJob } from './job-access.ts';

const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

interface Round extends Record<string, unknown> {
  at: string | Date;
  kind: string;
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
}
interface Person extends Record<string, unknown> {
  name: string | null;
  created_at: string | Date;
  withdrawn_at: string | Date | null;
}
interface Choice extends Record<string, unknown> {
  name: string | null;
  substitute_id: string;
  chosen_at: string | Date;
  ended_at: string | Date | null;
}
interface Cancellation extends Record<string, unknown> {
  name: string | null;
  /** null: the person erased their account, which ended this booking (decision 048) */
  substitute_id: string | null;
  at: string | Date;
  by: CancelledBy;
  reason: string | null;
  booked_at: string | Date | null;
}

const cancelled = (c: Cancellation): JobTimelineEvent => ({
  type: 'cancelled',
  at: iso(c.at),
  name: c.name,
  by: c.by,
  reason: c.reason,
  ...(c.substitute_id === null ? { accountDeleted: true } : {}),
});

/**
 * Every choice (job_choices, migration 0044) with how it ended, in the order they happened: a choice that ended is
 * followed by the cancellation recorded with its booking time, else by its unchoice. A cancellation of a booking not
 * in that history (recorded before it, or written straight, as the demo seed does) brings its own choice when it kept
 * the booking's time (0039).
 */
function choiceEvents(choices: readonly Choice[], cancellations: readonly Cancellation[]): JobTimelineEvent[] {
  const left = [...cancellations];
  const events = choices.flatMap((c): JobTimelineEvent[] => {
    const chosen: JobTimelineEvent = { type: 'chosen', at: iso(c.chosen_at), name: c.name };
    if (c.ended_at === null) return [chosen];
    const i = left.findIndex((b) => b.substitute_id === c.substitute_id && b.booked_at !== null && iso(b.booked_at) === iso(c.chosen_at));
    const [ending] = i < 0 ? [] : left.splice(i, 1);
    return [chosen, ending === undefined ? { type: 'unchosen', at: iso(c.ended_at), name: c.name } : cancelled(ending)];
  });
  const older = left.flatMap((b): JobTimelineEvent[] => [
    ...(b.booked_at === null ? [] : [{ type: 'chosen' as const, at: iso(b.booked_at), name: b.name }]),
    cancelled(b),
  ]);
  return [...events, ...older];
}

/**
 * GET /api/jobs/:id/timeline: the job's history for whoever may manage the job (the same rule as its applicants):
 * posted, each offer wave and decline (decision 034), each notification round from the delivery log (deliveries recorded since migration 0032 carry the job),
 * applications and withdrawals, every choice and how it ended (unchosen, cancelled).
 */
export async function jobTimelineOf(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale): Promise<JobTimeline> {
  const db = deps.database.db;
  await loadManagedJob(db, user, jobId, locale);
  // a person is named only as far as the school may see them (decision 020, person_access): one who withdrew, declined
  // without applying, blocked the school or is not activated shows as "a substitute"
  const visible = (personId: SQL): SQL => sql`${personAccessSql(user.schoolIds, personId)} > 0`;
  const nameOf = (p: SQL): SQL => sql`CASE WHEN ${visible(sql`${p}.id`)} THEN trim(${p}.first_name || ' ' || ${p}.last_name) END`;
  const [job] = await queryRows<{ created_at: string | Date; chosen_at: string | Date | null }>(
    db,
    sql`SELECT j.created_at, CASE WHEN j.chosen_id IS NULL THEN NULL ELSE j.chosen_at END AS chosen_at FROM jobs j WHERE j.id = ${jobId}`,
  );
  if (job === undefined) return { events: [], minutesToFill: null };
  const rounds = await queryRows<Round>(
    db,
    // a round is the deliveries of one kind in one minute, at its first delivery's time (the minute's start would put
    // the posting's own notice before the posting)
    sql`SELECT min(d.created_at) AS at, d.event AS kind, count(DISTINCT d.account_id)::int AS recipients,
               count(*) FILTER (WHERE d.status = 'sent')::int AS sent, count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
               count(*) FILTER (WHERE d.status IN ('pending', 'sending'))::int AS pending
        FROM notification_deliveries d WHERE d.job_id = ${jobId}
        GROUP BY d.event, date_trunc('minute', d.created_at) ORDER BY 1`,
  );
  // each wave at the time it went out, and each decline (decision 034's offers)
  const waves = await queryRows<{ wave: number; at: string | Date; offered: number }>(
    db,
    sql`SELECT o.wave, min(o.offered_at) AS at, count(*)::int AS offered FROM offers o WHERE o.job_id = ${jobId} GROUP BY o.wave ORDER BY o.wave`,
  );
  const declines = await queryRows<{ name: string | null; at: string | Date; reason: string | null }>(
    db,
    sql`SELECT ${nameOf(sql`p`)} AS name, o.declined_at AS at, o.decline_reason AS reason
        FROM offers o JOIN accounts p ON p.id = o.account_id WHERE o.job_id = ${jobId} AND o.declined_at IS NOT NULL`,
  );
  const cancellations = await queryRows<Cancellation>(
    db,
    sql`SELECT ${nameOf(sql`p`)} AS name, b.substitute_id, b.cancelled_at AS at, b.cancelled_by AS by, b.reason, b.booked_at
        FROM booking_cancellations b LEFT JOIN accounts p ON p.id = b.substitute_id WHERE b.job_id = ${jobId} ORDER BY b.cancelled_at`,
  );
  const choices = await queryRows<Choice>(
    db,
    sql`SELECT ${nameOf(sql`p`)} AS name, c.substitute_id, c.chosen_at, c.ended_at
        FROM job_choices c JOIN accounts p ON p.id = c.substitute_id WHERE c.job_id = ${jobId} ORDER BY c.chosen_at, c.id`,
  );
  const people = await queryRows<Person>(
    db,
    sql`SELECT ${nameOf(sql`p`)} AS name, a.created_at, a.withdrawn_at
        FROM applications a JOIN accounts p ON p.id = a.applicant_id WHERE a.job_id = ${jobId}`,
  );
  const events: JobTimelineEvent[] = [
    { type: 'posted', at: iso(job.created_at) },
    ...waves.map((w): JobTimelineEvent => ({ type: 'wave', at: iso(w.at), wave: w.wave, offered: w.offered })),
    ...declines.map((d): JobTimelineEvent => ({ type: 'declined', at: iso(d.at), name: d.name, reason: declineReasonOf(d.reason) })),
    ...rounds.map((r): JobTimelineEvent => ({
      type: 'notified',
      at: iso(r.at),
      kind: r.kind,
      recipients: r.recipients,
      sent: r.sent,
      failed: r.failed,
      pending: r.pending,
    })),
    ...people.flatMap((p): JobTimelineEvent[] => [
      { type: 'applied', at: iso(p.created_at), name: p.name },
      ...(p.withdrawn_at === null ? [] : [{ type: 'withdrawn' as const, at: iso(p.withdrawn_at), name: p.name }]),
    ]),
    // the history is never overwritten: each choice stays, with its end, however often the job was chosen again
    ...choiceEvents(choices, cancellations),
  ];
  return jobTimeline(events, iso(job.created_at), job.chosen_at === null ? null : iso(job.chosen_at));
}
