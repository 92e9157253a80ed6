-- The law's other duties (issue 25): accessibility feedback (Act 306/2019 §16: answered within 14 days) and the
-- audit log of admins' reads of personal data.
--
-- Feedback may come from anyone, signed in or not: `account_id` is the sender when signed in (kept as NULL once the
-- account is erased, and the erasure hook blanks the name and e-mail); `name`/`email` are what the sender gave so the
-- answer can reach them. `answered_at`/`answered_by` close the item.
CREATE TABLE accessibility_feedback (
  id          uuid PRIMARY KEY,
  account_id  uuid REFERENCES accounts(id) ON DELETE SET NULL,
  name        text NOT NULL DEFAULT '',
  email       text NOT NULL DEFAULT '',
  page        text NOT NULL DEFAULT '',
  message     text NOT NULL,
  lang        text NOT NULL,
  created_at  timestamptz NOT NULL,
  answered_at timestamptz,
  answered_by uuid REFERENCES accounts(id) ON DELETE SET NULL
);
CREATE INDEX accessibility_feedback_open_idx ON accessibility_feedback (created_at) WHERE answered_at IS NULL;
CREATE INDEX accessibility_feedback_account_idx ON accessibility_feedback (account_id);

-- One row per admin read of personal data, written in the request that read it. No foreign keys: the log outlives
-- both accounts; an erased person's id then names nobody (pseudonymised by the erasure itself).
CREATE TABLE admin_audit_log (
  id         bigserial PRIMARY KEY,
  admin_id   uuid NOT NULL,
  action     text NOT NULL,
  subject_id uuid,
  detail     text NOT NULL DEFAULT '',
  at         timestamptz NOT NULL
);
CREATE INDEX admin_audit_log_at_idx ON admin_audit_log (at);
CREATE INDEX admin_audit_log_admin_idx ON admin_audit_log (admin_id, at);
CREATE INDEX admin_audit_log_subject_idx ON admin_audit_log (subject_id, at);
