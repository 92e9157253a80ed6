import type { HoursNoticeFacts } from '@vikariat/domain';

/**
 * What happened, as the notification service is told (the jobs area calls `notify` after its commit).
 * Recipients and texts are worked out from the database, in each recipient's language.
 */
export type NotificationEvent =
  /** a wave of offers of a job (an SOS job with high urgency): the people offered it (offer-waves.ts) */
  | { type: 'jobOffered'; jobId: string; accountIds: string[] }
  /** a substitute applied: the job's owner */
  | { type: 'applicantAdded'; jobId: string; applicantId: string }
  /** the substitute was chosen for the job */
  | { type: 'chosen'; jobId: string; substituteId: string }
  /** the choice was removed */
  | { type: 'unchosen'; jobId: string; substituteId: string }
  /**
   * a booking was cancelled: by the substitute → the job's owner and the school's principals; by the school → the
   * substitute (reason null: the school removed the booked job)
   */
  | {
      type: 'bookingCancelled';
      jobId: string;
      substituteId: string;
      by: 'substitute' | 'school';
      reason: string | null;
      late: boolean;
      /** the substitute erased their account (decision 048): the notice says so and is about nobody */
      accountDeleted?: boolean;
    }
  /** the school corrected a day's hours, marked a no-show or a late arrival (the entry as it now stands): the substitute */
  | { type: 'hoursReviewed'; jobId: string; substituteId: string; schoolId: string; entry: HoursNoticeFacts['entry'] }
  /** choosing deactivated the substitute's overlapping applications */
  | { type: 'applicationsDeactivated'; substituteId: string; jobIds: string[] }
  /** a reminder 30 or 7 days before the police record expires (background task) */
  | { type: 'policeRecordExpiring'; accountId: string; days: number; expirationDate: string }
  /** the evening question "Are you free tomorrow?" about `date` (background task, decision 037) */
  | { type: 'freeTomorrow'; accountId: string; date: string }
  /** the settings page's test push: the caller's own devices, push only */
  | { type: 'test'; accountId: string };
