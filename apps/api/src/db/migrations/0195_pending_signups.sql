-- Confirm-first sign-up (SIGNUP_CONFIRMATION=email, decision 014): a sign-up
-- waits here until its e-mailed link is opened; only then do the user and the
-- candidate exist. Every sign-up request writes one row, whatever the address,
-- so a known address costs the same as a new one; the queue then either links
-- the row (a new address) or deletes it and tells the owner (a known address).
-- The link is stored as a digest; the password hash is dropped once used.
CREATE TABLE pending_signups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text,
  referral_code text,
  is_leadership_job boolean NOT NULL DEFAULT false,
  marketing_email_consent boolean NOT NULL DEFAULT false,
  -- the page the sign-up was made on: the link continues from it (applying_to, redirect_to …)
  return_to text,
  -- set by the queue when the link is e-mailed; a resend replaces it (only the newest link works)
  token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX pending_signups_email_idx ON pending_signups (lower(email), created_at DESC);
CREATE INDEX pending_signups_expires_idx ON pending_signups (expires_at);
