-- Documents a substitute keeps on the profile (spec 01 §2 "documents and files"; issue 22 item 15): a degree, a CV,
-- references. The file is in DATA_DIR/uploads/documents under `name` (<32 hex><sanitised name>); `title` is the name
-- the person gave it. A school reads them while it may see the person's profile (decision 020); the owner alone adds
-- and removes them. Erasing the account erases the rows (and the deletion removes the files).
CREATE TABLE profile_documents (
  name        text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title       text NOT NULL,
  size_bytes  integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_documents_account_idx ON profile_documents (account_id, created_at);
