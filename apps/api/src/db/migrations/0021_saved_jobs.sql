-- Saved and recently viewed jobs (spec 02 §3–§4): one row per candidate and
-- job; saving and viewing update the same row.
CREATE TABLE candidate_saved_jobs (
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  is_saved boolean NOT NULL DEFAULT false,
  saved_at timestamptz,
  viewed_at timestamptz,
  view_count integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);
CREATE INDEX candidate_saved_jobs_saved_idx ON candidate_saved_jobs (candidate_id, saved_at DESC, job_id DESC) WHERE is_saved;
CREATE INDEX candidate_saved_jobs_viewed_idx ON candidate_saved_jobs (candidate_id, viewed_at DESC, job_id DESC)
  WHERE viewed_at IS NOT NULL;
CREATE INDEX candidate_saved_jobs_job_idx ON candidate_saved_jobs (job_id);
