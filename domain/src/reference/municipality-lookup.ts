import { MUNICIPALITIES, municipalityByCode, type Municipality, type Names } from './locations.ts';

/**
 * Finding a municipality by what a person or a client knows of it: its code, or a name in Swedish, Finnish or
 * English, typed with or without the diacritics ("Närpes", "narpes", "Närpiö", "Vasa", "Vaasa").
 */

/** Lower case, no diacritics, single spaces: 'Närpiö ' → 'narpio'. */
export const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const namesOf = (n: Names): string[] => [n.name_swe, n.namefi, n.name_eng];

/** Whether the search text is part of any of the names (empty text matches everything). */
export function namesMatch(names: Names, query: string): boolean {
  const needle = searchKey(query);
  return needle === '' || namesOf(names).some((name) => searchKey(name).includes(needle));
}

/** The name that made `query` match when it is not the reader's own (Vaasa found by "Vasa" shows "Vasa"). */
export function matchedOtherName(names: Names, shown: string, query: string): string | null {
  const needle = searchKey(query);
  if (needle === '' || searchKey(shown).includes(needle)) return null;
  return namesOf(names).find((name) => searchKey(name).includes(needle)) ?? null;
}

const exact = new Map<string, Municipality[]>();
const loose = new Map<string, Municipality[]>();
const add = (index: Map<string, Municipality[]>, key: string, m: Municipality) => {
  const list = index.get(key) ?? [];
  if (!list.includes(m)) list.push(m);
  index.set(key, list);
};
for (const m of MUNICIPALITIES) {
  for (const name of namesOf(m)) {
    add(exact, name.trim().toLowerCase(), m);
    add(loose, searchKey(name), m);
  }
}

/** Every municipality a name may mean: the exact name first; without diacritics only when that finds nothing. */
export function municipalitiesNamed(name: string): readonly Municipality[] {
  return exact.get(name.trim().toLowerCase()) ?? loose.get(searchKey(name)) ?? [];
}

export type MunicipalityRef = string | { code?: unknown; name_swe?: unknown; namefi?: unknown; name_eng?: unknown };

export type MunicipalityLookup = { readonly found: Municipality } | { readonly problem: 'unknown' | 'ambiguous'; readonly label: string };

/**
 * A municipality from a code, a name, or an object as the spec writes them ({code?, name_swe, namefi, name_eng}):
 * a code decides; otherwise every name given must point at the same single municipality (Övertorneå is in both
 * Finland and Sweden, so its name alone is ambiguous).
 */
export function lookUpMunicipality(ref: MunicipalityRef): MunicipalityLookup {
  const code = typeof ref === 'string' ? ref : typeof ref.code === 'string' ? ref.code : undefined;
  const byCode = code === undefined ? undefined : municipalityByCode(code.trim());
  if (byCode !== undefined) return { found: byCode };
  const names = typeof ref === 'string' ? [ref] : [ref.name_swe, ref.namefi, ref.name_eng].filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  const label = names[0] ?? code ?? '';
  if (names.length === 0 || (typeof ref !== 'string' && code !== undefined && code.trim() !== '')) return { problem: 'unknown', label };
  let candidates: readonly Municipality[] | undefined;
  for (const name of names) {
    const named = municipalitiesNamed(name);
    candidates = candidates === undefined ? named : candidates.filter((m) => named.includes(m));
  }
  if (candidates === undefined || candidates.length === 0) return { problem: 'unknown', label };
  if (candidates.length > 1) return { problem: 'ambiguous', label };
  return { found: candidates[0] as Municipality };
}
