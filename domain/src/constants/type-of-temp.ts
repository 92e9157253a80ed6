import type { Locale } from '../auth/roles.ts';

/**
 * Type of temp (spec 02 §3 `typeOfTemp {val, name_swe, name_fi}`): what kind of substitute a job needs.
 * The spec fixes only 17 = other with free text; the rest is a realistic list of Finnish school and
 * early-childhood substitute roles (Finland-Swedish terms as used by Utbildningsstyrelsen and Varda).
 */
export interface TypeOfTemp {
  readonly val: number;
  readonly name_swe: string;
  readonly name_fi: string;
}

export const TYPE_OF_TEMP_OTHER = 17;

export const TYPES_OF_TEMP: readonly TypeOfTemp[] = [
  { val: 1, name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' },
  { val: 2, name_swe: 'Ämneslärare', name_fi: 'Aineenopettaja' },
  { val: 3, name_swe: 'Speciallärare', name_fi: 'Erityisopettaja' },
  { val: 4, name_swe: 'Specialklasslärare', name_fi: 'Erityisluokanopettaja' },
  { val: 5, name_swe: 'Barnträdgårdslärare', name_fi: 'Lastentarhanopettaja' },
  { val: 6, name_swe: 'Speciallärare inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen erityisopettaja' },
  { val: 7, name_swe: 'Förskollärare', name_fi: 'Esiopetuksen opettaja' },
  { val: 8, name_swe: 'Barnskötare', name_fi: 'Lastenhoitaja' },
  { val: 9, name_swe: 'Socionom inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen sosionomi' },
  { val: 10, name_swe: 'Elevassistent', name_fi: 'Koulunkäynninohjaaja' },
  { val: 11, name_swe: 'Studiehandledare', name_fi: 'Opinto-ohjaaja' },
  { val: 12, name_swe: 'Modersmålslärare', name_fi: 'Oman äidinkielen opettaja' },
  { val: 13, name_swe: 'Lärare i svenska/finska som andraspråk', name_fi: 'S2-opettaja' },
  { val: 14, name_swe: 'Gymnasielärare (lektor)', name_fi: 'Lukion lehtori' },
  { val: 15, name_swe: 'Timlärare', name_fi: 'Tuntiopettaja' },
  { val: 16, name_swe: 'Ledare för morgon- och eftermiddagsverksamhet', name_fi: 'Aamu- ja iltapäivätoiminnan ohjaaja' },
  { val: TYPE_OF_TEMP_OTHER, name_swe: 'Annan', name_fi: 'Muu' },
];

export const typeOfTempByVal = (val: number): TypeOfTemp | undefined => TYPES_OF_TEMP.find((t) => t.val === val);

/** Type 17 shows (and requires) a free-text field, otherTxt. */
export const typeOfTempNeedsText = (val: number): boolean => val === TYPE_OF_TEMP_OTHER;

/**
 * A job's type as every screen and export names it: the type in the reader's language, with the free text ("Annan:
 * Bibliotek"). An SOS job is posted as 'other' with the text SOS (POST /api/principals/sos): its text alone names it,
 * "SOS" and not "Annan: SOS", beside its own SOS mark (spec 02 "SOS and admin jobs have their own icons").
 */
export function typeOfTempLabel(type: TypeOfTemp, job: { otherTxt?: string | null | undefined; sos?: boolean | undefined }, locale: Locale): string {
  if (job.sos === true && typeOfTempNeedsText(type.val)) return job.otherTxt || 'SOS';
  const name = locale === 'fi' ? type.name_fi : type.name_swe;
  return job.otherTxt ? `${name}: ${job.otherTxt}` : name;
}
