// Recommended and similar jobs (decision 009). Signals come from the candidate's
// profile (skills, experience years, preferred locations, remote preference,
// job profile preference, recent job titles) and behaviour (jobs applied to,
// saved or viewed); a similar-jobs request uses one job's signals. Scoring is
// one indexed SQL query over the jobs sharing a sub-category, a skill or a
// title word; with no signal at all it degrades to the newest jobs in the
// candidate's country or remote. Never a job the viewer applied to, here or
// on the company's site. A page puts at most two jobs of one company and one
// of a title first, so it is not six versions of the same job; each job
// carries the reason it was picked.
import { sql, type SQL } from 'drizzle-orm';
import type { RecommendedJob } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { CARD_COLUMNS, savedJoin, toJobCard, type JobCardRow } from './job-cards.repo.ts';
import { tsQueryText } from './search-terms.ts';
import { intArray, rowsOf, textArray } from '../../db/raw-query.ts';

export interface Signals {
  /** Whose signals: a candidate's (recommended jobs) or one job's (similar jobs); the reasons say so. */
  source: 'candidate' | 'job';
  subCategories: string[];
  /** Canonical skill names as the jobs spell them. */
  skills: string[];
  /** Words for a full-text OR query (titles, job profile preference). */
  titleWords: string[];
  /** The skills the candidate listed (the rest come from jobs applied to or saved). */
  profileSkills: string[];
  /** The role the candidate is looking for, as typed. */
  role: string | null;
  experienceYears: number | null;
  locations: string[];
  openToRemote: boolean;
  countryCode: string | null;
  excludeJobIds: number[];
}

const emptySignals = (source: Signals['source']): Signals => ({
  source,
  subCategories: [],
  skills: [],
  titleWords: [],
  profileSkills: [],
  role: null,
  experienceYears: null,
  locations: [],
  openToRemote: false,
  countryCode: null,
  excludeJobIds: [],
});

const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'senior', 'junior', 'lead', 'staff', 'principal', 'intern']);

export function titleWordsOf(texts: (string | null | undefined)[], max = 8): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of (text ?? '').toLowerCase().match(/[a-z][a-z0-9+#.]{2,}/g) ?? []) {
      if (!STOP_WORDS.has(word)) words.add(word.replace(/\.$/, ''));
      if (words.size >= max) return [...words];
    }
  }
  return [...words];
}

/** Canonical spelling of skills through the job_terms vocabulary (profile skills are free text). */
async function canonicalSkills(db: DbOrTx, names: string[]): Promise<string[]> {
  const keys = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (keys.length === 0) return [];
  const rows = await rowsOf<{ text: string }>(
    db,
    sql`SELECT text FROM job_terms WHERE key = ANY(${textArray(keys)}) AND job_count > 0`,
  );
  return rows.map((row) => row.text);
}

export async function candidateSignals(db: DbOrTx, candidateId: number): Promise<Signals> {
  const signals = emptySignals('candidate');
  const [profile] = await rowsOf<{
    country_code: string;
    skills: unknown;
    experience_years: string | number | null;
    preferred_locations: string[] | null;
    open_to_remote_work: boolean | null;
    job_profile_preference: string | null;
    recent_titles: string[];
  }>(
    db,
    sql`SELECT ca.country_code, ca.skills, ca.experience_years, ca.preferred_locations, ca.open_to_remote_work,
          ca.job_profile_preference,
          ARRAY(SELECT e.title FROM candidate_experiences e WHERE e.candidate_id = ca.id
                ORDER BY e.duration_start DESC, e.id DESC LIMIT 3) AS recent_titles
        FROM candidates ca WHERE ca.id = ${candidateId}`,
  );
  const behaviour = await rowsOf<{
    job_id: number;
    job_sub_category: string;
    skills: string[];
    title: string;
    applied: boolean;
  }>(
    db,
    sql`SELECT j.id AS job_id, j.job_sub_category, j.skills, j.title, b.applied
        FROM (
          SELECT job_id, true AS applied, created_at AS at FROM candidate_jobs WHERE candidate_id = ${candidateId}
          UNION ALL
          SELECT job_id, false, coalesce(saved_at, viewed_at) FROM candidate_saved_jobs
          WHERE candidate_id = ${candidateId} AND (is_saved OR viewed_at IS NOT NULL)
        ) b JOIN jobs j ON j.id = b.job_id
        ORDER BY b.at DESC NULLS LAST
        LIMIT 60`,
  );
  if (profile) {
    signals.countryCode = profile.country_code;
    const profileSkills = Array.isArray(profile.skills)
      ? (profile.skills as { name?: unknown }[]).map((s) => (typeof s?.name === 'string' ? s.name : '')).filter(Boolean)
      : [];
    signals.skills = await canonicalSkills(db, profileSkills);
    signals.profileSkills = [...signals.skills];
    signals.role = profile.job_profile_preference?.trim() || null;
    signals.experienceYears = profile.experience_years === null ? null : Number(profile.experience_years);
    signals.locations = (profile.preferred_locations ?? []).filter(Boolean).slice(0, 5);
    signals.openToRemote = profile.open_to_remote_work === true;
    signals.titleWords = titleWordsOf([profile.job_profile_preference, ...profile.recent_titles]);
  }
  const subCounts = new Map<string, number>();
  const skillCounts = new Map<string, number>();
  for (const row of behaviour) {
    if (row.applied) signals.excludeJobIds.push(row.job_id);
    if (row.job_sub_category) subCounts.set(row.job_sub_category, (subCounts.get(row.job_sub_category) ?? 0) + 1);
    for (const skill of row.skills ?? []) skillCounts.set(skill, (skillCounts.get(skill) ?? 0) + 1);
  }
  const top = (counts: Map<string, number>, n: number) =>
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([key]) => key);
  signals.subCategories = top(subCounts, 3);
  signals.skills = [...new Set([...signals.skills, ...top(skillCounts, 8)])];
  if (signals.titleWords.length === 0)
    signals.titleWords = titleWordsOf(
      behaviour.slice(0, 5).map((b) => b.title),
      5,
    );
  return signals;
}

