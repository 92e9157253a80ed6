/**
 * Qualification list of spec 01 §3 (`val` 1-17 with name_swe/name_fi): what a substitute is qualified
 * as, stored on the profile as {name_swe, name_fi}. The spec gives only the shape; the entries are the
 * Finnish teacher and early-childhood qualifications (Förordning 986/1998, Varda titles).
 */
export interface Qualification {
  readonly val: number;
  readonly name_swe: string;
  readonly name_fi: string;
}

export const QUALIFICATION_OTHER = 17;

export const QUALIFICATIONS: readonly Qualification[] = [
  { val: 1, name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' },
  { val: 2, name_swe: 'Ämneslärare', name_fi: 'Aineenopettaja' },
  { val: 3, name_swe: 'Speciallärare', name_fi: 'Erityisopettaja' },
  { val: 4, name_swe: 'Specialklasslärare', name_fi: 'Erityisluokanopettaja' },
  { val: 5, name_swe: 'Lärare inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen opettaja' },
  { val: 6, name_swe: 'Speciallärare inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen erityisopettaja' },
  { val: 7, name_swe: 'Socionom inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen sosionomi' },
  { val: 8, name_swe: 'Barnskötare inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen lastenhoitaja' },
  { val: 9, name_swe: 'Studiehandledare', name_fi: 'Opinto-ohjaaja' },
  { val: 10, name_swe: 'Yrkeslärare', name_fi: 'Ammatillinen opettaja' },
  { val: 11, name_swe: 'Modersmålslärare', name_fi: 'Oman äidinkielen opettaja' },
  { val: 12, name_swe: 'Elevassistent / skolgångshandledare', name_fi: 'Koulunkäynninohjaaja' },
  { val: 13, name_swe: 'Pedagogiska studier för lärare (60 sp)', name_fi: 'Opettajan pedagogiset opinnot (60 op)' },
  { val: 14, name_swe: 'Pedagogie magister', name_fi: 'Kasvatustieteen maisteri' },
  { val: 15, name_swe: 'Filosofie magister', name_fi: 'Filosofian maisteri' },
  { val: 16, name_swe: 'Studentexamen', name_fi: 'Ylioppilastutkinto' },
  { val: QUALIFICATION_OTHER, name_swe: 'Annan', name_fi: 'Muu' },
];

export const qualificationByVal = (val: number): Qualification | undefined => QUALIFICATIONS.find((q) => q.val === val);
