-- The hiring workspace (decision 017): invitations into a company's hiring
-- team, the company's activity log, and what the job editor needs beyond the
-- columns the importer already fills.

-- Single-use, expiring invitation links: only the token's digest is kept.
CREATE TABLE hiring_invitations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  token_hash text NOT NULL UNIQUE,
  -- null when an operator invited from the command line
  invited_by_member_id integer REFERENCES hiring_members(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE INDEX hiring_invitations_company_idx ON hiring_invitations (company_id, created_at DESC)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Who did what in the workspace, for the company's activity list. Changes to
-- an application are recorded on its timeline (application_events) as well.
CREATE TABLE hiring_activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_label text NOT NULL,
  action text NOT NULL,
  subject_kind text NOT NULL,
  subject_id integer,
  summary text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hiring_activity_company_idx ON hiring_activity (company_id, at DESC, id DESC);

-- Jobs written in the workspace: applicant countries of a remote job (JSON-LD
-- applicantLocationRequirements), a closed state, drafts that were never
-- published, and the member who created them.
ALTER TABLE jobs
  ADD COLUMN applicant_countries text[] NOT NULL DEFAULT '{}',
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN was_published boolean NOT NULL DEFAULT true,
  ADD COLUMN created_by_member_id integer REFERENCES hiring_members(id) ON DELETE SET NULL;
UPDATE jobs SET was_published = is_published;
