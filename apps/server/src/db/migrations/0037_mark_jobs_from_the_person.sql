-- mark_jobs_listing (0012) from the person's applications, whatever the statistics say (decision 041).
--
-- A choice, an application or a block marks the live jobs of one school whose applicant lists name one person. Written
-- as a join, the planner may start from the school's live jobs when it believes a school has few (statistics behind a
-- table that grew quickly, as in the choose benchmark: 600 jobs scanned and probed one by one, ~5 ms of every choice's
-- 8). A person has a few applications and a school may have thousands of jobs: the person's applications come first.
CREATE OR REPLACE FUNCTION mark_jobs_listing(person uuid, school uuid, except_job uuid) RETURNS void LANGUAGE sql AS $fn$
  WITH listing AS MATERIALIZED (
    SELECT a.job_id FROM applications a WHERE a.applicant_id = person AND a.job_id IS DISTINCT FROM except_job
  )
  INSERT INTO job_people_changes (job_id, school_id)
  SELECT j.id, j.school_id FROM listing l JOIN jobs j ON j.id = l.job_id
  WHERE j.school_id = school AND j.deleted_at IS NULL
$fn$;
