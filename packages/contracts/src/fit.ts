// The fit between a person and a job (decision 038): one function, read by
// 'Jobs for you', the job alerts' digests, the 'How you match' line of every
// job page and card, and the hiring team's applicant list. Each factor says
// what it found (its evidence), so a candidate and a recruiter see why a job
// ranks where it does.
//
// What the fit reads is only what a FitProfile holds: skills, years of
// experience, places, salary expectation and notice period. Name, gender,
// age, photo and anything that stands for them are not part of the type, so
// no caller can hand them in (fit.test.ts changes them and the score does not
// move).
import { z } from 'zod';
import { FIT_FACTORS, NOT_FOR_ME_REASONS, type FitFactorName, type NotForMeReason } from './fit-labels.ts';
import { canonicalSkill, skillAliases } from './skill-aliases.ts';

export {
  FIT_FACTORS,
  FIT_FACTOR_LABELS,
  NOT_FOR_ME_REASONS,
  type FitFactorName,
  type NotForMeReason,
} from './fit-labels.ts';

/**
 * Who reads the evidence: the candidate ('Add your skills …') or the hiring
 * team, who cannot fill in someone else's profile ('No skills on the profile').
 */
export type FitVoice = 'candidate' | 'team';
const WORDS = {
  candidate: {
    noSkills: 'Add your skills to see how they match',
    noExperience: 'Add your experience',
    noLocation: 'Add where you want to work',
    relocate: 'you would relocate',
    elsewhere: 'not where you work',
    noSalary: 'Add your expected salary',
    withinRange: 'Your expectation is within the range',
    aboveRange: 'Your expectation is above the range',
    noNotice: 'Add your notice period',
  },
  team: {
    noSkills: 'No skills on the profile',
    noExperience: 'No experience on the profile',
    noLocation: 'No location on the profile',
    relocate: 'would relocate',
    elsewhere: 'not where they work',
    noSalary: 'No expected salary on the profile',
    withinRange: 'Their expectation is within the range',
    aboveRange: 'Their expectation is above the range',
    noNotice: 'No notice period on the profile',
  },
} as const satisfies Record<FitVoice, Record<string, string>>;

/** How much each factor weighs when every one is known. */
const WEIGHTS: Record<FitFactorName, number> = {
  skills: 0.45,
  experience: 0.3,
  location: 0.15,
  salary: 0.05,
  notice: 0.05,
};

export interface FitProfile {
  skills: { name: string; years: number | null }[];
  experienceYears: number | null;
  /** City of the current location ('Pune, India' → read as a whole). */
  currentLocation: string | null;
  preferredLocations: string[];
  /** ISO country of the person, and countries they would move to. */
  countryCode: string | null;
  preferredCountries: string[];
  openToRemote: boolean | null;
  expectedSalary: { amount: number; currency: string } | null;
  noticePeriodDays: number | null;
}

/** A profile with nothing filled in: what an applicant without a profile is judged as. */
export const EMPTY_FIT_PROFILE: FitProfile = {
  skills: [],
  experienceYears: null,
  currentLocation: null,
  preferredLocations: [],
  countryCode: null,
  preferredCountries: [],
  openToRemote: null,
  expectedSalary: null,
  noticePeriodDays: null,
};

/** The factors a profile does not fill in. */
export function profileMissing(profile: FitProfile): FitFactorName[] {
  const missing: FitFactorName[] = [];
  if (profile.skills.length === 0) missing.push('skills');
  if (profile.experienceYears === null) missing.push('experience');
  if (!profile.currentLocation && profile.preferredLocations.length === 0 && profile.openToRemote === null)
    missing.push('location');
  if (!profile.expectedSalary) missing.push('salary');
  if (profile.noticePeriodDays === null) missing.push('notice');
  return missing;
}

export interface FitJob {
  title: string;
  skills: string[];
  experienceMin: number;
  experienceMax: number;
  location: string;
  countryCode: string;
  isRemote: boolean;
  /** Where applicants of a remote job may live; empty: anywhere. */
  applicantCountries: string[];
  salary: { min: number; max: number; currency: string } | null;
}

