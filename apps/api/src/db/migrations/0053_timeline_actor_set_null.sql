-- application_events stay append-only, but deleting the account of whoever
-- acted must still be possible: its ON DELETE SET NULL of actor_user_id is
-- the one update allowed (GDPR deletion of a hiring-team member's account).
CREATE OR REPLACE FUNCTION application_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unlinked application_events := OLD;
BEGIN
  unlinked.actor_user_id := NULL;
  IF NEW IS NOT DISTINCT FROM unlinked THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'application_events rows are append-only';
END $$;
