-- Cancelled bookings (issue 24): a chosen substitute, or the school, ended a booking before the job started. Kept
-- apart from the job (a job is purged 30 days after its tombstone, its cancellations stay on the substitute's record
-- for admins): the job's school and schedule are copied in. `late`: less than 24 h before the start (Helsinki wall
-- clock, domain cancellationTiming). Erasing the account erases its record.
CREATE TABLE booking_cancellations (
  id             uuid PRIMARY KEY,
  job_id         uuid NOT NULL,
  school_id      uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  substitute_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- who pressed cancel: the substitute, or the school's principal / owning teacher (gone with their account)
  cancelled_by   text NOT NULL CHECK (cancelled_by IN ('substitute', 'school')),
  actor_id       uuid REFERENCES accounts(id) ON DELETE SET NULL,
  -- null only when the school removed the booked job (deletetemp), which asks for no reason
  reason         text,
  late           boolean NOT NULL,
  start_date     date NOT NULL,
  end_date       date NOT NULL,
  start_time     text NOT NULL,
  end_time       text NOT NULL,
  cancelled_at   timestamptz NOT NULL
);
CREATE INDEX booking_cancellations_substitute_idx ON booking_cancellations (substitute_id, late);
CREATE INDEX booking_cancellations_time_idx ON booking_cancellations (cancelled_at DESC);
CREATE INDEX booking_cancellations_actor_idx ON booking_cancellations (actor_id);

-- The substitute's profile document lists the schools they blocked (so the app can offer to unblock them offline).
-- The list is read from school_blocks; a block added or lifted moves this column, so the account takes a new change
-- number, its devices pull the profile again, and the announcement (user:<id>, profile and jobs) makes the jobs
-- collection pull at once and find its view changed (before, a blocked school's jobs came back on the device from the
-- moment the action was applied until the next periodic pull, up to a minute later).
ALTER TABLE accounts ADD COLUMN blocks_changed_at timestamptz;

CREATE FUNCTION school_blocks_touch_account() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  b school_blocks := COALESCE(NEW, OLD);
BEGIN
  UPDATE accounts SET blocks_changed_at = clock_timestamp() WHERE id = b.account_id;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER school_blocks_touch_account AFTER INSERT OR DELETE ON school_blocks
  FOR EACH ROW EXECUTE FUNCTION school_blocks_touch_account();

-- devices of people who blocked schools before this migration pull their profile once more, with the list
UPDATE accounts SET blocks_changed_at = now() WHERE id IN (SELECT account_id FROM school_blocks);