export const FitFactorSchema = z.object({
  factor: z.enum(FIT_FACTORS),
  /** 0–1; null when it cannot be judged (the profile or the job does not say). */
  score: z.number().nullable(),
  /** 'good' | 'partial' | 'poor' | 'unknown' */
  level: z.enum(['good', 'partial', 'poor', 'unknown']),
  evidence: z.string(),
});
export type FitFactor = z.infer<typeof FitFactorSchema>;

export const FitSchema = z.object({
  /** 0–100 over the factors that could be judged. */
  score: z.number().int(),
  factors: z.array(FitFactorSchema),
  /** Skills of the job the profile has (the job's spelling) and those it lacks. */
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  /** A senior person and a junior job, or a junior person and a job asking twice their years. */
  seniority_mismatch: z.boolean(),
  /** Factors the profile does not fill in: named, not guessed. */
  profile_missing: z.array(z.enum(FIT_FACTORS)),
  /** The one line of 'How you match'. */
  summary: z.string(),
});
export type Fit = z.infer<typeof FitSchema>;

const years = (n: number) =>
  `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')} ${n === 1 ? 'year' : 'years'}`;
const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);
const level = (score: number | null): FitFactor['level'] =>
  score === null ? 'unknown' : score >= 0.75 ? 'good' : score >= 0.4 ? 'partial' : 'poor';
const listOf = (items: string[], max = 3) =>
  items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')}…`;

type SkillsByAlias = Map<string, { name: string; years: number | null }>;
const skillMaps = new WeakMap<FitProfile, SkillsByAlias>();

/** The profile's skills under every alias, built once per profile object (a list ranks hundreds of jobs against one). */
function skillsByAlias(profile: FitProfile): SkillsByAlias {
  let mine = skillMaps.get(profile);
  if (!mine) {
    mine = new Map();
    for (const skill of profile.skills) {
      for (const alias of skillAliases(skill.name)) mine.set(canonicalSkill(alias), skill);
    }
    skillMaps.set(profile, mine);
  }
  return mine;
}

/** A skill held for years counts a little more than a skill only named: its weight in the skills' depth. */
const skillDepth = (have: { years: number | null }) => Math.min(1, (have.years ?? 1) / 3);

/** The skills factor's score: null when the profile or the job names no skill. */
function skillsScore(profile: FitProfile, job: FitJob): number | null {
  if (profile.skills.length === 0 || job.skills.length === 0) return null;
  const mine = skillsByAlias(profile);
  let matched = 0;
  let depth = 0;
  for (const name of job.skills) {
    const have = mine.get(canonicalSkill(name));
    if (have) {
      matched += 1;
      depth += skillDepth(have);
    }
  }
  return (matched / job.skills.length) * 0.85 + (depth / job.skills.length) * 0.15;
}

/** The job's skills the profile has, by alias ('JS' is 'JavaScript'), with the years the profile gives them. */
function skillsFactor(profile: FitProfile, job: FitJob, words: (typeof WORDS)[FitVoice]) {
  const mine = skillsByAlias(profile);
  const matched: string[] = [];
  const missing: string[] = [];
  const withYears: string[] = [];
  for (const name of job.skills) {
    const have = mine.get(canonicalSkill(name));
    if (have) {
      matched.push(name);
      withYears.push(have.years ? `${name} (${years(have.years)})` : name);
    } else missing.push(name);
  }
  const score = skillsScore(profile, job);
  const evidence =
    profile.skills.length === 0
      ? words.noSkills
      : job.skills.length === 0
        ? 'The job lists no skills'
        : `${matched.length} of ${job.skills.length} skills` +
          (withYears.length ? `: ${listOf(withYears)}` : '') +
          (missing.length ? `; missing: ${listOf(missing)}` : '');
  return { matched, missing, factor: { factor: 'skills' as const, score, level: level(score), evidence } };
}

/**
 * Years against the job's range. A person more than three years over the top
 * (two for a junior range) is not offered the job, nor one under the bottom
 * by one and a half years or asking twice their years.
 */
