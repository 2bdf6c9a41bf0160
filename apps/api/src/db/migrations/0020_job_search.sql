-- Job search (spec 02 §2 filters; decision 009: relevance by full-text search with
-- the title weighted above the description, typo-tolerant suggestions, indexed
-- filters). The same SQL runs on PGlite and PostgreSQL.

-- Title (A) above skills and sub-category (B) above the description (D). The
-- description is HTML; tags are dropped before parsing.
CREATE FUNCTION jobs_search_document(title text, skills text[], sub_category text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(array_to_string(skills, ' '), '') || ' ' || coalesce(sub_category, '')), 'B')
      || setweight(to_tsvector('english'::regconfig,
           regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'D')
$$;

ALTER TABLE jobs ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (jobs_search_document(title, skills, job_sub_category, description)) STORED;

-- A LIKE pattern that finds the text anywhere, with the caller's wildcards escaped.
CREATE FUNCTION like_contains(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '%' || replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

CREATE INDEX jobs_search_idx ON jobs USING gin (search_vector);
CREATE INDEX jobs_location_trgm_idx ON jobs USING gin (location gin_trgm_ops);
CREATE INDEX jobs_skills_idx ON jobs USING gin (skills);
-- filters without a keyword are ordered newest first; each common filter has
-- an index in that order so a page is an index range, not a sort
CREATE INDEX jobs_sub_category_recent_idx ON jobs (job_sub_category, published_at DESC, id DESC) WHERE is_published;
CREATE INDEX jobs_company_recent_idx ON jobs (company_id, published_at DESC, id DESC) WHERE is_published;
CREATE INDEX jobs_remote_recent_idx ON jobs (published_at DESC, id DESC) WHERE is_published AND is_remote;
CREATE INDEX jobs_experience_idx ON jobs (experience_min, experience_max) WHERE is_published;
CREATE INDEX companies_name_trgm_idx ON companies USING gin (name gin_trgm_ops);

-- The vocabulary behind /auto_suggest/: job titles, sub-categories and skills
-- of published jobs with how many jobs carry them. Small (thousands of rows,
-- not one per job), so trigram similarity over it stays fast at any job count.
CREATE TABLE job_terms (
  key text PRIMARY KEY,
  text text NOT NULL,
  kind text NOT NULL,
  job_count integer NOT NULL DEFAULT 0
);
CREATE INDEX job_terms_trgm_idx ON job_terms USING gin (key gin_trgm_ops);

CREATE FUNCTION job_terms_of(title text, sub_category text, skills text[])
RETURNS TABLE (text text, kind text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT ON (lower(btrim(t.text))) btrim(t.text), t.kind
  FROM (
    SELECT title, 'title'
    UNION ALL SELECT sub_category, 'category'
    UNION ALL SELECT unnest(skills), 'skill'
  ) AS t(text, kind)
  WHERE btrim(coalesce(t.text, '')) <> ''
$$;

-- Statement-level triggers with transition tables: one upsert per INSERT,
-- UPDATE or DELETE statement, however many jobs it touches (bulk imports).
CREATE FUNCTION job_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_terms AS jt (key, text, kind, job_count)
    SELECT lower(t.text), min(t.text), min(t.kind), count(*)::int
    FROM new_rows j CROSS JOIN LATERAL job_terms_of(j.title, j.job_sub_category, j.skills) t
    WHERE j.is_published
    GROUP BY lower(t.text)
    ON CONFLICT (key) DO UPDATE SET job_count = jt.job_count + excluded.job_count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE job_terms jt SET job_count = jt.job_count - d.n
    FROM (
      SELECT lower(t.text) AS key, count(*)::int AS n
      FROM old_rows j CROSS JOIN LATERAL job_terms_of(j.title, j.job_sub_category, j.skills) t
      WHERE j.is_published
      GROUP BY lower(t.text)
    ) d
    WHERE jt.key = d.key;
  ELSE
    INSERT INTO job_terms AS jt (key, text, kind, job_count)
    SELECT d.key, d.text, d.kind, d.n FROM (
      SELECT lower(t.text) AS key, min(t.text) AS text, min(t.kind) AS kind, sum(j.sign)::int AS n
      FROM (
        SELECT title, job_sub_category, skills, 1 AS sign FROM new_rows WHERE is_published
        UNION ALL
        SELECT title, job_sub_category, skills, -1 AS sign FROM old_rows WHERE is_published
      ) j CROSS JOIN LATERAL job_terms_of(j.title, j.job_sub_category, j.skills) t
      GROUP BY lower(t.text)
    ) d
    WHERE d.n <> 0
    ON CONFLICT (key) DO UPDATE SET job_count = jt.job_count + excluded.job_count;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_terms_after_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_terms_sync();
CREATE TRIGGER job_terms_after_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_terms_sync();
CREATE TRIGGER job_terms_after_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_terms_sync();

INSERT INTO job_terms (key, text, kind, job_count)
SELECT lower(t.text), min(t.text), min(t.kind), count(*)::int
FROM jobs j CROSS JOIN LATERAL job_terms_of(j.title, j.job_sub_category, j.skills) t
WHERE j.is_published
GROUP BY lower(t.text);
