-- A session that ends is announced on the realtime channel, so a websocket opened with it closes at once instead of
-- serving events until its next lease check (src/realtime/session-lease.ts).
--
-- Every way a session ends goes through this table: sign-out and password change or reset set `revoked_at`, and
-- deleting an account (the person's own erasure, a principal removing a teacher) deletes its sessions by cascade. The
-- announcement is an ordinary RealtimeEvent with no collections and no name: nothing is forwarded to any client, but
-- every socket of `user:<id>` re-checks its session. Delivered at commit, never for a rolled-back transaction.
-- (An account deactivated or unapproved changes its change number, which sync_announce already announces.)
CREATE FUNCTION session_end_announce() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('vikariat_events', jsonb_build_object('topics', jsonb_build_array('user:' || OLD.account_id),
    'collections', '[]'::jsonb)::text);
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER sessions_revoked_announce AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION session_end_announce();
CREATE TRIGGER sessions_deleted_announce AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_end_announce();