export function experienceMismatch(years: number, min: number, max: number): boolean {
  const over = years - max;
  const under = min - years;
  if (over > 3 || (max <= 3 && over >= 2)) return true;
  return under >= 1.5 || (min > 0 && years * 2 <= min);
}

/** The experience factor's score and whether it is a seniority mismatch; null when the profile gives no years. */
function experienceScore(profile: FitProfile, job: FitJob): { score: number | null; mismatch: boolean } {
  const y = profile.experienceYears;
  if (y === null) return { score: null, mismatch: false };
  const mismatch = experienceMismatch(y, job.experienceMin, job.experienceMax);
  const over = y - job.experienceMax;
  const under = job.experienceMin - y;
  const score = mismatch ? 0 : over > 0 ? Math.max(0, 1 - over * 0.2) : under > 0 ? Math.max(0, 1 - under * 0.4) : 1;
  return { score, mismatch };
}

function experienceFactor(profile: FitProfile, job: FitJob, words: (typeof WORDS)[FitVoice]) {
  const asks = `asks ${range(job.experienceMin, job.experienceMax)}`;
  const { score, mismatch } = experienceScore(profile, job);
  const y = profile.experienceYears;
  return {
    mismatch,
    factor: {
      factor: 'experience' as const,
      score,
      level: level(score),
      evidence: y === null ? `${words.noExperience}; ${asks}` : `${years(y)}, ${asks}`,
    },
  };
}

const cityOf = (place: string) => place.split(',')[0]!.trim().toLowerCase();

/** Where the job is against where the person works or would: which case, and its score. */
type LocationCase = 'unknown' | 'barred' | 'remote' | 'city' | 'relocate' | 'country' | 'elsewhere';
function locationScore(profile: FitProfile, job: FitJob): { case: LocationCase; score: number | null } {
  const known = profile.currentLocation || profile.preferredLocations.length || profile.openToRemote !== null;
  if (!known) return { case: 'unknown', score: null };
  const country = profile.countryCode?.toUpperCase() ?? null;
  if (job.isRemote) {
    if (job.applicantCountries.length && country && !job.applicantCountries.includes(country))
      return { case: 'barred', score: 0 };
    return { case: 'remote', score: profile.openToRemote === false ? 0.6 : 1 };
  }
  const city = cityOf(job.location);
  if (
    city &&
    (cityOf(profile.currentLocation ?? '') === city || profile.preferredLocations.some((p) => cityOf(p) === city))
  )
    return { case: 'city', score: 1 };
  const jobCountry = job.countryCode.toUpperCase();
  if (profile.preferredCountries.some((c) => c.toUpperCase() === jobCountry)) return { case: 'relocate', score: 0.7 };
  if (country && country === jobCountry) return { case: 'country', score: 0.5 };
  return { case: 'elsewhere', score: 0.1 };
}

function locationFactor(profile: FitProfile, job: FitJob, words: (typeof WORDS)[FitVoice]): FitFactor {
  const { case: where, score } = locationScore(profile, job);
  const evidence = {
    unknown: words.noLocation,
    barred: `Remote, for applicants in ${listOf(job.applicantCountries)}`,
    remote: 'Remote',
    city: `In ${job.location}`,
    relocate: `In ${job.location}; ${words.relocate}`,
    country: `In ${job.location}, another city`,
    elsewhere: `In ${job.location}, ${words.elsewhere}`,
  }[where];
  return { factor: 'location', score, level: level(score), evidence };
}

/** The salary factor's score: null when the job gives no range, the profile no expectation, or they differ in currency. */
function salaryScore(profile: FitProfile, job: FitJob): number | null {
  // a job without a range is not penalised: the factor is left out of the score
  if (!job.salary || !profile.expectedSalary || profile.expectedSalary.currency !== job.salary.currency) return null;
  const expected = profile.expectedSalary.amount;
  return expected <= job.salary.max ? 1 : Math.max(0, 1 - ((expected - job.salary.max) / job.salary.max) * 2);
}

