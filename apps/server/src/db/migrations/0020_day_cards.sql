-- The day card (issue 24, decision 029): what the chosen substitute needs on arrival (where to report, the contact,
-- room, timetable, class notes, keys, lunch), filled by the school per job. It lives on the job row, so saving it
-- moves the job's change number (0003) and the school's and the chosen substitute's devices pull it; it is never in
-- `jobs.doc` (0006), which every reader gets: the projection splices it on for the school and the chosen person only.
-- null: no card (an empty card is stored as null).
ALTER TABLE jobs ADD COLUMN day_card jsonb;

-- A school's templates, so a card takes one tap: managed by the school's principals, read by its staff.
CREATE TABLE day_card_templates (
  id          uuid PRIMARY KEY,
  school_id   uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
  name        text NOT NULL,
  card        jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (school_id, name)
);
