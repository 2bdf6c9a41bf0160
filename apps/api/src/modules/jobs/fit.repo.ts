// Queries behind the fit between a person and a job (decision 038): the
// profile as the fit reads it (only the columns it may read: never name,
// gender, birth date or photo), the jobs' fit facts, the candidate pool of
// 'Jobs for you' retrieved through the search index, and 'not for me'.
import { sql } from 'drizzle-orm';
import type { FitJob, FitProfile, NotForMeReason } from '@talent/contracts/fit';
import { skillAliases } from '@talent/contracts/skill-aliases';
import type { DbOrTx } from '../../db/client.ts';
import { intArray, prepared, rowsOf, textArray } from '../../db/raw-query.ts';
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
    prepared(sql`SELECT ${PROFILE_COLUMNS},
          ARRAY(SELECT cj.job_id FROM candidate_jobs cj WHERE cj.candidate_id = ca.id
                UNION SELECT d.job_id FROM candidate_job_dismissals d WHERE d.candidate_id = ca.id
                ORDER BY 1) AS excluded,
          (SELECT json_agg(x) FROM (
             SELECT d.job_id, d.reason, j.company_id, j.job_sub_category, j.location, j.experience_min, j.experience_max
             FROM candidate_job_dismissals d JOIN jobs j ON j.id = d.job_id
             WHERE d.candidate_id = ca.id ORDER BY d.created_at DESC, d.job_id DESC LIMIT 200) x) AS dismissals,
          (SELECT version FROM fit_catalogue) AS version,
          ARRAY(SELECT s.job_id FROM candidate_saved_jobs s WHERE s.candidate_id = ca.id AND s.is_saved) AS saved
        FROM candidates ca WHERE ca.id = ${candidateId}`),
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
  published_at: Date | string | number;
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
  j.is_remote, j.applicant_countries, j.salary_min, j.salary_max, j.salary_currency, j.company_id, j.job_sub_category,
  j.published_at`);

/** The fit facts of these jobs (published or not: an applicant list reads closed jobs too). */
export async function fitJobsByIds(db: DbOrTx, ids: readonly number[]): Promise<FitJobFacts[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<FitJobRow>(db, sql`SELECT ${FIT_COLUMNS} FROM jobs j WHERE j.id = ANY(${intArray(ids)})`);
  return rows.map(toFitJob);
}

/** How many of the newest matches each branch of the pool takes (decision 038, speed). */
export const POOL_BRANCHES = { strong: 100, skills: 120, role: 60, fallback: 250 } as const;

/** A term of job_fit_terms (migration 0320): `[kind, term, other]`. */
type FitTerm = ['skill' | 'pair', string, string];

/**
 * One branch of the pool: the newest `limit` published jobs in the person's
 * range of years, never one applied to or set aside, that either hold one of
 * `terms` (a skill's key, or a pair of keys in order) or a title word among
 * the lexemes of `titleWords` (both read from job_fit_terms, migration 0320),
 * or meet `where` over job_search_documents (the fallback, alone).
 */
interface PoolBranch {
  limit: number;
  terms?: FitTerm[];
  titleWords?: string;
  where?: ReturnType<typeof sql>;
}

/** The keys a job's skill may have for each of the person's first `max` skills: every alias, as assessFit compares them. */
function skillKeys(profile: FitProfile, max: number): string[][] {
  return profile.skills
    .slice(0, max)
    .map((skill) => [...new Set(skillAliases(skill.name))].filter(Boolean))
    .filter((keys) => keys.length > 0);
}

/**
 * The branches of the candidate pool of 'Jobs for you', ranked afterwards by
 * `assessFit`. Three, each the newest published jobs in a range of years that
 * is not a seniority mismatch, never a job applied to or set aside: jobs
 * holding at least two of the person's first four skills (the strongest
 * matches, however old), jobs holding any of their skills (under any alias),
 * and jobs whose title names the role they look for. Every branch is read
 * from job_fit_terms, one range of its index per term, newest first, each
 * stopping at the branch's bound, so no statement ranks every match (decision
 * 038, 'How the pool is retrieved'). With nothing to search by, the newest
 * jobs in the person's country or remote.
 */
function poolBranches({ profile, roleWords }: Pick<JobsForYouInputs, 'profile' | 'roleWords'>): PoolBranch[] {
  const skills = skillKeys(profile, 30);
  const top = skills.slice(0, 4);
  const pairs = new Map<string, FitTerm>();
  for (const [i, a] of top.entries())
    for (const b of top.slice(i + 1))
      for (const x of a)
        for (const y of b)
          if (x !== y) pairs.set(x < y ? `${x}\n${y}` : `${y}\n${x}`, ['pair', x < y ? x : y, x < y ? y : x]);
  const single = [...new Set(skills.flat())].map((key): FitTerm => ['skill', key, '']);
  const branches: PoolBranch[] = [];
  if (pairs.size) branches.push({ terms: [...pairs.values()], limit: POOL_BRANCHES.strong });
  if (single.length) branches.push({ terms: single, limit: POOL_BRANCHES.skills });
  if (roleWords.length)
    branches.push({
      titleWords: roleWords.join(' '),
      limit: single.length ? POOL_BRANCHES.role : POOL_BRANCHES.fallback,
    });
  if (branches.length === 0)
    branches.push({
      where: sql`(j.country_code = ${profile.countryCode ?? 'IN'} OR j.is_remote)`,
      limit: POOL_BRANCHES.fallback,
    });
  return branches;
}

/**
 * The bounds of experienceMismatch (packages/contracts fit.ts) on the integer
 * columns of `t`, as integers: a cast column would hide the range from the planner.
 */
function yearsBand(profile: FitProfile, t: string) {
  const y = profile.experienceYears;
  if (y === null) return sql``;
  const min = sql.raw(`${t}.experience_min`);
  const max = sql.raw(`${t}.experience_max`);
  return sql`AND ${min} < ${Math.ceil(y + 1.5)} AND ${max} >= ${Math.ceil(y - 3)}
            AND (${max} > 3 OR ${max} > ${Math.floor(y - 2)})
            AND NOT (${min} > 0 AND ${min} >= ${Math.ceil(y * 2)})`;
}

/** How many branches the pool of these inputs has. */
export const poolBranchCount = (inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>) =>
  poolBranches(inputs).length;

/**
 * Where a job stands in a branch's order, newest first: its publication time
 * to the microsecond (UTC, fixed width, so the text sorts as the time does).
 */
const publishedKey = (t: string) =>
  sql.raw(`to_char(${t}.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`);

/**
 * What a statement asks of each branch: its newest `limit` (the pool), only
 * these jobs (a fold's changed jobs), or the newest `limit` older than
 * `[publishedKey, id]` (a fold's next older jobs); a branch without a scope is left out.
 */
interface BranchScope {
  ids?: readonly number[];
  olderThan?: [string, number];
  limit?: number;
}

/**
 * The rows `(b, id, published_key)` of the branches in their scopes, in one
 * statement: every term of every branch is one range read of job_fit_terms'
 * index, newest first and bounded by its branch's limit; a branch then keeps
 * its newest `limit` of them (every job among a branch's newest is among its
 * term's newest). The fallback branch, alone, walks job_search_documents.
 */
function branchesQuery(
  branches: readonly PoolBranch[],
  scopes: readonly (BranchScope | null)[],
  inputs: Pick<JobsForYouInputs, 'profile' | 'excluded'>,
) {
  const excluded = intArray(inputs.excluded);
  const fallback = branches[0]?.where;
  if (fallback) {
    const scope = scopes[0]!;
    return sql`SELECT 0 AS b, j.id, ${publishedKey('j')} AS published_key FROM job_search_documents j
      WHERE j.is_published AND ${fallback} ${yearsBand(inputs.profile, 'j')} AND j.id <> ALL(${excluded})
        ${scope.ids ? sql`AND j.id = ANY(${intArray(scope.ids)})` : sql``}
        ${scope.olderThan ? sql`AND (j.published_at, j.id) < (${scope.olderThan[0]}::timestamp AT TIME ZONE 'UTC', ${scope.olderThan[1]}::int)` : sql``}
      ORDER BY j.published_at DESC, j.id DESC ${scope.limit === undefined ? sql`` : sql`LIMIT ${scope.limit}`}`;
  }
  const terms = branches.flatMap((branch, b) => (scopes[b] ? (branch.terms ?? []).map((t) => [b, ...t] as const) : []));
  const titled = branches.flatMap((branch, b) =>
    scopes[b] && branch.titleWords ? [[b, branch.titleWords] as const] : [],
  );
  const limits = scopes.map((scope) => scope?.limit ?? 2_147_483_647);
  const afterAt = scopes.map((scope) => scope?.olderThan?.[0] ?? null);
  const afterId = scopes.map((scope) => scope?.olderThan?.[1] ?? 0);
  const ids = scopes.find((scope) => scope?.ids)?.ids;
  const limited = scopes.some((scope) => scope?.limit !== undefined);
  const keys = sql`SELECT * FROM unnest(${intArray(terms.map((t) => t[0]))}, ${textArray(terms.map((t) => t[1]))},
          ${textArray(terms.map((t) => t[2]))}, ${textArray(terms.map((t) => t[3]))})
      ${sql.join(
        titled.map(
          ([b, words]) =>
            sql`UNION ALL SELECT ${b}::int, 'title', w, '' FROM unnest(tsvector_to_array(to_tsvector('english', ${words}))) AS w`,
        ),
        sql` `,
      )}`;
  const olderThan = afterAt.some((at) => at !== null)
    ? sql`AND (f.published_at, f.id) < (((${textArray(afterAt.map((at) => at ?? ''))})[k.b + 1])::timestamp AT TIME ZONE 'UTC',
                                        (${intArray(afterId)})[k.b + 1])`
    : sql``;
  const reads = sql`SELECT DISTINCT k.b, f.id, f.published_at
      FROM (${keys}) AS k(b, kind, term, other)
      CROSS JOIN LATERAL (SELECT f.id, f.published_at FROM job_fit_terms f
        WHERE f.kind = k.kind AND f.term = k.term AND f.other = k.other ${yearsBand(inputs.profile, 'f')}
          AND f.id <> ALL(${excluded}) ${ids ? sql`AND f.id = ANY(${intArray(ids)})` : sql``} ${olderThan}
        ${limited ? sql`ORDER BY f.published_at DESC, f.id DESC LIMIT (${intArray(limits)})[k.b + 1]` : sql``}) f`;
  if (!limited) return sql`SELECT r.b, r.id, ${publishedKey('r')} AS published_key FROM (${reads}) r`;
  return sql`SELECT r.b, r.id, ${publishedKey('r')} AS published_key FROM (
      SELECT t.*, row_number() OVER (PARTITION BY t.b ORDER BY t.published_at DESC, t.id DESC) AS n FROM (${reads}) t) r
    WHERE r.n <= (${intArray(limits)})[r.b + 1]`;
}

/** A job of the pool: the branches (by index) it came through, and its publication key. */
export interface PoolJob {
  id: number;
  branches: number[];
  publishedKey: string;
}

/** The candidate pool of 'Jobs for you' (`poolBranches`): which jobs, not their facts (the memo's, catalogue-memo.ts). */
export async function jobsForYouPool(
  db: DbOrTx,
  inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>,
): Promise<PoolJob[]> {
  const [row] = await rowsOf<{ pool: string | null }>(db, jobsForYouPoolQuery(inputs));
  // one text value, not a row per job: PGlite hands rows over one by one (decision 038, 'How the pool is retrieved')
  const pool = JSON.parse(row?.pool ?? '[]') as [number, number[], string][];
  return pool.map(([id, branches, publishedKey]) => ({ id, branches, publishedKey }));
}

/** The statement of `jobsForYouPool` (bench/match.bench.ts explains it). */
export function jobsForYouPoolQuery(inputs: Pick<JobsForYouInputs, 'profile' | 'roleWords' | 'excluded'>) {
  const branches = poolBranches(inputs);
  const pool = branchesQuery(
    branches,
    branches.map(({ limit }) => ({ limit })),
    inputs,
  );
  // each job an array: its id, its branches, its publication key
  return prepared(sql`SELECT json_agg(json_build_array(p.id, p.branches, p.published_key))::text AS pool
        FROM (SELECT id, array_agg(b ORDER BY b) AS branches, min(published_key) AS published_key
              FROM (${pool}) pool GROUP BY id) p`);
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
  const older = branches.map(({ limit }, b): BranchScope | null => {
    const members = kept[b]!;
    const lost = members.filter(([id]) => gone.has(id)).length;
    const last = members[members.length - 1];
    return members.length >= limit && lost > 0 && last ? { olderThan: [last[1], last[0]], limit: lost } : null;
  });
  const parts = [
    branchesQuery(
      branches,
      branches.map(() => ({ ids: changed })),
      inputs,
    ),
  ];
  if (older.some(Boolean)) parts.push(branchesQuery(branches, older, inputs));
  const rows = await rowsOf<{ b: number; id: number; published_key: string }>(
    db,
    sql.join(
      parts.map((part) => sql`(${part})`),
      sql` UNION ALL `,
    ),
  );
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
