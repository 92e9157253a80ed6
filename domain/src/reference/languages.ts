import type { Locale } from '../auth/roles.ts';
import languageData from './data/languages.json' with { type: 'json' };

/** Languages (95) of the Opetushallitus *kielivalikoima* list, fi/sv/en (CSCfi/antero, MIT). */
export interface Language {
  readonly key: string;
  /** Koodisto code, mostly ISO 639-1 upper case (FI, SV, EN, ...). */
  readonly code: string;
  readonly name_fi: string;
  readonly name_sv: string;
  readonly name_en: string | null;
}

export const LANGUAGES: readonly Language[] = languageData;

const languageIndex = new Map(LANGUAGES.map((l) => [l.code, l]));
export const languageByCode = (code: string): Language | undefined => languageIndex.get(code.toUpperCase());

export const languageName = (language: Language, locale: Locale): string => (locale === 'fi' ? language.name_fi : language.name_sv);

/**
 * The spec's short language option list (spec 01 §3): stored on a profile as {name, name_fi}
 * (name = Swedish). Users may also add other languages freely.
 */
export interface LanguageOption {
  readonly code: string;
  readonly name: string;
  readonly name_fi: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'SV', name: 'Svenska', name_fi: 'Ruotsi' },
  { code: 'FI', name: 'Finska', name_fi: 'Suomi' },
  { code: 'EN', name: 'Engelska', name_fi: 'Englanti' },
  { code: 'DA', name: 'Danska', name_fi: 'Tanska' },
  { code: 'NO', name: 'Norska', name_fi: 'Norja' },
  { code: 'DE', name: 'Tyska', name_fi: 'Saksa' },
  { code: 'FR', name: 'Franska', name_fi: 'Ranska' },
  { code: 'RU', name: 'Ryska', name_fi: 'Venäjä' },
];
