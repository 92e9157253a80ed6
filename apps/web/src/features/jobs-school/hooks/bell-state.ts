import type { SchoolJob } from '../api/school-job.ts';

/**
 * The bell on a school's job card (spec 02 "Job lists and cards"): chosen (someone is chosen), new (applicants
 * the reader has not seen yet) or seen. What the reader has seen is remembered per device: the number of
 * applicants when the job's manage page was last opened.
 */
type BellState = 'chosen' | 'seen' | 'new';

const STORAGE_KEY = 'jobs-school.seen-applicants';

type SeenCounts = Record<string, number>;

const readSeen = (): SeenCounts => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as SeenCounts) : {};
  } catch {
    return {};
  }
};

export function markApplicantsSeen(jobId: string, count: number): void {
  const seen = readSeen();
  if (seen[jobId] === count) return;
  seen[jobId] = count;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(seen));
}

export function bellStateOf(job: Pick<SchoolJob, 'uniqueId' | 'chosen' | 'applicants' | 'seen'>, seen: SeenCounts = readSeen()): BellState {
  if (job.chosen) return 'chosen';
  if (job.applicants.length === 0) return 'seen';
  if (job.seen === true) return 'seen';
  return (seen[job.uniqueId] ?? 0) >= job.applicants.length ? 'seen' : 'new';
}
