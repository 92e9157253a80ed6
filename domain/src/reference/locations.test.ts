import { describe, expect, it } from 'vitest';
import { COUNTRIES, MUNICIPALITIES, REGIONS, locationPickerTree, municipalityByCode, regionById, regionOfMunicipality, toStoredMunicipality } from './locations.ts';

describe('location catalogue', () => {
  it('holds Finland (19 regions, 308 municipalities) first, then Sweden (21 counties, 290)', () => {
    const [fi, se] = COUNTRIES;
    expect(fi?.code).toBe('FI');
    expect(fi?.regions).toHaveLength(19);
    expect(fi?.regions.flatMap((r) => r.municipalities)).toHaveLength(308);
    expect(se?.code).toBe('SE');
    expect(se?.regions).toHaveLength(21);
    expect(se?.regions.flatMap((r) => r.municipalities)).toHaveLength(290);
    expect(REGIONS).toHaveLength(40);
    expect(MUNICIPALITIES).toHaveLength(598);
  });

  it('has unique municipality codes across both countries and unique region ids', () => {
    expect(new Set(MUNICIPALITIES.map((m) => m.code)).size).toBe(598);
    expect(new Set(REGIONS.map((r) => r.id)).size).toBe(40);
  });

  it('puts every municipality in exactly one region of its own country', () => {
    for (const m of MUNICIPALITIES) {
      const region = regionById(m.regionId);
      expect(region?.country).toBe(m.country);
      expect(region?.municipalities).toContain(m);
    }
  });

  it('looks municipalities up by official code with the spec field names', () => {
    expect(municipalityByCode('091')).toMatchObject({ name_swe: 'Helsingfors', namefi: 'Helsinki', country: 'FI' });
    expect(municipalityByCode('478')).toMatchObject({ name_swe: 'Mariehamn', namefi: 'Maarianhamina' });
    expect(municipalityByCode('0180')).toMatchObject({ name_swe: 'Stockholm', namefi: 'Tukholma', country: 'SE' });
    expect(regionOfMunicipality('091')).toMatchObject({ id: 'FI-01', name_swe: 'Nyland', namefi: 'Uusimaa' });
    expect(municipalityByCode('9999')).toBeUndefined();
  });

  it('falls back to the Swedish name where Finnish has none', () => {
    expect(municipalityByCode('1480')).toMatchObject({ name_swe: 'Göteborg', namefi: 'Göteborg' });
    for (const m of MUNICIPALITIES) expect(m.namefi.length).toBeGreaterThan(0);
  });

  it('stores a municipality as {code, name_swe, namefi, name_eng}', () => {
    const m = municipalityByCode('091');
    expect(m && toStoredMunicipality(m)).toEqual({ code: '091', name_swe: 'Helsingfors', namefi: 'Helsinki', name_eng: 'Helsinki' });
  });

  it('sorts the picker tree by name in the reader language', () => {
    const [fiSv] = locationPickerTree('sv');
    const [fiFi] = locationPickerTree('fi');
    expect(fiSv?.regions[0]?.name_swe).toBe('Birkaland');
    expect(fiFi?.regions[0]?.namefi).toBe('Ahvenanmaa');
    // Swedish collation: Z < Å < Ä < Ö.
    expect(fiSv?.regions.slice(-2).map((r) => r.name_swe)).toEqual(['Åland', 'Österbotten']);
    const names = fiFi?.regions.find((r) => r.id === 'FI-01')?.municipalities.map((m) => m.namefi) ?? [];
    expect(names).toEqual([...names].sort(new Intl.Collator('fi').compare));
    expect(names).toHaveLength(26);
    // The catalogue itself is left untouched.
    expect(COUNTRIES[0]?.regions[0]?.id).toBe('FI-01');
  });
});
