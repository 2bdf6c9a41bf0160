-- A signed-in candidate's own reads (the profile v3, applied jobs, saved and
-- recently viewed jobs) are answered from a body kept under the candidate's
-- read version and the catalogue's version (migration 0313), both read by the
-- guard's one statement (decision 039). The read version moves, in the same
-- transaction, with every statement that writes a row those reads show: the
-- candidate and their account, the phone confirmations, experience,
-- qualifications, applications and saved or viewed jobs. Only on commit does a
-- reader see the new number, together with the change it stands for, on every
-- instance. A candidate without a row is at version 0.
CREATE TABLE candidate_read_versions (
  candidate_id integer PRIMARY KEY,
  version bigint NOT NULL
);

-- Only candidates that still exist: an account's deletion cascades to its
-- rows, and their triggers must not write the deleted candidate's number back.
CREATE FUNCTION candidate_read_bump(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO candidate_read_versions (candidate_id, version)
  SELECT DISTINCT u.id, 1 FROM unnest(ids) AS u(id)
  WHERE u.id IS NOT NULL AND EXISTS (SELECT 1 FROM candidates c WHERE c.id = u.id)
  ORDER BY u.id
  ON CONFLICT (candidate_id) DO UPDATE SET version = candidate_read_versions.version + 1;
$$;

-- The candidates a statement's rows belong to: the candidates row itself, the
-- account (users.id), rows naming the account (user_id) or the candidate.
CREATE FUNCTION candidate_read_bump_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'candidates' THEN
    PERFORM candidate_read_bump(array(SELECT id FROM changed_rows));
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM candidate_read_bump(array(SELECT c.id FROM candidates c JOIN changed_rows r ON r.id = c.user_id));
  ELSIF TG_TABLE_NAME = 'phone_otps' THEN
    PERFORM candidate_read_bump(array(SELECT c.id FROM candidates c JOIN changed_rows r ON r.user_id = c.user_id));
  ELSE
    PERFORM candidate_read_bump(array(SELECT candidate_id FROM changed_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER candidates_read_version AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();

-- A deleted candidate's number goes with them: nothing of an account outlives its deletion.
CREATE FUNCTION candidate_read_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_read_versions v USING gone_rows g WHERE v.candidate_id = g.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidates_read_version_forget AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_forget();
CREATE TRIGGER users_read_version AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();

CREATE TRIGGER phone_otps_read_version_insert AFTER INSERT ON phone_otps
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER phone_otps_read_version_update AFTER UPDATE ON phone_otps
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER phone_otps_read_version_delete AFTER DELETE ON phone_otps
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();

CREATE TRIGGER candidate_experiences_read_version_insert AFTER INSERT ON candidate_experiences
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_experiences_read_version_update AFTER UPDATE ON candidate_experiences
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_experiences_read_version_delete AFTER DELETE ON candidate_experiences
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();

CREATE TRIGGER candidate_qualifications_read_version_insert AFTER INSERT ON candidate_qualifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_qualifications_read_version_update AFTER UPDATE ON candidate_qualifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_qualifications_read_version_delete AFTER DELETE ON candidate_qualifications
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();

CREATE TRIGGER candidate_jobs_read_version_insert AFTER INSERT ON candidate_jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_jobs_read_version_update AFTER UPDATE ON candidate_jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_jobs_read_version_delete AFTER DELETE ON candidate_jobs
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();

CREATE TRIGGER candidate_saved_jobs_read_version_insert AFTER INSERT ON candidate_saved_jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_saved_jobs_read_version_update AFTER UPDATE ON candidate_saved_jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
CREATE TRIGGER candidate_saved_jobs_read_version_delete AFTER DELETE ON candidate_saved_jobs
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_read_bump_rows();
