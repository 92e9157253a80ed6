import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { jobEndMinutes, helsinkiWallClockMinutes } from '../jobs/job-times.ts';
import type { JobSchedule } from '../jobs/overlap.ts';
import { MINUTES_PER_DAY } from '../jobs/wall-clock.ts';

/**
 * Private feedback after a job (issue 24, decision 031): the school about its chosen substitute, the substitute about
 * the school, 1–5 and an optional comment, one per side per job. A single rating is never shown to the other side:
 * the school reads its own history per substitute, admins read aggregates.
 */

/** Which side wrote it: 'school' rates the substitute, 'substitute' rates the school. */
export const FEEDBACK_SIDES = ['school', 'substitute'] as const;
export type FeedbackSide = (typeof FEEDBACK_SIDES)[number];

/** Days after the job's end during which a side may give or change its feedback (within the job's 30-day tombstone). */
export const FEEDBACK_WINDOW_DAYS = 14;
export const FEEDBACK_COMMENT_MAX = 2000;

/** The school is offered to keep a substitute it rated at least this on average over at least this many jobs. */
export const SUGGEST_MIN_AVERAGE = 4;
export const SUGGEST_MIN_JOBS = 2;

const M = {
  job: 'Ogiltigt vikariat|Virheellinen sijaisuus',
  rating: 'Välj ett betyg från 1 till 5.|Valitse arvosana 1–5.',
  comment: `Högst ${FEEDBACK_COMMENT_MAX} tecken.|Enintään ${FEEDBACK_COMMENT_MAX} merkkiä.`,
} as const;

/** POST /api/shared/feedback/save {jobId, rating, comment}: the caller's side follows from their role. */
export const feedbackSaveSchema = z.object({
  jobId: text().uuid(M.job),
  rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  comment: text().trim().max(FEEDBACK_COMMENT_MAX, M.comment).default(''),
});
export type FeedbackSavePayload = z.input<typeof feedbackSaveSchema>;
export type FeedbackSave = z.infer<typeof feedbackSaveSchema>;

export type FeedbackWindow = 'not_ended' | 'open' | 'closed';

/** Feedback opens when the job's last occurrence ends (Helsinki wall clock) and closes FEEDBACK_WINDOW_DAYS later. */
export function feedbackWindow(job: JobSchedule, now: Date): FeedbackWindow {
  const end = jobEndMinutes(job);
  const at = helsinkiWallClockMinutes(now);
  if (Number.isNaN(end) || at < end) return 'not_ended';
  return at < end + FEEDBACK_WINDOW_DAYS * MINUTES_PER_DAY ? 'open' : 'closed';
}

export interface FeedbackSummary {
  count: number;
  /** one decimal; null without ratings */
  average: number | null;
}

/** Count and average (one decimal) of ratings. */
export function summarise(ratings: readonly number[]): FeedbackSummary {
  if (ratings.length === 0) return { count: 0, average: null };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { count: ratings.length, average: Math.round((sum / ratings.length) * 10) / 10 };
}

/** The school's ratings of one substitute earn the suggestion to keep them (average ≥ 4 over ≥ 2 jobs). */
export const suggestsKeeping = (ratings: readonly number[]): boolean =>
  ratings.length >= SUGGEST_MIN_JOBS && ratings.reduce((a, b) => a + b, 0) / ratings.length >= SUGGEST_MIN_AVERAGE;

/** A job the caller may rate, as the feedback page lists it. */
export const feedbackJobSchema = z.object({
  jobId: text(),
  side: z.enum(FEEDBACK_SIDES),
  schoolName: text(),
  /** the other side: the substitute's name for the school, the school's for the substitute */
  about: text(),
  aboutEmail: text().nullable(),
  startDate: text(),
  endDate: text(),
  /** the last moment feedback may be given or changed (ISO) */
  openUntil: text(),
  rating: z.number().nullable(),
  comment: text(),
  updatedAt: text().nullable(),
});
export type FeedbackJob = z.infer<typeof feedbackJobSchema>;

/** The school's own history of a substitute (POST /api/principals/feedback/history). */
export const feedbackHistorySchema = z.object({
  entries: z.array(z.object({ jobId: text(), schoolName: text(), date: text(), rating: z.number(), comment: text(), author: text() })),
  count: z.number(),
  average: z.number().nullable(),
  suggestKeeping: z.boolean(),
  preferred: z.boolean(),
});
export type FeedbackHistory = z.infer<typeof feedbackHistorySchema>;

/** Admins' aggregates (GET /api/admin/feedback): substitutes' ratings per school, ratings counted per substitute. */
export const feedbackAggregatesSchema = z.object({
  schools: z.array(z.object({ schoolId: text(), name: text(), count: z.number(), average: z.number().nullable() })),
  substitutes: z.array(z.object({ email: text(), name: text(), count: z.number() })),
});
export type FeedbackAggregates = z.infer<typeof feedbackAggregatesSchema>;
