-- The skills of each published job as 'Jobs for you' retrieves its pool by
-- them (decision 038, 'How the pool is retrieved'): one row per skill and one
-- per pair of skills, each with the job's publication time and range of
-- years, so a branch of the pool is a few range reads of one btree, newest
-- first, instead of a walk over every published job testing its search
-- vector. A skill is kept by its key, as aliasKey (packages/contracts
-- skill-aliases.ts) spells it: the pool asks for every alias of a person's
-- skill, as assessFit compares them. Statement-level triggers keep the rows
-- in step with every insert and update of jobs, in the same transaction, as
-- for job_search_documents (migration 0025); a deleted job cascades.

-- aliasKey: NFKC, lower case, runs of spaces and underscores as one space, no surrounding punctuation.
CREATE FUNCTION skill_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(lower(normalize(coalesce(name, ''), NFKC)), '[[:space:]_]+', ' ', 'g'),
    '^[[:space:],;:!?''"()]+|[[:space:],;:!?''"()]+$', '', 'g'))
$$;

-- skill: a skill's key; other: '' for the skill alone, or a second skill's key (greater than skill) for a pair.
CREATE TABLE job_fit_skills (
  skill text NOT NULL,
  other text NOT NULL,
  id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  experience_min integer NOT NULL,
  experience_max integer NOT NULL,
  PRIMARY KEY (id, skill, other)
);

-- The keys of a job's skills, once each; pairs among its first ten.
CREATE FUNCTION job_fit_skill_rows(skills text[])
RETURNS TABLE (skill text, other text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH k AS (
    SELECT key, min(n) AS n FROM unnest(skills) WITH ORDINALITY AS s(name, n), LATERAL skill_key(s.name) AS key
    WHERE key <> '' GROUP BY key
  ), firsts AS (SELECT key FROM k ORDER BY n LIMIT 10)
  SELECT key, '' FROM k
  UNION ALL
  SELECT a.key, b.key FROM firsts a JOIN firsts b ON a.key < b.key
$$;

CREATE FUNCTION job_fit_skills_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_fit_skills f USING new_rows n WHERE f.id = n.id;
  INSERT INTO job_fit_skills (skill, other, id, published_at, experience_min, experience_max)
  SELECT s.skill, s.other, n.id, n.published_at, n.experience_min, n.experience_max
  FROM new_rows n, LATERAL job_fit_skill_rows(n.skills) s
  WHERE n.is_published;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_fit_skills_after_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_fit_skills_sync();
CREATE TRIGGER job_fit_skills_after_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_fit_skills_sync();

INSERT INTO job_fit_skills (skill, other, id, published_at, experience_min, experience_max)
SELECT s.skill, s.other, j.id, j.published_at, j.experience_min, j.experience_max
FROM jobs j, LATERAL job_fit_skill_rows(j.skills) s
WHERE j.is_published;

-- A branch reads one skill or pair newest first; the range of years is read from the index.
CREATE INDEX job_fit_skills_recent_idx ON job_fit_skills (skill, other, published_at DESC, id DESC)
  INCLUDE (experience_min, experience_max);
