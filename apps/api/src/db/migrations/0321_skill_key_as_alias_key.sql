-- skill_key (migration 0320) must spell a skill's key as aliasKey
-- (packages/contracts skill-aliases.ts) does, but took a run of spaces to be
-- [[:space:]], which follows the engine's locale: a byte order mark, one of
-- JavaScript's \s, was kept, and PGlite took NEL (U+0085), which \s is not,
-- for a space. A job whose skill was keyed otherwise left the pool of a person
-- naming that skill (decision 038, 'How the pool is retrieved'). Now a space
-- is exactly JavaScript's \s. Letters whose case only one side's tables know
-- ('İ', a final 'Σ', recent scripts) may still differ.
CREATE OR REPLACE FUNCTION skill_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(lower(normalize(coalesce(name, ''), NFKC)),
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff_]+', ' ', 'g'),
    '^[ ,;:!?''"()]+|[ ,;:!?''"()]+$', '', 'g'))
$$;

-- A key longer than 1,000 bytes is left out: a pair of two longer ones
-- outgrew a row of the index (2,704 bytes), so the job could not be saved, and
-- no person's skill (60 characters at most) has such a key.
CREATE OR REPLACE FUNCTION job_fit_term_rows(title text, skills text[])
RETURNS TABLE (kind text, term text, other text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH k AS (
    SELECT key, min(n) AS n FROM unnest(skills) WITH ORDINALITY AS s(name, n), LATERAL skill_key(s.name) AS key
    WHERE key <> '' AND octet_length(key) <= 1000 GROUP BY key
  ), firsts AS (SELECT key FROM k ORDER BY n LIMIT 10)
  SELECT 'skill', key, '' FROM k
  UNION ALL
  SELECT 'pair', a.key, b.key FROM firsts a JOIN firsts b ON a.key < b.key
  UNION ALL
  SELECT 'title', w, '' FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(title, '')))) AS w
$$;

-- A name of ASCII alone keys as before: only jobs naming another character are keyed again.
DELETE FROM job_fit_terms f USING jobs j
WHERE f.id = j.id AND EXISTS (SELECT 1 FROM unnest(j.skills) s WHERE s ~ '[^\x01-\x7f]');
INSERT INTO job_fit_terms (kind, term, other, id, published_at, experience_min, experience_max)
SELECT t.kind, t.term, t.other, j.id, j.published_at, j.experience_min, j.experience_max
FROM jobs j, LATERAL job_fit_term_rows(j.title, j.skills) t
WHERE j.is_published AND EXISTS (SELECT 1 FROM unnest(j.skills) s WHERE s ~ '[^\x01-\x7f]');
