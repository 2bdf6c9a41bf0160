-- The application timeline (decision 016): an append-only list of stage
-- changes, written only by recordStageChange in the same transaction as the
-- change itself, plus the application's current stage for boards and lists.
-- candidate_id is repeated on each event so the GDPR export finds the rows.
ALTER TABLE candidate_jobs
  ADD COLUMN stage text NOT NULL DEFAULT 'applied'
    CHECK (stage IN ('applied', 'screening', 'assessment', 'interview_slot', 'documents', 'offer', 'ctc', 'hired', 'withdrawn', 'rejected')),
  ADD COLUMN stage_changed_at timestamptz;

CREATE TABLE application_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  stage text NOT NULL
    CHECK (stage IN ('applied', 'screening', 'assessment', 'interview_slot', 'documents', 'offer', 'ctc', 'hired', 'withdrawn', 'rejected')),
  action text NOT NULL,
  summary text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('candidate', 'hiring', 'system')),
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  at timestamptz NOT NULL,
  due_at timestamptz,
  subject_kind text,
  subject_id integer,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX application_events_application_idx ON application_events (application_id, at, id);
CREATE INDEX application_events_candidate_idx ON application_events (candidate_id);

-- append-only: an event is never edited (deletion only cascades with the application or account)
CREATE FUNCTION application_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_events rows are append-only';
END $$;
CREATE TRIGGER application_events_no_update BEFORE UPDATE ON application_events
  FOR EACH ROW EXECUTE FUNCTION application_events_immutable();

-- what already happened, with the dates the rows hold (nothing invented)
INSERT INTO application_events (application_id, candidate_id, stage, action, summary, actor, at)
  SELECT id, candidate_id, 'applied', 'applied', 'You applied.', 'candidate', created_at FROM candidate_jobs;
INSERT INTO application_events (application_id, candidate_id, stage, action, summary, actor, at)
  SELECT id, candidate_id, 'screening', 'submitted', 'You answered the screening questions.', 'candidate', screening_submitted_at
  FROM candidate_jobs WHERE screening_submitted_at IS NOT NULL;
INSERT INTO application_events (application_id, candidate_id, stage, action, summary, actor, at)
  SELECT id, candidate_id, 'withdrawn', 'withdrawn', 'You withdrew the application.', 'candidate', updated_at
  FROM candidate_jobs WHERE status = 'WD';
UPDATE candidate_jobs SET
  stage = CASE WHEN status = 'WD' THEN 'withdrawn' WHEN screening_submitted_at IS NOT NULL THEN 'screening' ELSE 'applied' END,
  stage_changed_at = CASE WHEN status = 'WD' THEN updated_at ELSE coalesce(screening_submitted_at, created_at) END;
ALTER TABLE candidate_jobs ALTER COLUMN stage_changed_at SET NOT NULL, ALTER COLUMN stage_changed_at SET DEFAULT now();
