-- Analytics events from the product's own collector (decision 024): stored
-- append-only, without the sender's address. Rows are never updated; deleting
-- stays possible for retention and account deletion.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('track', 'page', 'identify', 'alias')),
  event text,
  anonymous_id text,
  user_id text,
  properties jsonb NOT NULL DEFAULT '{}',
  context jsonb NOT NULL DEFAULT '{}',
  -- spec 01 §9: utm_source, 'T500-Direct' when none
  source text NOT NULL DEFAULT 'T500-Direct',
  -- spec 01 §3: the candidate_onboarding_segmentation variant, when known
  variant integer,
  flow_type text,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL
);
-- a batch resent after a lost answer is stored once
CREATE UNIQUE INDEX analytics_events_message_id ON analytics_events (message_id);
CREATE INDEX analytics_events_occurred_at ON analytics_events (occurred_at);

CREATE FUNCTION analytics_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'analytics_events rows are append-only';
END $$;
CREATE TRIGGER analytics_events_no_update BEFORE UPDATE ON analytics_events
  FOR EACH ROW EXECUTE FUNCTION analytics_events_append_only();

-- operators see product-wide analytics (granted with the admin command line)
ALTER TABLE users ADD COLUMN is_operator boolean NOT NULL DEFAULT false;
