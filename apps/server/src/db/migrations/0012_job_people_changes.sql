-- When what a school may see of a person changes, the school's job documents that list the person take new change
-- numbers (decision 020, issue 21 item 1).
--
-- A school's job document carries its applicants as `person_access` lets the school see them (0008): phone and birth
-- date while the school has the person booked, the person at all only while they have an active application to a
-- live job of the school, a booking there, or a place on its favourites. Those ties live in other rows (another job's
-- choice, another application, a staff member's favourites), so when one ends the documents of the *other* jobs that
-- list the person are stale without their own rows changing, and a device kept the phone and birth date of a person
-- no longer booked, or a person it may no longer see at all.
--
-- Those jobs take new change numbers through this log, not by rewriting their rows: an insert waits for no lock
-- (nobody else holds a row that does not exist yet), while updating other jobs' rows would lock them in the middle
-- of a choice, a cancellation or a push, crosswise with whoever holds them (a choice on one job touching another
-- that a second choice holds, an admin's school edit rewriting all of them): deadlocks by design (decision 019).
-- The school's pull treats a job's newest entry as a change of its document, like its own row's, its applications'
-- and its applicants' accounts' change numbers. Only the newest entry of a job matters, so the expiry task deletes the
-- older ones and those of jobs gone.
CREATE TABLE job_people_changes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id     uuid NOT NULL,      -- no foreign key: an entry never waits for, nor holds back, its job's row
  school_id  uuid NOT NULL,
  seq        bigint NOT NULL DEFAULT nextval('change_seq')
);
CREATE INDEX job_people_changes_job_seq_idx ON job_people_changes (job_id, seq);
CREATE INDEX job_people_changes_school_seq_idx ON job_people_changes (school_id, seq);

-- numbered at commit like every replicated row (0003): a pull past checkpoint C never misses an entry committed later
CREATE TRIGGER job_people_changes_seq BEFORE INSERT OR UPDATE ON job_people_changes
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq();
CREATE CONSTRAINT TRIGGER job_people_changes_commit_seq AFTER INSERT OR UPDATE ON job_people_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');

-- the school's open screens pull at once (delivered at commit, never for a rolled-back transaction)
CREATE FUNCTION job_people_changes_announce() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('vikariat_events', jsonb_build_object('topics', jsonb_build_array('school:' || NEW.school_id),
    'collections', '["jobs"]'::jsonb)::text);
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER job_people_changes_announce AFTER INSERT ON job_people_changes
  FOR EACH ROW EXECUTE FUNCTION job_people_changes_announce();

-- The live jobs of `school` whose applicant lists name `person` (but `except_job`, whose own change is announced by
-- its own row) take a new change number.
CREATE FUNCTION mark_jobs_listing(person uuid, school uuid, except_job uuid) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO job_people_changes (job_id, school_id)
  SELECT a.job_id, j.school_id FROM applications a JOIN jobs j ON j.id = a.job_id
  WHERE a.applicant_id = person AND j.school_id = school AND j.deleted_at IS NULL AND a.job_id IS DISTINCT FROM except_job
$fn$;

-- `applied`: an application made, withdrawn, deactivated, reactivated or removed (an erased account's cascade). A
-- removed application also changes its own job's list (it used to be rewritten by applications_sync_touch_job, 0003).
CREATE FUNCTION applications_mark_jobs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  a applications := COALESCE(NEW, OLD);
  school uuid;
BEGIN
  SELECT j.school_id INTO school FROM jobs j WHERE j.id = a.job_id;
  IF school IS NULL THEN
    RETURN NULL; -- the job itself is being purged: a tombstoned job gave no access (0008's `applied` needs a live job)
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO job_people_changes (job_id, school_id) VALUES (a.job_id, school);
  END IF;
  PERFORM mark_jobs_listing(a.applicant_id, school, a.job_id);
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER applications_mark_jobs AFTER INSERT OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_mark_jobs();
CREATE TRIGGER applications_mark_jobs_on_active AFTER UPDATE OF active ON applications
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active) EXECUTE FUNCTION applications_mark_jobs();

DROP TRIGGER applications_sync_touch_job ON applications;
DROP FUNCTION sync_touch_job_of_application();

-- `booked`: a person chosen, unchosen or cancelled (either side), and a booked job purged; `applied`: a job removed
-- takes its active applications' tie with it.
CREATE FUNCTION jobs_mark_jobs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  j jobs := COALESCE(NEW, OLD);
  person uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM mark_jobs_listing(OLD.chosen_id, OLD.school_id, OLD.id);
  ELSIF OLD.chosen_id IS DISTINCT FROM NEW.chosen_id THEN
    FOREACH person IN ARRAY array_remove(ARRAY[OLD.chosen_id, NEW.chosen_id], NULL) LOOP
      PERFORM mark_jobs_listing(person, j.school_id, j.id);
    END LOOP;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
    FOR person IN SELECT applicant_id FROM applications WHERE job_id = j.id AND active LOOP
      PERFORM mark_jobs_listing(person, j.school_id, j.id);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER jobs_mark_jobs AFTER UPDATE OF chosen_id, deleted_at ON jobs
  FOR EACH ROW WHEN (OLD.chosen_id IS DISTINCT FROM NEW.chosen_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION jobs_mark_jobs();
CREATE TRIGGER jobs_mark_jobs_on_purge AFTER DELETE ON jobs
  FOR EACH ROW WHEN (OLD.chosen_id IS NOT NULL) EXECUTE FUNCTION jobs_mark_jobs();

-- `favourite`: the people added to or removed from a staff member's favourites, at each of the member's schools (all
-- of the favourites when the member's school changes, or the member's account goes, or a school is linked or unlinked).
CREATE FUNCTION mark_favourites(staff uuid, schools uuid[], emails text[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM mark_jobs_listing(p.id, s.id, NULL)
  FROM accounts p CROSS JOIN unnest(array_cat(schools, ARRAY(SELECT ps.school_id FROM principal_schools ps WHERE ps.account_id = staff))) AS s(id)
  WHERE p.type_of_user = 'user' AND p.email = ANY(emails) AND s.id IS NOT NULL;
END;
$fn$;

CREATE FUNCTION accounts_mark_favourites() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM mark_favourites(OLD.id, ARRAY[OLD.school_id], OLD.remembered_users);
    RETURN OLD;
  END IF;
  IF OLD.school_id IS DISTINCT FROM NEW.school_id THEN
    PERFORM mark_favourites(NEW.id, ARRAY[OLD.school_id, NEW.school_id], OLD.remembered_users || NEW.remembered_users);
  ELSE
    -- those in one list and not the other
    PERFORM mark_favourites(NEW.id, ARRAY[NEW.school_id], ARRAY(
      (SELECT unnest(OLD.remembered_users) EXCEPT SELECT unnest(NEW.remembered_users))
      UNION (SELECT unnest(NEW.remembered_users) EXCEPT SELECT unnest(OLD.remembered_users))));
  END IF;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER accounts_mark_favourites AFTER UPDATE OF remembered_users, school_id ON accounts
  FOR EACH ROW WHEN (OLD.remembered_users IS DISTINCT FROM NEW.remembered_users OR OLD.school_id IS DISTINCT FROM NEW.school_id)
  EXECUTE FUNCTION accounts_mark_favourites();
-- before the delete: the member's linked schools (principal_schools) are still there to read
CREATE TRIGGER accounts_mark_favourites_on_delete BEFORE DELETE ON accounts
  FOR EACH ROW WHEN (cardinality(OLD.remembered_users) > 0) EXECUTE FUNCTION accounts_mark_favourites();

CREATE FUNCTION principal_schools_mark_favourites() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  link principal_schools := COALESCE(NEW, OLD);
BEGIN
  PERFORM mark_jobs_listing(p.id, link.school_id, NULL)
  FROM accounts staff JOIN accounts p ON p.email = ANY(staff.remembered_users) AND p.type_of_user = 'user'
  WHERE staff.id = link.account_id;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER principal_schools_mark_favourites AFTER INSERT OR DELETE ON principal_schools
  FOR EACH ROW EXECUTE FUNCTION principal_schools_mark_favourites();

-- `blocked`: 0008 rewrote the school's job rows the person applied to, in the middle of the person's push (its
-- account row locked first) — row locks on jobs that a choice or an admin's school edit may hold. The log instead.
CREATE OR REPLACE FUNCTION school_blocks_touch_jobs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  b school_blocks := COALESCE(NEW, OLD);
BEGIN
  PERFORM mark_jobs_listing(b.account_id, b.school_id, NULL);
  RETURN NULL;
END;
$fn$;
