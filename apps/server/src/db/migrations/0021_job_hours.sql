-- Hours for payroll (issue 24, decision 030): one row per job per day, given by the chosen substitute after the day
-- (the outbox action submitHours) and approved, corrected or marked a no-show by the school. Kept apart from the job
-- as booking_cancellations (0011): a job is tombstoned 24 h after its end and purged 30 days later, the month's
-- payroll and the person's "My work" need the day long after, so the job's school, type and schedule are copied in.
CREATE TABLE job_hours (
  id               uuid PRIMARY KEY,
  job_id           uuid NOT NULL,
  school_id        uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  -- erasing the account erases its hours (payroll keeps its own copy once exported)
  substitute_id    uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day              date NOT NULL,
  type_of_temp     smallint NOT NULL,
  other_txt        text NOT NULL DEFAULT '',
  scheduled_start  text NOT NULL,
  scheduled_end    text NOT NULL,
  start_time       text NOT NULL,
  end_time         text NOT NULL,
  break_minutes    integer NOT NULL CHECK (break_minutes >= 0),
  lessons          integer CHECK (lessons >= 0),
  status           text NOT NULL CHECK (status IN ('pending', 'approved', 'corrected', 'noShow')),
  late             boolean NOT NULL DEFAULT false,
  -- the school's reason for a correction or a no-show: the substitute sees it with who gave it
  note             text,
  -- the substitute's own figures, kept when the school changed them (null while they stand)
  submitted        jsonb,
  submitted_at     timestamptz,
  reviewed_by      uuid REFERENCES accounts(id) ON DELETE SET NULL,
  reviewed_by_name text,
  reviewed_at      timestamptz,
  updated_at       timestamptz NOT NULL,
  UNIQUE (job_id, day)
);
CREATE INDEX job_hours_school_day_idx ON job_hours (school_id, day);
CREATE INDEX job_hours_substitute_day_idx ON job_hours (substitute_id, day);

-- Every change the school makes to a day's hours: who, when, before and after (a change after approval is allowed to
-- the school's leaders only, and this is its trail).
CREATE TABLE job_hours_changes (
  id          uuid PRIMARY KEY,
  hours_id    uuid NOT NULL REFERENCES job_hours(id) ON DELETE CASCADE,
  actor_id    uuid REFERENCES accounts(id) ON DELETE SET NULL,
  actor_name  text NOT NULL,
  at          timestamptz NOT NULL,
  before      jsonb,
  after       jsonb NOT NULL,
  reason      text
);
CREATE INDEX job_hours_changes_hours_idx ON job_hours_changes (hours_id, at);

-- While the job is held, its hours ride on its document (the school's and the chosen substitute's): a change to them
-- moves this column, so the job takes a new change number (0003) and both pull it, with no new change source.
ALTER TABLE jobs ADD COLUMN hours_changed_at timestamptz;

CREATE FUNCTION job_hours_touch_job() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE jobs SET hours_changed_at = clock_timestamp() WHERE id = NEW.job_id;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER job_hours_touch_job AFTER INSERT OR UPDATE ON job_hours
  FOR EACH ROW EXECUTE FUNCTION job_hours_touch_job();
