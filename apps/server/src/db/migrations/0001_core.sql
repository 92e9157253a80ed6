-- Core tables. Every write to replicated data (accounts' profile, jobs, applications, outbox verdicts)
-- takes a number from change_seq in the same transaction; see sync/CONTEXT.md for how pulls stay hole-free.
CREATE SEQUENCE change_seq AS bigint;

CREATE TABLE schools (
  id            uuid PRIMARY KEY,
  name          text NOT NULL,
  address       text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  -- official municipality code (FI 3 digits, SE 4 digits) of the school's location
  municipality  text NOT NULL,
  preschool     boolean NOT NULL DEFAULT false,
  -- the pseudo-school 'Admin' whose jobs are notices (Tips/Update)
  is_admin      boolean NOT NULL DEFAULT false,
  licence_until date,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id                 uuid PRIMARY KEY,
  email              text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash      text NOT NULL,
  first_name         text NOT NULL,
  last_name          text NOT NULL,
  phone              text NOT NULL DEFAULT '',
  -- the role in force: user | teacher | principal | ledare | admin
  type_of_user       text NOT NULL CHECK (type_of_user IN ('user','teacher','principal','ledare','admin')),
  -- every role the account really holds (a principal who also teaches may switch between them)
  roles              text[] NOT NULL,
  site_lang          smallint NOT NULL DEFAULT 2 CHECK (site_lang IN (1,2)),
  identity_verified  boolean NOT NULL DEFAULT false,
  school_id          uuid REFERENCES schools(id),
  address            text NOT NULL DEFAULT '',
  image              text,
  -- approved: the active flag (teachers activated by their principal, principals by an admin)
  approved           boolean NOT NULL DEFAULT true,
  confirmed_at       timestamptz,
  locked             boolean NOT NULL DEFAULT false,
  has_edited         boolean NOT NULL DEFAULT false,
  default_description text NOT NULL DEFAULT '',
  send_email         boolean NOT NULL DEFAULT true,
  remembered_users   text[] NOT NULL DEFAULT '{}',
  unavailable_jobs   uuid[] NOT NULL DEFAULT '{}',
  -- the substitute / teacher profile fields of spec 01 §3 (birthDate, status, regions, languages, ...)
  profile            jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- principal defaults for SOS jobs {start, end, info, subjects}
  defaults           jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at         timestamptz NOT NULL DEFAULT now(),
  last_login_at      timestamptz,
  seq                bigint NOT NULL DEFAULT nextval('change_seq')
);
CREATE INDEX accounts_school_idx ON accounts (school_id);
CREATE INDEX accounts_seq_idx ON accounts (seq);

-- a principal over several schools (ledare) is linked to each of them
CREATE TABLE principal_schools (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  school_id  uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, school_id)
);

CREATE TABLE sessions (
  id           uuid PRIMARY KEY,
  account_id   uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  user_agent   text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_account_idx ON sessions (account_id);

CREATE TABLE school_codes (
  id          uuid PRIMARY KEY,
  school_id   uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  code        text NOT NULL UNIQUE,
  used        boolean NOT NULL DEFAULT false,
  used_by     uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_by  uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE jobs (
  id               uuid PRIMARY KEY,            -- the spec's uniqueId
  owner_id         uuid REFERENCES accounts(id) ON DELETE SET NULL,
  school_id        uuid NOT NULL REFERENCES schools(id),
  start_date       date NOT NULL,
  end_date         date NOT NULL,
  start_time       text NOT NULL,               -- HH:MM
  end_time         text NOT NULL,               -- HH:MM
  reason           text NOT NULL DEFAULT '',    -- shown to the principal only
  subjects         text[] NOT NULL DEFAULT '{}',
  additional_info  text NOT NULL DEFAULT '',
  files            text[] NOT NULL DEFAULT '{}',
  regarding        text NOT NULL DEFAULT '',
  grades           text[] NOT NULL DEFAULT '{}',
  expire           timestamptz NOT NULL,        -- end date + end time, Europe/Helsinki
  type_of_temp     smallint NOT NULL,           -- 1..17, 17 = other
  other_txt        text NOT NULL DEFAULT '',
  from_admin_type  text CHECK (from_admin_type IN ('Tips','Update')),
  chosen_id        uuid REFERENCES accounts(id) ON DELETE SET NULL,
  chosen_at        timestamptz,
  sos              boolean NOT NULL DEFAULT false,
  -- municipality codes the job is offered in (the school's municipality)
  region           text[] NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  deleted_at       timestamptz,                 -- tombstone kept so devices learn of the deletion
  seq              bigint NOT NULL DEFAULT nextval('change_seq')
);
CREATE INDEX jobs_school_idx ON jobs (school_id);
CREATE INDEX jobs_owner_idx ON jobs (owner_id);
CREATE INDEX jobs_seq_idx ON jobs (seq);
CREATE INDEX jobs_chosen_idx ON jobs (chosen_id) WHERE chosen_id IS NOT NULL;
CREATE INDEX jobs_region_idx ON jobs USING gin (region);

CREATE TABLE applications (
  id            uuid PRIMARY KEY,
  job_id        uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  applicant_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- false once a choice elsewhere overlapped it, or the substitute withdrew
  active        boolean NOT NULL DEFAULT true,
  withdrawn_at  timestamptz,
  deactivated_reason text,
  seq           bigint NOT NULL DEFAULT nextval('change_seq'),
  UNIQUE (job_id, applicant_id)
);
CREATE INDEX applications_applicant_idx ON applications (applicant_id);
CREATE INDEX applications_seq_idx ON applications (seq);

-- per-substitute job state: hidden (hidefrom), inactivated, discarded, viewed
CREATE TABLE job_user_state (
  job_id      uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  hidden      boolean NOT NULL DEFAULT false,
  inactive    boolean NOT NULL DEFAULT false,
  discarded   boolean NOT NULL DEFAULT false,
  viewed_at   timestamptz,
  seq         bigint NOT NULL DEFAULT nextval('change_seq'),
  PRIMARY KEY (job_id, account_id)
);
CREATE INDEX job_user_state_account_idx ON job_user_state (account_id);

CREATE TABLE school_blocks (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  school_id  uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, school_id)
);
