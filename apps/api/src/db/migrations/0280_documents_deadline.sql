-- A documents request carries a deadline (decision 046): a reminder 24 hours
-- before it, and when it passes both sides are told (lapsed_at records that
-- it happened, once). Requests made before have none.
ALTER TABLE mandatory_requests
  ADD COLUMN due_at timestamptz,
  ADD COLUMN lapsed_at timestamptz;
