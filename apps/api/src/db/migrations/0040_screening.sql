-- After applying (decision 015): self-screening on video, live interview
-- slots, coding assessments and the mandatory details of a selected
-- candidate. Every row a candidate gives carries candidate_id, so the GDPR
-- export finds it and account deletion cascades to it; files live under
-- candidates/{candidate_id}/ in storage and go with the account.

-- the stages these features move an application to
ALTER TABLE candidate_jobs DROP CONSTRAINT candidate_jobs_status_check;
ALTER TABLE candidate_jobs ADD CONSTRAINT candidate_jobs_status_check
  CHECK (status IN ('AP', 'PS', 'SC', 'SS', 'AS', 'SL', 'DC', 'WD'));

-- Video questions of a job, written by its hiring team. A follow-up has a
-- parent and is asked only when the parent's answer picked follow_up_choice.
CREATE TABLE self_screening_questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  parent_id integer REFERENCES self_screening_questions(id) ON DELETE CASCADE,
  follow_up_choice text,
  position integer NOT NULL DEFAULT 0,
  prompt text NOT NULL,
  choices jsonb NOT NULL DEFAULT '[]',
  max_seconds integer NOT NULL DEFAULT 120 CHECK (max_seconds BETWEEN 15 AND 600),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((parent_id IS NULL) = (follow_up_choice IS NULL))
);
CREATE INDEX self_screening_questions_job_idx ON self_screening_questions (job_id, position, id);

-- One row per application once the candidate consents; nothing before.
CREATE TABLE self_screenings (
  application_id integer PRIMARY KEY REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  consent_version text NOT NULL,
  consented_at timestamptz NOT NULL,
  device_checked_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX self_screenings_candidate_idx ON self_screenings (candidate_id);

CREATE TABLE self_screening_answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES self_screening_questions(id) ON DELETE CASCADE,
  choice text,
  video_key text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  duration_ms integer NOT NULL,
  attempts integer NOT NULL DEFAULT 1 CHECK (attempts BETWEEN 1 AND 2),
  recorded_at timestamptz NOT NULL,
  UNIQUE (application_id, question_id)
);
CREATE INDEX self_screening_answers_candidate_idx ON self_screening_answers (candidate_id);

-- A resumable upload: the chunks received so far are kept in storage, each
-- at its byte offset; received_bytes is the acknowledged offset.
CREATE TABLE video_uploads (
  id uuid PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES self_screening_questions(id) ON DELETE CASCADE,
  choice text,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  duration_ms integer NOT NULL,
  received_bytes integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX video_uploads_candidate_idx ON video_uploads (candidate_id);
CREATE TABLE video_upload_chunks (
  upload_id uuid NOT NULL REFERENCES video_uploads(id) ON DELETE CASCADE,
  byte_offset integer NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL,
  PRIMARY KEY (upload_id, byte_offset)
);

-- Live interview slots a job's hiring team offers; booked_count never exceeds
-- capacity because a booking is one conditional update.
CREATE TABLE interview_slots (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 10 AND 240),
  capacity integer NOT NULL DEFAULT 1 CHECK (capacity BETWEEN 1 AND 50),
  booked_count integer NOT NULL DEFAULT 0 CHECK (booked_count >= 0 AND booked_count <= capacity),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interview_slots_job_idx ON interview_slots (job_id, starts_at);
CREATE TABLE interview_bookings (
  application_id integer PRIMARY KEY REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  slot_id integer NOT NULL REFERENCES interview_slots(id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  booked_at timestamptz NOT NULL
);
CREATE INDEX interview_bookings_candidate_idx ON interview_bookings (candidate_id);

-- Coding assessments: one per application. The clock starts at consent and
-- ends at ends_at (time limit or deadline, whichever comes first); the server
-- refuses drafts and submissions after it. Candidate code is stored, never run.
CREATE TABLE assessments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  title text NOT NULL,
  instructions text NOT NULL DEFAULT '',
  questions jsonb NOT NULL,
  time_limit_minutes integer NOT NULL CHECK (time_limit_minutes BETWEEN 5 AND 480),
  deadline_at timestamptz NOT NULL,
  allow_files boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  consented_at timestamptz,
  ends_at timestamptz,
  draft jsonb NOT NULL DEFAULT '{}',
  draft_saved_at timestamptz,
  answers jsonb,
  submitted_at timestamptz,
  score integer CHECK (score BETWEEN 0 AND 100),
  result text CHECK (result IN ('passed', 'failed')),
  feedback text,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX assessments_candidate_idx ON assessments (candidate_id);
CREATE TABLE assessment_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  assessment_id integer NOT NULL REFERENCES assessments(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  question_id text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL,
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX assessment_files_assessment_idx ON assessment_files (assessment_id);

-- Mandatory details after selection: what the job's team asked for, what
-- the candidate gave, and every read of it.
CREATE TABLE mandatory_requests (
  application_id integer PRIMARY KEY REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  required_details jsonb NOT NULL,
  required_documents jsonb NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  requested_at timestamptz NOT NULL,
  requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX mandatory_requests_candidate_idx ON mandatory_requests (candidate_id);
CREATE TABLE mandatory_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  kind text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  UNIQUE (application_id, kind)
);
CREATE INDEX mandatory_documents_candidate_idx ON mandatory_documents (candidate_id);
CREATE TABLE mandatory_reads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  reader_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  reader_role text NOT NULL CHECK (reader_role IN ('candidate', 'hiring', 'operator')),
  what text NOT NULL,
  document_id integer,
  at timestamptz NOT NULL
);
CREATE INDEX mandatory_reads_application_idx ON mandatory_reads (application_id, at DESC);

-- e-mail attachments (the interview's calendar invitation) in the development outbox
ALTER TABLE dev_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
