// Queries behind the fit between a person and a job (decision 038): the
// profile as the fit reads it (only the columns it may read: never name,
// gender, birth date or photo), the jobs' fit facts, the candidate pool of
// 'Jobs for you' retrieved through the search index, and 'not for me'.
import { sql } from 'drizzle-orm';
import type { FitJob, FitProfile, NotForMeReason } from '@talent/contracts/fit';
import { skillAliases } from '@talent/contracts/skill-aliases';
import type { DbOrTx } from '../../db/client.ts';
import { intArray, rowsOf } from '../../db/raw-query.ts';
import { tsQueryText } from './search-terms.ts';
import { titleWordsOf } from './recommendations.repo.ts';

const SKILL_YEARS: Record<string, number> = { '>9': 10 };

interface ProfileRow extends Record<string, unknown> {
  id: number;
  skills: unknown;
  experience_years: string | number | null;
  experience_months: number | null;
  is_fresher: boolean;
  current_location: string | null;
  preferred_locations: string[] | null;
  country_code: string | null;
  preferred_country: string[] | null;
  open_to_remote_work: boolean | null;
  expected_salary: string | number | null;
  expected_salary_currency: string | null;
  notice_period: number | null;
  job_profile_preference: string | null;
  recent_titles: string[];
}

function toFitProfile(row: ProfileRow): { profile: FitProfile; roleWords: string[] } {
  const skills = Array.isArray(row.skills)
    ? (row.skills as { name?: unknown; exp_years?: unknown }[]).flatMap((s) =>
        typeof s?.name === 'string' && s.name.trim()
          ? [
              {
                name: s.name.trim(),
                years:
                  typeof s.exp_years === 'string' ? (SKILL_YEARS[s.exp_years] ?? (Number(s.exp_years) || null)) : null,
              },
            ]
          : [],
      )
    : [];
  const years =
    row.experience_years !== null
      ? Number(row.experience_years) + (row.experience_months ?? 0) / 12
      : row.is_fresher
        ? 0
        : null;
  return {
    profile: {
      skills,
      experienceYears: years === null ? null : Math.round(years * 10) / 10,
      currentLocation: row.current_location?.trim() || null,
      preferredLocations: (row.preferred_locations ?? []).filter(Boolean),
      countryCode: row.country_code,
      preferredCountries: row.preferred_country ?? [],
      openToRemote: row.open_to_remote_work,
      expectedSalary:
        row.expected_salary !== null && Number(row.expected_salary) > 0
          ? { amount: Number(row.expected_salary), currency: row.expected_salary_currency ?? 'INR' }
          : null,
      noticePeriodDays: row.notice_period,
    },
    roleWords: titleWordsOf([row.job_profile_preference, ...row.recent_titles], 6),
  };
}

const PROFILE_COLUMNS = sql.raw(`ca.id, ca.skills, ca.experience_years, ca.experience_months, ca.is_fresher,
  ca.current_location, ca.preferred_locations, ca.country_code, ca.preferred_country, ca.open_to_remote_work,
  ca.expected_salary, ca.expected_salary_currency, ca.notice_period, ca.job_profile_preference,
  ARRAY(SELECT e.title FROM candidate_experiences e WHERE e.candidate_id = ca.id
        ORDER BY e.duration_start DESC, e.id DESC LIMIT 2) AS recent_titles`);

/**
 * The profiles as the fit reads them, and the words of the role each person
 * looks for, by candidate id. The columns are listed one by one: name, gender
 * and photo are never read.
 */
