import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { dayIssue, lessonsAsked, OUTBOX_REJECTIONS, shiftIssue, substituteMayEdit } from '@vikariat/domain';
import type { ActionHandler } from '../../sync/action-context.ts';
import { rejection } from '../../sync/verdict-messages.ts';
import { lockHoursJob, lockStoredHours } from './hours-store.ts';
import { lockSubstitute } from './substitute-actions.ts';

/**
 * The outbox action `submitHours` (issue 24, decision 030): the chosen substitute's hours for one ended day of the job.
 * Given offline and applied once (the ledger); a later entry for the same day replaces it while the school has not
 * looked at it, and is refused once it has (the day is locked). Lessons are kept only where the school asks for them;
 * an end before the start (the next morning) only on a job that runs past midnight. Locks as every job transaction: the account, then
 * the job (decision 019), so the substitute's entry and the school's review of one day serialise.
 */
export const submitHours: ActionHandler<'submitHours'> = async (ctx, p) => {
  if (ctx.user.role !== 'user') return rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.forbidden', ctx.locale);
  if (ctx.callerRow === undefined) await lockSubstitute(ctx.tx, ctx.user.id);
  const job = await lockHoursJob(ctx.tx, p.jobId);
  if (job === undefined || job.notice) return rejection(OUTBOX_REJECTIONS.jobClosed, 'outbox.jobClosed', ctx.locale);
  if (job.chosen_id !== ctx.user.id) return rejection(OUTBOX_REJECTIONS.notBooked, 'outbox.hoursNotBooked', ctx.locale);
  const issue = dayIssue(job, p.day, ctx.now, true);
  if (issue !== null) return rejection(OUTBOX_REJECTIONS.invalid, 'outbox.hoursDay', ctx.locale, { fields: { day: issue } });
  const shift = shiftIssue(job, p);
  if (shift !== null) return rejection(OUTBOX_REJECTIONS.invalid, 'outbox.hoursShift', ctx.locale, { fields: { end: shift } });
  const stored = await lockStoredHours(ctx.tx, job.id, p.day);
  if (!substituteMayEdit(stored?.status)) return rejection(OUTBOX_REJECTIONS.hoursLocked, 'outbox.hoursLocked', ctx.locale);
  const now = ctx.now.toISOString();
  await ctx.tx.execute(sql`INSERT INTO job_hours (id, job_id, school_id, substitute_id, day, type_of_temp, other_txt, scheduled_start, scheduled_end,
      start_time, end_time, break_minutes, lessons, status, submitted_at, updated_at)
    VALUES (${randomUUID()}, ${job.id}, ${job.school_id}, ${ctx.user.id}, ${p.day}, ${job.type_of_temp}, ${job.other_txt}, ${job.startTime}, ${job.endTime},
      ${p.start}, ${p.end}, ${p.breakMinutes}, ${lessonsAsked(p.lessons, job.ask_lessons)}, 'pending', ${now}, ${now})
    ON CONFLICT (job_id, day) DO UPDATE SET start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time,
      break_minutes = EXCLUDED.break_minutes, lessons = EXCLUDED.lessons, submitted_at = EXCLUDED.submitted_at, updated_at = EXCLUDED.updated_at`);
  return { status: 'applied', result: { jobId: job.id, day: p.day } };
};
