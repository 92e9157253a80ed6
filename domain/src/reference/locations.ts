import type { Locale } from '../auth/roles.ts';
import finland from './data/finland-locations.json' with { type: 'json' };
import sweden from './data/sweden-locations.json' with { type: 'json' };

/**
 * Location catalogue (DESIGN.md "Locations"): Finland's 19 regions and 308 municipalities (default),
 * Sweden's 21 counties and 290 municipalities. Names use the spec's spelling: name_swe, namefi,
 * name_eng; a missing Finnish name falls back to the Swedish one. Municipality codes are official
 * (Statistics Finland: 3 digits, SCB: 4 digits), so they never collide across the two countries;
 * region/county codes do collide (both start at 01), hence a region `id` of country + code.
 */
export type CountryCode = 'FI' | 'SE';
export const DEFAULT_COUNTRY: CountryCode = 'FI';

export interface Names {
  readonly name_swe: string;
  readonly namefi: string;
  readonly name_eng: string;
}

/** What a profile or job stores for a municipality (spec 01 §3: regions with name_swe and namefi). */
export interface StoredMunicipality extends Names {
  readonly code: string;
}

export interface Municipality extends StoredMunicipality {
  readonly country: CountryCode;
  /** id of the region (FI) or county (SE) it belongs to. */
  readonly regionId: string;
}

export interface Region extends Names {
  /** `${country}-${code}`, e.g. FI-01 (Uusimaa / Nyland), SE-01 (Stockholms län). */
  readonly id: string;
  readonly code: string;
  readonly country: CountryCode;
  readonly municipalities: readonly Municipality[];
}

export interface Country extends Names {
  readonly code: CountryCode;
  readonly regions: readonly Region[];
}

const regionId = (country: CountryCode, code: string): string => `${country}-${code}`;

const finnishMunicipalities: Municipality[] = finland.municipalities.map((m) => ({
  code: m.code,
  name_swe: m.name_sv,
  namefi: m.name_fi,
  // Finnish municipalities have no separate English names; English uses the Finnish form.
  name_eng: m.name_fi,
  country: 'FI',
  regionId: regionId('FI', m.region_code),
}));

const swedishMunicipalities: Municipality[] = sweden.municipalities.map((m) => ({
  code: m.code,
  name_swe: m.name_sv,
  namefi: m.name_fi ?? m.name_sv,
  name_eng: m.name_sv,
  country: 'SE',
  regionId: regionId('SE', m.county_code),
}));

const byRegion = (list: readonly Municipality[], id: string): Municipality[] => list.filter((m) => m.regionId === id);

const finnishRegions: Region[] = finland.regions.map((r) => ({
  id: regionId('FI', r.code),
  code: r.code,
  country: 'FI',
  name_swe: r.name_sv,
  namefi: r.name_fi,
  name_eng: r.name_en,
  municipalities: byRegion(finnishMunicipalities, regionId('FI', r.code)),
}));

const swedishRegions: Region[] = sweden.counties.map((c) => ({
  id: regionId('SE', c.code),
  code: c.code,
  country: 'SE',
  name_swe: c.name_sv,
  namefi: c.name_fi,
  name_eng: `${c.name_en} County`,
  municipalities: byRegion(swedishMunicipalities, regionId('SE', c.code)),
}));

/** Countries in the order offered: Finland (default) first, then Sweden. */
export const COUNTRIES: readonly Country[] = [
  { code: 'FI', name_swe: 'Finland', namefi: 'Suomi', name_eng: 'Finland', regions: finnishRegions },
  { code: 'SE', name_swe: 'Sverige', namefi: 'Ruotsi', name_eng: 'Sweden', regions: swedishRegions },
];

export const REGIONS: readonly Region[] = [...finnishRegions, ...swedishRegions];
export const MUNICIPALITIES: readonly Municipality[] = [...finnishMunicipalities, ...swedishMunicipalities];

const municipalityIndex = new Map(MUNICIPALITIES.map((m) => [m.code, m]));
const regionIndex = new Map(REGIONS.map((r) => [r.id, r]));

export const municipalityByCode = (code: string): Municipality | undefined => municipalityIndex.get(code);
export const regionById = (id: string): Region | undefined => regionIndex.get(id);
export const regionOfMunicipality = (code: string): Region | undefined => {
  const m = municipalityIndex.get(code);
  return m ? regionIndex.get(m.regionId) : undefined;
};

/** The stored form of a municipality (what a profile's `regions` list holds). */
export const toStoredMunicipality = ({ code, name_swe, namefi, name_eng }: Municipality): StoredMunicipality => ({
  code,
  name_swe,
  namefi,
  name_eng,
});

/** A name in the reader's language. */
export const localName = (names: Names, locale: Locale): string => (locale === 'fi' ? names.namefi : names.name_swe);

/** A municipality's name in the reader's language; its code where the code is unknown (a municipality since merged). */
export const municipalityName = (code: string, locale: Locale): string => {
  const m = municipalityIndex.get(code);
  return m === undefined ? code : localName(m, locale);
};

/**
 * The picker tree: country → region/county → municipalities, regions and municipalities sorted by
 * their name in the reader's language (Swedish or Finnish collation).
 */
export function locationPickerTree(locale: Locale): Country[] {
  const collator = new Intl.Collator(locale === 'fi' ? 'fi' : 'sv');
  const byName = (a: Names, b: Names): number => collator.compare(localName(a, locale), localName(b, locale));
  return COUNTRIES.map((country) => ({
    ...country,
    regions: [...country.regions].sort(byName).map((region) => ({
      ...region,
      municipalities: [...region.municipalities].sort(byName),
    })),
  }));
}
