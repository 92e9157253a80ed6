-- School administration (issue 6): export permission, web-push subscriptions, the notification outbox and its
-- delivery log, police-record reminders, statistics-export passcodes and private calendar feeds.

-- a principal of a school with this flag may download the statistics export (admin-settable)
ALTER TABLE schools ADD COLUMN export_allowed boolean NOT NULL DEFAULT false;

CREATE TABLE push_subscriptions (
  id          uuid PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  endpoint    text NOT NULL UNIQUE,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  user_agent  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_account_idx ON push_subscriptions (account_id);

-- The outbox of notifications: one row per delivery (a push to one subscription or one e-mail), written after
-- the change committed, sent by the background worker with retries, and kept as the delivery log admins read.
CREATE TABLE notification_deliveries (
  id              uuid PRIMARY KEY,
  account_id      uuid REFERENCES accounts(id) ON DELETE SET NULL,
  event           text NOT NULL,
  channel         text NOT NULL CHECK (channel IN ('push', 'email')),
  subscription_id uuid REFERENCES push_subscriptions(id) ON DELETE SET NULL,
  -- the endpoint's origin or the e-mail address: enough to see where it went
  target          text NOT NULL,
  -- push: {title, body, url, urgency}; e-mail: {subject, text, html}
  payload         jsonb NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX notification_deliveries_created_idx ON notification_deliveries (created_at);

-- each reminder (30 and 7 days before a police record expires) is sent once per expiry date
CREATE TABLE police_record_reminders (
  account_id      uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expiration_date date NOT NULL,
  days_before     smallint NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, expiration_date, days_before)
);

-- passcodes for the statistics export, issued by admins and shown once; only a hash is kept
CREATE TABLE export_passcodes (
  id          uuid PRIMARY KEY,
  code_hash   text NOT NULL UNIQUE,
  label       text NOT NULL,
  -- the schools the holder may export; empty = every school
  school_ids  uuid[] NOT NULL DEFAULT '{}',
  created_by  uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz,
  revoked_at  timestamptz
);

-- failed passcode attempts, counted per client to throttle guessing
CREATE TABLE export_auth_failures (
  client_key  text NOT NULL,
  failed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX export_auth_failures_key_idx ON export_auth_failures (client_key, failed_at);

-- one private iCalendar feed per account; the URL's token is kept hashed
CREATE TABLE calendar_feeds (
  account_id  uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Statistics outlive jobs: the expiry task purges a job's row 30 days after its tombstone, so just before any
-- job row is deleted its reportable facts are kept here (names as they were, the applicant count).
CREATE TABLE job_statistics_archive (
  id            uuid PRIMARY KEY,
  school_id     uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  start_time    text NOT NULL,
  end_time      text NOT NULL,
  type_of_temp  smallint NOT NULL,
  other_txt     text NOT NULL,
  subjects      text[] NOT NULL,
  grades        text[] NOT NULL,
  reason        text NOT NULL,
  sos           boolean NOT NULL,
  owner_name    text,
  chosen_name   text,
  applicants    integer NOT NULL,
  created_at    timestamptz NOT NULL,
  chosen_at     timestamptz,
  archived_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_statistics_archive_school_idx ON job_statistics_archive (school_id, start_date);

CREATE FUNCTION archive_job_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- notices (the Admin school) are not statistics
  IF EXISTS (SELECT 1 FROM schools s WHERE s.id = OLD.school_id AND NOT s.is_admin) THEN
    INSERT INTO job_statistics_archive (id, school_id, start_date, end_date, start_time, end_time, type_of_temp, other_txt,
      subjects, grades, reason, sos, owner_name, chosen_name, applicants, created_at, chosen_at)
    VALUES (OLD.id, OLD.school_id, OLD.start_date, OLD.end_date, OLD.start_time, OLD.end_time, OLD.type_of_temp, OLD.other_txt,
      OLD.subjects, OLD.grades, OLD.reason, OLD.sos,
      (SELECT nullif(trim(a.first_name || ' ' || a.last_name), '') FROM accounts a WHERE a.id = OLD.owner_id),
      (SELECT nullif(trim(a.first_name || ' ' || a.last_name), '') FROM accounts a WHERE a.id = OLD.chosen_id),
      (SELECT count(*)::int FROM applications ap WHERE ap.job_id = OLD.id AND ap.withdrawn_at IS NULL),
      OLD.created_at, OLD.chosen_at)
    ON CONFLICT (id) DO NOTHING;
  END IF;
  RETURN OLD;
END;
$$;

CREATE TRIGGER jobs_archive_statistics BEFORE DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION archive_job_statistics();
