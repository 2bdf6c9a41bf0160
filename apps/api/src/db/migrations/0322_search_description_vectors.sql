-- The description's vector moves out of job_search_documents into a table of
-- its own (decision 055, 'A narrower projection'). It was more than half of a
-- projection row, and every search and facet count that reads the matching
-- rows read it with them; it only adds DESCRIPTION_BONUS to a job's rank, and
-- the ranked search reads it only for the rows near the page's cut. One
-- row per job, as job_search_documents has; the same statement-level
-- triggers (migration 0025) keep both in step with every insert and update of
-- jobs, in the same transaction; a deleted job cascades.

CREATE TABLE job_search_descriptions (
  id integer PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  description_vector tsvector NOT NULL
);

INSERT INTO job_search_descriptions (id, description_vector)
SELECT id, description_vector FROM job_search_documents;

-- Which of the rows near a page's cut earn the bonus (decision 055): a word few descriptions hold is
-- answered from this index without reading the rows.
CREATE INDEX job_search_descriptions_text_idx ON job_search_descriptions USING gin (description_vector);

ALTER TABLE job_search_documents DROP COLUMN description_vector;

CREATE OR REPLACE FUNCTION job_search_documents_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_documents AS d (id, company_id, is_published, is_anonymized, is_remote, published_at,
    experience_min, experience_max, job_category, job_sub_category, location, country_code, skills,
    search_vector)
  SELECT n.id, n.company_id, n.is_published, n.is_anonymized, n.is_remote, n.published_at,
    n.experience_min, n.experience_max, n.job_category, n.job_sub_category, n.location, n.country_code, n.skills,
    job_match_document(n.title, n.skills, n.job_sub_category, n.job_category, n.location, n.is_remote)
      || job_company_document(c.name, n.is_anonymized)
  FROM new_rows n LEFT JOIN companies c ON c.id = n.company_id
  ON CONFLICT (id) DO UPDATE SET
    company_id = excluded.company_id, is_published = excluded.is_published, is_anonymized = excluded.is_anonymized,
    is_remote = excluded.is_remote, published_at = excluded.published_at, experience_min = excluded.experience_min,
    experience_max = excluded.experience_max, job_category = excluded.job_category,
    job_sub_category = excluded.job_sub_category, location = excluded.location,
    country_code = excluded.country_code, skills = excluded.skills,
    search_vector = excluded.search_vector;
  -- an update that leaves the description as it was writes no new row
  INSERT INTO job_search_descriptions AS d (id, description_vector)
  SELECT n.id, job_description_document(n.description) FROM new_rows n
  ON CONFLICT (id) DO UPDATE SET description_vector = excluded.description_vector
  WHERE d.description_vector IS DISTINCT FROM excluded.description_vector;
  RETURN NULL;
END
$$;

-- the rows written before lose the dropped column's bytes only when rewritten
CLUSTER job_search_documents USING job_search_documents_pkey;
