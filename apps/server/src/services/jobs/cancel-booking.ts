import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  BOOKING_CANCELLED_REASONS,
  cancellationTiming,
  jobMsg,
  OUTBOX_REJECTIONS,
  type CancelledBy,
  type JobSchedule,
  type Locale,
  type SchoolCancelPayload,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict } from '../../http/errors.ts';
import { REALTIME_CHANNEL } from '../../realtime/realtime.ts';
import type { ActionHandler } from '../../sync/action-context.ts';
import { rejection } from '../../sync/verdict-messages.ts';
import { scheduleDeliveries } from '../notifications/index.ts';
import { releaseBooking } from './booking-release.ts';
import { CHOOSE_ERRORS, lockPair, mayChoose, stranger } from './choose-substitute.ts';
import { notifyWithChange } from './job-notifications.ts';
import { lockSubstitute } from './substitute-actions.ts';

/**
 * Cancelling a booking (issue 24). Not a withdrawal: the person was chosen, so the school must hear of it at once and
 * the job must find someone else. Either side, until the job starts (Helsinki wall clock, domain cancellationTiming):
 * the job reopens (nobody chosen; the applications the choice had deactivated come back, as when unchoosing), the
 * person's own application ends, the other side is notified, and the cancellation is recorded (late = under 24 h).
 * Locks as every job transaction: the substitute's account row, then the job row, writes last (decision 019), so a
 * cancel and a choose on one job, or two cancels, serialise and the second sees what the first did.
 */

export interface BookedJob extends JobSchedule, Record<string, unknown> {
  id: string;
  school_id: string;
  owner_id: string | null;
  chosen_id: string | null;
}

export interface Ending {
  job: BookedJob;
  substituteId: string;
  by: CancelledBy;
  actorId: string;
  /** null only when the school removed the booked job */
  reason: string | null;
  late: boolean;
  now: Date;
  /** the person is erasing their account (decision 048): the record and the school's notice keep nothing of them */
  accountDeleted?: boolean;
}

/** Ends the booking in the caller's transaction: the job reopens, the application ends, the record, the notices. */
export async function endBooking(deps: AppDeps, tx: Tx, e: Ending): Promise<void> {
  const { job } = e;
  // an erased person's cancellation is kept without them: their account row (which the record would name) goes next
  const erased = e.accountDeleted === true;
  // when the booking was made, for the job's timeline, read before the release clears it (the caller holds the row)
  const [booked] = await queryRows<{ chosen_at: Date | string | null }>(tx, sql`SELECT chosen_at FROM jobs WHERE id = ${job.id}`);
  await releaseBooking(tx, e.substituteId, job.id, e.now);
  // the person's application ends with the booking: the school would otherwise see them as an applicant to choose again
  await tx.execute(
    sql`UPDATE applications SET active = false, deactivated_reason = ${e.by === 'substitute' ? BOOKING_CANCELLED_REASONS.bySubstitute : BOOKING_CANCELLED_REASONS.bySchool}
        WHERE job_id = ${job.id} AND applicant_id = ${e.substituteId}`,
  );
  await tx.execute(
    sql`INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, actor_id, reason, late,
          start_date, end_date, start_time, end_time, cancelled_at, booked_at)
        VALUES (${randomUUID()}, ${job.id}, ${job.school_id}, ${erased ? null : e.substituteId}, ${e.by}, ${erased ? null : e.actorId},
          ${erased ? null : e.reason}, ${e.late}, ${job.startDate}, ${job.endDate}, ${job.startTime}, ${job.endTime}, ${e.now.toISOString()},
          ${booked?.chosen_at ?? null})`,
  );
  const notice = { type: 'bookingCancelled', jobId: job.id, substituteId: e.substituteId, by: e.by, reason: erased ? null : e.reason, late: e.late } as const;
  await notifyWithChange(deps, tx, erased ? { ...notice, accountDeleted: true } : notice);
  // the open screens hear of it in-app; NOTIFY is delivered at commit only, so an outbox push (which publishes nothing
  // after its commit) announces it too, and a rolled-back cancellation announces nothing
  const event = {
    topics: [`school:${job.school_id}`, `user:${e.substituteId}`],
    collections: ['jobs', 'applications'],
    name: 'bookingCancelled',
    data: { id: job.id, by: e.by, late: e.late, ownerId: job.owner_id },
  };
  await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}

const SCHEDULE = sql`j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime"`;

/** The live job under its row lock (the caller holds the account row already). */
async function lockLiveJob(tx: Tx, jobId: string): Promise<BookedJob | undefined> {
  const [job] = await queryRows<BookedJob>(
    tx,
    sql`SELECT j.id, j.school_id, j.owner_id, j.chosen_id, ${SCHEDULE} FROM jobs j
        WHERE j.id = ${jobId} AND j.deleted_at IS NULL FOR NO KEY UPDATE`,
  );
  return job;
}

/**
 * The substitute's cancellation, offline (the outbox action `cancelBooking`) and online (POST /api/users/job/cancel):
 * only the booked person, only before the start. Rejections say why in the person's language.
 */
