-- Every choice of a substitute for a job, and when it ended. jobs.chosen_id/chosen_at hold only the current choice:
-- unchoosing cleared them and the next choice overwrote them, so the school's timeline of the job lost the earlier
-- "X was chosen" (a cancellation kept its booking's time since 0039; an unchoice kept nothing). A trigger on jobs
-- writes the history, so every writer of a choice (choose, instant accept, unchoose, cancel, a job removed, the demo
-- seed) keeps it alike; it takes the times the server wrote (chosen_at, updated_at), the injectable clock's.
CREATE TABLE job_choices (
  id            bigserial PRIMARY KEY,
  -- gone with the job (purged 30 days after its end) and with the person's account (an erased person's bookings go,
  -- as their cancellations do)
  job_id        uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  substitute_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  chosen_at     timestamptz NOT NULL,
  -- null while the choice stands; how it ended is the cancellation recorded with the same booking time, else an unchoice
  ended_at      timestamptz
);
CREATE INDEX job_choices_job_idx ON job_choices (job_id, chosen_at, id);
CREATE INDEX job_choices_substitute_idx ON job_choices (substitute_id);

CREATE FUNCTION jobs_choice_history() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.chosen_id IS NOT NULL THEN
    UPDATE job_choices SET ended_at = COALESCE(NEW.updated_at, now()) WHERE job_id = NEW.id AND ended_at IS NULL;
  END IF;
  IF NEW.chosen_id IS NOT NULL THEN
    INSERT INTO job_choices (job_id, substitute_id, chosen_at) VALUES (NEW.id, NEW.chosen_id, COALESCE(NEW.chosen_at, NEW.updated_at, now()));
  END IF;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER jobs_choice_history_insert AFTER INSERT ON jobs
  FOR EACH ROW WHEN (NEW.chosen_id IS NOT NULL) EXECUTE FUNCTION jobs_choice_history();
CREATE TRIGGER jobs_choice_history_update AFTER UPDATE OF chosen_id ON jobs
  FOR EACH ROW WHEN (OLD.chosen_id IS DISTINCT FROM NEW.chosen_id) EXECUTE FUNCTION jobs_choice_history();

-- the choices standing now; earlier ones are known only where a cancellation kept their time (the timeline reads those)
INSERT INTO job_choices (job_id, substitute_id, chosen_at)
SELECT id, chosen_id, COALESCE(chosen_at, updated_at, created_at) FROM jobs WHERE chosen_id IS NOT NULL;
