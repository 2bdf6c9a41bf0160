-- The company is part of what a job is searched by (decision 037): 'saffron
-- frontend' finds Saffron Foods' frontend roles. The company's name and its
-- short forms (the initials of a name of three words or more: 'Tata
-- Consultancy Services' → 'tcs') go into search_vector at weight D, which
-- nothing else uses since the description moved to its own vector (decision
-- 018). An anonymized job never carries its company's name (spec 02 §2).

CREATE FUNCTION company_search_text(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(name, '') || CASE WHEN cardinality(w) >= 3
    THEN ' ' || array_to_string(ARRAY(SELECT left(x, 1) FROM unnest(w) AS x), '') ELSE '' END
  FROM (SELECT regexp_split_to_array(btrim(regexp_replace(lower(coalesce(name, '')), '[^[:alnum:]]+', ' ', 'g')), ' ')
          AS w) s
$$;

CREATE FUNCTION job_company_document(company_name text, is_anonymized boolean)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN is_anonymized OR company_name IS NULL THEN ''::tsvector
    ELSE setweight(to_tsvector('english'::regconfig, company_search_text(company_name)), 'D') END
$$;

CREATE OR REPLACE FUNCTION job_search_documents_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_documents AS d (id, company_id, is_published, is_anonymized, is_remote, published_at,
    experience_min, experience_max, job_category, job_sub_category, location, country_code, skills,
    search_vector, description_vector)
  SELECT n.id, n.company_id, n.is_published, n.is_anonymized, n.is_remote, n.published_at,
    n.experience_min, n.experience_max, n.job_category, n.job_sub_category, n.location, n.country_code, n.skills,
    job_match_document(n.title, n.skills, n.job_sub_category, n.job_category, n.location, n.is_remote)
      || job_company_document(c.name, n.is_anonymized),
    job_description_document(n.description)
  FROM new_rows n LEFT JOIN companies c ON c.id = n.company_id
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

-- A renamed company: its jobs' documents follow (the jobs' own update trigger rebuilds them).
CREATE FUNCTION company_search_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET updated_at = updated_at WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER companies_search_name_changed AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION company_search_name_changed();

UPDATE job_search_documents d SET
  search_vector = job_match_document(j.title, j.skills, j.job_sub_category, j.job_category, j.location, j.is_remote)
    || job_company_document(c.name, j.is_anonymized)
FROM jobs j JOIN companies c ON c.id = j.company_id
WHERE j.id = d.id;
