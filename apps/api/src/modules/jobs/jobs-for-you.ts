// 'Jobs for you' as a ranked list (decision 038): the pool retrieved through
// the search index, ranked by assessFit with the candidate's 'not for me'
// reasons applied, kept under the version of its inputs, and a job change
// folded into a kept list; also the order by fit that alert digests use.
import { createHash } from 'node:crypto';
import { assessFit, fitScore, type Fit } from '@talent/contracts/fit';
import type { JobCard, JobForYou } from '@talent/contracts/jobs';
import type { DbOrTx } from '../../db/client.ts';
import {
  catalogueChangesBetween,
  fitJobsByIds,
  fitProfileOf,
  jobsForYouPool,
  poolBranchChanges,
  poolBranchCount,
  type Dismissal,
  type FitJobFacts,
  type JobsForYouInputs,
  type KeptBranch,
} from './fit.repo.ts';
import { loadCardsByIds } from './job-cards.repo.ts';
import { catalogueReadsOf, type CatalogueReads } from './catalogue-memo.ts';

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

/** Each job's rank: its fit's score moved by the 'not for me' reasons. */
function scoreJobs(
  jobs: readonly FitJobFacts[],
  scoreOf: (job: FitJobFacts) => number,
  dismissals: readonly Dismissal[],
): { job: FitJobFacts; rank: number }[] {
  return jobs.map((job) => ({ job, rank: scoreOf(job) * dismissalFactor(job, dismissals) }));
}

/** The order of a ranked list: best first, ties to the newer job; a job set aside entirely leaves it. */
function inRankOrder<T extends { rank: number; publishedAt: number; id: number }>(
  jobs: readonly T[],
  dismissals: readonly Dismissal[],
): T[] {
  return jobs
    .filter((job) => job.rank > 0 || dismissals.length === 0)
    .sort((a, b) => b.rank - a.rank || b.publishedAt - a.publishedAt || b.id - a.id);
}

