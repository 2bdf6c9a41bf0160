// The job card and job details queries, and the explicit row → contract
// mapping (docs/conventions.md §1). Every list of cards is loaded in one query with its
// companies and the viewer's saved flags joined in: no query per card.
import { sql, type SQL } from 'drizzle-orm';
import type { CompanyDetails, JobCard, JobDetails } from '@talent/contracts/jobs';
import { ANONYMOUS_COMPANY_SEGMENT, CONFIDENTIAL_COMPANY_NAME, jobPath } from '@talent/contracts/job-pages';
import type { DbOrTx } from '../../db/client.ts';
import { intArray, prepared, rowsOf } from '../../db/raw-query.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';

export interface JobCardRow extends Record<string, unknown> {
  id: number;
  job_code: string;
  slug: string;
  title: string;
  location: string;
  country_code: string;
  is_remote: boolean;
  employment_type: string;
  job_category: string;
  job_sub_category: string;
  skills: string[];
  experience_min: number;
  experience_max: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  flow_type: string;
  is_anonymized: boolean;
  is_leadership: boolean;
  screening_count: number;
  is_external: boolean;
  redirection_url: string | null;
  published_at: Date | string;
  valid_through: Date | string | null;
  is_published: boolean;
  company_id: number;
  company_slug: string;
  company_name: string;
  company_logo_url: string | null;
  is_saved: boolean | null;
  is_applied?: boolean | null;
}

/** Columns of a card: jobs as j, companies as c, the viewer's saved row as s (or none). */
export const CARD_COLUMNS = sql.raw(`j.id, j.job_code, j.slug, j.title, j.location, j.country_code, j.is_remote,
  j.employment_type, j.job_category, j.job_sub_category, j.skills, j.experience_min, j.experience_max,
  j.salary_min, j.salary_max, j.salary_currency, j.flow_type, j.is_anonymized, j.is_leadership,
  jsonb_array_length(j.screening_questions)::int AS screening_count, j.is_external, j.redirection_url,
  j.published_at, j.valid_through, j.is_published,
  c.id AS company_id, c.slug AS company_slug, c.name AS company_name, c.logo_url AS company_logo_url`);

/**
 * The viewer's saved flag (a join on the primary key of candidate_saved_jobs) and whether they applied
 * (decision 016: applied jobs are marked in every list; the unique key of candidate_jobs answers it).
 */
export function savedJoin(viewerCandidateId: number | null): { column: SQL; join: SQL } {
  if (viewerCandidateId === null)
    return { column: sql`NULL::boolean AS is_saved, NULL::boolean AS is_applied`, join: sql`` };
  return {
    column: sql`coalesce(s.is_saved, false) AS is_saved,
      EXISTS (SELECT 1 FROM candidate_jobs a WHERE a.candidate_id = ${viewerCandidateId} AND a.job_id = j.id AND a.status <> 'WD') AS is_applied`,
    join: sql`LEFT JOIN candidate_saved_jobs s ON s.job_id = j.id AND s.candidate_id = ${viewerCandidateId}`,
  };
}

export function toJobCard(row: JobCardRow): JobCard {
  const company = row.is_anonymized
    ? null
    : { id: row.company_id, slug: row.company_slug, name: row.company_name, logo_url: row.company_logo_url };
  const salary =
    row.salary_min !== null && row.salary_max !== null && row.salary_currency
      ? { min: Number(row.salary_min), max: Number(row.salary_max), currency: row.salary_currency }
      : null;
  const card: JobCard = {
    id: row.id,
    job_code: row.job_code,
    slug: row.slug,
    title: row.title,
    company,
    companyName: company ? company.name : CONFIDENTIAL_COMPANY_NAME,
    location: row.location,
    country_code: row.country_code,
    is_remote: row.is_remote,
    employment_type: row.employment_type,
    job_category: row.job_category,
    job_sub_category: row.job_sub_category,
    skills: row.skills ?? [],
    experience_min: row.experience_min,
    experience_max: row.experience_max,
    salary,
    flow_type: row.flow_type,
    is_anonymized: row.is_anonymized,
    is_leadership: row.is_leadership,
    needsScreening: Number(row.screening_count),
    is_external: row.is_external,
    redirection_url: row.redirection_url,
    published_at: iso(row.published_at),
    valid_through: isoOrNull(row.valid_through),
    url: jobPath({ slug: row.slug, is_anonymized: row.is_anonymized, company }),
  };
  if (row.is_saved !== null && row.is_saved !== undefined) card.is_saved = row.is_saved;
  if (row.is_applied !== null && row.is_applied !== undefined) card.is_applied = row.is_applied;
  return card;
}

