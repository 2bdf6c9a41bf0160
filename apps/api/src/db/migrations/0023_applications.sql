-- Job applications (spec 01 §3/§4 'candidate jobs'): status AP or PS on
-- creation, one application per candidate and job, screening answers, and the
-- e-mail click timestamp of the redirection page (spec 02 §4).
CREATE TABLE candidate_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('AP', 'PS', 'SC', 'WD')),
  privacy_policy_status boolean NOT NULL DEFAULT false,
  source text NOT NULL,
  sourcer text NOT NULL,
  is_int_candidate boolean NOT NULL DEFAULT false,
  screening_answers jsonb NOT NULL DEFAULT '{}',
  screening_submitted_at timestamptz,
  email_clicked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (candidate_id, job_id)
);
CREATE INDEX candidate_jobs_candidate_idx ON candidate_jobs (candidate_id, created_at DESC, id DESC);
CREATE INDEX candidate_jobs_job_idx ON candidate_jobs (job_id);

-- Clicks on an external job's Apply (spec 01 §4 step 3).
CREATE TABLE external_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  click_count integer NOT NULL DEFAULT 1,
  first_clicked_at timestamptz NOT NULL DEFAULT now(),
  last_clicked_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (candidate_id, job_id)
);
CREATE INDEX external_applications_job_idx ON external_applications (job_id);

-- Campaign events behind /generate-event-message/ (spec 01 §7 utm_campaign rule).
CREATE TABLE candidate_campaign_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  campaign text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidate_campaign_events_candidate_idx ON candidate_campaign_events (candidate_id, created_at DESC);
