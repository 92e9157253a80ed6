import { gradeByVal, sortGrades, type Locale } from '@vikariat/domain';

/** Grade values as the reader's names, sorted ("Årskurs 1, Årskurs 2"). */
export const gradeNames = (grades: readonly string[], locale: Locale): string =>
  sortGrades(grades)
    .map((val) => {
      const grade = gradeByVal(val);
      if (!grade) return val;
      return locale === 'fi' ? grade.name_fi : grade.name_swe;
    })
    .join(', ');
