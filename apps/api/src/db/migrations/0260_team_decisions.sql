-- The hiring team decides together (decision 043): three roles, notes with
-- mentions, scorecards per job, interviews with proposed times, and the
-- team's own history of an application (never shown to the candidate).

-- Roles: a company admin, a recruiter (the former 'member'), an interviewer
-- who sees only the applications they are assigned to.
ALTER TABLE hiring_members DROP CONSTRAINT IF EXISTS hiring_members_role_check;
UPDATE hiring_members SET role = 'recruiter' WHERE role = 'member';
ALTER TABLE hiring_members
  ALTER COLUMN role SET DEFAULT 'recruiter',
  ADD CONSTRAINT hiring_members_role_check CHECK (role IN ('admin', 'recruiter', 'interviewer'));
ALTER TABLE hiring_invitations DROP CONSTRAINT IF EXISTS hiring_invitations_role_check;
UPDATE hiring_invitations SET role = 'recruiter' WHERE role = 'member';
ALTER TABLE hiring_invitations
  ALTER COLUMN role SET DEFAULT 'recruiter',
  ADD CONSTRAINT hiring_invitations_role_check CHECK (role IN ('admin', 'recruiter', 'interviewer'));

-- Which applications an interviewer may open: one row per member and
-- application, written when an interview names them.
CREATE TABLE application_assignments (
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES hiring_members(id) ON DELETE CASCADE,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, member_id)
);
CREATE INDEX application_assignments_member_idx ON application_assignments (member_id);

-- The team's history of an application: notes, scorecards and interviews.
-- Kept apart from application_events, which the candidate reads.
CREATE TABLE application_team_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  actor_member_id integer REFERENCES hiring_members(id) ON DELETE SET NULL,
  action text NOT NULL,
  summary text NOT NULL,
  subject_kind text,
  subject_id integer,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_team_events_application_idx ON application_team_events (application_id, at, id);

CREATE TABLE application_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  author_member_id integer NOT NULL REFERENCES hiring_members(id) ON DELETE CASCADE,
  body text NOT NULL,
  mentions integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, created_at) WHERE deleted_at IS NULL;

-- A job's scorecard: attributes in groups.
CREATE TABLE scorecard_templates (
  job_id integer PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  groups jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One submitted scorecard per member and application (a second one is refused).
CREATE TABLE scorecards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES hiring_members(id) ON DELETE CASCADE,
  ratings jsonb NOT NULL,
  recommendation text NOT NULL CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
  note text NOT NULL DEFAULT '',
  submitted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (application_id, member_id)
);

-- Interviews: proposed times until the candidate picks one; the calendar
-- invitation keeps its UID and raises its SEQUENCE on every change.
CREATE TABLE interviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  title text NOT NULL,
  location_kind text NOT NULL CHECK (location_kind IN ('video', 'place')),
  location text NOT NULL,
  time_zone text NOT NULL,
  candidate_time_zone text,
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'scheduled', 'cancelled')),
  starts_at timestamptz,
  ends_at timestamptz CHECK (ends_at > starts_at),
  uid text NOT NULL UNIQUE,
  sequence integer NOT NULL DEFAULT 0,
  created_by_member_id integer REFERENCES hiring_members(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interviews_application_idx ON interviews (application_id);

CREATE TABLE interview_proposed_times (
  interview_id integer NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  PRIMARY KEY (interview_id, starts_at)
);

CREATE TABLE interview_interviewers (
  interview_id integer NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES hiring_members(id) ON DELETE CASCADE,
  PRIMARY KEY (interview_id, member_id)
);
CREATE INDEX interview_interviewers_member_idx ON interview_interviewers (member_id);
CREATE INDEX interviews_scheduled_idx ON interviews (starts_at) WHERE status = 'scheduled';
