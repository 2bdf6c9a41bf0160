-- The guard's one statement (decision 039) reads, per signed-in request, the
-- account (active, session version, e-mail), its candidate, whether the
-- sign-in's refresh-token family was revoked, and the two read versions. When
-- one process owns the database (PGlite, decision 002) that process keeps the
-- rows it read and must hear, on commit, of every change to them: each
-- statement that changes one announces it on the session_rows channel, naming
-- what changed ('u:<user id>', 'c:<candidate id>', 'f:<family id>', or '*'
-- for everything). Only a session that itself listens on the channel
-- announces: with PostgreSQL the pooled sessions that write never listen (a
-- listener has a connection of its own), so they send nothing and take no
-- notification lock.
CREATE FUNCTION session_rows_listened() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT 'session_rows' = ANY (ARRAY(SELECT pg_listening_channels()));
$$;

-- Many rows at once (a bulk change) announce everything once instead.
CREATE FUNCTION session_rows_announce(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(tags) = 0 THEN
    RETURN;
  ELSIF cardinality(tags) > 100 THEN
    PERFORM pg_notify('session_rows', '*');
  ELSE
    PERFORM pg_notify('session_rows', t) FROM (SELECT DISTINCT unnest(tags) AS t) d;
  END IF;
END
$$;

CREATE FUNCTION session_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT session_rows_listened() THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM session_rows_announce(array(SELECT 'u:' || id FROM changed_rows));
  ELSIF TG_TABLE_NAME = 'candidates' THEN
    PERFORM session_rows_announce(array(SELECT 'u:' || user_id FROM changed_rows));
  ELSIF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM session_rows_announce(array(SELECT 'f:' || family_id FROM changed_rows WHERE revoked_at IS NOT NULL));
  ELSIF TG_TABLE_NAME = 'candidate_read_versions' THEN
    PERFORM session_rows_announce(array(SELECT 'c:' || candidate_id FROM changed_rows));
  ELSE
    PERFORM pg_notify('session_rows', '*');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_session_rows_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER users_session_rows_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
-- a candidate moved to another account names both accounts
CREATE TRIGGER candidates_session_rows_update_old AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER candidates_session_rows_update_new AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER candidates_session_rows_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
-- a family is revoked by a revoked token written or marked (deleting tokens revokes nothing)
CREATE TRIGGER refresh_tokens_session_rows_insert AFTER INSERT ON refresh_tokens
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER refresh_tokens_session_rows_update AFTER UPDATE ON refresh_tokens
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER candidate_read_versions_session_rows_insert AFTER INSERT ON candidate_read_versions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER candidate_read_versions_session_rows_update AFTER UPDATE ON candidate_read_versions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER candidate_read_versions_session_rows_delete AFTER DELETE ON candidate_read_versions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
CREATE TRIGGER fit_catalogue_session_rows AFTER UPDATE OR DELETE OR TRUNCATE ON fit_catalogue
  FOR EACH STATEMENT EXECUTE FUNCTION session_rows_changed();
