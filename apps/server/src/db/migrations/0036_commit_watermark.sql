-- A commit watermark instead of the commit lock (decision 040; replaces the renumbering of 0003/decision 005 and the
-- lock order of 0007/decision 019; issue 27: choosing at 200 concurrent requests).
--
-- 0003 renumbered every replicated row at commit under one advisory lock, released only once the commit was durable:
-- every write's WAL flush ran inside that lock, one after another, so Postgres's group commit never formed and commits
-- of replicated rows were strictly serial (COMMIT averaged 13.5 ms of the 45 s a bench of 2,010 choices spent in
-- statements).
--
-- Now a row's number is taken while the transaction works and carries the transaction's id in its high bits:
--   seq = ((xid + base) << 16) | (nextval('change_seq') & 65535)
-- and a pull passes no number at or above the watermark of its own snapshot, the lowest transaction id that may still
-- commit (sync_watermark()). Every transaction below it has ended, so a row numbered below the watermark is either
-- visible to the pull or will never be; a transaction that commits later has an id at or above the watermark, so its
-- rows get numbers above any checkpoint handed out before it ended. Nothing is serialised at commit; a long writer
-- only holds readers back (they get what is below its id and are told to pull again).
--
-- The low 16 bits keep numbers distinct within one transaction (pages never end inside a tie anyway, decision 009).
-- `base` lifts the new numbers above every number the sequence handed out before: computed once, here.

DROP FUNCTION sync_renumber_at_commit() CASCADE; -- and every *_sync_commit_seq trigger
DROP FUNCTION sync_lock_referenced() CASCADE; -- and every *_sync_xlock trigger: nothing is rewritten at commit any more

DO $base$
DECLARE
  highest bigint;
  base bigint;
BEGIN
  SELECT CASE WHEN is_called THEN last_value ELSE 0 END INTO highest FROM change_seq;
  base := GREATEST(0, (highest >> 16) + 1 - pg_current_xact_id()::text::bigint);
  EXECUTE format('CREATE FUNCTION sync_xid_base() RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
                 format('SELECT %s::bigint', base));
END;
$base$;

-- The number of a row written now (assigns the transaction its id if it has none yet).
CREATE FUNCTION sync_next_seq() RETURNS bigint LANGUAGE sql VOLATILE AS $fn$
  SELECT ((pg_current_xact_id()::text::bigint + sync_xid_base()) << 16) | (nextval('change_seq') & 65535)
$fn$;

-- The watermark of the calling statement's snapshot: every number below it is final. The lowest transaction id still
-- running when the snapshot was taken, the caller's own included (its rows are not committed); running transactions
-- of OTHER databases of the cluster cannot write these tables and are left out, so a test or a second database's
-- long transaction never holds this one's readers back. A transaction whose database is not known (it ended since
-- the snapshot, or its entry is not readable) counts as this database's: the watermark is only ever too low.
CREATE FUNCTION sync_watermark() RETURNS bigint LANGUAGE sql STABLE AS $fn$
  -- LEAST skips NULLs: no transaction id of its own, no transaction running here, leave the snapshot's xmax
  SELECT (LEAST(
            pg_snapshot_xmax(s)::text::bigint,
            pg_current_xact_id_if_assigned()::text::bigint,
            (SELECT min(x::text::bigint) FROM pg_snapshot_xip(s) AS x
             WHERE NOT EXISTS (SELECT 1 FROM pg_stat_get_activity(NULL) AS a
                               WHERE a.backend_xid = xid(x) AND a.datid IS DISTINCT FROM
                                     (SELECT oid FROM pg_database WHERE datname = current_database())))
          ) + sync_xid_base()) << 16
  FROM pg_current_snapshot() AS s
$fn$;

CREATE OR REPLACE FUNCTION sync_assign_seq() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ignored text[] := TG_ARGV::text[];
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'seq' - ignored) = (to_jsonb(OLD) - 'seq' - ignored) THEN
    NEW.seq := OLD.seq;
    RETURN NEW;
  END IF;
  NEW.seq := sync_next_seq();
  RETURN NEW;
END;
$fn$;