/** Jobs ranked by fit, best first; ties go to the newer job. */
export function rankByFit(
  jobs: readonly FitJobFacts[],
  fitOf: (job: FitJobFacts) => Fit,
  dismissals: readonly Dismissal[] = [],
): RankedJob[] {
  const fits = new Map(jobs.map((job) => [job.id, fitOf(job)]));
  const ranked = scoreJobs(jobs, (job) => fits.get(job.id)!.score, dismissals).map((r) => ({
    ...r,
    fit: fits.get(r.job.id)!,
    publishedAt: r.job.publishedAt,
    id: r.job.id,
  }));
  return inRankOrder(ranked, dismissals).map(({ job, fit, rank }) => ({ job, fit, rank }));
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
 * (the dashboard shows six; a later page is loaded and assessed when read);
 * with what a job change is folded in from (decision 038): the catalogue's
 * version it was ranked at, each branch of the pool newest first, and each
 * pooled job's `[id, rank, publishedAt]`.
 */
export interface RankedJobsForYou {
  ids: number[];
  top: JobForYou[];
  version: number;
  branches: KeptBranch[];
  scored: [number, number, number][];
}

export const RANKED_CARDS_KEPT = 30;

/** At most this many changed jobs are folded into a kept list; more, and it is ranked afresh. */
export const FOLD_MAX_CHANGES = 50;

/** The lists' key space in Redis; the number moves when the ranking or the stored shape changes. */
export const JOBS_FOR_YOU_CACHE_PREFIX = 'jobs-for-you:v3:';

/** The queue job that ranks a candidate's list after their profile changed: `{ candidateId }`. */
export const JOBS_FOR_YOU_WARM_JOB = 'jobs_for_you.warm';

/** One digest per inputs object: a read names both its key and its family. */
const digests = new WeakMap<JobsForYouInputs, string>();

/** A digest of every input on the person's side (profile facts, the role's words, jobs applied to or set aside and why). */
function inputsDigest(inputs: JobsForYouInputs): string {
  let digest = digests.get(inputs);
  if (digest === undefined) {
    // `saved` is left out: saving a job changes a card's flag, not the ranking
    digest = createHash('sha256')
      .update(JSON.stringify([inputs.profile, inputs.roleWords, inputs.excluded, inputs.dismissals]))
      .digest('base64url');
    digests.set(inputs, digest);
  }
  return digest;
}

/**
 * The cache key of a ranked list: the candidate, the catalogue's version and
 * the digest of the person's inputs. Any change to what the ranking reads
 * makes a new key, so an entry is never served for inputs it was not ranked
 * from, and never to another candidate (decision 038).
 */
export function jobsForYouKey(candidateId: number, inputs: JobsForYouInputs): string {
  return `${candidateId}:${inputs.catalogueVersion}:${inputsDigest(inputs)}`;
}

/**
 * The family of a ranked list: its keys at every catalogue version, one
 * candidate and the same inputs. A kept list of the family is what a job
 * change is folded into.
 */
export function jobsForYouFamily(candidateId: number, inputs: JobsForYouInputs): string {
  return `${candidateId}:${inputsDigest(inputs)}`;
}

interface Pooled {
  id: number;
  rank: number;
  publishedAt: number;
}

/**
 * The ranked list from its pool: the order, and the first RANKED_CARDS_KEPT
 * as cards with their fit. `facts` holds the jobs' facts already read; `cardsKept`
 * cards with their fit that are still right (a fold's unchanged jobs),
 * `cardsKnown` cards already read (a fold's changed jobs); anything else is read.
 */
async function rankedFromPool(
  reads: CatalogueReads,
  inputs: JobsForYouInputs,
  branches: KeptBranch[],
  pooled: readonly Pooled[],
  facts: ReadonlyMap<number, FitJobFacts>,
  cardsKept: ReadonlyMap<number, JobForYou> = new Map(),
  cardsKnown: ReadonlyMap<number, JobCard> = new Map(),
): Promise<RankedJobsForYou> {
  const ids = inRankOrder([...pooled], inputs.dismissals).map((job) => job.id);
  const topIds = ids.slice(0, RANKED_CARDS_KEPT);
  const toCard = topIds.filter((id) => !cardsKept.has(id));
  const toRead = toCard.filter((id) => !cardsKnown.has(id));
  const unread = toCard.filter((id) => !facts.has(id));
  const [cards, jobs] = await Promise.all([
    toRead.length ? reads.cards(toRead, inputs.catalogueVersion) : Promise.resolve([]),
    unread.length ? reads.facts(unread, inputs.catalogueVersion) : Promise.resolve([]),
  ]);
  // only the kept cards carry their fit's evidence; the rest of the list is ranked by its score alone
  const fitOf = new Map<number, Fit>();
  for (const job of [...toCard.flatMap((id) => (facts.has(id) ? [facts.get(id)!] : [])), ...jobs])
    fitOf.set(job.id, assessFit(inputs.profile, job));
  const byId = new Map<number, JobForYou>(cardsKept);
  for (const card of [...cards, ...toCard.flatMap((id) => (cardsKnown.has(id) ? [cardsKnown.get(id)!] : []))])
    byId.set(card.id, { ...card, fit: fitOf.get(card.id)! });
  return {
    ids,
    top: topIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    version: inputs.catalogueVersion,
    branches,
    scored: pooled.map((job) => [job.id, job.rank, job.publishedAt]),
  };
}

/** Ranks the pool of these inputs: the work a cached list saves. `reads` answers the jobs' facts and cards. */
export async function rankJobsForYou(
  db: DbOrTx,
  inputs: JobsForYouInputs,
  reads: CatalogueReads = catalogueReadsOf(db),
): Promise<RankedJobsForYou> {
  const pool = await jobsForYouPool(db, inputs);
  const branches: KeptBranch[] = [];
  for (const job of [...pool].sort(newestFirst))
    for (const b of job.branches) (branches[b] ??= []).push([job.id, job.publishedKey]);
  // a job closed or deleted since the pool was read has no facts, and leaves it
  const facts = await reads.facts(
    pool.map((job) => job.id),
    inputs.catalogueVersion,
  );
  const scored = scoreJobs(facts, (job) => fitScore(inputs.profile, job), inputs.dismissals);
  return rankedFromPool(
    reads,
    inputs,
    Array.from({ length: poolBranchCount(inputs) }, (_, b) => branches[b] ?? []),
    scored.map(({ job, rank }) => ({ id: job.id, rank, publishedAt: job.publishedAt })),
    new Map(facts.map((job) => [job.id, job])),
  );
}

/** A branch's order: newest first by publication time to the microsecond, then id. */
function newestFirst(a: { publishedKey: string; id: number }, b: { publishedKey: string; id: number }) {
  return a.publishedKey < b.publishedKey ? 1 : a.publishedKey > b.publishedKey ? -1 : b.id - a.id;
}

/**
 * A kept list brought to the inputs' catalogue version by judging only the
 * jobs changed since it was ranked (decision 038, 'A job change folded in'):
 * each branch keeps its unchanged jobs, takes the changed ones that meet it
 * now and, where it lost jobs, the next older ones, then keeps its newest
 * `limit`, exactly as a fresh pool would; the changed and newly pooled jobs
 * are assessed, the others keep their rank, and the cards of unchanged jobs
 * are reused. Null when it cannot be folded: then the list is ranked afresh.
 */
export async function foldJobsForYou(
  db: DbOrTx,
  inputs: JobsForYouInputs,
  kept: RankedJobsForYou,
  changesOf: (version: number, toVersion: number) => Promise<CatalogueChanges | null>,
  reads: CatalogueReads = catalogueReadsOf(db),
): Promise<RankedJobsForYou | null> {
  if (kept.version >= inputs.catalogueVersion || !Array.isArray(kept.branches)) return null;
  const changes = await changesOf(kept.version, inputs.catalogueVersion);
  if (!changes) return null;
  const gone = new Set(changes.ids);
  const reached = await poolBranchChanges(db, inputs, kept.branches, changes.ids);
  if (!reached) return null;
  const branches = reached.map(({ limit, arrivals }, b): KeptBranch => {
    const members = kept.branches[b]!.filter(([id]) => !gone.has(id)).map(([id, publishedKey]) => ({
      id,
      publishedKey,
    }));
    const seen = new Set(members.map((m) => m.id));
    for (const arrival of arrivals)
      if (!seen.has(arrival.id)) {
        seen.add(arrival.id);
        members.push(arrival);
      }
    return members
      .sort(newestFirst)
      .slice(0, limit)
      .map((m) => [m.id, m.publishedKey]);
  });
  const was = new Map(kept.scored.map(([id, rank, publishedAt]) => [id, { id, rank, publishedAt }]));
  const pooledIds = [...new Set(branches.flatMap((branch) => branch.map(([id]) => id)))];
  const toJudge = pooledIds.filter((id) => gone.has(id) || !was.has(id));
  const unread = toJudge.filter((id) => !changes.jobs.has(id));
  const facts = [
    ...toJudge.flatMap((id) => (changes.jobs.has(id) ? [changes.jobs.get(id)!] : [])),
    ...(unread.length ? await reads.facts(unread, inputs.catalogueVersion) : []),
  ];
  const judged = scoreJobs(facts, (job) => fitScore(inputs.profile, job), inputs.dismissals);
  const fresh = new Map(judged.map(({ job, rank }) => [job.id, { id: job.id, rank, publishedAt: job.publishedAt }]));
  const pooled = pooledIds.flatMap((id) => {
    const entry = fresh.get(id) ?? (gone.has(id) ? undefined : was.get(id));
    return entry ? [entry] : [];
  });
  const cardsKept = new Map(kept.top.filter((card) => !gone.has(card.id)).map((card) => [card.id, card]));
  return rankedFromPool(
    reads,
    inputs,
    branches,
    pooled,
    new Map(facts.map((job) => [job.id, job])),
    cardsKept,
    changes.cards,
  );
}

/** The jobs changed between two catalogue versions, with their fit facts and cards as they are now. */
export interface CatalogueChanges {
  ids: number[];
  jobs: ReadonlyMap<number, FitJobFacts>;
  cards: ReadonlyMap<number, JobCard>;
}

/** `CatalogueChanges` read from the database; null when a list cannot be folded across them. */
export async function catalogueChanges(
  db: DbOrTx,
  version: number,
  toVersion: number,
): Promise<CatalogueChanges | null> {
  const ids = await catalogueChangesBetween(db, version, toVersion, FOLD_MAX_CHANGES);
  if (!ids) return null;
  const [jobs, cards] = await Promise.all([fitJobsByIds(db, ids), loadCardsByIds(db, ids, null)]);
  return { ids, jobs: new Map(jobs.map((job) => [job.id, job])), cards: new Map(cards.map((card) => [card.id, card])) };
}
