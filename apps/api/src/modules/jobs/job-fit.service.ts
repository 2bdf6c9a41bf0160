// The fit between a candidate and jobs over HTTP (decision 038): 'Jobs for
// you' (a pool retrieved through the search index, ranked by assessFit, with
// the candidate's 'not for me' reasons applied, kept ranked under the version
// of its inputs), the fit of given jobs (the 'How you match' line), and
// setting a job aside.
import { createHash } from 'node:crypto';
import { assessFit, profileMissing, type Fit, type NotForMeBody } from '@talent/contracts/fit';
import type { JobForYou, JobsForYouResponse } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import type { ComputedCache } from '../../lib/computed-cache.ts';
import { notFound } from '../../lib/errors.ts';
import {
  dismissJob,
  fitJobsByIds,
  fitProfileOf,
  jobsForYouInputsOf,
  jobsForYouPool,
  type Dismissal,
  type FitJobFacts,
  type JobsForYouInputs,
} from './fit.repo.ts';
import { loadCardsByIds } from './job-cards.repo.ts';

type Paging = { page: number; pageSize: number };

/** How much a 'not for me' reason moves a similar job down (1: not at all). */
function dismissalFactor(job: FitJobFacts, dismissals: readonly Dismissal[]): number {
  let factor = 1;
  for (const d of dismissals) {
    if (d.reason === 'company' && d.companyId === job.companyId) return 0;
    if (d.reason === 'location' && !job.isRemote && job.location.split(',')[0]!.trim().toLowerCase() === d.city)
      factor *= 0.5;
    if (d.reason === 'wrong_role' && d.subCategory && d.subCategory === job.subCategory) factor *= 0.6;
    if (d.reason === 'too_junior' && job.experienceMax <= d.experienceMax) factor *= 0.4;
    if (d.reason === 'too_senior' && job.experienceMin >= d.experienceMin) factor *= 0.4;
  }
  return factor;
}

export interface RankedJob {
  job: FitJobFacts;
  fit: Fit;
  rank: number;
}

/** Jobs ranked by fit, best first; ties go to the newer job. */
export function rankByFit(
  jobs: readonly FitJobFacts[],
  fitOf: (job: FitJobFacts) => Fit,
  dismissals: readonly Dismissal[] = [],
): RankedJob[] {
  return jobs
    .map((job) => {
      const fit = fitOf(job);
      return { job, fit, rank: fit.score * dismissalFactor(job, dismissals) };
    })
    .filter((ranked) => ranked.rank > 0 || dismissals.length === 0)
    .sort((a, b) => b.rank - a.rank || b.job.publishedAt - a.job.publishedAt || b.job.id - a.job.id);
}

