import type { NamedStreamEvent } from '@vikariat/sync/protocol';
import type { AppDeps } from '../context.ts';

/**
 * The spec's named events (NAMED_STREAM_EVENTS), always AFTER commit. Nothing else is announced from code: every
 * replicated change is announced by the database's triggers at commit (sync/CONTEXT.md, invariant 4). Events carry
 * ids, never documents. A failed publish is logged, never fails the request: the next pull brings the change anyway.
 */
async function publishNamedEvent(deps: AppDeps, name: NamedStreamEvent, topics: string[], data: Record<string, unknown>): Promise<void> {
  try {
    await deps.realtime.publish({ topics, collections: [], name, data });
  } catch (error) {
    deps.log.warn({ err: error }, 'realtime publish failed');
  }
}

/** Attachments changed (spec 02 `updateFilesMT`: the manage page refetches the job): the school and the chosen one. */
export const publishFilesChanged = (deps: AppDeps, job: { id: string; schoolId: string; chosenId: string | null }) =>
  publishNamedEvent(deps, 'updateFilesMT', [`school:${job.schoolId}`, ...(job.chosenId === null ? [] : [`user:${job.chosenId}`])], { id: job.id });

/** The school's teachers changed (spec 02 `updateteachers`: the teacher list refreshes). */
export const publishTeachersChanged = (deps: AppDeps, schoolId: string) => publishNamedEvent(deps, 'updateteachers', [`school:${schoolId}`], { school: schoolId });
