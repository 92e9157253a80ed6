-- A school may take a job off the market and put it back (POST /api/principals/deactivate and /activate, issue 22
-- item 15: spec 02's 'Jobbet är nu aktiverat!'). Paused, the job is offered to no one and no device holds it (the
-- domain's job rule, `paused`); it may be paused only while nobody applied and nobody is chosen. The change number
-- moves with the row (0003), so devices drop it and get it back through the ordinary pull.
ALTER TABLE jobs ADD COLUMN paused_at timestamptz;
