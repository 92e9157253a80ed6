/**
 * Router state for /jobs/overview after posting a job (a new one or an SOS): the board sorts by start date, so the
 * job just posted can sit far below its first screen; the board scrolls to it and marks it. Posting navigates with
 *   navigate('/jobs/overview', postedJobState(id))
 */
export const postedJobState = (jobId: string | undefined) => ({ state: jobId === undefined ? null : { postedJob: jobId } });

/** The id of the job just posted, from the board's router state. */
export const postedJobOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'postedJob' in state && typeof state.postedJob === 'string' ? state.postedJob : undefined;
