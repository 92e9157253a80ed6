-- Jobs area: uploaded attachments (who uploaded what, so a file can be checked before it is on a job),
-- and the indexes the job lists, the choose check and the expiry task read by.
CREATE TABLE job_files (
  name        text PRIMARY KEY,            -- <32 hex chars><sanitised original name>
  uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  size_bytes  integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX applications_job_idx ON applications (job_id);
CREATE INDEX jobs_expire_idx ON jobs (expire) WHERE deleted_at IS NULL;
CREATE INDEX jobs_deleted_idx ON jobs (deleted_at) WHERE deleted_at IS NOT NULL;
