import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES,
  COUNTRIES,
  ECEC_QUALIFICATIONS,
  ECEC_ROLES,
  GRADE_OPTIONS,
  JOB_MESSAGES,
  LANGUAGE_OPTIONS,
  LANGUAGES,
  MESSAGES,
  MUNICIPALITIES,
  QUALIFICATIONS,
  REGIONS,
  STATUS_OPTIONS,
  SUBJECTS,
  TEACHER_JOB_TYPES,
  TYPES_OF_TEMP,
  type Locale,
} from '@vikariat/domain';
import { E2E_DIR } from './constants.ts';

/**
 * What a screen of one language must not show, built from what the product says in each language: the Lingui
 * catalogues, the domain's server texts, the reference lists (languages, subjects, qualifications, ...) and the
 * browser's own date words (month and weekday names, "klo"). A word is the other language's when only that
 * language ever says it; place names are left out (a Swedish school keeps its name in the Finnish UI).
 */
export interface LanguageWords {
  /** words only the other language uses, per UI language */
  foreign: Record<Locale, Set<string>>;
  /** the language's own tokens as written in its texts (hyphenated words whole): a code that is also a word is fine */
  own: Record<Locale, Set<string>>;
  /** every Lingui message id (shown when a catalogue is missing) */
  messageIds: Set<string>;
}

const CATALOGUES = path.join(E2E_DIR, '..', 'locales', 'catalogs');
/** Words of both languages on purpose: the brand, file formats, and words the two languages happen to share. */
const SHARED = new Set(['vikariat', 'csv', 'pdf', 'excel', 'ical', 'ics', 'sos', 'ok', 'id', 'url', 'push', 'ios', 'android', 'google', 'apple']);

/** Lowercase words of a text: letters only (ICU placeholders and plural keywords dropped). */
export function wordsOf(text: string): string[] {
  const plain = text.replace(/\{[^{}]*\}/g, ' ').replace(/\b(plural|select|one|other|offset)\b/g, ' ');
  return (plain.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1);
}

interface PoMessage {
  id: string;
  context: string;
  translation: string;
}

const unquote = (line: string): string => JSON.parse(line.slice(line.indexOf('"'))) as string;

/** The messages of a .po file (msgctxt, msgid, msgstr; multi-line strings joined). */
function readPo(file: string): PoMessage[] {
  const messages: PoMessage[] = [];
  type Field = 'msgctxt' | 'msgid' | 'msgstr';
  let current: Partial<Record<Field, string>> = {};
  let field: Field | null = null;
  const flush = () => {
    if (current.msgid) messages.push({ id: current.msgid, context: current.msgctxt ?? '', translation: current.msgstr ?? '' });
    current = {};
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const keyword = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1] as Field | undefined;
    if (keyword) {
      // a new entry begins at its msgctxt, or at a msgid when the one read has its own (an entry after one with a context
      // was once read into it, and every entry after it with it, so a file's later words went missing)
      if (keyword === 'msgctxt' || (keyword === 'msgid' && current.msgid !== undefined)) flush();
      field = keyword;
      current[keyword] = unquote(line);
    } else if (line.startsWith('"') && field) current[field] = (current[field] ?? '') + unquote(line);
    else if (line.trim() === '') field = null;
  }
  flush();
  return messages;
}

const poFilesOf = (locale: Locale): string[] => {
  const dir = path.join(CATALOGUES, locale);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.po'))
    .map((f) => path.join(dir, f));
};

/** Lingui's id of a message (sha256 of message + U+001F + context, base64, 6 characters). */
const messageIdOf = (message: string, context: string): string => createHash('sha256').update(`${message}\u001f${context}`).digest('base64').slice(0, 6);

/** The texts of each language that differ between the languages (identical pairs say nothing about either). */
function textPairs(): Array<{ sv: string; fi: string }> {
  const pairs: Array<{ sv: string; fi: string }> = [];
  for (const file of poFilesOf('fi')) for (const m of readPo(file)) pairs.push({ sv: m.id, fi: m.translation });
  const tables: ReadonlyArray<Record<string, { sv: string; fi: string }>> = [MESSAGES, ACCOUNT_MESSAGES, JOB_MESSAGES];
  for (const table of tables) pairs.push(...Object.values(table));
  const named = [
    ...LANGUAGE_OPTIONS.map((l) => ({ sv: l.name, fi: l.name_fi })),
    ...LANGUAGES.map((l) => ({ sv: l.name_sv, fi: l.name_fi })),
    ...SUBJECTS.map((s) => ({ sv: s.name_sv, fi: s.name_fi })),
    ...[...QUALIFICATIONS, ...GRADE_OPTIONS, ...STATUS_OPTIONS, ...TYPES_OF_TEMP].map((q) => ({ sv: q.name_swe, fi: q.name_fi })),
    ...TEACHER_JOB_TYPES.map((j) => ({ sv: j.name_sv, fi: j.name_fi })),
    ...[...ECEC_ROLES, ...ECEC_QUALIFICATIONS].map((c) => ({ sv: c.name_sv, fi: c.name_fi })),
  ];
  pairs.push(...named, ...dateWordPairs());
  return pairs.filter((p) => p.sv !== p.fi);
}

/** The words the browser's date formatting gives in each language: months, weekdays, "klo" and "kl.". */
function dateWordPairs(): Array<{ sv: string; fi: string }> {
  const pairs: Array<{ sv: string; fi: string }> = [];
  const formats: Intl.DateTimeFormatOptions[] = [{ dateStyle: 'full', timeStyle: 'short' }, { month: 'long' }, { month: 'short' }, { weekday: 'short' }];
  for (let month = 0; month < 12; month++) {
    const instant = new Date(Date.UTC(2026, month, 1 + month, 10));
    for (const options of formats) {
      pairs.push({ sv: instant.toLocaleString('sv-FI', options), fi: instant.toLocaleString('fi-FI', options) });
    }
  }
  return pairs;
}

/** Place names in every language (municipalities, regions, countries): they stay as written in any UI. */
function placeWords(): Set<string> {
  const names = [...MUNICIPALITIES, ...REGIONS, ...COUNTRIES].flatMap((n) => [n.name_swe, n.namefi, n.name_eng ?? '']);
  return new Set(names.flatMap(wordsOf));
}

/** Tokens as a screen's raw codes are matched: letters, digits, '_' and '-' together, lowercase. */
export const tokensOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_-]+/gu) ?? [];

export function buildLanguageWords(): LanguageWords {
  const sv = new Set<string>();
  const fi = new Set<string>();
  const own = { sv: new Set<string>(), fi: new Set<string>() };
  for (const pair of textPairs()) {
    for (const w of wordsOf(pair.sv)) sv.add(w);
    for (const w of wordsOf(pair.fi)) fi.add(w);
    for (const t of tokensOf(pair.sv)) own.sv.add(t);
    for (const t of tokensOf(pair.fi)) own.fi.add(t);
  }
  const places = placeWords();
  const only = (mine: Set<string>, theirs: Set<string>) => new Set([...mine].filter((w) => !theirs.has(w) && !places.has(w) && !SHARED.has(w)));
  const messageIds = new Set<string>();
  for (const file of poFilesOf('sv')) for (const m of readPo(file)) messageIds.add(messageIdOf(m.id, m.context));
  return { foreign: { fi: only(sv, fi), sv: only(fi, sv) }, own, messageIds };
}
