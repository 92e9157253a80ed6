import type { Locale } from '../auth/roles.ts';
import { QUALIFICATIONS } from '../constants/qualifications.ts';
import { ECEC_QUALIFICATIONS } from './ecec.ts';
import { LANGUAGE_OPTIONS, LANGUAGES } from './languages.ts';
import { SUBJECTS } from './subjects.ts';
import { TEACHER_JOB_TYPES } from './teacher-job-types.ts';

/**
 * Reference values in the reader's language. Profiles and jobs store these as names (spec 01 §3: a language as
 * {name, name_fi}, a qualification as {name_swe, name_fi}, a subject or a teacher type as the name the writer picked,
 * in the writer's language), so a screen looks the stored name up in the reference list and shows that entry's name
 * in its own language. A name no list knows (typed freely) is shown as stored.
 */
export type ReferenceKind = 'language' | 'subject' | 'qualification' | 'teacherType';

interface Names {
  readonly sv: string;
  readonly fi: string;
  /** a further name the entry is found by (English, for values written in English) */
  readonly en?: string;
}

/** A stored value: a name, or an object with a name per language under the spec's keys. */
export type StoredReference = string | Readonly<Record<string, unknown>> | null | undefined;

// the long list writes names in lower case ("saksa"), as in running text; alone on a screen they start upper case
const capitalised = (name: string): string => name.charAt(0).toLocaleUpperCase() + name.slice(1);
const languages: readonly Names[] = [
  ...LANGUAGE_OPTIONS.map((l) => ({ sv: l.name, fi: l.name_fi })),
  ...LANGUAGES.map((l) => ({ sv: capitalised(l.name_sv), fi: capitalised(l.name_fi), ...(l.name_en === null ? {} : { en: l.name_en }) })),
];

const entries: Record<ReferenceKind, readonly Names[]> = {
  language: languages,
  // a subject named after a language ("Engelska") is that language's lessons
  subject: [
    ...SUBJECTS.flatMap((s) => [
      { sv: s.name_sv, fi: s.name_fi },
      { sv: s.upper_secondary_name_sv ?? s.name_sv, fi: s.upper_secondary_name_fi ?? s.name_fi },
    ]),
    ...languages,
  ],
  qualification: [...QUALIFICATIONS.map((q) => ({ sv: q.name_swe, fi: q.name_fi })), ...ECEC_QUALIFICATIONS.map((q) => ({ sv: q.name_sv, fi: q.name_fi }))],
  teacherType: TEACHER_JOB_TYPES.map((t) => ({ sv: t.name_sv, fi: t.name_fi })),
};

const key = (name: string): string => name.trim().toLocaleLowerCase('sv');

/** name (any language, any case) → the entry; the first entry of a name wins (the short option lists come first). */
const indexes = Object.fromEntries(
  Object.entries(entries).map(([kind, list]) => {
    const index = new Map<string, Names>();
    for (const entry of list) {
      for (const name of [entry.sv, entry.fi, entry.en ?? entry.sv]) if (!index.has(key(name))) index.set(key(name), entry);
    }
    return [kind, index];
  }),
) as Record<ReferenceKind, Map<string, Names>>;

/** The spec's keys for a name in each language (name_swe, name_sv, name = Swedish; name_fi, namefi = Finnish). */
const SWEDISH_KEYS = ['name_swe', 'name_sv', 'name'];
const FINNISH_KEYS = ['name_fi', 'namefi'];

const textAt = (value: Readonly<Record<string, unknown>>, keys: readonly string[]): string | undefined => {
  for (const k of keys) {
    const v = value[k];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return undefined;
};

export function referenceLabel(kind: ReferenceKind, value: StoredReference, locale: Locale): string {
  if (value === null || value === undefined) return '';
  const names = typeof value === 'string' ? [value] : [textAt(value, SWEDISH_KEYS), textAt(value, FINNISH_KEYS)].filter((n) => n !== undefined);
  for (const name of names) {
    const entry = indexes[kind].get(key(name));
    if (entry) return entry[locale];
  }
  if (typeof value === 'string') return value;
  // not in the list (added freely): the stored name of this language, else the other one
  return (locale === 'fi' ? (textAt(value, FINNISH_KEYS) ?? textAt(value, SWEDISH_KEYS)) : (textAt(value, SWEDISH_KEYS) ?? textAt(value, FINNISH_KEYS))) ?? '';
}

/** A list of stored values as one line: "Engelska, Finska". */
export const referenceList = (kind: ReferenceKind, values: readonly StoredReference[] | null | undefined, locale: Locale): string =>
  (values ?? [])
    .map((v) => referenceLabel(kind, v, locale))
    .filter((label) => label !== '')
    .join(', ');
