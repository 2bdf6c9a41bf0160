-- skill_key (migration 0320) spelled a skill's key otherwise than aliasKey
-- (packages/contracts skill-aliases.ts) for names that aliasKey keeps apart:
-- aliasKey lowers the case before NFKC (so 'Excel™' is 'excelTM', not
-- 'exceltm'), and its runs of spaces are JavaScript's \s (a byte order mark
-- is one, NEL is not), where [[:space:]] follows the engine's locale. A job
-- whose skill was keyed otherwise left the pool of a person naming that skill
-- (decision 038, 'How the pool is retrieved'). Letters whose case only one of
-- the engines' tables knows ('İ', recent scripts) may still differ.
CREATE OR REPLACE FUNCTION skill_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(normalize(lower(coalesce(name, '')), NFKC),
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff_]+', ' ', 'g'),
    '^[ ,;:!?''"()]+|[ ,;:!?''"()]+$', '', 'g'))
$$;

-- A name of ASCII alone keys as before: only jobs naming another character are keyed again.
DELETE FROM job_fit_terms f USING jobs j
WHERE f.id = j.id AND EXISTS (SELECT 1 FROM unnest(j.skills) s WHERE s ~ '[^\x01-\x7f]');
INSERT INTO job_fit_terms (kind, term, other, id, published_at, experience_min, experience_max)
SELECT t.kind, t.term, t.other, j.id, j.published_at, j.experience_min, j.experience_max
FROM jobs j, LATERAL job_fit_term_rows(j.title, j.skills) t
WHERE j.is_published AND EXISTS (SELECT 1 FROM unnest(j.skills) s WHERE s ~ '[^\x01-\x7f]');
