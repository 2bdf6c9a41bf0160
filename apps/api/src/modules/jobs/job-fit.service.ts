// The fit between a candidate and jobs over HTTP (decision 038): 'Jobs for
// you' (a pool retrieved through the search index, ranked by assessFit, with
// the candidate's 'not for me' reasons applied), the fit of given jobs (the
// 'How you match' line), and setting a job aside.
import { assessFit, profileMissing, type Fit, type NotForMeBody } from '@talent/contracts/fit';
import type { JobForYou, JobsForYouResponse } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  dismissalsOf,
  dismissJob,
  fitJobsByIds,
  fitProfileOf,
  jobsForYouPool,
  type Dismissal,
  type FitJobFacts,
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

export function createJobFit(db: DbOrTx) {
  return {
    jobsForYou: async (
      candidateId: number,
      paging: Paging,
    ): Promise<{ count: number; results: JobForYou[]; profile_missing: JobsForYouResponse['profile_missing'] }> => {
      const found = await fitProfileOf(db, candidateId);
      if (!found) throw notFound();
      const [pool, dismissals] = await Promise.all([
        jobsForYouPool(db, candidateId, found.profile, found.roleWords),
        dismissalsOf(db, candidateId),
      ]);
      const ranked = rankByFit(pool, (job) => assessFit(found.profile, job), dismissals);
      const page = ranked.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
      const cards = await loadCardsByIds(
        db,
        page.map((r) => r.job.id),
        candidateId,
      );
      const fitById = new Map(page.map((r) => [r.job.id, r.fit]));
      return {
        count: ranked.length,
        results: cards.map((card) => ({ ...card, fit: fitById.get(card.id)! })),
        profile_missing: profileMissing(found.profile),
      };
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