export const cancelBooking: ActionHandler<'cancelBooking'> = async (ctx, payload) => {
  if (ctx.user.role !== 'user') return rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.forbidden', ctx.locale);
  // in a push the engine locked the account for the whole push (ctx.callerRow)
  if (ctx.callerRow === undefined) await lockSubstitute(ctx.tx, ctx.user.id);
  const job = await lockLiveJob(ctx.tx, payload.jobId);
  if (job === undefined) return rejection(OUTBOX_REJECTIONS.jobClosed, 'outbox.jobClosed', ctx.locale);
  if (job.chosen_id !== ctx.user.id) return rejection(OUTBOX_REJECTIONS.notBooked, 'outbox.notBooked', ctx.locale);
  const timing = cancellationTiming(job, ctx.now);
  if (timing === 'started') return rejection(OUTBOX_REJECTIONS.jobStarted, 'outbox.jobStarted', ctx.locale);
  const late = timing === 'late';
  await endBooking(ctx.deps, ctx.tx, { job, substituteId: ctx.user.id, by: 'substitute', actorId: ctx.user.id, reason: payload.reason, late, now: ctx.now });
  return { status: 'applied', result: { jobId: job.id, schoolId: job.school_id, late } };
};

/**
 * POST /api/teachers/cancel/chosen {email, id, reason}: the school cancels its booked substitute (whoever may choose on
 * the job). Authoritative and online: 404 for a job not there or not the caller's (one answer, decision 043), 409 when
 * nobody (or someone else) is booked or the job has started.
 */
export async function cancelBookingForSchool(deps: AppDeps, user: AuthUser, payload: SchoolCancelPayload, locale: Locale): Promise<{ late: boolean }> {
  const now = deps.now();
  const result = await inTransaction(deps.database.db, async (tx) => {
    const { substitute: locked, job } = await lockPair(tx, payload.email, payload.id, locale, mayChoose(user));
    const substitute = stranger(locked);
    if (job.chosen_id === null) throw conflict(CHOOSE_ERRORS.notBooked, jobMsg('notBooked', locale));
    if (job.chosen_id !== substitute.id) throw conflict(CHOOSE_ERRORS.notBooked, jobMsg('notBookedPerson', locale));
    const timing = cancellationTiming(job, now);
    if (timing === 'started') throw conflict(CHOOSE_ERRORS.jobStarted, jobMsg('jobStarted', locale));
    const late = timing === 'late';
    await endBooking(deps, tx, { job, substituteId: substitute.id, by: 'school', actorId: user.id, reason: payload.reason, late, now });
    return { late };
  });
  scheduleDeliveries(deps);
  return result;
}

/**
 * Before the school removes a job (deletetemp): locks its booked person's account, then the job (decision 019's
 * order). A person booked for a job that has not started is told and gets their applications back — the job's
 * tombstone alone left them with a booking that silently vanished. Call inside the removal's transaction.
 */
export async function endBookingOfRemovedJob(deps: AppDeps, tx: Tx, user: AuthUser, jobId: string, now: Date): Promise<void> {
  const [seen] = await queryRows<{ chosen_id: string | null }>(tx, sql`SELECT chosen_id FROM jobs WHERE id = ${jobId}`);
  if (seen?.chosen_id != null) await lockSubstitute(tx, seen.chosen_id);
  const job = await lockLiveJob(tx, jobId);
  if (job === undefined || job.chosen_id === null) return;
  // chosen meanwhile (rare): that account is locked after the job, which inTransaction retries should it deadlock
  if (job.chosen_id !== seen?.chosen_id) await lockSubstitute(tx, job.chosen_id);
  const timing = cancellationTiming(job, now);
  if (timing === 'started') return;
  await endBooking(deps, tx, { job, substituteId: job.chosen_id, by: 'school', actorId: user.id, reason: null, late: timing === 'late', now });
}

/**
 * A substitute erasing their account (decision 048), in the erasure's transaction after its lock of the account row:
 * each booking of a job not yet over (its end still ahead, started or not) ends as if they had cancelled it — the
 * school is told at once through the cancellation notice, the job is open to others again and its history keeps
 * "booked, then cancelled (account deleted)" — instead of the choice silently vanishing with the account row. Answers
 * how many ended (the caller wakes the sender after its commit when any did).
 */
export async function endBookingsOfErased(deps: AppDeps, tx: Tx, substituteId: string, now: Date): Promise<number> {
  const booked = await queryRows<BookedJob>(
    tx,
    sql`SELECT j.id, j.school_id, j.owner_id, j.chosen_id, ${SCHEDULE} FROM jobs j
        WHERE j.chosen_id = ${substituteId} AND j.deleted_at IS NULL AND j.expire > ${now.toISOString()}::timestamptz
        ORDER BY j.id FOR NO KEY UPDATE`,
  );
  for (const job of booked) {
    // within a day of the start, or already running: a late cancellation, as the school must find someone at once
    const late = cancellationTiming(job, now) !== 'early';
    await endBooking(deps, tx, { job, substituteId, by: 'substitute', actorId: substituteId, reason: null, late, now, accountDeleted: true });
  }
  return booked.length;
}
