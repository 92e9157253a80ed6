-- What a school's staff may see of a substitute (domain/src/accounts/profile-visibility.ts, issue 21 item 1):
-- 0 none, 1 profile, 2 contact (phone, address, birth date). The widest access over the reader's schools; at one
-- school: booked (chosen for one of its jobs) → 2; blocked by the person → 0; an active application to a live job or
-- a place on a favourites list of the school's staff → 1. Only a confirmed substitute account is ever visible.
-- Every query that hands a school a person asks this function; person-access.pg.test.ts holds it equal to the
-- domain's rule on every combination of facts.
CREATE FUNCTION person_access(reader_schools uuid[], person uuid) RETURNS smallint LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN me.id IS NULL THEN 0::smallint ELSE COALESCE((
    SELECT max(CASE WHEN t.booked THEN 2 WHEN t.blocked THEN 0 WHEN t.applied OR t.favourite THEN 1 ELSE 0 END)
    FROM unnest(reader_schools) AS s(id) CROSS JOIN LATERAL (SELECT
      EXISTS (SELECT 1 FROM jobs j WHERE j.chosen_id = me.id AND j.school_id = s.id) AS booked,
      EXISTS (SELECT 1 FROM school_blocks b WHERE b.account_id = me.id AND b.school_id = s.id) AS blocked,
      EXISTS (SELECT 1 FROM applications ap JOIN jobs j ON j.id = ap.job_id
              WHERE ap.applicant_id = me.id AND ap.active AND j.deleted_at IS NULL AND j.school_id = s.id) AS applied,
      EXISTS (SELECT 1 FROM accounts staff WHERE me.email = ANY (staff.remembered_users)
              AND (staff.school_id = s.id OR staff.id IN (SELECT ps.account_id FROM principal_schools ps WHERE ps.school_id = s.id)))
        AS favourite) t), 0)::smallint END
  FROM (SELECT NULL) one
  LEFT JOIN accounts me ON me.id = person AND me.type_of_user = 'user' AND me.confirmed_at IS NOT NULL
$fn$;

CREATE INDEX principal_schools_school_idx ON principal_schools (school_id);

-- A block added or lifted changes what the school may see of the person on its jobs' applicant lists: the school's
-- jobs the person applied to take new change numbers, so the school's devices pull them again.
CREATE FUNCTION school_blocks_touch_jobs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  b school_blocks := COALESCE(NEW, OLD);
BEGIN
  UPDATE jobs SET updated_at = now()
  WHERE school_id = b.school_id AND id IN (SELECT job_id FROM applications WHERE applicant_id = b.account_id);
  RETURN NULL;
END;
$fn$;
CREATE TRIGGER school_blocks_touch_jobs AFTER INSERT OR DELETE ON school_blocks
  FOR EACH ROW EXECUTE FUNCTION school_blocks_touch_jobs();
