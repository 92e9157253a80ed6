import type { JobFactsForSubstitute } from '@vikariat/domain';
import type { JobDoc } from './client/schemas.ts';

/**
 * The facts of a job document on a substitute's device, for the domain's one job rule (`mayDoWithJob`). The device holds
 * only what the reader may see — the server projects by the same rule — so a held job is never deleted, a notice,
 * blocked, discarded or paused. `regions` null: the profile has not arrived yet, and the server's view is trusted.
 * `job-visibility.pg.test.ts` holds the phone's reading equal to the server's on the documents the server sends.
 */
export function jobFactsOfDoc(
  doc: Pick<JobDoc, 'id' | 'expire' | 'chosen' | 'applied' | 'applicationId' | 'region' | 'hidden'>,
  regions: readonly string[] | null,
  unavailable: readonly string[],
  nowMs: number,
): JobFactsForSubstitute {
  const expire = Date.parse(doc.expire);
  return {
    deleted: false,
    notice: false,
    expired: !Number.isNaN(expire) && expire <= nowMs,
    // the server sends no paused job (the rule's `see`): a held one is not paused
    paused: false,
    chosen: doc.chosen !== null,
    chosenMe: doc.chosen === 'me',
    applied: doc.applied || doc.applicationId !== null,
    inRegions: regions === null || doc.region.some((code) => regions.includes(code)),
    blocked: false,
    // a school's block never reaches the device (never told); a job of that school held there was applied to or booked,
    // so `see` does not depend on it — `offer`/`apply` do, and the server refuses such an apply (decision 023, amended)
    schoolBlockedMe: false,
    hidden: doc.hidden,
    discarded: false,
    unavailable: unavailable.includes(doc.id),
  };
}
