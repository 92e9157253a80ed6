import { describe, expect, it } from 'vitest';
import { municipalityCodeSchema, storedMunicipalitySchema } from './location-schema.ts';

describe('location schemas', () => {
  it('accepts known codes of both countries only', () => {
    expect(municipalityCodeSchema.safeParse('091').success).toBe(true);
    expect(municipalityCodeSchema.safeParse('0180').success).toBe(true);
    expect(municipalityCodeSchema.safeParse('999').success).toBe(false);
  });

  it('replaces client-sent names with the official ones', () => {
    expect(storedMunicipalitySchema.parse({ code: '091', name_swe: 'Hacked', namefi: 'x' })).toEqual({
      code: '091',
      name_swe: 'Helsingfors',
      namefi: 'Helsinki',
      name_eng: 'Helsinki',
    });
  });

  it('refuses an unknown code on the code field', () => {
    const result = storedMunicipalitySchema.safeParse({ code: '12345', name_swe: 'Nowhere' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['code'], message: 'Okänd kommun.|Tuntematon kunta.' });
  });
});
