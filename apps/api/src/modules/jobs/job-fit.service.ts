// The fit between a candidate and jobs over HTTP (decision 038): 'Jobs for
// you' (ranked and kept by jobs-for-you.ts), the fit of given jobs (the 'How
// you match' line), and setting a job aside.
import { assessFit, profileMissing, type Fit, type NotForMeBody } from '@talent/contracts/fit';
import type { JobForYou, JobsForYouResponse } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { createComputedCache, type ComputedCache } from '../../lib/computed-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { dismissJob, fitJobsByIds, fitProfileOf, jobsForYouInputsOf } from './fit.repo.ts';
import { createCatalogueMemo } from './catalogue-memo.ts';
import {
  catalogueChanges,
  foldJobsForYou,
  jobsForYouFamily,
  jobsForYouKey,
  rankJobsForYou,
  type CatalogueChanges,
  type RankedJobsForYou,
} from './jobs-for-you.ts';

type Paging = { page: number; pageSize: number };

export interface JobFitDeps {
  db: DbOrTx;
  /** Ranked lists by `jobsForYouKey` (composition.ts: memory, and Redis when REDIS_URL is set). */
  jobsForYouCache: ComputedCache<RankedJobsForYou>;
  /** Counts each read by whether its list was kept, folded from a kept one or ranked for it (the operators' metrics, decision 034). */
  countRead?: (list: 'kept' | 'folded' | 'ranked') => void;
}

export function createJobFit({ db, jobsForYouCache, countRead }: JobFitDeps) {
  // every list kept at one version folds the same changes: read once per process for all of them
  const changesCache = createComputedCache<CatalogueChanges | null>({ prefix: 'catalogue-changes:', maxEntries: 64 });
  const changesOf = async (version: number, toVersion: number) =>
    (await changesCache.get(`${version}:${toVersion}`, () => catalogueChanges(db, version, toVersion))).value;
  // the jobs' facts and cards every ranking of this process reads (decision 038)
  const catalogue = createCatalogueMemo(db);

  /** The candidate's inputs and their ranked list, kept or ranked now; null when there is no such candidate. */
  const rankedFor = async (candidateId: number) => {
    const inputs = await jobsForYouInputsOf(db, candidateId);
    if (!inputs) return null;
    const { value, fresh, derived } = await jobsForYouCache.get(
      jobsForYouKey(candidateId, inputs),
      () => rankJobsForYou(db, inputs, catalogue),
      {
        family: jobsForYouFamily(candidateId, inputs),
        derive: (kept) => foldJobsForYou(db, inputs, kept, changesOf, catalogue),
      },
    );
    return {
      inputs,
      ranked: value,
      list: derived ? ('folded' as const) : fresh ? ('ranked' as const) : ('kept' as const),
    };
  };

  return {
    jobsForYou: async (
      candidateId: number,
      paging: Paging,
    ): Promise<{ count: number; results: JobForYou[]; profile_missing: JobsForYouResponse['profile_missing'] }> => {
      const found = await rankedFor(candidateId);
      if (!found) throw notFound();
      const { inputs, ranked } = found;
      countRead?.(found.list);
      const from = (paging.page - 1) * paging.pageSize;
      const ids = ranked.ids.slice(from, from + paging.pageSize);
      const byId = new Map<number, JobForYou>(ranked.top.map((card) => [card.id, card]));
      const later = ids.filter((id) => !byId.has(id));
      if (later.length) {
        const [cards, jobs] = await Promise.all([
          catalogue.cards(later, inputs.catalogueVersion),
          catalogue.facts(later, inputs.catalogueVersion),
        ]);
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
