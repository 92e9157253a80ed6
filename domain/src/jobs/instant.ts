/**
 * Instant SOS booking (issue 23, decision 035): on a job posted as "first eligible to accept gets it" the first accept
 * is the choice. What an accept meets, decided on the locked job row before anything is written; the eligibility
 * (regions, blocks, police record, the 2-hour rule) is the same as applying and choosing and is checked after this.
 */
export type AcceptOutcome = 'notInstant' | 'alreadyMine' | 'alreadyTaken' | 'cancelledBefore' | 'open';

export interface InstantJobFacts {
  /** posted as SOS (only SOS jobs may be instant) */
  sos: boolean;
  instant: boolean;
  chosenId: string | null;
}

/**
 * `cancelledByMe`: the person cancelled their own booking of this job. They may not take it again by a tap: each
 * round would book, then record a late cancellation and alarm the school, while the school is already looking for
 * someone else. They are told to call the school instead.
 */
export function acceptOutcome(job: InstantJobFacts, substituteId: string, cancelledByMe = false): AcceptOutcome {
  if (!job.sos || !job.instant) return 'notInstant';
  if (job.chosenId === substituteId) return 'alreadyMine';
  if (job.chosenId !== null) return 'alreadyTaken';
  return cancelledByMe ? 'cancelledBefore' : 'open';
}

/** The substitute's button: Accept on an instant job, Apply on any other. */
export const acceptsInstantly = (job: Pick<InstantJobFacts, 'sos' | 'instant'>): boolean => job.sos && job.instant;
