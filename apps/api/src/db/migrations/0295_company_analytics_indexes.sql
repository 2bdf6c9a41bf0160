-- A company's hiring figures (decision 048): applications by job and stage,
-- and by job and the day they were made, without reading other jobs' rows.
CREATE INDEX IF NOT EXISTS candidate_jobs_job_stage_idx ON candidate_jobs (job_id, stage);
CREATE INDEX IF NOT EXISTS candidate_jobs_job_created_idx ON candidate_jobs (job_id, created_at);
-- the timeline's events of a stage (hired, offer answers) per application
CREATE INDEX IF NOT EXISTS application_events_application_stage_idx ON application_events (application_id, stage, at);
