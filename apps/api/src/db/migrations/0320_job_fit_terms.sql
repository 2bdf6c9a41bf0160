-- What 'Jobs for you' retrieves a published job by (decision 038, 'How the
-- pool is retrieved'): one row per skill of the job, per pair of its skills,
-- and per word of its title, each with the job's publication time and range
-- of years, so every branch of the pool is a few range reads of one btree,
-- newest first, instead of a walk over the published jobs testing each one's
-- search vector. A skill is kept by its key, as aliasKey (packages/contracts
-- skill-aliases.ts) spells it: the pool asks for every alias of a person's
-- skill, as assessFit compares them. A title word is a lexeme of the title
-- as search_vector holds it at weight A (migration 0080). Statement-level
-- triggers keep the rows in step with every insert and update of jobs, in the
-- same transaction, as for job_search_documents (migration 0025); a deleted
-- job cascades.

-- aliasKey: NFKC, lower case, runs of spaces and underscores as one space, no surrounding punctuation.
CREATE FUNCTION skill_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(lower(normalize(coalesce(name, ''), NFKC)), '[[:space:]_]+', ' ', 'g'),
    '^[[:space:],;:!?''"()]+|[[:space:],;:!?''"()]+$', '', 'g'))
$$;

-- kind 'skill': term a skill's key, other ''; 'pair': two keys, term < other; 'title': term a lexeme, other ''.
CREATE TABLE job_fit_terms (
  kind text NOT NULL,
  term text NOT NULL,
  other text NOT NULL,
  id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  experience_min integer NOT NULL,
  experience_max integer NOT NULL,
  PRIMARY KEY (id, kind, term, other)
);

-- The keys of a job's skills, once each; the pairs among its first ten; the lexemes of its title.
CREATE FUNCTION job_fit_term_rows(title text, skills text[])
RETURNS TABLE (kind text, term text, other text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH k AS (
    SELECT key, min(n) AS n FROM unnest(skills) WITH ORDINALITY AS s(name, n), LATERAL skill_key(s.name) AS key
    WHERE key <> '' GROUP BY key
  ), firsts AS (SELECT key FROM k ORDER BY n LIMIT 10)
  SELECT 'skill', key, '' FROM k
  UNION ALL
  SELECT 'pair', a.key, b.key FROM firsts a JOIN firsts b ON a.key < b.key
  UNION ALL
  SELECT 'title', w, '' FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(title, '')))) AS w
$$;

CREATE FUNCTION job_fit_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_fit_terms f USING new_rows n WHERE f.id = n.id;
  INSERT INTO job_fit_terms (kind, term, other, id, published_at, experience_min, experience_max)
  SELECT t.kind, t.term, t.other, n.id, n.published_at, n.experience_min, n.experience_max
  FROM new_rows n, LATERAL job_fit_term_rows(n.title, n.skills) t
  WHERE n.is_published;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_fit_terms_after_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_fit_terms_sync();
CREATE TRIGGER job_fit_terms_after_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_fit_terms_sync();

INSERT INTO job_fit_terms (kind, term, other, id, published_at, experience_min, experience_max)
SELECT t.kind, t.term, t.other, j.id, j.published_at, j.experience_min, j.experience_max
FROM jobs j, LATERAL job_fit_term_rows(j.title, j.skills) t
WHERE j.is_published;

-- A branch reads each of its terms newest first; the range of years is read from the index.
CREATE INDEX job_fit_terms_recent_idx ON job_fit_terms (kind, term, other, published_at DESC, id DESC)
  INCLUDE (experience_min, experience_max);
