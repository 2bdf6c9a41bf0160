-- Search reads a narrow projection of jobs instead of the jobs table itself
-- (bench/search.bench.ts, decision 009 performance). A job row is about 1.9 kB
-- (HTML description plus its search vector), four to a page; ranking and
-- counting a keyword visit every matching row, so at 100,000 jobs a common
-- keyword touched ~10,000 heap pages. The projection keeps only what search
-- filters, ranks and orders by, with the description's lexemes stripped of
-- positions (ranking weighs the title and skills; the description only
-- matches), about 600 bytes a row: a third of the pages. Statement-level
-- triggers keep it in step with every insert and update of jobs (imports,
-- the seed, publishing), in the same transaction; a deleted job cascades.

-- Title (A) above skills and sub-category (B) above the description (D, no positions).
CREATE FUNCTION job_search_document(title text, skills text[], sub_category text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(array_to_string(skills, ' '), '') || ' ' || coalesce(sub_category, '')), 'B')
      || strip(to_tsvector('english'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')))
$$;

CREATE TABLE job_search_documents (
  id integer PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  company_id integer NOT NULL,
  is_published boolean NOT NULL,
  is_anonymized boolean NOT NULL,
  is_remote boolean NOT NULL,
  published_at timestamptz NOT NULL,
  experience_min integer NOT NULL,
  experience_max integer NOT NULL,
  job_sub_category text NOT NULL,
  location text NOT NULL,
  country_code text NOT NULL,
  skills text[] NOT NULL,
  search_vector tsvector NOT NULL
);

CREATE FUNCTION job_search_documents_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_documents AS d (id, company_id, is_published, is_anonymized, is_remote, published_at,
    experience_min, experience_max, job_sub_category, location, country_code, skills, search_vector)
  SELECT n.id, n.company_id, n.is_published, n.is_anonymized, n.is_remote, n.published_at,
    n.experience_min, n.experience_max, n.job_sub_category, n.location, n.country_code, n.skills,
    job_search_document(n.title, n.skills, n.job_sub_category, n.description)
  FROM new_rows n
  ON CONFLICT (id) DO UPDATE SET
    company_id = excluded.company_id, is_published = excluded.is_published, is_anonymized = excluded.is_anonymized,
    is_remote = excluded.is_remote, published_at = excluded.published_at, experience_min = excluded.experience_min,
    experience_max = excluded.experience_max, job_sub_category = excluded.job_sub_category,
    location = excluded.location, country_code = excluded.country_code, skills = excluded.skills,
    search_vector = excluded.search_vector;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_search_documents_after_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_documents_sync();
CREATE TRIGGER job_search_documents_after_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_documents_sync();

INSERT INTO job_search_documents (id, company_id, is_published, is_anonymized, is_remote, published_at,
  experience_min, experience_max, job_sub_category, location, country_code, skills, search_vector)
SELECT id, company_id, is_published, is_anonymized, is_remote, published_at, experience_min, experience_max,
  job_sub_category, location, country_code, skills, job_search_document(title, skills, job_sub_category, description)
FROM jobs;

-- Every search asks for published jobs only: partial indexes need no heap visit to check it.
CREATE INDEX job_search_documents_text_idx ON job_search_documents USING gin (search_vector) WHERE is_published;
CREATE INDEX job_search_documents_recent_idx ON job_search_documents (published_at DESC, id DESC) WHERE is_published;
CREATE INDEX job_search_documents_sub_category_idx ON job_search_documents (job_sub_category, published_at DESC, id DESC)
  WHERE is_published;
CREATE INDEX job_search_documents_company_idx ON job_search_documents (company_id, published_at DESC, id DESC)
  WHERE is_published;
CREATE INDEX job_search_documents_remote_idx ON job_search_documents (published_at DESC, id DESC)
  WHERE is_published AND is_remote;
CREATE INDEX job_search_documents_experience_idx ON job_search_documents (experience_min, experience_max)
  WHERE is_published;
CREATE INDEX job_search_documents_location_idx ON job_search_documents USING gin (location gin_trgm_ops);
CREATE INDEX job_search_documents_skills_idx ON job_search_documents USING gin (skills) WHERE is_published;

-- The jobs table no longer carries search data: its generated vector and the filter indexes go.
ALTER TABLE jobs DROP COLUMN search_vector;
DROP FUNCTION jobs_search_document(text, text[], text, text);
DROP INDEX jobs_location_trgm_idx;
DROP INDEX jobs_skills_idx;
DROP INDEX jobs_sub_category_recent_idx;
DROP INDEX jobs_remote_recent_idx;
DROP INDEX jobs_experience_idx;
