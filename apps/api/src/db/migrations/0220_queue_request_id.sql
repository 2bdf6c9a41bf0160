-- The request that enqueued a job (decision 034): its id travels into the job's log lines.
ALTER TABLE queue_jobs ADD COLUMN request_id text;
