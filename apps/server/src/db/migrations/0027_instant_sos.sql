-- Instant SOS booking (issue 23, decision 035): the first eligible substitute to accept is the choice. Only an SOS job
-- may be instant; a normal job keeps choose-among-applicants.
ALTER TABLE jobs ADD COLUMN instant boolean NOT NULL DEFAULT false;
ALTER TABLE jobs ADD CONSTRAINT jobs_instant_only_sos CHECK (NOT instant OR sos);

-- Every reader's job document carries the flag (the substitute's button is Accept instead of Apply): job_common_document
-- of migration 0006 with "instant" after "sos".
CREATE OR REPLACE FUNCTION job_common_document(j jobs, s schools) RETURNS text LANGUAGE sql STABLE SET TimeZone = 'UTC' AS $fn$
  SELECT to_json(d)::text FROM (SELECT j.id AS "id", j.school_id AS "schoolId", s.name AS "schoolName",
    s.address AS "address", s.municipality AS "municipality", s.preschool AS "preschool", j.start_date AS "startDate",
    j.end_date AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime", j.subjects AS "subjects",
    j.additional_info AS "additionalInfo", j.regarding AS "regarding", j.grades AS "grades", j.expire AS "expire",
    j.type_of_temp AS "typeOfTemp", j.other_txt AS "otherTxt", j.sos AS "sos", j.instant AS "instant", j.region AS "region",
    j.created_at AS "createdAt", j.updated_at AS "updatedAt") d
$fn$;

-- existing jobs are not instant: devices learn "instant": false from their jobs schema migration (version 4), so no new
-- change numbers (and no events) for them
ALTER TABLE jobs DISABLE TRIGGER USER;
UPDATE jobs j SET doc = job_common_document(j, s) FROM schools s WHERE s.id = j.school_id;
ALTER TABLE jobs ENABLE TRIGGER USER;
