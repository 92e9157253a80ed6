import { typeOfTempByVal } from '@vikariat/domain';
import type { SchoolJob } from '../api/school-job.ts';

/** The type of temp in the reader's language (17 = other shows its free text). */
export function typeLabelOf(job: Pick<SchoolJob, 'typeOfTemp' | 'otherTxt'>, locale: string): string {
  const raw = job.typeOfTemp;
  if (raw === null || raw === undefined) return '';
  const known = typeof raw === 'number' ? typeOfTempByVal(raw) : (typeOfTempByVal(raw.val) ?? raw);
  if (!known) return '';
  const name = locale === 'fi' ? known.name_fi : known.name_swe;
  return job.otherTxt ? `${name}: ${job.otherTxt}` : name;
}

export type JobSort = 'newest' | 'oldest';

const createdKey = (job: SchoolJob): string => job.created ?? job.startDate;

/** /jobs sorts by creation time, newest or oldest first. */
export const sortJobs = (jobs: readonly SchoolJob[], sort: JobSort): SchoolJob[] =>
  [...jobs].sort((a, b) => (sort === 'newest' ? createdKey(b).localeCompare(createdKey(a)) : createdKey(a).localeCompare(createdKey(b))));

/** The board: by start date, then start time. */
export const byStartDate = (jobs: readonly SchoolJob[]): SchoolJob[] =>
  [...jobs].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime));
