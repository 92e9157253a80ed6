import { describe, expect, it } from 'vitest';
import { municipalityByCode } from './locations.ts';
import { lookUpMunicipality, matchedOtherName, namesMatch, searchKey } from './municipality-lookup.ts';

const VASA = municipalityByCode('905');
const NARPES = municipalityByCode('545');

describe('municipality lookup', () => {
  it('folds case, diacritics and spaces', () => {
    expect(searchKey('  Närpiö  ')).toBe('narpio');
    expect(searchKey('Övertorneå')).toBe('overtornea');
  });

  it('matches any of the three names, with or without diacritics', () => {
    if (!VASA || !NARPES) throw new Error('catalogue');
    for (const q of ['Vasa', 'vaasa', 'VAS', '']) expect(namesMatch(VASA, q), q).toBe(true);
    for (const q of ['Närpes', 'närpiö', 'narpes', 'NARPIO']) expect(namesMatch(NARPES, q), q).toBe(true);
    expect(namesMatch(VASA, 'Närpes')).toBe(false);
    expect(matchedOtherName(VASA, 'Vaasa', 'vasa')).toBe('Vasa');
    expect(matchedOtherName(VASA, 'Vaasa', 'vaa')).toBeNull();
  });

  it('finds by code, name or the spec object; an unknown or ambiguous one is a problem with its name', () => {
    expect(lookUpMunicipality('905')).toEqual({ found: VASA });
    expect(lookUpMunicipality('Vaasa')).toEqual({ found: VASA });
    expect(lookUpMunicipality({ name_swe: 'Vasa', namefi: 'Vaasa' })).toEqual({ found: VASA });
    expect(lookUpMunicipality({ namefi: 'narpio' })).toEqual({ found: NARPES });
    expect(lookUpMunicipality({ name_swe: 'Vasa', namefi: 'Espoo' })).toEqual({ problem: 'unknown', label: 'Vasa' });
    expect(lookUpMunicipality('Övertorneå')).toEqual({ problem: 'ambiguous', label: 'Övertorneå' });
    expect(lookUpMunicipality({ code: '2518', name_swe: 'Övertorneå' })).toMatchObject({ found: { code: '2518' } });
    // Håbo and Habo differ only by the ring: the exact name decides
    expect(lookUpMunicipality('Habo')).toMatchObject({ found: { name_swe: 'Habo' } });
    expect(lookUpMunicipality('Håbo')).toMatchObject({ found: { name_swe: 'Håbo' } });
    expect(lookUpMunicipality({ code: '999' })).toEqual({ problem: 'unknown', label: '999' });
  });
});
