-- Public pages and their data are cached in each server's memory and by CDNs
-- (decision 026). A change to what they show announces itself on the
-- public_data_changed channel, once per statement and only on commit (NOTIFY is
-- transactional), so every instance listening drops its cached copies.
CREATE OR REPLACE FUNCTION notify_public_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER jobs_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER companies_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER banners_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER promotional_cards_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotional_cards
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER job_sub_category_meta_public_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_sub_category_meta
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
