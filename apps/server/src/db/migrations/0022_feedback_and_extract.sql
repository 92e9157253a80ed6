-- Feedback after a job (issue 24) and the criminal-record extract seen (issue 25); decision 031.
--
-- One row per side per job: 'school' rates the chosen substitute, 'substitute' rates the school. The job's row is
-- tombstoned 24 h after its end and purged 30 days later (0004), so the feedback keeps what it needs of it (school,
-- substitute, the job's last day) and names the job by id only, without a foreign key. The substitute's erasure
-- removes every row about or by them; an erased school user leaves the school's row without an author.
CREATE TABLE job_feedback (
  job_id        uuid NOT NULL,
  side          text NOT NULL CHECK (side IN ('school', 'substitute')),
  school_id     uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  substitute_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  author_id     uuid REFERENCES accounts(id) ON DELETE SET NULL,
  job_end_date  date NOT NULL,
  rating        smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment       text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (job_id, side)
);
CREATE INDEX job_feedback_school_idx ON job_feedback (school_id, side);
CREATE INDEX job_feedback_substitute_idx ON job_feedback (substitute_id, side);

-- "Extract seen on D": append-only, each row is the audit entry (who recorded it, when, for whom, at which school).
-- No copy of the extract is kept anywhere (Act 504/2002 §6). valid_until = seen_on + 6 months (domain).
CREATE TABLE criminal_record_checks (
  id            uuid PRIMARY KEY,
  substitute_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  school_id     uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  recorded_by   uuid REFERENCES accounts(id) ON DELETE SET NULL,
  seen_on       date NOT NULL,
  valid_until   date NOT NULL,
  recorded_at   timestamptz NOT NULL
);
CREATE INDEX criminal_record_checks_substitute_idx ON criminal_record_checks (substitute_id, valid_until DESC);
