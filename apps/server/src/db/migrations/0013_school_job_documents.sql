-- A school's replicated job documents carry everything its board, job list and manage page show (decision 024):
-- applicants with their late cancellations, how many opened the job and who (where the school may see them). So a
-- change of any of that must reach the school's devices as a change of those jobs.

-- 1. Late cancellations, kept on the person's row: a cancellation at one school changes the person's row, so every
--    school the person applied to pulls its jobs again with the new count (before, the online board recounted it on
--    each 10-second poll). Recounted, never incremented, so the column cannot drift from the table.
ALTER TABLE accounts ADD COLUMN late_cancellations integer NOT NULL DEFAULT 0;

CREATE FUNCTION booking_cancellations_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  c booking_cancellations := COALESCE(NEW, OLD);
BEGIN
  UPDATE accounts a SET late_cancellations = (SELECT count(*) FROM booking_cancellations bc
      WHERE bc.substitute_id = a.id AND bc.late AND bc.cancelled_by = 'substitute')
    WHERE a.id = c.substitute_id;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER booking_cancellations_count AFTER INSERT OR UPDATE OR DELETE ON booking_cancellations
  FOR EACH ROW EXECUTE FUNCTION booking_cancellations_count();

UPDATE accounts a SET late_cancellations = c.n
  FROM (SELECT substitute_id, count(*) AS n FROM booking_cancellations WHERE late AND cancelled_by = 'substitute'
        GROUP BY substitute_id) c
  WHERE a.id = c.substitute_id;

-- 2. A view: the school's pull reads the views changed after its checkpoint (job_user_state by change number), and
--    the school is told at once (sync_announce tells only the substitute of their own job state).
CREATE INDEX job_user_state_seq_job_idx ON job_user_state (seq, job_id);

CREATE FUNCTION job_views_announce() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.viewed_at IS NOT DISTINCT FROM NEW.viewed_at THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('vikariat_events', jsonb_build_object(
    'topics', (SELECT jsonb_build_array('school:' || j.school_id) FROM jobs j WHERE j.id = NEW.job_id),
    'collections', '["jobs"]'::jsonb)::text);
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER job_views_announce AFTER INSERT OR UPDATE ON job_user_state
  FOR EACH ROW WHEN (NEW.viewed_at IS NOT NULL) EXECUTE FUNCTION job_views_announce();
