-- Which jobs each move of the catalogue's version touched (decision 038, 'A
-- job change folded in'). A kept 'Jobs for you' ranked at version v is brought
-- to a later version by re-judging only the jobs changed since v, instead of
-- ranking the whole list again. Every statement that moves the version (migration
-- 0313) now also writes the ids of the jobs it changed under the new number: the
-- jobs added, removed or edited, and every job of a company whose name, slug
-- or logo changed (their cards and search documents hold them). Emptying the
-- table writes a row without a job: nothing before it can be folded. Only the
-- newest 1,000 versions are kept; a list older than that is ranked afresh.
CREATE TABLE fit_catalogue_changes (
  version bigint NOT NULL,
  job_id integer
);
CREATE INDEX fit_catalogue_changes_version ON fit_catalogue_changes (version);

-- No job changed (a statement that touched no row, or only updated_at; a
-- company without jobs): the version stays.
CREATE FUNCTION fit_catalogue_record(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE fit_catalogue SET version = version + 1 RETURNING version INTO v;
  INSERT INTO fit_catalogue_changes (version, job_id) SELECT v, unnest(ids);
  DELETE FROM fit_catalogue_changes WHERE version <= v - 1000;
END
$$;

CREATE OR REPLACE FUNCTION fit_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fit_catalogue_record(ARRAY[NULL]::integer[]);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION fit_catalogue_bump_on_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fit_catalogue_record(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION fit_catalogue_bump_on_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fit_catalogue_record(ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE to_jsonb(o) - 'updated_at' IS DISTINCT FROM to_jsonb(n) - 'updated_at'));
  RETURN NULL;
END
$$;

CREATE FUNCTION fit_catalogue_bump_on_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fit_catalogue_record(ARRAY(SELECT j.id FROM jobs j WHERE j.company_id = NEW.id));
  RETURN NULL;
END
$$;

DROP TRIGGER companies_fit_catalogue_card ON companies;
CREATE TRIGGER companies_fit_catalogue_card AFTER UPDATE OF name, slug, logo_url ON companies
  FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.logo_url) IS DISTINCT FROM (NEW.name, NEW.slug, NEW.logo_url))
  EXECUTE FUNCTION fit_catalogue_bump_on_company();
