-- The school's lists (issue 23, decision 023 point 2): who a school prefers, in order, and who it will not be offered.
-- Per school, not per staff member: a principal who leaves takes nothing with them, a leader of several schools keeps
-- one list per school. The favourites of each staff member (accounts.remembered_users) seed the preferred lists and
-- are no longer read: the favourite star became "preferred" (one concept for the school, not two).
CREATE TABLE school_preferred (
  school_id  uuid NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- 1 first; ordered by position then added_at (an addition goes last; a reorder renumbers 1..n)
  position   integer NOT NULL,
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, account_id)
);
CREATE INDEX school_preferred_account_idx ON school_preferred (account_id);

-- The school will not be offered this substitute (never told to them: their device just stops getting the school's
-- new jobs). A person is on at most one of the two lists (the service moves them).
CREATE TABLE school_blocked (
  school_id  uuid NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  blocked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, account_id)
);
CREATE INDEX school_blocked_account_idx ON school_blocked (account_id);

-- Seed: each staff member's favourites at each of their schools (own and linked), in the order they were added; a
-- person several staff members remembered keeps their earliest place (ties by e-mail: the same order on every run).
INSERT INTO school_preferred (school_id, account_id, position)
SELECT school_id, account_id, row_number() OVER (PARTITION BY school_id ORDER BY first_place, email)
FROM (
  SELECT s.school_id, p.id AS account_id, p.email, min(f.place) AS first_place
  FROM accounts staff
  CROSS JOIN LATERAL unnest(staff.remembered_users) WITH ORDINALITY AS f(email, place)
  JOIN accounts p ON p.email = f.email AND p.type_of_user = 'user'
  CROSS JOIN LATERAL (SELECT staff.school_id UNION SELECT ps.school_id FROM principal_schools ps WHERE ps.account_id = staff.id) s(school_id)
  WHERE s.school_id IS NOT NULL AND staff.type_of_user IN ('teacher', 'principal', 'ledare')
  GROUP BY s.school_id, p.id, p.email
) seeded;

-- The favourites' change log triggers (0012) go with the column's meaning; the lists' own triggers follow.
DROP TRIGGER accounts_mark_favourites ON accounts;
DROP TRIGGER accounts_mark_favourites_on_delete ON accounts;
DROP TRIGGER principal_schools_mark_favourites ON principal_schools;
DROP FUNCTION accounts_mark_favourites();
DROP FUNCTION principal_schools_mark_favourites();
DROP FUNCTION mark_favourites(uuid, uuid[], text[]);
UPDATE accounts SET remembered_users = '{}' WHERE cardinality(remembered_users) > 0;

-- person_access (0008): the `favourite` tie is now a place on one of the school's lists (a school must see whom it
-- prefers and whom it blocked, to manage them). The rest is unchanged.
CREATE OR REPLACE FUNCTION person_access(reader_schools uuid[], person uuid) RETURNS smallint LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN me.id IS NULL THEN 0::smallint ELSE COALESCE((
    SELECT max(CASE WHEN t.booked THEN 2 WHEN t.blocked THEN 0 WHEN t.applied OR t.favourite THEN 1 ELSE 0 END)
    FROM unnest(reader_schools) AS s(id) CROSS JOIN LATERAL (SELECT
      EXISTS (SELECT 1 FROM jobs j WHERE j.chosen_id = me.id AND j.school_id = s.id) AS booked,
      EXISTS (SELECT 1 FROM school_blocks b WHERE b.account_id = me.id AND b.school_id = s.id) AS blocked,
      EXISTS (SELECT 1 FROM applications ap JOIN jobs j ON j.id = ap.job_id
              WHERE ap.applicant_id = me.id AND ap.active AND j.deleted_at IS NULL AND j.school_id = s.id) AS applied,
      (EXISTS (SELECT 1 FROM school_preferred sp WHERE sp.account_id = me.id AND sp.school_id = s.id)
        OR EXISTS (SELECT 1 FROM school_blocked sb WHERE sb.account_id = me.id AND sb.school_id = s.id)) AS favourite) t), 0)::smallint END
  FROM (SELECT NULL) one
  LEFT JOIN accounts me ON me.id = person AND me.type_of_user = 'user' AND me.confirmed_at IS NOT NULL
$fn$;

-- A place added or removed changes what the school may see of the person on its jobs' applicant lists (decision
-- 020's log, 0012). A block also changes the substitute's own view: their pull reads the schools that blocked them
-- into its scope (a reset, like their own blocks), and this tells their open devices to pull.
CREATE FUNCTION school_lists_mark_jobs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  school uuid := COALESCE(NEW.school_id, OLD.school_id);
  person uuid := COALESCE(NEW.account_id, OLD.account_id);
BEGIN
  PERFORM mark_jobs_listing(person, school, NULL);
  IF TG_TABLE_NAME = 'school_blocked' THEN
    PERFORM pg_notify('vikariat_events', jsonb_build_object('topics', jsonb_build_array('user:' || person),
      'collections', '["jobs"]'::jsonb)::text);
  END IF;
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER school_preferred_mark_jobs AFTER INSERT OR DELETE ON school_preferred
  FOR EACH ROW EXECUTE FUNCTION school_lists_mark_jobs();
CREATE TRIGGER school_blocked_mark_jobs AFTER INSERT OR DELETE ON school_blocked
  FOR EACH ROW EXECUTE FUNCTION school_lists_mark_jobs();
