-- The full candidate profile (spec 02 §3): personal, salary, notice period,
-- preferences, links, files, and the experience and qualification lists.

ALTER TABLE candidates
  ADD COLUMN gender text,
  ADD COLUMN current_location text,
  ADD COLUMN workflow_status text,
  ADD COLUMN interview_slots_selected jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN interview_slots_confirmed jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN current_annual_salary numeric(14, 2),
  ADD COLUMN current_salary_currency text NOT NULL DEFAULT 'INR',
  ADD COLUMN expected_salary numeric(14, 2),
  ADD COLUMN expected_salary_currency text NOT NULL DEFAULT 'INR',
  ADD COLUMN expected_salary_from numeric(14, 2),
  ADD COLUMN expected_salary_to numeric(14, 2),
  ADD COLUMN desired_salary numeric(14, 2),
  ADD COLUMN fixed_salary numeric(14, 2),
  ADD COLUMN variable_salary numeric(14, 2),
  ADD COLUMN bonus_salary numeric(14, 2),
  ADD COLUMN fixed_ctc numeric(14, 2),
  ADD COLUMN other_ctc_components numeric(14, 2),
  ADD COLUMN eops numeric(14, 2),
  ADD COLUMN perks_and_benefits text,
  ADD COLUMN notice_period integer,
  ADD COLUMN serving_notice_period boolean NOT NULL DEFAULT false,
  ADD COLUMN last_working_date_of_notice_period date,
  ADD COLUMN joining_range text,
  ADD COLUMN number_of_days integer,
  ADD COLUMN looking_for_role boolean,
  ADD COLUMN experience_years numeric(4, 2),
  ADD COLUMN experience_months integer,
  ADD COLUMN is_fresher boolean NOT NULL DEFAULT false,
  ADD COLUMN skills jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN preferred_country text[] NOT NULL DEFAULT '{}',
  ADD COLUMN preferred_locations text[] NOT NULL DEFAULT '{}',
  ADD COLUMN open_to_remote_work boolean,
  ADD COLUMN job_type text[] NOT NULL DEFAULT '{}',
  ADD COLUMN job_nature text,
  ADD COLUMN job_profile_preference text,
  ADD COLUMN linkedin text,
  ADD COLUMN stack_overflow text,
  ADD COLUMN github text,
  ADD COLUMN portfolio_link text,
  ADD COLUMN is_confirm boolean NOT NULL DEFAULT false,
  -- files: storage keys are never shown; the profile answers signed links
  ADD COLUMN profile_image_key text,
  ADD COLUMN resume_key text,
  ADD COLUMN resume_filename text,
  ADD COLUMN resume_file_size integer,
  ADD COLUMN resume_content_type text,
  ADD CONSTRAINT candidates_experience_months_range CHECK (experience_months BETWEEN 0 AND 11),
  ADD CONSTRAINT candidates_salary_range_order CHECK (
    expected_salary_from IS NULL OR expected_salary_to IS NULL OR expected_salary_from <= expected_salary_to
  );

CREATE TABLE candidate_experiences (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  title text NOT NULL,
  company_name text NOT NULL,
  experience_roles text[] NOT NULL DEFAULT '{}',
  employment_type text,
  location text NOT NULL DEFAULT '',
  salary numeric(14, 2),
  salary_currency text,
  duration_start date NOT NULL,
  duration_end date,
  is_current boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- spec 02 §3: end not before start; a current role has no end
  CONSTRAINT candidate_experiences_dates CHECK (duration_end IS NULL OR duration_end >= duration_start),
  CONSTRAINT candidate_experiences_current CHECK (NOT is_current OR duration_end IS NULL)
);
CREATE INDEX candidate_experiences_candidate_idx ON candidate_experiences (candidate_id);

-- Degrees and certificates share one table; qualification_type says which
-- profile list (education or certificates) a row belongs to, so moving one
-- between the lists is a single update.
CREATE TABLE candidate_qualifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  qualification_type text NOT NULL CHECK (qualification_type IN ('degree', 'certificate')),
  education_type text NOT NULL CHECK (education_type IN ('degree', 'certificate', 'diploma')),
  name text NOT NULL,
  institution text NOT NULL DEFAULT '',
  field_of_study text NOT NULL DEFAULT '',
  grade text NOT NULL DEFAULT '',
  country text,
  duration_start date,
  duration_end date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT candidate_qualifications_dates CHECK (
    duration_start IS NULL OR duration_end IS NULL OR duration_end >= duration_start
  )
);
CREATE INDEX candidate_qualifications_candidate_idx ON candidate_qualifications (candidate_id, created_at DESC);
