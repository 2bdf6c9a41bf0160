-- Core tables every module builds on: accounts, candidates, companies, jobs,
-- the durable work queue and the development mail outbox.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  onboarding_status text NOT NULL DEFAULT 'SIGNED_UP',
  onboarding_complete boolean NOT NULL DEFAULT false,
  back_page text,
  email_verified boolean NOT NULL DEFAULT false,
  password_change_required boolean NOT NULL DEFAULT false,
  using_default_password boolean NOT NULL DEFAULT false,
  login_count integer NOT NULL DEFAULT 0,
  marketing_email_consent boolean NOT NULL DEFAULT false,
  cookie_is_necessary boolean,
  cookie_is_analytical boolean,
  cookie_is_marketing boolean,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE candidates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text,
  phone_location text NOT NULL DEFAULT '+91',
  country_code text NOT NULL DEFAULT 'IN',
  campaign text,
  candidate_onboarding_segmentation integer NOT NULL DEFAULT 0,
  referral_code text,
  is_leadership_job boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  short_description text NOT NULL DEFAULT '',
  about text NOT NULL DEFAULT '',
  logo_url text,
  website text,
  industry text,
  size text,
  founded integer,
  headquarters text,
  priority integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  job_code text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT 'IN',
  is_remote boolean NOT NULL DEFAULT false,
  employment_type text NOT NULL DEFAULT 'FULL_TIME',
  job_category text NOT NULL DEFAULT '',
  job_sub_category text NOT NULL DEFAULT '',
  skills text[] NOT NULL DEFAULT '{}',
  experience_min integer NOT NULL DEFAULT 0,
  experience_max integer NOT NULL DEFAULT 0,
  salary_min integer,
  salary_max integer,
  salary_currency text,
  flow_type text NOT NULL DEFAULT 'regular',
  is_anonymized boolean NOT NULL DEFAULT false,
  is_published boolean NOT NULL DEFAULT true,
  is_leadership boolean NOT NULL DEFAULT false,
  -- an internal redirection url opens in a new tab; an external one is tracked first (spec 01 §4)
  redirection_url text,
  is_external boolean NOT NULL DEFAULT false,
  screening_questions jsonb NOT NULL DEFAULT '[]',
  published_at timestamptz NOT NULL DEFAULT now(),
  valid_through timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, slug)
);
CREATE INDEX jobs_company_idx ON jobs (company_id);
CREATE INDEX jobs_published_idx ON jobs (published_at DESC, id DESC) WHERE is_published;

-- Durable background work (e-mails, alert digests): claimed with SKIP LOCKED,
-- retried with backoff, kept after completion for inspection.
CREATE TABLE queue_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  dedupe_key text UNIQUE,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX queue_jobs_pending_idx ON queue_jobs (run_at) WHERE done_at IS NULL;

CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
