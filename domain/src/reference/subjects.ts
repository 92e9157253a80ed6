import type { Locale } from '../auth/roles.ts';
import subjectData from './data/subjects.json' with { type: 'json' };

/**
 * School subjects (52) of Finnish basic education and general upper secondary, from the Opetushallitus
 * koodisto via CSCfi/antero (MIT). `key` is unique; `code` is the koodisto code (e.g. MA, KE, B1).
 */
export type SchoolLevel = 'basic_education' | 'upper_secondary';

export interface Subject {
  readonly key: string;
  readonly code: string;
  readonly name_fi: string;
  readonly name_sv: string;
  readonly name_en: string | null;
  readonly levels: readonly SchoolLevel[];
  readonly group_fi: string;
  readonly group_sv: string;
  /** The general upper secondary name where it differs (e.g. Maantieto → Maantiede). */
  readonly upper_secondary_name_fi?: string;
  readonly upper_secondary_name_sv?: string;
}

const isLevel = (level: string): level is SchoolLevel => level === 'basic_education' || level === 'upper_secondary';

export const SUBJECTS: readonly Subject[] = subjectData.map((s) => {
  const { upper_secondary_name_fi: usFi, upper_secondary_name_sv: usSv } = s as {
    upper_secondary_name_fi?: string;
    upper_secondary_name_sv?: string;
  };
  return {
    key: s.key,
    code: s.code,
    name_fi: s.name_fi,
    name_sv: s.name_sv,
    name_en: s.name_en,
    levels: s.levels.filter(isLevel),
    group_fi: s.group_fi,
    group_sv: s.group_sv,
    ...(usFi === undefined ? {} : { upper_secondary_name_fi: usFi }),
    ...(usSv === undefined ? {} : { upper_secondary_name_sv: usSv }),
  };
});

const subjectIndex = new Map(SUBJECTS.map((s) => [s.key, s]));
export const subjectByKey = (key: string): Subject | undefined => subjectIndex.get(key);

export const subjectName = (subject: Subject, locale: Locale): string => (locale === 'fi' ? subject.name_fi : subject.name_sv);

/** Subject names for a multi-select typeahead (new entries are allowed there too), sorted for the locale. */
export function subjectNames(locale: Locale): string[] {
  const collator = new Intl.Collator(locale);
  return [...new Set(SUBJECTS.map((s) => subjectName(s, locale)))].sort(collator.compare);
}
