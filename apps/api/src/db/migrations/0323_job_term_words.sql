-- The words of the catalogue's vocabulary that spelling correction compares a
-- typed word with (decisions 018 and 055): each word of a job_terms key held
-- by at least one open job, with the sum of those keys' job counts. A search
-- that finds nothing read them by splitting every key of job_terms again; they
-- are kept here instead, by a statement-level trigger on job_terms that adds
-- each changed key's new count and takes away its old one, in the same
-- transaction as the jobs' change that moved job_terms (migration 0020). A
-- word whose keys no open job holds keeps a row with jobs = 0.

CREATE FUNCTION job_term_words_of(key text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(key, '[^[:alnum:].+#]+') AS w WHERE length(w) > 1
$$;

CREATE TABLE job_term_words (
  word text PRIMARY KEY,
  jobs bigint NOT NULL
);

CREATE FUNCTION job_term_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_term_words AS t (word, jobs)
    SELECT w, sum(k.job_count) FROM new_rows k, LATERAL job_term_words_of(k.key) AS w
    WHERE k.job_count > 0 GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE job_term_words t SET jobs = t.jobs - d.n
    FROM (SELECT w, sum(k.job_count) AS n FROM old_rows k, LATERAL job_term_words_of(k.key) AS w
          WHERE k.job_count > 0 GROUP BY w) d
    WHERE t.word = d.w;
  ELSE
    INSERT INTO job_term_words AS t (word, jobs)
    SELECT w, sum(k.n) FROM (
      SELECT key, job_count AS n FROM new_rows WHERE job_count > 0
      UNION ALL
      SELECT key, -job_count FROM old_rows WHERE job_count > 0
    ) k, LATERAL job_term_words_of(k.key) AS w
    GROUP BY w HAVING sum(k.n) <> 0 ORDER BY w
    ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_term_words_after_insert AFTER INSERT ON job_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_term_words_sync();
CREATE TRIGGER job_term_words_after_update AFTER UPDATE ON job_terms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_term_words_sync();
CREATE TRIGGER job_term_words_after_delete AFTER DELETE ON job_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_term_words_sync();

INSERT INTO job_term_words (word, jobs)
SELECT w, sum(k.job_count) FROM job_terms k, LATERAL job_term_words_of(k.key) AS w
WHERE k.job_count > 0 GROUP BY w;
