-- The sync announcement (0003) in chunks: pg_notify refuses a payload over 8,000 bytes, and a job's announcement names
-- every applicant ('user:<uuid>', ~46 bytes each), so from about 175 applicants every UPDATE of the job — choosing,
-- editing, deleting — failed with "payload string too long" (found by the morning-rush simulation, issue 23). The
-- topics now go out 100 at a time, each chunk an ordinary announcement of the same collections: the listeners
-- already take any number of announcements and union them. Otherwise unchanged.
CREATE OR REPLACE FUNCTION sync_announce() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  topics jsonb;
  collections jsonb;
  chunk integer;
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    IF EXISTS (SELECT 1 FROM schools WHERE id = NEW.school_id AND is_admin) THEN
      topics := '["all"]'::jsonb;
      collections := '["notices"]'::jsonb;
    ELSE
      topics := jsonb_build_array('school:' || NEW.school_id)
        || COALESCE((SELECT jsonb_agg('region:' || r) FROM unnest(NEW.region) AS r), '[]'::jsonb)
        || CASE WHEN NEW.chosen_id IS NULL THEN '[]'::jsonb ELSE jsonb_build_array('user:' || NEW.chosen_id) END
        || CASE WHEN TG_OP = 'UPDATE' AND OLD.chosen_id IS NOT NULL AND OLD.chosen_id IS DISTINCT FROM NEW.chosen_id
                THEN jsonb_build_array('user:' || OLD.chosen_id) ELSE '[]'::jsonb END
        || COALESCE((SELECT jsonb_agg('user:' || a.applicant_id) FROM applications a WHERE a.job_id = NEW.id), '[]'::jsonb);
      collections := '["jobs","applications"]'::jsonb;
    END IF;
  ELSIF TG_TABLE_NAME = 'applications' THEN
    topics := jsonb_build_array('user:' || NEW.applicant_id)
      || COALESCE((SELECT jsonb_build_array('school:' || j.school_id) FROM jobs j WHERE j.id = NEW.job_id), '[]'::jsonb);
    collections := '["jobs","applications"]'::jsonb;
  ELSIF TG_TABLE_NAME = 'job_user_state' THEN
    topics := jsonb_build_array('user:' || NEW.account_id);
    collections := '["jobs"]'::jsonb;
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    topics := jsonb_build_array('user:' || NEW.id)
      || COALESCE((SELECT jsonb_agg(DISTINCT 'school:' || j.school_id) FROM applications a JOIN jobs j ON j.id = a.job_id
                   WHERE a.applicant_id = NEW.id), '[]'::jsonb);
    collections := '["profile","jobs"]'::jsonb;
  ELSE
    topics := jsonb_build_array('user:' || NEW.account_id);
    collections := '["outbox"]'::jsonb;
  END IF;
  -- in chunks of 100 topics (about 4.7 kB): a payload over 8,000 bytes is an error, and a job's announcement names every
  -- applicant, so a job with ~175 of them could no longer be changed, chosen or deleted (a 500)
  FOR chunk IN 0 .. GREATEST(jsonb_array_length(topics) - 1, 0) / 100 LOOP
    PERFORM pg_notify('vikariat_events', jsonb_build_object(
      'topics', (SELECT COALESCE(jsonb_agg(e.topic ORDER BY e.n), '[]'::jsonb)
                 FROM jsonb_array_elements(topics) WITH ORDINALITY AS e(topic, n)
                 WHERE e.n > chunk * 100 AND e.n <= (chunk + 1) * 100),
      'collections', collections)::text);
  END LOOP;
  RETURN NULL;
END;
$fn$;
