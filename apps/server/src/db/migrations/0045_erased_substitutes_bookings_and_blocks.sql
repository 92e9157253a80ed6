-- A substitute who erases their account (decision 048).
--
-- 1. Their bookings of jobs not yet over end as cancellations by them (the school is told, the job is open again). The
--    cancellation row stays with the job's history, without the person: substitute_id NULL (it had to name an account,
--    which went with the erasure), no reason, no actor. Their earlier cancellations still go with the account
--    (ON DELETE CASCADE, as before): those carry their own words.
ALTER TABLE booking_cancellations ALTER COLUMN substitute_id DROP NOT NULL;
ALTER TABLE booking_cancellations ADD CONSTRAINT booking_cancellations_person_or_erased
  CHECK (substitute_id IS NOT NULL OR (cancelled_by = 'substitute' AND reason IS NULL AND actor_id IS NULL));

-- 2. A school's block of the person (school_blocked, 0025) outlives the erasure as a keyed hash of their normalised
--    e-mail (HMAC-SHA256 under a key derived from the server's secret: the database alone cannot tell whose it is), and
--    comes back on an account registered again with that e-mail. Nothing else of the person is kept.
CREATE TABLE school_blocked_erased (
  school_id  uuid NOT NULL REFERENCES schools (id) ON DELETE CASCADE,
  email_hash text NOT NULL,
  -- when the school blocked them (kept, so the list's order stays when the block comes back) and when they erased
  blocked_at timestamptz NOT NULL,
  erased_at  timestamptz NOT NULL,
  PRIMARY KEY (school_id, email_hash)
);
CREATE INDEX school_blocked_erased_email_idx ON school_blocked_erased (email_hash);
