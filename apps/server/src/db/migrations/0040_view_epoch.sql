-- A view epoch: when anything that decides which jobs a person sees last changed. The jobs scope (sync reader.ts
-- `scopeOf`) includes it, so a view changed and changed back is still a new view. A scope of the facts alone came back
-- equal after regions A → B → A, a school's block lifted, a principal's school removed and added again; a device that
-- had stored the first change's tombstones under a checkpoint from before it (a reload between RxDB's two writes)
-- resumed from that checkpoint and never got the jobs back (fault seed 148 found it for the person's own blocks, which
-- had their own column, blocks_changed_at: this generalises it).
ALTER TABLE accounts ADD COLUMN view_changed_at timestamptz;
-- the same value as before for people who blocked: their devices' checkpoints stay valid
UPDATE accounts SET view_changed_at = blocks_changed_at WHERE blocks_changed_at IS NOT NULL;

CREATE FUNCTION accounts_view_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.view_changed_at := clock_timestamp();
  RETURN NEW;
END;
$fn$;
-- the person's own blocks move blocks_changed_at (migration 0011), which lands here too
CREATE TRIGGER accounts_view_changed BEFORE UPDATE ON accounts
  FOR EACH ROW WHEN (profile_region_codes(OLD.profile) IS DISTINCT FROM profile_region_codes(NEW.profile)
    OR OLD.school_id IS DISTINCT FROM NEW.school_id
    OR OLD.type_of_user IS DISTINCT FROM NEW.type_of_user
    OR OLD.blocks_changed_at IS DISTINCT FROM NEW.blocks_changed_at)
  EXECUTE FUNCTION accounts_view_changed();

-- a school's block of the person and a principal's extra schools live in their own tables
CREATE FUNCTION view_changed_touch_account() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE accounts SET view_changed_at = clock_timestamp() WHERE id = OLD.account_id;
  ELSE
    UPDATE accounts SET view_changed_at = clock_timestamp() WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER school_blocked_view_changed AFTER INSERT OR DELETE ON school_blocked
  FOR EACH ROW EXECUTE FUNCTION view_changed_touch_account();
CREATE TRIGGER principal_schools_view_changed AFTER INSERT OR DELETE ON principal_schools
  FOR EACH ROW EXECUTE FUNCTION view_changed_touch_account();
