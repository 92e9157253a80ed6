import { overlapWith, type OverlapVerdict } from '@vikariat/domain';
import type { SubstituteJob } from '../api/substitute-job.ts';

export interface ClashReport {
  verdict: OverlapVerdict;
  /** the reader's chosen jobs that come within 2 hours of this one */
  clashes: SubstituteJob[];
}

const NONE: ClashReport = { verdict: 'ok', clashes: [] };

/**
 * The overlap rule of spec 02 (domain `overlapWith`) against the jobs the reader is chosen for, from the local
 * database, so the job page can warn before the substitute applies. The server decides again on apply; a
 * schedule the rule cannot read is left to it.
 */
export function clashesOf(job: SubstituteJob, chosen: readonly SubstituteJob[]): ClashReport {
  const others = chosen.filter((other) => other.uniqueId !== job.uniqueId);
  if (others.length === 0 || job.fromAdminType) return NONE;
  try {
    return overlapWith(job, others);
  } catch {
    return NONE;
  }
}
