-- A job's document as every reader sees it, kept beside the row (decision 017).
--
-- Every pull of jobs sends the fields all readers share (the job's own and its school's name, address, municipality
-- and preschool flag). Building them with to_json per row, page after page, was the largest part of a first sync's
-- work in Postgres; `doc` holds them as the JSON text to_json writes, and a pull splices the reader's own fields onto
-- it. `school_phone` is the school's phone, which only a chosen substitute and the school's staff see.
--
-- Both are written by the trigger below, never by the application. A school's edit rewrites them in its jobs, so the
-- jobs take new change numbers and every device holding them pulls the school's new name, address or phone (before
-- this, a device kept a renamed school's old name until the job itself changed).

ALTER TABLE jobs ADD COLUMN doc text, ADD COLUMN school_phone text;

-- timestamps written in UTC whatever the writing session's time zone (the same text for every reader and writer)
CREATE FUNCTION job_common_document(j jobs, s schools) RETURNS text LANGUAGE sql STABLE SET TimeZone = 'UTC' AS $fn$
  SELECT to_json(d)::text FROM (SELECT j.id AS "id", j.school_id AS "schoolId", s.name AS "schoolName",
    s.address AS "address", s.municipality AS "municipality", s.preschool AS "preschool", j.start_date AS "startDate",
    j.end_date AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime", j.subjects AS "subjects",
    j.additional_info AS "additionalInfo", j.regarding AS "regarding", j.grades AS "grades", j.expire AS "expire",
    j.type_of_temp AS "typeOfTemp", j.other_txt AS "otherTxt", j.sos AS "sos", j.region AS "region",
    j.created_at AS "createdAt", j.updated_at AS "updatedAt") d
$fn$;

CREATE FUNCTION jobs_write_document() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  s schools;
BEGIN
  SELECT * INTO STRICT s FROM schools WHERE id = NEW.school_id;
  NEW.doc := job_common_document(NEW, s);
  NEW.school_phone := s.phone;
  RETURN NEW;
END
$fn$;

-- named to fire before jobs_sync_seq (BEFORE triggers fire in name order): the change number sees the new document
CREATE TRIGGER jobs_document BEFORE INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_write_document();

CREATE FUNCTION schools_rewrite_job_documents() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE jobs SET doc = NULL WHERE school_id = NEW.id; -- jobs_document writes it again from the school's new row
  RETURN NULL;
END
$fn$;

CREATE TRIGGER schools_job_documents AFTER UPDATE ON schools FOR EACH ROW
  WHEN ((OLD.name, OLD.address, OLD.municipality, OLD.preschool, OLD.phone)
    IS DISTINCT FROM (NEW.name, NEW.address, NEW.municipality, NEW.preschool, NEW.phone))
  EXECUTE FUNCTION schools_rewrite_job_documents();

-- existing jobs: what devices hold does not change, so no new change numbers (and no events) for them
ALTER TABLE jobs DISABLE TRIGGER USER;
UPDATE jobs j SET doc = job_common_document(j, s), school_phone = s.phone FROM schools s WHERE s.id = j.school_id;
ALTER TABLE jobs ENABLE TRIGGER USER;

ALTER TABLE jobs ALTER COLUMN doc SET NOT NULL, ALTER COLUMN school_phone SET NOT NULL;
