-- Job alerts (spec 02 §3–§4): a candidate's saved search, e-mailed as a digest
-- when new jobs match. A delivery row per alert and job makes each pair go
-- out once, however often the matcher runs.
CREATE TABLE job_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  search_term text,
  location text,
  experience_range text,
  experience_min integer,
  experience_max integer,
  job_sub_category text,
  company text,
  remote boolean,
  -- the normalised criteria: one active alert per candidate and search
  criteria_key text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz,
  last_sent_at timestamptz
);
CREATE INDEX job_alerts_candidate_idx ON job_alerts (candidate_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX job_alerts_active_criteria_key ON job_alerts (candidate_id, criteria_key) WHERE is_active;
CREATE INDEX job_alerts_active_idx ON job_alerts (id) WHERE is_active;

CREATE TABLE job_alert_deliveries (
  alert_id integer NOT NULL REFERENCES job_alerts(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, job_id)
);
CREATE INDEX job_alert_deliveries_job_idx ON job_alert_deliveries (job_id);

CREATE TABLE job_alert_feedback (
  alert_id integer PRIMARY KEY REFERENCES job_alerts(id) ON DELETE CASCADE,
  is_relevant boolean NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