/** Cards ranked by how the candidate fits them, each with its fit (the alert digests, decision 038). */
export async function cardsByFit<T extends { id: number }>(
  db: DbOrTx,
  candidateId: number,
  cards: readonly T[],
): Promise<{ card: T; fit: Fit }[]> {
  const [found, jobs] = await Promise.all([
    fitProfileOf(db, candidateId),
    fitJobsByIds(
      db,
      cards.map((card) => card.id),
    ),
  ]);
  if (!found) return [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rankByFit(jobs, (job) => assessFit(found.profile, job)).map((ranked) => ({
    card: byId.get(ranked.job.id)!,
    fit: ranked.fit,
  }));
}

/**
 * One candidate's 'Jobs for you', ranked: every job's id, best first, and the
 * first RANKED_CARDS_KEPT as cards with their fit, without the viewer's flags
 * (the dashboard shows six; a later page is loaded and assessed when read).
 */
export interface RankedJobsForYou {
  ids: number[];
  top: JobForYou[];
}

export const RANKED_CARDS_KEPT = 30;

/** The lists' key space in Redis; the number moves when the ranking or the stored shape changes. */
export const JOBS_FOR_YOU_CACHE_PREFIX = 'jobs-for-you:v1:';

/** The queue job that ranks a candidate's list after their profile changed: `{ candidateId }`. */
export const JOBS_FOR_YOU_WARM_JOB = 'jobs_for_you.warm';

/**
 * The cache key of a ranked list: the candidate, the catalogue's version and
 * a digest of every input on the person's side (profile facts, the role's
 * words, jobs applied to or set aside and why). Any change to what the ranking
 * reads makes a new key, so an entry is never served for inputs it was not
 * ranked from, and never to another candidate (decision 038).
 */
export function jobsForYouKey(candidateId: number, inputs: JobsForYouInputs): string {
  // `saved` is left out: saving a job changes a card's flag, not the ranking
  const digest = createHash('sha256')
    .update(JSON.stringify([inputs.profile, inputs.roleWords, inputs.excluded, inputs.dismissals]))
    .digest('base64url');
  return `${candidateId}:${inputs.catalogueVersion}:${digest}`;
}

/** Ranks the pool of these inputs: the work a cached list saves. */
export async function rankJobsForYou(db: DbOrTx, inputs: JobsForYouInputs): Promise<RankedJobsForYou> {
  const pool = await jobsForYouPool(db, inputs);
  const ranked = rankByFit(pool, (job) => assessFit(inputs.profile, job), inputs.dismissals);
  const kept = ranked.slice(0, RANKED_CARDS_KEPT);
  const fits = new Map(kept.map((r) => [r.job.id, r.fit]));
  const cards = await loadCardsByIds(
    db,
    kept.map((r) => r.job.id),
    null,
  );
  return { ids: ranked.map((r) => r.job.id), top: cards.map((card) => ({ ...card, fit: fits.get(card.id)! })) };
}

export interface JobFitDeps {
  db: DbOrTx;
  /** Ranked lists by `jobsForYouKey` (composition.ts: memory, and Redis when REDIS_URL is set). */
  jobsForYouCache: ComputedCache<RankedJobsForYou>;
  /** Counts each read by whether its list was kept or ranked for it (the operators' metrics, decision 034). */
  countRead?: (list: 'kept' | 'ranked') => void;
}

export function createJobFit({ db, jobsForYouCache, countRead }: JobFitDeps) {
  /** The candidate's inputs and their ranked list, kept or ranked now; null when there is no such candidate. */
  const rankedFor = async (candidateId: number) => {
    const inputs = await jobsForYouInputsOf(db, candidateId);
    if (!inputs) return null;
    const { value, fresh } = await jobsForYouCache.get(jobsForYouKey(candidateId, inputs), () =>
      rankJobsForYou(db, inputs),
    );
    return { inputs, ranked: value, fresh };
  };

  return {
    jobsForYou: async (
      candidateId: number,
      paging: Paging,
    ): Promise<{ count: number; results: JobForYou[]; profile_missing: JobsForYouResponse['profile_missing'] }> => {
      const found = await rankedFor(candidateId);
      if (!found) throw notFound();
      const { inputs, ranked } = found;
      countRead?.(found.fresh ? 'ranked' : 'kept');
      const from = (paging.page - 1) * paging.pageSize;
      const ids = ranked.ids.slice(from, from + paging.pageSize);
      const byId = new Map<number, JobForYou>(ranked.top.map((card) => [card.id, card]));
      const later = ids.filter((id) => !byId.has(id));
      if (later.length) {
        const [cards, jobs] = await Promise.all([loadCardsByIds(db, later, null), fitJobsByIds(db, later)]);
        const fits = new Map(jobs.map((job) => [job.id, assessFit(inputs.profile, job)]));
        for (const card of cards) byId.set(card.id, { ...card, fit: fits.get(card.id)! });
      }
      const saved = new Set(inputs.saved);
      return {
        count: ranked.ids.length,
        // a job in the list was never applied to (decision 038)
        results: ids.flatMap((id) => {
          const card = byId.get(id);
          return card ? [{ ...card, is_saved: saved.has(id), is_applied: false }] : [];
        }),
        profile_missing: profileMissing(inputs.profile),
      };
    },

    /** Ranks the candidate's list ahead of their next visit (after a profile change, from the queue). */
    warmJobsForYou: async (candidateId: number) => {
      await rankedFor(candidateId);
    },

    /** 'How you match' for each of these jobs (unknown ids are left out). */
    jobFits: async (candidateId: number, jobIds: readonly number[]): Promise<Record<string, Fit>> => {
      const [found, jobs] = await Promise.all([fitProfileOf(db, candidateId), fitJobsByIds(db, jobIds.slice(0, 50))]);
      if (!found) throw notFound();
      return Object.fromEntries(jobs.map((job) => [String(job.id), assessFit(found.profile, job)]));
    },

    notForMe: async (candidateId: number, body: NotForMeBody) => {
      if (!(await dismissJob(db, candidateId, body.job_id, body.reason))) throw notFound();
      return { job_id: body.job_id, reason: body.reason };
    },
  };
}
