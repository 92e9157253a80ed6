-- Staff single sign-on and strong identification (issue 25, decision 032).
-- An organisation's OpenID Connect provider: a municipality's (every school there) or one school's, never both.
-- The client secret is stored sealed (AES-256-GCM under a key derived from the server's signing key): never returned.
CREATE TABLE sso_providers (
  id                        uuid PRIMARY KEY,
  name                      text NOT NULL,
  municipality              text,
  school_id                 uuid REFERENCES schools(id) ON DELETE CASCADE,
  issuer                    text NOT NULL,
  client_id                 text NOT NULL,
  client_secret_sealed      text NOT NULL,
  -- the e-mail domains whose people the login screen offers this provider to (lower case, no @)
  email_domains             text[] NOT NULL,
  enabled                   boolean NOT NULL DEFAULT true,
  password_login_disabled   boolean NOT NULL DEFAULT false,
  -- null: an unknown person gets no account; else teachers are created here, inactive until a principal activates them
  create_teachers_school_id uuid REFERENCES schools(id) ON DELETE SET NULL,
  created_at                timestamptz NOT NULL,
  updated_at                timestamptz NOT NULL,
  CHECK ((municipality IS NULL) <> (school_id IS NULL))
);

-- The account an organisation's subject signed in as (linked by verified e-mail on first use).
CREATE TABLE sso_links (
  provider_id uuid NOT NULL REFERENCES sso_providers(id) ON DELETE CASCADE,
  subject     text NOT NULL,
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  linked_at   timestamptz NOT NULL,
  PRIMARY KEY (provider_id, subject),
  UNIQUE (provider_id, account_id)
);

-- A sign-in under way: the browser carries only `state`; verifier and nonce stay here for 10 minutes and one use.
-- After the callback the row becomes a one-time ticket (ticket_hash) the web app trades for a session within a minute.
CREATE TABLE sso_requests (
  state_hash    text PRIMARY KEY,
  provider_id   uuid NOT NULL REFERENCES sso_providers(id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  locale        text NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);

CREATE TABLE sso_tickets (
  ticket_hash text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES sso_providers(id) ON DELETE CASCADE,
  id_token    text NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- A session begun through a provider remembers which, and the ID token its logout needs as a hint.
CREATE TABLE sso_sessions (
  session_id  uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES sso_providers(id) ON DELETE CASCADE,
  id_token    text NOT NULL
);

-- Strong identification keeps the verified name and birth date (nothing else of the provider's claims).
ALTER TABLE accounts ADD COLUMN verified_given_name text;
ALTER TABLE accounts ADD COLUMN verified_family_name text;
ALTER TABLE accounts ADD COLUMN verified_birth_date date;