export async function jobSignals(db: DbOrTx, jobId: number): Promise<Signals | null> {
  const [job] = await rowsOf<{
    job_sub_category: string;
    skills: string[];
    title: string;
    country_code: string;
    experience_min: number;
    experience_max: number;
  }>(
    db,
    sql`SELECT job_sub_category, skills, title, country_code, experience_min, experience_max FROM jobs WHERE id = ${jobId}`,
  );
  if (!job) return null;
  return {
    ...emptySignals('job'),
    subCategories: job.job_sub_category ? [job.job_sub_category] : [],
    skills: job.skills ?? [],
    titleWords: titleWordsOf([job.title], 4),
    experienceYears: Math.round((job.experience_min + job.experience_max) / 2),
    countryCode: job.country_code,
    excludeJobIds: [jobId],
  };
}

const hasSignals = (s: Signals) => s.subCategories.length > 0 || s.skills.length > 0 || s.titleWords.length > 0;

interface ReasonRow {
  matched_skills: string[];
  title_match: boolean;
  sub_match: boolean;
  remote_match: boolean;
  place_match: boolean;
  job_sub_category: string;
  location: string;
}

const list = (items: string[]) => items.slice(0, 3).join(', ');

/** Why a job was picked, in the words of the strongest signal it matched. */
export function reasonFor(row: ReasonRow, signals: Signals): string {
  const profileMatched = row.matched_skills.filter((skill) => signals.profileSkills.includes(skill));
  if (signals.source === 'job') {
    if (row.matched_skills.length) return `Shares skills ${list(row.matched_skills)} with this job`;
    if (row.sub_match) return `Also in ${row.job_sub_category}`;
    return 'A similar role';
  }
  if (profileMatched.length) return `Matches your skills ${list(profileMatched)}`;
  if (row.title_match && signals.role) return `Matches the role you are looking for: ${signals.role}`;
  if (row.title_match) return 'Like the roles you have worked in';
  if (row.matched_skills.length) return `Uses ${list(row.matched_skills)}, like jobs you applied to or saved`;
  if (row.sub_match) return `${row.job_sub_category}, like jobs you applied to or saved`;
  if (row.remote_match) return 'Remote, as you prefer';
  if (row.place_match) return `In ${row.location}, where you want to work`;
  return 'Recently posted where you can work';
}

