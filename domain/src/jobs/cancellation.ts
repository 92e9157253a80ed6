import { z } from 'zod';
import { CANCELLATION_REASON_MAX_LENGTH, LATE_CANCELLATION_HOURS } from '../constants/limits.ts';
import { requiredText, text } from '../validation/safe-text.ts';
import { calendarDate } from '../validation/calendar-date.ts';
import { decimalInteger } from '../validation/decimal-integer.ts';
import { helsinkiWallClockMinutes, jobStartMinutes } from './job-times.ts';
import type { JobSchedule } from './overlap.ts';

/**
 * Cancelling a booking (issue 24): the chosen substitute, or the school, ends the booking before the job starts. The
 * job reopens; the substitute's application ends. What counts is the Helsinki wall clock, as for every job rule.
 */

/** `started`: too late to cancel (the first day's start has come); `late`: less than 24 h before it; else `early`. */
export type CancellationTiming = 'early' | 'late' | 'started';

export function cancellationTiming(job: JobSchedule, now: Date): CancellationTiming {
  const start = jobStartMinutes(job);
  const wall = helsinkiWallClockMinutes(now);
  // a schedule without a day has no start to keep: never cancellable as if it were ahead
  if (Number.isNaN(start) || wall >= start) return 'started';
  return start - wall < LATE_CANCELLATION_HOURS * 60 ? 'late' : 'early';
}

/** Who ended the booking. */
export const CANCELLED_BY = ['substitute', 'school'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

const M = {
  reasonRequired: 'Ange en orsak till avbokningen.|Kerro peruutuksen syy.',
  reasonTooLong: `Orsaken får vara högst ${CANCELLATION_REASON_MAX_LENGTH} tecken.|Syy saa olla enintään ${CANCELLATION_REASON_MAX_LENGTH} merkkiä.`,
  job: 'Ogiltigt vikariat|Virheellinen sijaisuus',
  email: 'Ogiltig e-postadress|Virheellinen sähköpostiosoite',
  date: 'Ogiltigt datum|Virheellinen päivämäärä',
} as const;

/** The reason every cancellation gives (both sides; the other side reads it). */
export const cancellationReason = () => requiredText(M.reasonRequired).max(CANCELLATION_REASON_MAX_LENGTH, M.reasonTooLong);

const jobId = text().uuid(M.job);

/**
 * The substitute's online cancellation, POST /api/users/job/cancel: the job as `id` or `uniqueId` (as the
 * substitute's other calls), the reason, and at most the caller's own e-mail.
 */
export const substituteCancelSchema = z
  .object({ id: jobId.optional(), uniqueId: jobId.optional(), reason: cancellationReason(), email: text().optional(), userEmail: text().optional() })
  .refine((p) => p.id !== undefined || p.uniqueId !== undefined, { path: ['id'], message: M.job })
  .transform((p) => ({ jobId: (p.uniqueId ?? p.id) as string, reason: p.reason, email: p.email ?? p.userEmail }));

/** The school's cancellation, POST /api/teachers/cancel/chosen: the booked person's e-mail (as remove/chosen) and the job. */
export const schoolCancelSchema = z.object({ email: text().trim().toLowerCase().email(M.email), id: jobId, reason: cancellationReason() });
export type SchoolCancelPayload = z.infer<typeof schoolCancelSchema>;

/** The admin's list of cancellations, GET /api/admin/cancellations (query string). */
export const cancellationListQuerySchema = z.object({
  late: z.enum(['true', 'false']).optional(),
  by: z.enum(CANCELLED_BY).optional(),
  from: calendarDate(M.date).optional(),
  to: calendarDate(M.date).optional(),
  limit: decimalInteger({ min: 1, max: 500 }).default(200),
});
export type CancellationListQuery = z.infer<typeof cancellationListQuerySchema>;

/** One cancellation as the admin reads it. */
export const cancellationEntrySchema = z.object({
  id: text(),
  jobId: text().nullable(),
  schoolName: text(),
  substituteName: text(),
  substituteEmail: text(),
  by: z.enum(CANCELLED_BY),
  reason: text(),
  late: z.boolean(),
  /** the job's first day and start time (yyyy-MM-dd HH:MM) */
  jobStart: text(),
  cancelledAt: text(),
  /** the person's late cancellations of their own, at any school: what misuse is judged on */
  lateCount: z.number(),
});
export type CancellationEntry = z.infer<typeof cancellationEntrySchema>;