function salaryFactor(profile: FitProfile, job: FitJob, words: (typeof WORDS)[FitVoice]): FitFactor {
  const score = salaryScore(profile, job);
  const evidence = !job.salary
    ? 'No salary range given'
    : !profile.expectedSalary
      ? words.noSalary
      : profile.expectedSalary.currency !== job.salary.currency
        ? `Pays in ${job.salary.currency}`
        : profile.expectedSalary.amount <= job.salary.max
          ? words.withinRange
          : words.aboveRange;
  return { factor: 'salary', score, level: level(score), evidence };
}

/** The notice factor's score: null when the profile gives no notice period. */
function noticeScore(profile: FitProfile): number | null {
  const days = profile.noticePeriodDays;
  if (days === null) return null;
  return days <= 30 ? 1 : days <= 60 ? 0.8 : days <= 90 ? 0.6 : 0.4;
}

function noticeFactor(profile: FitProfile, words: (typeof WORDS)[FitVoice]): FitFactor {
  const days = profile.noticePeriodDays;
  const score = noticeScore(profile);
  const evidence = days === null ? words.noNotice : days === 0 ? 'Can join now' : `${days} days’ notice`;
  return { factor: 'notice', score, level: level(score), evidence };
}

/**
 * The 0–100 score of the factors' scores (skills, experience, location,
 * salary, notice; null: not judged): each weighed, over the factors that could
 * be judged; a job the person cannot take (wrong seniority, or a country it
 * does not hire from) ranks below every one they can.
 */
function scoreOf(scores: readonly (number | null)[], mismatch: boolean): number {
  let weight = 0;
  let total = 0;
  for (const [i, score] of scores.entries()) {
    if (score === null) continue;
    weight += WEIGHTS[FIT_FACTORS[i]!];
    total += WEIGHTS[FIT_FACTORS[i]!] * score;
  }
  let score = weight > 0 ? total / weight : 0;
  if (mismatch) score *= 0.3;
  if (scores[2] === 0) score *= 0.3;
  return Math.round(score * 100);
}

/** `assessFit(profile, job).score` without the evidence: what a list ranks hundreds of jobs by. */
export function fitScore(profile: FitProfile, job: FitJob): number {
  const experience = experienceScore(profile, job);
  return scoreOf(
    [
      skillsScore(profile, job),
      experience.score,
      locationScore(profile, job).score,
      salaryScore(profile, job),
      noticeScore(profile),
    ],
    experience.mismatch,
  );
}

/**
 * How a person and a job fit: each factor with its evidence, a 0–100 score,
 * and the one-line summary, worded for the candidate or for the hiring team.
 */
export function assessFit(profile: FitProfile, job: FitJob, voice: FitVoice = 'candidate'): Fit {
  const words = WORDS[voice];
  const skills = skillsFactor(profile, job, words);
  const experience = experienceFactor(profile, job, words);
  const factors: FitFactor[] = [
    skills.factor,
    experience.factor,
    locationFactor(profile, job, words),
    salaryFactor(profile, job, words),
    noticeFactor(profile, words),
  ];
  const score = scoreOf(
    factors.map((f) => f.score),
    experience.mismatch,
  );
  const summary = [skills.factor, experience.factor]
    .filter((f) => f.score !== null || f.factor === 'experience' || profile.skills.length === 0)
    .map((f) => f.evidence)
    .join(' · ');
  return {
    score,
    factors,
    matched_skills: skills.matched,
    missing_skills: skills.missing,
    seniority_mismatch: experience.mismatch,
    profile_missing: profileMissing(profile),
    summary,
  };
}

// ---------------------------------------------------------------- over HTTP

export const NotForMeBodySchema = z.object({
  job_id: z.coerce.number().int().positive().max(2_147_483_647),
  reason: z.enum(Object.keys(NOT_FOR_ME_REASONS) as [NotForMeReason, ...NotForMeReason[]], {
    message: 'Choose a reason.',
  }),
});
export type NotForMeBody = z.infer<typeof NotForMeBodySchema>;

export const JobFitsQuerySchema = z.object({
  job_ids: z
    .string()
    .max(400)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Comma-separated job ids.'),
});
export const JobFitsResponseSchema = z.object({ fits: z.record(z.string(), FitSchema) });
export type JobFitsResponse = z.infer<typeof JobFitsResponseSchema>;
