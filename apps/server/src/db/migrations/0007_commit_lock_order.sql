-- Nothing waits for a row lock under the change-number lock (decision 019, issue 21 item 13).
--
-- The commit-time renumbering of 0003 holds pg_advisory_xact_lock(7301003) while it rewrites the number of each row
-- the transaction wrote. Rewriting a row that the same transaction wrote re-runs that row's foreign-key checks, and
-- each check locks the referenced row FOR KEY SHARE. A transaction holding that row FOR UPDATE (or deleting it) that
-- then commits waits for the change-number lock, while the renumbering waits for it: a deadlock at commit.
--
-- The lock order is fixed instead: every row lock a commit's renumbering needs is taken while the transaction works,
-- before it can hold the change-number lock. An INSERT's own key checks already lock the referenced rows (held to
-- commit). An UPDATE that leaves the keys alone runs no key check, so this trigger locks the rows it references
-- FOR KEY SHARE itself when the update moves the row's change number (i.e. the row will be renumbered at commit).
-- Under the change-number lock the checks then find locks the transaction already holds and never wait.
--
-- TG_ARGV: 'parent_table.column' for every foreign key of the table (all reference the parent's id).
-- commit-lock-order.pg.test.ts holds this list equal to the catalogue's foreign keys.
CREATE FUNCTION sync_lock_referenced() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  reference text;
  target text;
  row_json jsonb;
BEGIN
  IF current_setting('vikariat.sync_renumbering', true) = 'on' OR NEW.seq = OLD.seq THEN
    RETURN NEW;
  END IF;
  row_json := to_jsonb(NEW);
  FOREACH reference IN ARRAY TG_ARGV::text[] LOOP
    target := row_json ->> split_part(reference, '.', 2);
    IF target IS NOT NULL THEN
      EXECUTE format('SELECT 1 FROM %I WHERE id = $1::uuid FOR KEY SHARE', split_part(reference, '.', 1)) USING target;
    END IF;
  END LOOP;
  RETURN NEW;
END;
$fn$;

-- named to fire after *_sync_seq (BEFORE triggers fire in name order): it reads whether the number moved
CREATE TRIGGER accounts_sync_xlock BEFORE UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('schools.school_id');
CREATE TRIGGER jobs_sync_xlock BEFORE UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('schools.school_id', 'accounts.owner_id', 'accounts.chosen_id');
CREATE TRIGGER applications_sync_xlock BEFORE UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('jobs.job_id', 'accounts.applicant_id');
CREATE TRIGGER job_user_state_sync_xlock BEFORE UPDATE ON job_user_state
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('jobs.job_id', 'accounts.account_id');
CREATE TRIGGER sync_outbox_ledger_sync_xlock BEFORE UPDATE ON sync_outbox_ledger
  FOR EACH ROW EXECUTE FUNCTION sync_lock_referenced('accounts.account_id');
