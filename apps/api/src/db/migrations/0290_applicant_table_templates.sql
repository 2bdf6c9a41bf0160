-- Working with many applicants (decision 047): the team's tags on an
-- application, the company's e-mail templates, and the indexes the applicant
-- table sorts and filters with.

-- Tags belong to the company's team; the candidate never reads this table.
CREATE TABLE application_tags (
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  tag text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, tag)
);
CREATE INDEX application_tags_company_tag_idx ON application_tags (company_id, tag);

-- One template per company and kind; a company without one sends the default.
CREATE TABLE email_templates (
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('rejection', 'interview_invitation', 'offer_cover_note')),
  body text NOT NULL,
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, kind)
);

-- The table's sorts and filters, each within one job.
CREATE INDEX candidate_jobs_job_created_idx ON candidate_jobs (job_id, created_at DESC, id);
CREATE INDEX candidate_jobs_job_stage_idx ON candidate_jobs (job_id, stage);
CREATE INDEX candidate_jobs_job_source_idx ON candidate_jobs (job_id, source);
