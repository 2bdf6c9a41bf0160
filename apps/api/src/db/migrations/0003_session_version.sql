-- Access tokens carry the user's session version; revoking every session of a
-- user (password change or reset) bumps it, so access tokens issued before are
-- refused at once instead of living out their lifetime.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
