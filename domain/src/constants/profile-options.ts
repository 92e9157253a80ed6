/** Option lists of spec 01 §3: grades, study years and the substitute's status. */

export interface GradeOption {
  readonly val: string;
  readonly name_swe: string;
  readonly name_fi: string;
  /** Grades are shown sorted (spec 02 §5): day care, pre-school, 1-9, folk high school. */
  readonly order: number;
}

const numberedGrades: GradeOption[] = Array.from({ length: 9 }, (_, i) => ({
  val: String(i + 1),
  name_swe: `Årskurs ${i + 1}`,
  name_fi: `${i + 1}. luokka`,
  order: i + 2,
}));

export const GRADE_OPTIONS: readonly GradeOption[] = [
  { val: 'daghem', name_swe: 'Daghem', name_fi: 'Päiväkoti', order: 0 },
  { val: 'forskola', name_swe: 'Förskola', name_fi: 'Esiopetus', order: 1 },
  ...numberedGrades,
  { val: 'folkhogskola', name_swe: 'Folkhögskola', name_fi: 'Kansanopisto', order: 11 },
];

export const gradeByVal = (val: string): GradeOption | undefined => GRADE_OPTIONS.find((g) => g.val === val);

/** Sorts grade values in the spec's order; unknown values go last, in their given order. */
export function sortGrades(values: readonly string[]): string[] {
  const orderOf = (v: string): number => gradeByVal(v)?.order ?? Number.MAX_SAFE_INTEGER;
  return values
    .map((v, i) => ({ v, i }))
    .sort((a, b) => orderOf(a.v) - orderOf(b.v) || a.i - b.i)
    .map(({ v }) => v);
}

export const STUDY_YEAR_OPTIONS = ['1.', '2.', '3.', '4.', '5.', '>5.'] as const;
export type StudyYear = (typeof STUDY_YEAR_OPTIONS)[number];

export const STATUS_VALUES = ['teacher', 'student', 'other'] as const;
export type SubstituteStatus = (typeof STATUS_VALUES)[number];

export interface StatusOption {
  readonly val: SubstituteStatus;
  readonly name_swe: string;
  readonly name_fi: string;
}

export const STATUS_OPTIONS: readonly StatusOption[] = [
  { val: 'teacher', name_swe: 'Lärare', name_fi: 'Opettaja' },
  { val: 'student', name_swe: 'Studerande', name_fi: 'Opiskelija' },
  { val: 'other', name_swe: 'Annan', name_fi: 'Muu' },
];

/** Annan/Muu reveals (and needs) the free text otherTxt. */
export const statusNeedsText = (status: SubstituteStatus): boolean => status === 'other';
/** Students fill study fields (study year, main subject, coming qualifications); others degree fields. */
export const statusIsStudent = (status: SubstituteStatus): boolean => status === 'student';
