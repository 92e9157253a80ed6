import type { SchoolLevel } from './subjects.ts';
import jobTypeData from './data/teacher-job-types.json' with { type: 'json' };

/**
 * Teacher task types (Statistics Finland teacher survey classes, via CSCfi/antero, MIT): 9 in basic
 * education and 6 in general upper secondary, fi/sv/en. `key` is unique; `code` repeats across levels.
 */
export interface TeacherJobType {
  readonly key: string;
  readonly level: SchoolLevel;
  readonly code: string;
  readonly name_fi: string;
  readonly name_sv: string;
  readonly name_en: string;
}

const isLevel = (level: string): level is SchoolLevel => level === 'basic_education' || level === 'upper_secondary';

export const TEACHER_JOB_TYPES: readonly TeacherJobType[] = jobTypeData.flatMap((t) => (isLevel(t.level) ? [{ ...t, level: t.level }] : []));

export const teacherJobTypeByKey = (key: string): TeacherJobType | undefined => TEACHER_JOB_TYPES.find((t) => t.key === key);

export const teacherJobTypesForLevel = (level: SchoolLevel): TeacherJobType[] => TEACHER_JOB_TYPES.filter((t) => t.level === level);
