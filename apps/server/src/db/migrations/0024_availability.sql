-- A substitute's availability (issue 23, decision 023 point 1): weekly patterns and day entries, each part of a day
-- (morning before 12:00, afternoon from 12:00) free (true), not free (false) or nothing said (null). Changed only by the
-- person's outbox actions (setAvailability, setWeeklyPattern, answerFree) and replicated to their devices as the
-- collection `availability`, one document per row. A row is never deleted while the person lives: setting both
-- parts back to null makes it a tombstone for the devices (0003 numbers it like any replicated row).
CREATE TABLE availability_patterns (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  weekday     smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),   -- ISO: Monday 1 ... Sunday 7
  morning     boolean,
  afternoon   boolean,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  seq         bigint NOT NULL DEFAULT nextval('change_seq'),
  UNIQUE (account_id, weekday)
);

-- A day entry overrides the pattern on its date. `answered`: the one-tap answer to "Are you free tomorrow?" (it
-- counts on its date only, so it ends with that day).
CREATE TABLE availability_days (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  date        date NOT NULL,
  morning     boolean,
  afternoon   boolean,
  answered    boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  seq         bigint NOT NULL DEFAULT nextval('change_seq'),
  UNIQUE (account_id, date)
);

CREATE INDEX availability_patterns_account_seq_idx ON availability_patterns (account_id, seq);
CREATE INDEX availability_days_account_seq_idx ON availability_days (account_id, seq);

-- change numbers at commit (0003), the referenced account locked before the commit lock (0007)
CREATE TRIGGER availability_patterns_sync_seq BEFORE INSERT OR UPDATE ON availability_patterns
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq('updated_at');
CREATE TRIGGER availability_days_sync_seq BEFORE INSERT OR UPDATE ON availability_days
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq('updated_at');
CREATE TRIGGER availability_patterns_sync_xlock BEFORE UPDATE ON availability_patterns
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('accounts.account_id');
CREATE TRIGGER availability_days_sync_xlock BEFORE UPDATE ON availability_days
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('accounts.account_id');
CREATE CONSTRAINT TRIGGER availability_patterns_sync_commit_seq AFTER INSERT OR UPDATE ON availability_patterns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');
CREATE CONSTRAINT TRIGGER availability_days_sync_commit_seq AFTER INSERT OR UPDATE ON availability_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');

-- announced at commit to the person's own devices only (invariant 5); a school never reads this collection
CREATE FUNCTION availability_announce() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('vikariat_events', jsonb_build_object('topics', jsonb_build_array('user:' || NEW.account_id),
    'collections', '["availability"]'::jsonb)::text);
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER availability_patterns_announce AFTER INSERT OR UPDATE ON availability_patterns
  FOR EACH ROW EXECUTE FUNCTION availability_announce();
CREATE TRIGGER availability_days_announce AFTER INSERT OR UPDATE ON availability_days
  FOR EACH ROW EXECUTE FUNCTION availability_announce();
