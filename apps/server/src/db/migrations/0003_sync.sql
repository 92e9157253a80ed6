-- Offline-first sync (sync/CONTEXT.md): hole-free change numbers, the outbox ledger, the sync log.

-- 1. Hole-free change numbers. A committed row's number is taken AT COMMIT under one transaction-scoped
--    advisory lock, held until the commit is visible: the transaction holding N is visible before anyone can
--    take N+1, so seq order = commit order, and a pull past checkpoint C never misses a row that commits
--    later with a number <= C. No writer anywhere sets or bumps seq itself.
--    a) BEFORE INSERT/UPDATE gives the row a provisional number (no lock; nobody else can see it yet).
--       TG_ARGV lists columns whose change alone is no change for readers (e.g. last_login_at): such an
--       update keeps its number.
--    b) A deferred constraint trigger renumbers the row at commit under the lock (only the short commit-time
--       renumbering holds it, not the transaction's work). Rows it numbered (above the floor it recorded
--       when it took the lock) are not renumbered again.
CREATE FUNCTION sync_assign_seq() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ignored text[] := TG_ARGV::text[];
BEGIN
  IF current_setting('vikariat.sync_renumbering', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'seq' - ignored) = (to_jsonb(OLD) - 'seq' - ignored) THEN
    NEW.seq := OLD.seq;
    RETURN NEW;
  END IF;
  NEW.seq := nextval('change_seq');
  RETURN NEW;
END;
$fn$;

CREATE FUNCTION sync_renumber_at_commit() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  floor bigint;
  key_condition text;
