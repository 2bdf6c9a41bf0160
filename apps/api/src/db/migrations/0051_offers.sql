-- Offers (decision 016): an offer on an application, its letter kept as
-- immutable versions (a revision adds a version), and the acceptance record
-- (when, from where, which version). candidate_id is on every table so the
-- GDPR export finds the rows and account deletion removes them.
CREATE TABLE offer_templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  body text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_templates_company_idx ON offer_templates (company_id);

CREATE TABLE offers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  -- 'expired' is written by the expiry job; an open offer past expires_at reads as expired before that
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
  current_version integer NOT NULL DEFAULT 1,
  expires_at timestamptz NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_version integer,
  accepted_ip text,
  accepted_user_agent text,
  declined_at timestamptz,
  decline_reason text,
  decline_note text NOT NULL DEFAULT '',
  withdrawn_at timestamptz,
  withdraw_reason text NOT NULL DEFAULT '',
  expired_at timestamptz
);
-- at most one open offer per application
CREATE UNIQUE INDEX offers_one_open_idx ON offers (application_id) WHERE status = 'open';
CREATE INDEX offers_candidate_idx ON offers (candidate_id, created_at DESC);
CREATE INDEX offers_company_idx ON offers (company_id, created_at DESC);

CREATE TABLE offer_versions (
  offer_id integer NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  version integer NOT NULL,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  template_id integer REFERENCES offer_templates(id) ON DELETE SET NULL,
  role text NOT NULL,
  start_date date NOT NULL,
  location text NOT NULL,
  expires_at timestamptz NOT NULL,
  fields jsonb NOT NULL DEFAULT '{}',
  letter_text text NOT NULL,
  change_note text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (offer_id, version)
);

-- a version, once written, is what the candidate read: never edited (only
-- the links to a deleted author or template may be cleared by SET NULL)
CREATE FUNCTION offer_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unlinked offer_versions := OLD;
BEGIN
  unlinked.created_by := NEW.created_by;
  unlinked.template_id := NEW.template_id;
  IF NEW IS NOT DISTINCT FROM unlinked AND (NEW.created_by IS NULL OR NEW.created_by = OLD.created_by)
     AND (NEW.template_id IS NULL OR NEW.template_id = OLD.template_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'offer_versions rows are immutable';
END $$;
CREATE TRIGGER offer_versions_no_update BEFORE UPDATE ON offer_versions
  FOR EACH ROW EXECUTE FUNCTION offer_versions_immutable();

-- Pay (CTC) letters: a structured breakdown in whole units of one currency.
CREATE TABLE ctc_letters (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES candidate_jobs(id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  offer_id integer REFERENCES offers(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
  role text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('USD', 'EUR', 'INR', 'AED', 'GBP')),
  fixed_amount bigint NOT NULL CHECK (fixed_amount >= 0),
  variable_amount bigint NOT NULL DEFAULT 0 CHECK (variable_amount >= 0),
  bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  other_components jsonb NOT NULL DEFAULT '[]',
  total_amount bigint NOT NULL CHECK (total_amount >= 10000),
  effective_from date,
  note text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_ip text,
  accepted_user_agent text,
  declined_at timestamptz,
  decline_reason text,
  decline_note text NOT NULL DEFAULT '',
  withdrawn_at timestamptz,
  withdraw_reason text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX ctc_letters_one_pending_idx ON ctc_letters (application_id) WHERE status = 'pending';
CREATE INDEX ctc_letters_candidate_idx ON ctc_letters (candidate_id, created_at DESC);
CREATE INDEX ctc_letters_company_idx ON ctc_letters (company_id, created_at DESC);
