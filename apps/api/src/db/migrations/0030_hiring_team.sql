-- Hiring-team members: a role on an ordinary user account (same passwords,
-- sessions and rate limits as candidates), tied to one company. A removed
-- member keeps the row (history names who did what) but loses access.
CREATE TABLE hiring_members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX hiring_members_company_idx ON hiring_members (company_id) WHERE removed_at IS NULL;
