import type { AppDeps } from '../../context.ts';

/**
 * After a profile change commits: the person's other devices pull their `profile` collection again. A failed
 * publish is logged only: the change is saved and the next pull brings it anyway.
 */
export async function announceProfileChange(deps: AppDeps, accountId: string): Promise<void> {
  try {
    await deps.realtime.publish({ topics: [`user:${accountId}`], collections: ['profile'] });
  } catch (error) {
    deps.log.warn({ err: error }, 'realtime publish failed');
  }
}