export async function fitProfilesOf(
  db: DbOrTx,
  candidateIds: readonly number[],
): Promise<Map<number, { profile: FitProfile; roleWords: string[] }>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await rowsOf<ProfileRow>(
    db,
    sql`SELECT ${PROFILE_COLUMNS} FROM candidates ca WHERE ca.id = ANY(${intArray(candidateIds)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), toFitProfile(row)]));
}

export async function fitProfileOf(db: DbOrTx, candidateId: number) {
  return (await fitProfilesOf(db, [candidateId])).get(candidateId) ?? null;
}

/** Everything 'Jobs for you' is ranked from on the person's side, and the catalogue's version (migration 0313). */
export interface JobsForYouInputs {
  profile: FitProfile;
  roleWords: string[];
  /** Jobs applied to or set aside, ascending: never in the list. */
  excluded: number[];
  dismissals: Dismissal[];
  catalogueVersion: number;
  /** Jobs the candidate saved: their cards' flag, read with the inputs but not ranked from. */
  saved: number[];
}

interface DismissalRow {
  job_id: number;
  reason: NotForMeReason;
  company_id: number;
  job_sub_category: string;
  location: string;
  experience_min: number;
  experience_max: number;
}

const toDismissal = (row: DismissalRow): Dismissal => ({
  jobId: Number(row.job_id),
  reason: row.reason,
  companyId: row.company_id,
  subCategory: row.job_sub_category,
  city: row.location.split(',')[0]!.trim().toLowerCase(),
  experienceMin: row.experience_min,
  experienceMax: row.experience_max,
});

/**
 * The inputs of one candidate's 'Jobs for you', read in one statement (one
 * snapshot): the list is a function of them and of the catalogue, so they
 * name its cached copy (decision 038). Null when there is no such candidate.
 */
export async function jobsForYouInputsOf(db: DbOrTx, candidateId: number): Promise<JobsForYouInputs | null> {
  const [row] = await rowsOf<
    ProfileRow & { excluded: number[]; dismissals: DismissalRow[] | null; version: string; saved: number[] }
  >(
    db,
    sql`SELECT ${PROFILE_COLUMNS},
          ARRAY(SELECT cj.job_id FROM candidate_jobs cj WHERE cj.candidate_id = ca.id
                UNION SELECT d.job_id FROM candidate_job_dismissals d WHERE d.candidate_id = ca.id
                ORDER BY 1) AS excluded,
          (SELECT json_agg(x) FROM (
             SELECT d.job_id, d.reason, j.company_id, j.job_sub_category, j.location, j.experience_min, j.experience_max
             FROM candidate_job_dismissals d JOIN jobs j ON j.id = d.job_id
             WHERE d.candidate_id = ca.id ORDER BY d.created_at DESC, d.job_id DESC LIMIT 200) x) AS dismissals,
          (SELECT version FROM fit_catalogue) AS version,
          ARRAY(SELECT s.job_id FROM candidate_saved_jobs s WHERE s.candidate_id = ca.id AND s.is_saved) AS saved
        FROM candidates ca WHERE ca.id = ${candidateId}`,
  );
  if (!row) return null;
  return {
    ...toFitProfile(row),
    excluded: (row.excluded ?? []).map(Number),
    dismissals: (row.dismissals ?? []).map(toDismissal),
    catalogueVersion: Number(row.version),
    saved: (row.saved ?? []).map(Number),
  };
}

interface FitJobRow extends Record<string, unknown> {
  id: number;
  title: string;
  skills: string[];
  experience_min: number;
  experience_max: number;
  location: string;
  country_code: string;
  is_remote: boolean;
  applicant_countries: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  company_id: number;
  job_sub_category: string;
  published_at: Date | string;
}

export interface FitJobFacts extends FitJob {
  id: number;
  companyId: number;
  subCategory: string;
  publishedAt: number;
}

const toFitJob = (row: FitJobRow): FitJobFacts => ({
  id: Number(row.id),
  title: row.title,
  skills: row.skills ?? [],
  experienceMin: row.experience_min,
  experienceMax: row.experience_max,
  location: row.location,
  countryCode: row.country_code,
  isRemote: row.is_remote,
  applicantCountries: row.applicant_countries ?? [],
  salary:
    row.salary_min !== null && row.salary_max !== null && row.salary_currency
      ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency }
      : null,
  companyId: row.company_id,
  subCategory: row.job_sub_category,
  publishedAt: new Date(row.published_at).getTime(),
});

const FIT_COLUMNS = sql.raw(`j.id, j.title, j.skills, j.experience_min, j.experience_max, j.location, j.country_code,
  j.is_remote, j.applicant_countries, j.salary_min, j.salary_max, j.salary_currency, j.company_id,
  j.job_sub_category, j.published_at`);

/** The fit facts of these jobs (published or not: an applicant list reads closed jobs too). */
export async function fitJobsByIds(db: DbOrTx, ids: readonly number[]): Promise<FitJobFacts[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<FitJobRow>(db, sql`SELECT ${FIT_COLUMNS} FROM jobs j WHERE j.id = ANY(${intArray(ids)})`);
  return rows.map(toFitJob);
}

/** How many of the newest matches each branch of the pool takes (decision 038, speed). */
export const POOL_BRANCHES = { strong: 100, skills: 120, role: 60, fallback: 250 } as const;

/** Each skill with its aliases: the words the search index may hold for it. */
function skillAlternatives(profile: FitProfile, max: number): string[][][] {
  return profile.skills.slice(0, max).map((skill) => {
    const words = skillAliases(skill.name).filter((alias) => alias.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);
    // a many-word alias as all its words, not a phrase: the index answers it without reading rows
    return words.map((alias) => alias.split(' '));
  });
}

/** One branch of the pool: the newest `limit` published jobs meeting `where`. */
interface PoolBranch {
  where: ReturnType<typeof sql>;
  limit: number;
}

/**
 * The branches of the candidate pool of 'Jobs for you', ranked afterwards by
 * `assessFit`. Three, each the newest published jobs in a range of years that
 * is not a seniority mismatch, never a job applied to or set aside: jobs
 * holding at least two of the person's first four skills (the strongest
 * matches, however old), jobs holding any of their skills (with every alias),
 * and jobs whose title names the role they look for. Each branch walks the
 * index newest first and stops at its bound, so no query ranks every match
 * (decision 038). With nothing to search by, the newest jobs in the person's
 * country or remote.
 */
function poolBranches({
  profile,
  roleWords,
  excluded,
}: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>): PoolBranch[] {
  const skills = skillAlternatives(profile, 30).filter((alternatives) => alternatives.length > 0);
  const top = skills.slice(0, 4);
  const pairs = top.flatMap((a, i) => top.slice(i + 1).map((b) => `(${tsQueryText([a, b], '', ' & ')})`));
  const anySkill = skills.length ? tsQueryText([skills.flat().slice(0, 120)], '', ' & ') : null;
  const role = roleWords.length ? tsQueryText([roleWords.map((word) => [word])], 'A') : null;
  const y = profile.experienceYears;
  // the bounds of experienceMismatch (packages/contracts fit.ts) on the integer
  // columns, as integers: a cast column would hide the range from the planner
  const band =
    y === null
      ? sql``
      : sql`AND j.experience_min < ${Math.ceil(y + 1.5)} AND j.experience_max >= ${Math.ceil(y - 3)}
            AND (j.experience_max > 3 OR j.experience_max > ${Math.floor(y - 2)})
            AND NOT (j.experience_min > 0 AND j.experience_min >= ${Math.ceil(y * 2)})`;
  const branch = (match: ReturnType<typeof sql>, limit: number): PoolBranch => ({
    where: sql`j.is_published AND ${match} ${band} AND j.id <> ALL(${intArray(excluded)})`,
    limit,
  });
  const matches = (text: string) => sql`j.search_vector @@ to_tsquery('english', ${text})`;
  const branches = [
    pairs.length ? branch(matches(pairs.join(' | ')), POOL_BRANCHES.strong) : null,
    anySkill ? branch(matches(anySkill), POOL_BRANCHES.skills) : null,
    role ? branch(matches(role), anySkill ? POOL_BRANCHES.role : POOL_BRANCHES.fallback) : null,
  ].filter((b) => b !== null);
  if (branches.length === 0)
    branches.push(
      branch(sql`(j.country_code = ${profile.countryCode ?? 'IN'} OR j.is_remote)`, POOL_BRANCHES.fallback),
    );
  return branches;
}

/** How many branches the pool of these inputs has. */
export const poolBranchCount = (inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>) =>
  poolBranches(inputs).length;

/**
 * Where a job stands in a branch's order, newest first: its publication time
 * to the microsecond (UTC, fixed width, so the text sorts as the time does).
 */
const PUBLISHED_KEY = sql.raw(`to_char(j.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`);

/** A job of the pool: its fit facts, the branches (by index) it came through, and its `PUBLISHED_KEY`. */
export interface PoolJob extends FitJobFacts {
  branches: number[];
  publishedKey: string;
}

/** The candidate pool of 'Jobs for you' (`poolBranches`). */
export async function jobsForYouPool(
  db: DbOrTx,
  inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>,
): Promise<PoolJob[]> {
  const rows = await rowsOf<FitJobRow & { branches: number[]; published_key: string }>(db, jobsForYouPoolQuery(inputs));
  return rows.map((row) => ({
    ...toFitJob(row),
    branches: row.branches.map(Number),
    publishedKey: row.published_key,
  }));
}

/** The statement of `jobsForYouPool` (bench/match.bench.ts explains it). */
export function jobsForYouPoolQuery(inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>) {
  const branches = poolBranches(inputs).map(
    ({ where, limit }, b) =>
      sql`(SELECT ${b} AS b, j.id, ${PUBLISHED_KEY} AS published_key FROM job_search_documents j
           WHERE ${where} ORDER BY j.published_at DESC, j.id DESC LIMIT ${limit})`,
  );
  return sql`WITH pool AS (${sql.join(branches, sql` UNION ALL `)})
        SELECT ${FIT_COLUMNS}, p.branches, p.published_key
        FROM (SELECT id, array_agg(b ORDER BY b) AS branches, min(published_key) AS published_key
              FROM pool GROUP BY id) p
        JOIN jobs j ON j.id = p.id`;
}

/** A branch as kept: its jobs newest first, each `[id, publishedKey]`. */
export type KeptBranch = [number, string][];

/**
 * What a kept pool's branches may now hold after these jobs changed (decision
 * 038, 'A job change folded in'): per branch, each changed job that meets it
 * now, and, where the branch was full and lost jobs, the next older ones past
 * its last kept job, as many as it lost. Together with the branch's unchanged
 * jobs these are every candidate for its newest `limit`, so the branch is the
 * one a fresh pool would give.
 */
export async function poolBranchChanges(
  db: DbOrTx,
  inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>,
  kept: readonly KeptBranch[],
  changed: readonly number[],
): Promise<{ limit: number; arrivals: { id: number; publishedKey: string }[] }[] | null> {
  const branches = poolBranches(inputs);
  if (branches.length !== kept.length) return null;
  const gone = new Set(changed);
  const parts = branches.flatMap(({ where, limit }, b) => {
    const members = kept[b]!;
    const parts = [
      sql`(SELECT ${b} AS b, j.id, ${PUBLISHED_KEY} AS published_key FROM job_search_documents j
           WHERE ${where} AND j.id = ANY(${intArray(changed)}))`,
    ];
    const lost = members.filter(([id]) => gone.has(id)).length;
    const last = members[members.length - 1];
    if (members.length >= limit && lost > 0 && last)
      parts.push(
        sql`(SELECT ${b} AS b, j.id, ${PUBLISHED_KEY} AS published_key FROM job_search_documents j
             WHERE ${where} AND (j.published_at, j.id) < (${last[1]}::timestamp AT TIME ZONE 'UTC', ${last[0]}::int)
             ORDER BY j.published_at DESC, j.id DESC LIMIT ${lost})`,
      );
    return parts;
  });
  const rows = await rowsOf<{ b: number; id: number; published_key: string }>(db, sql.join(parts, sql` UNION ALL `));
  const out = branches.map(({ limit }) => ({ limit, arrivals: [] as { id: number; publishedKey: string }[] }));
  for (const row of rows) out[Number(row.b)]!.arrivals.push({ id: Number(row.id), publishedKey: row.published_key });
  return out;
}

/**
 * The jobs changed after a catalogue version up to a later one (migration
 * 0318), or null when they cannot be told (the log no longer reaches back, or
 * the table was emptied) or are more than `max`: then a list is ranked afresh.
 * Versions commit in order, so once `toVersion` is seen the answer never changes.
 */
export async function catalogueChangesBetween(
  db: DbOrTx,
  version: number,
  toVersion: number,
  max: number,
): Promise<number[] | null> {
  const [row] = await rowsOf<{ oldest: string | null; ids: (number | null)[] }>(
    db,
    sql`SELECT (SELECT min(version) FROM fit_catalogue_changes) AS oldest,
          ARRAY(SELECT DISTINCT c.job_id FROM fit_catalogue_changes c
                WHERE c.version > ${version} AND c.version <= ${toVersion} LIMIT ${max + 1}) AS ids`,
  );
  if (!row || row.oldest === null) return null;
  // the version right after `version` must still be logged, or a change may be missing
  if (Number(row.oldest) > version + 1) return null;
  if (row.ids.length > max || row.ids.some((id) => id === null)) return null;
  return row.ids.map(Number);
}

export interface Dismissal {
  jobId: number;
  reason: NotForMeReason;
  companyId: number;
  subCategory: string;
  city: string;
  experienceMin: number;
  experienceMax: number;
}

/** Set a job aside (again: the newer reason wins); false when there is no such published job. */
export async function dismissJob(db: DbOrTx, candidateId: number, jobId: number, reason: NotForMeReason) {
  const rows = await rowsOf<{ job_id: number }>(
    db,
    sql`INSERT INTO candidate_job_dismissals (candidate_id, job_id, reason)
        SELECT ${candidateId}, j.id, ${reason} FROM jobs j WHERE j.id = ${jobId} AND j.is_published
        ON CONFLICT (candidate_id, job_id) DO UPDATE SET reason = excluded.reason, created_at = now()
        RETURNING job_id`,
  );
  return rows.length > 0;
}
