-- One application lifecycle (decision 031) and notifications (decision 032).
-- The stage column holds the lifecycle state; its version counts transitions
-- so two members acting at once cannot both win.
ALTER TABLE candidate_jobs DROP CONSTRAINT IF EXISTS candidate_jobs_stage_check;
ALTER TABLE application_events DROP CONSTRAINT IF EXISTS application_events_stage_check;
ALTER TABLE candidate_jobs
  ADD COLUMN version integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT candidate_jobs_stage_check CHECK (stage IN (
    'applied', 'screening', 'assessment', 'interview_slot', 'documents', 'offer', 'offer_accepted', 'ctc',
    'ctc_accepted', 'hired', 'rejected', 'withdrawn', 'offer_declined', 'offer_expired', 'position_closed'));
ALTER TABLE application_events
  ADD CONSTRAINT application_events_stage_check CHECK (stage IN (
    'applied', 'screening', 'assessment', 'interview_slot', 'documents', 'offer', 'offer_accepted', 'ctc',
    'ctc_accepted', 'hired', 'rejected', 'withdrawn', 'offer_declined', 'offer_expired', 'position_closed'));

-- what the rows already say, in the new states
UPDATE candidate_jobs SET stage = 'withdrawn' WHERE status = 'WD' AND stage <> 'withdrawn';
UPDATE candidate_jobs cj SET stage = 'offer_accepted'
  WHERE stage = 'offer' AND EXISTS (SELECT 1 FROM offers o WHERE o.application_id = cj.id AND o.status = 'accepted');
UPDATE candidate_jobs cj SET stage = 'offer_declined'
  WHERE stage = 'offer' AND EXISTS (SELECT 1 FROM offers o WHERE o.application_id = cj.id AND o.status = 'declined')
    AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.application_id = cj.id AND o.status IN ('open', 'accepted'));
UPDATE candidate_jobs cj SET stage = 'offer_expired'
  WHERE stage = 'offer' AND EXISTS (SELECT 1 FROM offers o WHERE o.application_id = cj.id AND o.status = 'expired')
    AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.application_id = cj.id AND o.status IN ('open', 'accepted'));
UPDATE candidate_jobs cj SET stage = 'ctc_accepted'
  WHERE stage = 'ctc' AND EXISTS (SELECT 1 FROM ctc_letters l WHERE l.application_id = cj.id AND l.status = 'accepted')
    AND NOT EXISTS (SELECT 1 FROM ctc_letters l WHERE l.application_id = cj.id AND l.status = 'pending');

-- in-app notifications: one row per person told; the live stream and the bell read them
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  category text NOT NULL CHECK (category IN ('action_required', 'reminders', 'updates', 'team')),
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  application_id integer REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- e-mail preferences per category; a missing row means on
CREATE TABLE email_preferences (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('reminders', 'updates', 'team')),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, category)
);
