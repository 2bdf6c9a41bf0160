-- Each candidate's ranked 'Jobs for you' is kept, with the cards of its first
-- jobs, under a key naming the version of the catalogue it was ranked against
-- (decision 038). The version moves, in the same transaction, with every
-- statement that adds, removes, publishes, closes or edits a job, and with a
-- company's new name, address or logo (its jobs' cards and search documents
-- hold them). Only on commit does a reader see the new number, together with
-- the change it stands for. A statement that changes no row (the seeds'
-- INSERT … ON CONFLICT DO NOTHING on every start), or touches only updated_at,
-- leaves it.
CREATE TABLE fit_catalogue (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO fit_catalogue (version) VALUES (1);

CREATE FUNCTION fit_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fit_catalogue SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION fit_catalogue_bump_on_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE fit_catalogue SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION fit_catalogue_bump_on_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE to_jsonb(o) - 'updated_at' IS DISTINCT FROM to_jsonb(n) - 'updated_at'
  ) THEN
    UPDATE fit_catalogue SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_fit_catalogue_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION fit_catalogue_bump_on_rows();
CREATE TRIGGER jobs_fit_catalogue_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION fit_catalogue_bump_on_rows();
CREATE TRIGGER jobs_fit_catalogue_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION fit_catalogue_bump();
CREATE TRIGGER jobs_fit_catalogue_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fit_catalogue_bump_on_edit();
CREATE TRIGGER companies_fit_catalogue_card AFTER UPDATE OF name, slug, logo_url ON companies
  FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.logo_url) IS DISTINCT FROM (NEW.name, NEW.slug, NEW.logo_url))
  EXECUTE FUNCTION fit_catalogue_bump();