BEGIN
  IF current_setting('vikariat.sync_renumbering', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.seq = OLD.seq THEN
    RETURN NULL;
  END IF;
  floor := NULLIF(current_setting('vikariat.sync_floor', true), '')::bigint;
  IF floor IS NULL THEN
    PERFORM pg_advisory_xact_lock(7301003);
    floor := nextval('change_seq');
    PERFORM set_config('vikariat.sync_floor', floor::text, true);
  END IF;
  IF NEW.seq > floor THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(format('%I = $1.%I', k, k), ' AND ') INTO key_condition FROM unnest(TG_ARGV::text[]) AS k;
  PERFORM set_config('vikariat.sync_renumbering', 'on', true);
  EXECUTE format('UPDATE %I SET seq = nextval(''change_seq'') WHERE %s AND seq = $2', TG_TABLE_NAME, key_condition)
    USING NEW, NEW.seq;
  PERFORM set_config('vikariat.sync_renumbering', 'off', true);
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER accounts_sync_seq BEFORE INSERT OR UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq('last_login_at', 'password_hash');
CREATE TRIGGER jobs_sync_seq BEFORE INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq();
CREATE TRIGGER applications_sync_seq BEFORE INSERT OR UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq();
CREATE TRIGGER job_user_state_sync_seq BEFORE INSERT OR UPDATE ON job_user_state
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq();

CREATE CONSTRAINT TRIGGER accounts_sync_commit_seq AFTER INSERT OR UPDATE ON accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');
CREATE CONSTRAINT TRIGGER jobs_sync_commit_seq AFTER INSERT OR UPDATE ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');
CREATE CONSTRAINT TRIGGER applications_sync_commit_seq AFTER INSERT OR UPDATE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');
CREATE CONSTRAINT TRIGGER job_user_state_sync_commit_seq AFTER INSERT OR UPDATE ON job_user_state
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('job_id', 'account_id');

-- A removed application (account erasure cascades) renumbers its job, so school readers re-pull the job
-- with its applicants list without it.
CREATE FUNCTION sync_touch_job_of_application() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE jobs SET updated_at = now() WHERE id = OLD.job_id;
  RETURN OLD;
END;
$fn$;
CREATE TRIGGER applications_sync_touch_job AFTER DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION sync_touch_job_of_application();

CREATE INDEX applications_applicant_seq_idx ON applications (applicant_id, seq);
CREATE INDEX applications_seq_job_idx ON applications (seq, job_id);
CREATE INDEX job_user_state_account_seq_idx ON job_user_state (account_id, seq);

-- 2. The outbox ledger: one row per applied action id, written in the same transaction as the action's
--    effect. It is also the `outbox` collection the client pulls its verdicts from.
CREATE TABLE sync_outbox_ledger (
  id          uuid PRIMARY KEY,                 -- the action id (uuid v7), the idempotency key
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  device_id   text NOT NULL,
  type        text NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL,             -- the device's clock: shown, never used for ordering
  applied_at  timestamptz NOT NULL DEFAULT now(),
  status      text NOT NULL CHECK (status IN ('applied', 'rejected')),
  code        text,
  message     text,
  data        jsonb,
  result      jsonb,
  seq         bigint NOT NULL DEFAULT nextval('change_seq')
);
CREATE INDEX sync_outbox_ledger_account_seq_idx ON sync_outbox_ledger (account_id, seq);
CREATE TRIGGER sync_outbox_ledger_seq BEFORE INSERT OR UPDATE ON sync_outbox_ledger
  FOR EACH ROW EXECUTE FUNCTION sync_assign_seq();
CREATE CONSTRAINT TRIGGER sync_outbox_ledger_commit_seq AFTER INSERT OR UPDATE ON sync_outbox_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sync_renumber_at_commit('id');

-- 3. The sync log (DESIGN.md "The sync log"). account_id has no foreign key: on erasure it is replaced by
--    a random pseudonym (same for all rows of that account) and `erased` is set.
CREATE TABLE sync_log (
  id                bigserial PRIMARY KEY,
  at                timestamptz NOT NULL DEFAULT now(),
  account_id        uuid,
  school_id         uuid,
  erased            boolean NOT NULL DEFAULT false,
  device_id         text NOT NULL DEFAULT '',
  kind              text NOT NULL CHECK (kind IN ('pull', 'push', 'connect', 'disconnect', 'verdict')),
  collection        text NOT NULL DEFAULT '',
  docs_in           integer NOT NULL DEFAULT 0,
  docs_out          integer NOT NULL DEFAULT 0,
  checkpoint_before bigint,
  checkpoint_after  bigint,
  duration_ms       integer NOT NULL DEFAULT 0,
  outcome           text NOT NULL CHECK (outcome IN ('ok', 'rejected', 'error')),
  error_code        text
);
CREATE INDEX sync_log_at_idx ON sync_log (at);
CREATE INDEX sync_log_account_at_idx ON sync_log (account_id, at);
CREATE INDEX sync_log_device_at_idx ON sync_log (device_id, at);

-- 4. The database announces every replicated change itself (delivered at commit, never for a rolled-back
--    transaction), on the realtime channel every node LISTENs to, in the RealtimeEvent shape of
--    src/realtime/realtime.ts. Writers need not publish `changed` events; named events still go through
--    deps.realtime.publish.
CREATE FUNCTION sync_announce() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  topics jsonb;
  collections jsonb;
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    IF EXISTS (SELECT 1 FROM schools WHERE id = NEW.school_id AND is_admin) THEN
      topics := '["all"]'::jsonb;
      collections := '["notices"]'::jsonb;
    ELSE
      topics := jsonb_build_array('school:' || NEW.school_id)
        || COALESCE((SELECT jsonb_agg('region:' || r) FROM unnest(NEW.region) AS r), '[]'::jsonb)
        || CASE WHEN NEW.chosen_id IS NULL THEN '[]'::jsonb ELSE jsonb_build_array('user:' || NEW.chosen_id) END
        || CASE WHEN TG_OP = 'UPDATE' AND OLD.chosen_id IS NOT NULL AND OLD.chosen_id IS DISTINCT FROM NEW.chosen_id
                THEN jsonb_build_array('user:' || OLD.chosen_id) ELSE '[]'::jsonb END
        || COALESCE((SELECT jsonb_agg('user:' || a.applicant_id) FROM applications a WHERE a.job_id = NEW.id), '[]'::jsonb);
      collections := '["jobs","applications"]'::jsonb;
    END IF;
  ELSIF TG_TABLE_NAME = 'applications' THEN
    topics := jsonb_build_array('user:' || NEW.applicant_id)
      || COALESCE((SELECT jsonb_build_array('school:' || j.school_id) FROM jobs j WHERE j.id = NEW.job_id), '[]'::jsonb);
    collections := '["jobs","applications"]'::jsonb;
  ELSIF TG_TABLE_NAME = 'job_user_state' THEN
    topics := jsonb_build_array('user:' || NEW.account_id);
    collections := '["jobs"]'::jsonb;
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    topics := jsonb_build_array('user:' || NEW.id)
      || COALESCE((SELECT jsonb_agg(DISTINCT 'school:' || j.school_id) FROM applications a JOIN jobs j ON j.id = a.job_id
                   WHERE a.applicant_id = NEW.id), '[]'::jsonb);
    collections := '["profile","jobs"]'::jsonb;
  ELSE
    topics := jsonb_build_array('user:' || NEW.account_id);
    collections := '["outbox"]'::jsonb;
  END IF;
  PERFORM pg_notify('vikariat_events', jsonb_build_object('topics', topics, 'collections', collections)::text);
  RETURN NULL;
END;
$fn$;

-- accounts: only when the change number moved (a sign-in alone is no change for readers)
CREATE TRIGGER jobs_sync_announce AFTER INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION sync_announce();
CREATE TRIGGER applications_sync_announce AFTER INSERT OR UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION sync_announce();
CREATE TRIGGER job_user_state_sync_announce AFTER INSERT OR UPDATE ON job_user_state
  FOR EACH ROW EXECUTE FUNCTION sync_announce();
CREATE TRIGGER accounts_sync_announce AFTER UPDATE ON accounts
  FOR EACH ROW WHEN (OLD.seq IS DISTINCT FROM NEW.seq) EXECUTE FUNCTION sync_announce();
CREATE TRIGGER sync_outbox_ledger_announce AFTER INSERT OR UPDATE ON sync_outbox_ledger
  FOR EACH ROW EXECUTE FUNCTION sync_announce();
