-- Offer waves (issue 23 "Offer waves", decisions 023 point 4 and 034): a job is offered in waves instead of one
-- broadcast. The school's delay between waves, in minutes (0 = every wave at once, the old broadcast); defaults are the
-- domain's DEFAULT_WAVE_DELAYS.
ALTER TABLE schools
  ADD COLUMN wave_sos_minutes integer NOT NULL DEFAULT 5 CHECK (wave_sos_minutes BETWEEN 0 AND 1440),
  ADD COLUMN wave_other_minutes integer NOT NULL DEFAULT 60 CHECK (wave_other_minutes BETWEEN 0 AND 1440);

-- One row per posted job while its waves run: the last wave sent (0 none yet), `done` once someone is chosen, the job is
-- deleted or it starts. The background task reads the open rows; a row lock serialises two nodes' runs on one job.
CREATE TABLE offer_waves (
  job_id     uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  posted_at  timestamptz NOT NULL,
  wave_sent  smallint NOT NULL DEFAULT 0 CHECK (wave_sent BETWEEN 0 AND 3),
  done       boolean NOT NULL DEFAULT false
);
CREATE INDEX offer_waves_open_idx ON offer_waves (posted_at) WHERE NOT done;

-- One row per (job, substitute) offered: a person is offered a job once (the key), in one wave, for one reason.
CREATE TABLE offers (
  job_id         uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  account_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  wave           smallint NOT NULL CHECK (wave BETWEEN 1 AND 3),
  reason         text NOT NULL CHECK (reason IN ('preferred', 'workedBefore', 'freeDay', 'region')),
  offered_at     timestamptz NOT NULL,
  declined_at    timestamptz,
  decline_reason text,
  PRIMARY KEY (job_id, account_id)
);
CREATE INDEX offers_account_idx ON offers (account_id);

-- A date from text, or NULL when it is none (a profile's police record date is whatever an old client stored).
CREATE FUNCTION safe_date(value text) RETURNS date LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
BEGIN
  RETURN left(value, 10)::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END;
$fn$;

-- A job's daily stints as wall-clock timestamps (domain overlap.ts: an end not after the start runs past midnight).
CREATE FUNCTION job_stints(sd date, ed date, st text, et text) RETURNS TABLE (s timestamp, e timestamp)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT g.d::date + st::time,
         g.d::date + st::time + CASE WHEN et::time > st::time THEN et::time - st::time ELSE et::time - st::time + interval '1 day' END
  FROM generate_series(sd, ed, interval '1 day') AS g (d)
$fn$;

-- THE overlap rule (domain conflictsWithin2h): some stints of the two jobs are less than 2 hours apart. Only the days
-- around each other can be nearest, so the second job's stints are taken from the first's range ±2 days.
CREATE FUNCTION jobs_within_2h(asd date, aed date, ast text, aet text, bsd date, bed date, bst text, bet text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT asd <= bed + 2 AND bsd <= aed + 2 AND EXISTS (
    SELECT 1 FROM job_stints(asd, aed, ast, aet) x
    CROSS JOIN job_stints(greatest(bsd, asd - 2), least(bed, aed + 2), bst, bet) y
    WHERE greatest(x.s, y.s) - least(x.e, y.e) < interval '2 hours')
$fn$;

-- A job's availability for a person (domain jobAvailability, the booked case left to the caller): 'no' when a part
-- of a day it covers is marked not free, 'yes' when every part is free, else 'unknown'. A day entry overrides the
-- weekly pattern part by part; a job covers the morning when it starts before noon, the afternoon when it ends after
-- noon or runs past midnight.
CREATE FUNCTION job_availability(person uuid, sd date, ed date, st text, et text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  WITH answers AS (
    SELECT COALESCE(CASE p.part WHEN 'm' THEN ad.morning ELSE ad.afternoon END,
                    CASE p.part WHEN 'm' THEN ap.morning ELSE ap.afternoon END) AS free
    FROM generate_series(sd, ed, interval '1 day') AS g (d)
    CROSS JOIN (VALUES ('m'), ('a')) AS p (part)
    LEFT JOIN availability_days ad ON ad.account_id = person AND ad.date = g.d::date
    LEFT JOIN availability_patterns ap ON ap.account_id = person AND ap.weekday = extract(isodow FROM g.d)
    WHERE (p.part = 'm' AND st::time < time '12:00') OR (p.part = 'a' AND (et::time <= st::time OR et::time > time '12:00'))
  )
  SELECT CASE WHEN bool_or(free = false) THEN 'no'
              WHEN count(*) > 0 AND bool_and(COALESCE(free, false)) THEN 'yes'
              ELSE 'unknown' END
  FROM answers
$fn$;
