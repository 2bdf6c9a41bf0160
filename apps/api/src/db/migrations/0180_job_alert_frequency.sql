-- Job alerts can be edited and e-mail at their own pace: at once (as before),
-- or at most one digest a day or a week. A delivery is recorded when a job
-- matches and marked sent when it goes out in an e-mail; the ones recorded
-- before this change were all sent at once.
ALTER TABLE job_alerts
  ADD COLUMN frequency text NOT NULL DEFAULT 'instant' CHECK (frequency IN ('instant', 'daily', 'weekly'));
ALTER TABLE job_alert_deliveries ADD COLUMN sent_at timestamptz;
UPDATE job_alert_deliveries SET sent_at = created_at;
CREATE INDEX job_alert_deliveries_pending_idx ON job_alert_deliveries (alert_id) WHERE sent_at IS NULL;
