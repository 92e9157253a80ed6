-- The region codes of a profile as domain's regionCodesOf reads them (a string, or an object's string `code`), sorted
-- (the sync scope's fingerprint reads them in order), in one
-- place for every query that asks which substitutes a job's municipalities reach (the job rule's `inRegions` fact,
-- services/jobs/job-rule-sql.ts, and the sync reader's facts).
CREATE FUNCTION profile_region_codes(profile jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT ARRAY(SELECT DISTINCT x.code
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(profile->'regions') = 'array' THEN profile->'regions' ELSE '[]'::jsonb END) r
    CROSS JOIN LATERAL (SELECT CASE jsonb_typeof(r) WHEN 'string' THEN r #>> '{}'
      WHEN 'object' THEN CASE WHEN jsonb_typeof(r->'code') = 'string' THEN r->>'code' END END AS code) x
    WHERE x.code IS NOT NULL ORDER BY x.code)
$fn$;