export async function recommendJobs(
  db: DbOrTx,
  signals: Signals,
  paging: { page: number; pageSize: number },
  viewerCandidateId: number | null,
): Promise<{ count: number; results: RecommendedJob[] }> {
  const exclude = signals.excludeJobIds.length ? sql`AND j.id <> ALL(${intArray(signals.excludeJobIds)})` : sql``;
  // the behaviour signals look at recent activity only: applications are left out by query, however old
  const notApplied =
    viewerCandidateId === null
      ? sql``
      : sql`AND NOT EXISTS (SELECT 1 FROM candidate_jobs cj WHERE cj.candidate_id = ${viewerCandidateId} AND cj.job_id = j.id)
            AND NOT EXISTS (SELECT 1 FROM external_applications ea
                            WHERE ea.candidate_id = ${viewerCandidateId} AND ea.job_id = j.id)`;
  // any of the words in a job's title (weight A; the search vector also holds skills, category and place)
  const titleQuery = signals.titleWords.length
    ? sql`to_tsquery('english', ${tsQueryText([signals.titleWords.map((word) => [word])], 'A')})`
    : null;
  const skills = textArray(signals.skills);
  const remoteMatch = signals.openToRemote ? sql`j.is_remote` : sql`false`;
  const places: SQL[] = signals.locations.map((location) => sql`j.location ILIKE like_contains(${location})`);
  if (signals.countryCode) places.push(sql`j.country_code = ${signals.countryCode}`);
  const placeMatch = places.length ? sql`(${sql.join(places, sql` OR `)})` : sql`false`;
  let pool: SQL;
  let score: SQL;
  if (hasSignals(signals)) {
    const parts: SQL[] = [];
    const scores: SQL[] = [];
    if (signals.subCategories.length) {
      parts.push(sql`j.job_sub_category = ANY(${textArray(signals.subCategories)})`);
      scores.push(sql`CASE WHEN j.job_sub_category = ANY(${textArray(signals.subCategories)}) THEN 3 ELSE 0 END`);
    }
    if (signals.skills.length) {
      parts.push(sql`j.skills && ${skills}`);
      scores.push(sql`2 * cardinality(ARRAY(SELECT unnest(j.skills) INTERSECT SELECT unnest(${skills})))`);
    }
    if (titleQuery) {
      parts.push(sql`j.search_vector @@ ${titleQuery}`);
      scores.push(sql`CASE WHEN j.search_vector @@ ${titleQuery} THEN 2 ELSE 0 END`);
    }
    // profile years may be fractional (6.5): compared as numeric, not coerced to the columns' integer
    if (signals.experienceYears !== null) {
      scores.push(
        sql`CASE WHEN ${signals.experienceYears}::numeric BETWEEN j.experience_min AND j.experience_max THEN 1 ELSE 0 END`,
      );
    }
    if (signals.openToRemote || places.length)
      scores.push(sql`CASE WHEN ${remoteMatch} OR ${placeMatch} THEN 1 ELSE 0 END`);
    pool = sql`(${sql.join(parts, sql` OR `)})`;
    score = sql.join(scores, sql` + `);
  } else {
    // a thin profile: the newest jobs where the candidate can work
    pool = signals.countryCode ? sql`(j.country_code = ${signals.countryCode} OR j.is_remote)` : sql`true`;
    score = sql`0`;
  }
  const saved = savedJoin(viewerCandidateId);
  const where = sql`j.is_published AND ${pool} ${exclude} ${notApplied}`;
  const subMatch = signals.subCategories.length
    ? sql`j.job_sub_category = ANY(${textArray(signals.subCategories)})`
    : sql`false`;
  const [rows, counted] = await Promise.all([
    rowsOf<JobCardRow & ReasonRow>(
      db,
      sql`WITH pool AS (
          SELECT j.id, (${score})::real AS score, j.published_at,
            row_number() OVER (PARTITION BY j.company_id ORDER BY (${score}) DESC, j.published_at DESC, j.id DESC)
              AS company_rank,
            row_number() OVER (PARTITION BY lower(t.title) ORDER BY (${score}) DESC, j.published_at DESC, j.id DESC)
              AS title_rank,
            ARRAY(SELECT s FROM unnest(j.skills) s WHERE s = ANY(${skills})) AS matched_skills,
            ${titleQuery ? sql`j.search_vector @@ ${titleQuery}` : sql`false`} AS title_match,
            ${subMatch} AS sub_match, ${remoteMatch} AS remote_match, ${placeMatch} AS place_match
          FROM job_search_documents j JOIN jobs t ON t.id = j.id
          WHERE ${where}
        ), page AS (
          SELECT *, CASE WHEN company_rank <= 2 AND title_rank = 1 THEN 0 ELSE 1 END AS repeat
          FROM pool
          ORDER BY repeat, score DESC, published_at DESC, id DESC
          LIMIT ${paging.pageSize} OFFSET ${(paging.page - 1) * paging.pageSize}
        )
        SELECT ${CARD_COLUMNS}, ${saved.column},
          p.matched_skills, p.title_match, p.sub_match, p.remote_match, p.place_match
        FROM page p JOIN jobs j ON j.id = p.id JOIN companies c ON c.id = j.company_id ${saved.join}
        ORDER BY p.repeat, p.score DESC, p.published_at DESC, p.id DESC`,
    ),
    rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM job_search_documents j WHERE ${where}`),
  ]);
  return {
    count: Number(counted[0]?.count ?? 0),
    results: rows.map((row) => ({ ...toJobCard(row), reason: reasonFor(row, signals) })),
  };
}
