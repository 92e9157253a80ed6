import type { AppDeps } from '../../context.ts';

/**
 * Realtime announcements of the jobs area, always AFTER commit (DESIGN.md "Live"). Events carry ids,
 * never documents: readers pull what changed. A failed publish is logged, never fails the request.
 */
async function publish(deps: AppDeps, topics: string[], collections: string[], name?: string, data?: Record<string, unknown>) {
  try {
    await deps.realtime.publish({ topics, collections, ...(name === undefined ? {} : { name }), ...(data === undefined ? {} : { data }) });
  } catch (error) {
    deps.log.warn({ err: error }, 'realtime publish failed');
  }
}

/** A new job: the substitutes of its regions and its school; a notice reaches every substitute. */
export const publishJobCreated = (deps: AppDeps, job: { id: string; schoolId: string; region: string[]; notice: boolean }) =>
  publish(deps, [...(job.notice ? ['role:user'] : job.region.map((code) => `region:${code}`)), `school:${job.schoolId}`], ['jobs'], 'jobCreated', {
    id: job.id,
  });

/** A job changed or was deleted: its readers re-pull. */
export const publishJobChanged = (deps: AppDeps, job: { id: string; schoolId: string; region: string[]; notice: boolean }) =>
  publish(deps, [...(job.notice ? ['role:user'] : job.region.map((code) => `region:${code}`)), `school:${job.schoolId}`], ['jobs'], 'jobUpdated', {
    id: job.id,
  });

/** An application (or its withdrawal): the school's board and the applicant's own list. */
export const publishApplication = (deps: AppDeps, job: { id: string; schoolId: string }, applicantId: string) =>
  publish(deps, [`school:${job.schoolId}`, `user:${applicantId}`], ['jobs', 'applications'], 'application', { id: job.id });

/** A choice (or unchoice): the chosen substitute and the school. */
export const publishChoice = (deps: AppDeps, job: { id: string; schoolId: string }, substituteId: string) =>
  publish(deps, [`user:${substituteId}`, `school:${job.schoolId}`], ['jobs', 'applications'], 'chosen', { id: job.id });

/** Attachments changed (spec 02 §4 `updateFilesMT`: the manage page refetches the job). */
export const publishFilesChanged = (deps: AppDeps, job: { id: string; schoolId: string; chosenId: string | null }) =>
  publish(
    deps,
    [`school:${job.schoolId}`, ...(job.chosenId === null ? [] : [`user:${job.chosenId}`])],
    ['jobs'],
    'updateFilesMT',
    { id: job.id },
  );
