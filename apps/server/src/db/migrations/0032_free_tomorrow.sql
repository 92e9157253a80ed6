-- "Are you free tomorrow?" (issue 23, decision 037). The substitute's switch on their notification settings (on by
-- default: the question only goes to someone whose tomorrow is unknown and unbooked, once an evening) and the ledger
-- that makes the evening question go out exactly once per person and day, whichever node runs the task and however
-- often it is restarted: a row is inserted (ON CONFLICT DO NOTHING) in the same transaction that records the
-- deliveries.
ALTER TABLE accounts ADD COLUMN ask_free_tomorrow boolean NOT NULL DEFAULT true;

CREATE TABLE free_tomorrow_asks (
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  date        date NOT NULL,              -- the day asked about (the evening before it, Finnish time)
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, date)
);
CREATE INDEX free_tomorrow_asks_date_idx ON free_tomorrow_asks (date);

-- The job a delivery was about (the principal's job timeline, decision 037): no foreign key, the log outlives a
-- purged job; null for deliveries about no job and for those recorded before this migration.
ALTER TABLE notification_deliveries ADD COLUMN job_id uuid;
CREATE INDEX notification_deliveries_job_idx ON notification_deliveries (job_id) WHERE job_id IS NOT NULL;
