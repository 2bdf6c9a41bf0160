-- The public site (decision 023): content pages and blog posts written in
-- Markdown by operators, the forms that reach a person (contact, enterprise
-- enquiries and leads, newsletter, whistleblower), referral codes, and the
-- operators' SEO templates (spec 02 §9).

-- A page's Markdown and the sanitised HTML made from it when it is saved.
CREATE TABLE content_pages (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]+$'),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  body_markdown text NOT NULL,
  body_html text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blog_posts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('professionals', 'enterprises')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  author text NOT NULL DEFAULT '',
  body_markdown text NOT NULL,
  body_html text NOT NULL,
  published_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (audience, slug)
);
CREATE INDEX blog_posts_list_idx ON blog_posts (audience, published_at DESC, id DESC) WHERE published_at IS NOT NULL;

CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- enterprise enquiries (/enterprise-form, /talent_services/enquiry/) and leads (/lead/submit-toaster/)
CREATE TABLE enterprise_enquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('enterprise-form', 'talent-services', 'lead-toaster', 'campaign')),
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  team_size text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  campaign text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- double opt-in: pending until the link in the first mail is followed
CREATE TABLE newsletter_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text NOT NULL,
  unsubscribe_token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
CREATE UNIQUE INDEX newsletter_email_key ON newsletter_subscriptions (lower(email));

-- whistleblower reports: no account, no address, no user agent. The reporter
-- holds a case code and a passphrase (kept only as a hash).
CREATE TABLE whistleblower_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_code text NOT NULL UNIQUE,
  passphrase_hash text NOT NULL,
  category text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_review', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE whistleblower_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL REFERENCES whistleblower_reports(id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('reporter', 'operator')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whistleblower_messages_report_idx ON whistleblower_messages (report_id, created_at, id);

CREATE TABLE whistleblower_attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id integer NOT NULL REFERENCES whistleblower_messages(id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL
);
CREATE INDEX whistleblower_attachments_message_idx ON whistleblower_attachments (message_id);

-- each candidate's own code; candidates.referral_code holds the code they signed up with
CREATE TABLE referral_codes (
  candidate_id integer PRIMARY KEY REFERENCES candidates(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidates_referral_code_idx ON candidates (upper(referral_code)) WHERE referral_code IS NOT NULL;

-- spec 02 §9: operators' templates per page type, each field optional
CREATE TABLE seo_templates (
  page_type text PRIMARY KEY,
  title text,
  description text,
  og_title text,
  og_description text,
  og_image text,
  twitter_title text,
  twitter_description text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
