-- Search relevance (decision 018): what a job is decides whether it matches,
-- not the boilerplate of its description.
--
-- search_vector now holds only the fields that say what the job is: the title
-- (A), the skills and sub-category (B), the category and the place (C; a
-- remote job also carries the word 'remote'). Queries restrict every lexeme
-- to these weights. The description moves to its own position-less vector,
-- read only to raise the rank of a job that already matches.

CREATE FUNCTION job_match_document(
  title text, skills text[], sub_category text, category text, location text, is_remote boolean
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(array_to_string(skills, ' '), '') || ' ' || coalesce(sub_category, '')), 'B')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(category, '') || ' ' || coalesce(location, '') || CASE WHEN is_remote THEN ' remote' ELSE '' END), 'C')
$$;

CREATE FUNCTION job_description_document(description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(to_tsvector('english'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')))
$$;

ALTER TABLE job_search_documents ADD COLUMN job_category text NOT NULL DEFAULT '';
ALTER TABLE job_search_documents ADD COLUMN description_vector tsvector NOT NULL DEFAULT ''::tsvector;

CREATE OR REPLACE FUNCTION job_search_documents_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_documents AS d (id, company_id, is_published, is_anonymized, is_remote, published_at,
    experience_min, experience_max, job_category, job_sub_category, location, country_code, skills,
    search_vector, description_vector)
  SELECT n.id, n.company_id, n.is_published, n.is_anonymized, n.is_remote, n.published_at,
    n.experience_min, n.experience_max, n.job_category, n.job_sub_category, n.location, n.country_code, n.skills,
    job_match_document(n.title, n.skills, n.job_sub_category, n.job_category, n.location, n.is_remote),
    job_description_document(n.description)
  FROM new_rows n
  ON CONFLICT (id) DO UPDATE SET
    company_id = excluded.company_id, is_published = excluded.is_published, is_anonymized = excluded.is_anonymized,
    is_remote = excluded.is_remote, published_at = excluded.published_at, experience_min = excluded.experience_min,
    experience_max = excluded.experience_max, job_category = excluded.job_category,
    job_sub_category = excluded.job_sub_category, location = excluded.location,
    country_code = excluded.country_code, skills = excluded.skills,
    search_vector = excluded.search_vector, description_vector = excluded.description_vector;
  RETURN NULL;
END
$$;

UPDATE job_search_documents d SET
  job_category = j.job_category,
  search_vector = job_match_document(j.title, j.skills, j.job_sub_category, j.job_category, j.location, j.is_remote),
  description_vector = job_description_document(j.description)
FROM jobs j WHERE j.id = d.id;

DROP FUNCTION job_search_document(text, text[], text, text);
