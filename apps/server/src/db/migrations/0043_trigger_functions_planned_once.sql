-- Two functions every choice's and application's triggers call, planned once per connection instead of on every call
-- (decision 044).
--
-- A LANGUAGE sql function that is not inlined is parsed and planned again each time the statement that calls it runs;
-- in a trigger that is every row written. job_common_document (0027) cannot be inlined (its SET TimeZone), nor can
-- mark_jobs_listing (0037, an INSERT): together ~0.8 ms of Postgres time in each choice's ~2 ms write, most of it
-- planning. As plpgsql their statements are prepared once per connection. mark_jobs_listing also still began from the
-- school's live jobs when statistics lagged (0037's materialised CTE left the join order to the planner): the jobs are
-- now looked up per application through a fenced LATERAL subquery (OFFSET 0 keeps the planner from flattening it), by
-- primary key. Same rows, same documents.
CREATE OR REPLACE FUNCTION mark_jobs_listing(person uuid, school uuid, except_job uuid) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO job_people_changes (job_id, school_id)
  SELECT live.id, live.school_id
  FROM applications a
  CROSS JOIN LATERAL (
    SELECT j.id, j.school_id FROM jobs j WHERE j.id = a.job_id AND j.school_id = school AND j.deleted_at IS NULL OFFSET 0
  ) live
  WHERE a.applicant_id = person AND a.job_id IS DISTINCT FROM except_job;
END;
$fn$;

CREATE OR REPLACE FUNCTION job_common_document(j jobs, s schools) RETURNS text LANGUAGE plpgsql STABLE SET TimeZone = 'UTC' AS $fn$
BEGIN
  RETURN (SELECT to_json(d)::text FROM (SELECT j.id AS "id", j.school_id AS "schoolId", s.name AS "schoolName",
    s.address AS "address", s.municipality AS "municipality", s.preschool AS "preschool", j.start_date AS "startDate",
    j.end_date AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime", j.subjects AS "subjects",
    j.additional_info AS "additionalInfo", j.regarding AS "regarding", j.grades AS "grades", j.expire AS "expire",
    j.type_of_temp AS "typeOfTemp", j.other_txt AS "otherTxt", j.sos AS "sos", j.instant AS "instant", j.region AS "region",
    j.created_at AS "createdAt", j.updated_at AS "updatedAt") d);
END;
$fn$;
