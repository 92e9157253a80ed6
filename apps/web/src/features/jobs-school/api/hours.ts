import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoursApprovePayload, HoursCorrectPayload, HoursNoShowPayload } from '@vikariat/domain';
import { z } from 'zod';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export { hoursMonthQuery, useHoursMonth, type MissingDay } from '../../../lib/hours/hours-month-api.ts';

export type HoursReview =
  { kind: 'approve'; payload: HoursApprovePayload } | { kind: 'correct'; payload: HoursCorrectPayload } | { kind: 'noshow'; payload: HoursNoShowPayload };

/** The answer: `alreadyApproved` when an approval found the day approved as asked (nothing changed, nothing logged). */
const reviewAnswer = z.object({ alreadyApproved: z.boolean().default(false) });

/**
 * POST /api/principals/hours/approve | correct | noshow: the school's review of a day (online: it is a decision the
 * substitute's pay follows). The job's document is pulled at once and the month view asked again.
 */
export function useReviewHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: HoursReview) => apiFetch(`/api/principals/hours/${review.kind}`, { body: review.payload, schema: reviewAnswer }),
    onSuccess: async () => {
      pullNow();
      await client.invalidateQueries({ queryKey: ['jobs-school', 'hours-month'] });
    },
  });
}
