import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { municipalityByCode } from './locations.ts';

const UNKNOWN = 'Okänd kommun.|Tuntematon kunta.';

/** A municipality code from the catalogue (Finland or Sweden). */
export const municipalityCodeSchema = text().refine((code) => municipalityByCode(code) !== undefined, { message: UNKNOWN });

/**
 * A municipality as a client sends it ({code, name_swe, namefi, ...}): only the code is trusted; the
 * names are replaced by the catalogue's so that stored names are always the official ones.
 */
export const storedMunicipalitySchema = z
  .object({ code: text() })
  .loose()
  .transform((value, ctx) => {
    const m = municipalityByCode(value.code);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN, path: ['code'] });
      return z.NEVER;
    }
    return { code: m.code, name_swe: m.name_swe, namefi: m.namefi, name_eng: m.name_eng };
  });
