-- Accounts (issue 3): activation and reset links, sign-in throttling, identity-verification requests.

-- an unconfirmed account locks when this passes (registration + 24 h; an admin's unlock gives 24 h more)
ALTER TABLE accounts ADD COLUMN confirm_deadline timestamptz;
ALTER TABLE accounts ADD COLUMN identity_verified_at timestamptz;

-- Single-use links mailed to the account holder. Only the sha256 of the random token is kept, so a copy of
-- the database gives nobody a working link.
CREATE TABLE account_tokens (
  token_hash  text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX account_tokens_account_idx ON account_tokens (account_id, purpose);

-- Failed sign-ins per account and per client address, shared by every server node. `key` is the sha256 of
-- 'account:<email>' or 'address:<ip>' (typed e-mails of strangers are not kept in clear).
CREATE TABLE login_throttle (
  key            text PRIMARY KEY,
  failures       integer NOT NULL DEFAULT 0,
  window_start   timestamptz NOT NULL,
  -- how many times the key was blocked in a row: each block lasts twice as long as the one before
  lockouts       integer NOT NULL DEFAULT 0,
  blocked_until  timestamptz
);

-- An identity verification in progress (OpenID Connect authorization code + PKCE): the browser carries only
-- the state; the verifier and nonce stay here, bound to the account that started it.
CREATE TABLE identity_requests (
  state_hash     text PRIMARY KEY,
  account_id     uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  code_verifier  text NOT NULL,
  nonce          text NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX identity_requests_account_idx ON identity_requests (account_id);
