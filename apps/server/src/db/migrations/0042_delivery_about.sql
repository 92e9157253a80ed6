-- The person a delivery is about when that is not its recipient (decision 043): a school's "new applicant" names the
-- applicant, its "booking cancelled" carries the substitute's own reason. Erasing the person removes these with the
-- account (ON DELETE CASCADE), as the erasure hook removes the person's own deliveries (forgetDeliveries, 0041): the
-- log kept an erased person's name in the school staff's mail for its 90 days. Null for every other delivery.
ALTER TABLE notification_deliveries ADD COLUMN IF NOT EXISTS about_id uuid REFERENCES accounts(id) ON DELETE CASCADE;
CREATE INDEX IF NOT EXISTS notification_deliveries_about_idx ON notification_deliveries (about_id) WHERE about_id IS NOT NULL;

-- Those recorded before: a new applicant's is tied to the applicant of its job whose name opens its text; a cancelled
-- booking's to its job's cancellation by the substitute, recorded in the same transaction.
UPDATE notification_deliveries d SET about_id = ap.applicant_id
  FROM applications ap JOIN accounts a ON a.id = ap.applicant_id
  WHERE d.event = 'new_applicant' AND d.about_id IS NULL AND ap.job_id = d.job_id
    AND starts_with(COALESCE(d.payload->>'body', d.payload->>'text', ''), a.first_name || ' ' || a.last_name || ' ');
UPDATE notification_deliveries d SET about_id = c.substitute_id
  FROM booking_cancellations c
  WHERE d.event = 'booking_cancelled' AND d.about_id IS NULL AND c.job_id = d.job_id AND c.cancelled_by = 'substitute'
    AND c.cancelled_at BETWEEN d.created_at - interval '1 minute' AND d.created_at + interval '1 minute';
-- One sent (or given up) and tied to nobody is about a person erased before (their applications and cancellations went
-- with the account), or one no longer known (a purged job's applications, a name changed since): it goes rather than
-- keep a name it may hold. One still to be sent stays: it is the school's news of today, and goes out as it is.
DELETE FROM notification_deliveries
  WHERE event IN ('new_applicant', 'booking_cancelled') AND about_id IS NULL AND status IN ('sent', 'failed');
