-- Operator-managed content around jobs (spec 02 §7 catalogue): banners,
-- promotional cards and the SEO copy of job sub-categories.
CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  placement text NOT NULL DEFAULT 'home',
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  link_url text,
  link_text text,
  priority integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_active_idx ON banners (placement, priority DESC, id DESC) WHERE is_active;

CREATE TABLE promotional_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  placement text NOT NULL DEFAULT 'home',
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  image_url text,
  link_url text,
  link_text text,
  priority integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotional_cards_active_idx ON promotional_cards (placement, priority DESC, id DESC) WHERE is_active;

CREATE TABLE job_sub_category_meta (
  job_sub_category text PRIMARY KEY,
  meta_title text NOT NULL,
  meta_description text NOT NULL,
  content_title text NOT NULL DEFAULT '',
  content_description text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