/** Cards for the given ids, in the order given; unknown or unpublished ids are skipped. */
export async function loadCardsByIds(
  db: DbOrTx,
  ids: readonly number[],
  viewerCandidateId: number | null,
  options: { publishedOnly?: boolean } = {},
): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  const saved = savedJoin(viewerCandidateId);
  // the cards as one JSON value, not a row each: PGlite hands rows over one by one (decision 038)
  const [found] = await rowsOf<{ cards: string | null }>(
    db,
    prepared(sql`SELECT json_agg(x)::text AS cards FROM (SELECT ${CARD_COLUMNS}, ${saved.column}
        FROM jobs j JOIN companies c ON c.id = j.company_id ${saved.join}
        WHERE j.id = ANY(${intArray(ids)}) ${options.publishedOnly === false ? sql`` : sql`AND j.is_published`}) x`),
  );
  const rows = JSON.parse(found?.cards ?? '[]') as JobCardRow[];
  const byId = new Map(rows.map((row) => [row.id, toJobCard(row)]));
  return ids.map((id) => byId.get(id)).filter((card): card is JobCard => card !== undefined);
}

interface DetailsRow extends JobCardRow {
  description: string;
  company_short_description: string;
  company_about: string;
  company_website: string | null;
  company_industry: string | null;
  company_size: string | null;
  company_founded: number | null;
  company_headquarters: string | null;
  application_id: number | null;
}

/** spec 02 §2: an anonymized job hides its company, also where its own description names it. */
function withoutName(text: string, name: string): string {
  if (!name.trim()) return text;
  const pattern = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return text.replace(pattern, 'The company');
}

function toJobDetails(row: DetailsRow, withViewer: boolean): JobDetails {
  const card = toJobCard(row);
  const companyDetails: CompanyDetails | null = card.company
    ? {
        ...card.company,
        short_description: row.company_short_description,
        about: row.company_about,
        website: row.company_website,
        industry: row.company_industry,
        size: row.company_size,
        founded: row.company_founded,
        headquarters: row.company_headquarters,
      }
    : null;
  return {
    ...card,
    description: row.is_anonymized ? withoutName(row.description, row.company_name) : row.description,
    company_details: companyDetails,
    is_published: row.is_published,
    ...(withViewer ? { application_id: row.application_id } : {}),
  };
}

export type JobLookup = { id: number } | { companySlug: string; jobSlug: string };

/** A job with its company, published or not (the caller decides what unpublished means). */
export async function findJobDetails(
  db: DbOrTx,
  lookup: JobLookup,
  viewerCandidateId: number | null,
): Promise<JobDetails | null> {
  const saved = savedJoin(viewerCandidateId);
  const application =
    viewerCandidateId === null
      ? sql`NULL::int AS application_id`
      : sql`(SELECT a.id FROM candidate_jobs a WHERE a.job_id = j.id AND a.candidate_id = ${viewerCandidateId}) AS application_id`;
  let where: SQL;
  if ('id' in lookup) where = sql`j.id = ${lookup.id}`;
  else if (/^\d{1,9}$/.test(lookup.jobSlug)) where = sql`j.id = ${Number(lookup.jobSlug)}`;
  else if (lookup.companySlug === ANONYMOUS_COMPANY_SEGMENT)
    where = sql`j.slug = ${lookup.jobSlug} AND j.is_anonymized`;
  // an anonymized job is never found through its company's slug (spec 02 §2: the company stays hidden)
  else where = sql`c.slug = ${lookup.companySlug} AND j.slug = ${lookup.jobSlug} AND NOT j.is_anonymized`;
  const rows = await rowsOf<DetailsRow>(
    db,
    sql`SELECT ${CARD_COLUMNS}, ${saved.column}, ${application}, j.description,
          c.short_description AS company_short_description, c.about AS company_about, c.website AS company_website,
          c.industry AS company_industry, c.size AS company_size, c.founded AS company_founded,
          c.headquarters AS company_headquarters
        FROM jobs j JOIN companies c ON c.id = j.company_id ${saved.join}
        WHERE ${where}
        ORDER BY j.id
        LIMIT 1`,
  );
  return rows[0] ? toJobDetails(rows[0], viewerCandidateId !== null) : null;
}
