-- 'Not for me' (decision 038): a candidate sets a job aside with a reason; the
-- next 'Jobs for you' leaves it out and reads the reason (another company,
-- place, role or seniority) to move similar jobs down.
CREATE TABLE candidate_job_dismissals (
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);
