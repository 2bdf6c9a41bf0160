// What the candidate reads about their applications (spec 01 §4, §7; decision
// 031): where each stands in the lifecycle's words, with its job's card, and
// the extra fields an international application asks for.
import { canWithdraw } from '@talent/contracts/application-lifecycle';
import { APPLIED_JOB_SCREENING, INTERNATIONAL_JOB_APPLY } from '@talent/contracts/apply-routing';
import type { AppliedJob, CustomField } from '@talent/contracts/applications';
import type { JobCard, JobDetails } from '@talent/contracts/jobs';
import { iso, isoOrNull } from '../../lib/iso.ts';
import type { ApplicationRow } from './applications.repo.ts';
import { candidateViewOf, stepsDoneOf } from './lifecycle.ts';
import { awaitsScreeningAnswers } from './next-steps.ts';

/** What applications read of the jobs catalogue: the jobs module's service, passed in by the composition root. */
export interface JobCatalogue {
  /** A job with its company, published or not. */
  jobDetails(jobId: number, viewerCandidateId: number | null): Promise<JobDetails | null>;
  /** Cards in the order of the ids given; unknown (and, unless publishedOnly is false, unpublished) ids skipped. */
  cardsByIds(
    ids: readonly number[],
    viewerCandidateId: number | null,
    options?: { publishedOnly?: boolean },
  ): Promise<JobCard[]>;
}

/** What the candidate reads about where an application stands: the lifecycle's words (decision 031). */
export function lifecycleFields(row: ApplicationRow) {
  const view = candidateViewOf(row);
  return {
    status_label: view.label,
    stage: row.stage,
    stage_explanation: view.explanation,
    can_withdraw: canWithdraw(row.stage),
    steps_done: stepsDoneOf(row),
    screening_pending: awaitsScreeningAnswers(row),
    version: row.version,
  };
}

/** The international job-apply page's questions (spec 01 §4 names the page, not its fields; these are ours). */
export const INTERNATIONAL_FIELDS: CustomField[] = [
  {
    id: 'work_authorization',
    label: 'Are you authorised to work for employers in the job’s country, or open to working as a contractor?',
    kind: 'yes_no',
    required: true,
  },
  {
    id: 'timezone_overlap',
    label: 'How many hours can you overlap with the team’s working day?',
    kind: 'choice',
    options: ['0–2 hours', '2–4 hours', '4–6 hours', '6 or more hours'],
    required: true,
  },
  {
    id: 'notice_period',
    label: 'When could you start?',
    kind: 'choice',
    options: ['Immediately', 'Within 15 days', 'Within 30 days', 'Within 60 days', 'Within 90 days'],
    required: true,
  },
  { id: 'expected_salary_usd', label: 'Expected yearly salary in USD (optional)', kind: 'text', required: false },
];
export const CUSTOM_FIELD_SETS: Record<string, CustomField[]> = {
  'international-job-application': INTERNATIONAL_FIELDS,
};

/** Where the candidate answers an application's screening questions: the international page or the plain one. */
export const screeningPath = (application: Pick<ApplicationRow, 'id' | 'isIntCandidate'>) =>
  application.isIntCandidate ? INTERNATIONAL_JOB_APPLY(application.id) : APPLIED_JOB_SCREENING(application.id);

export function toAppliedJob(row: ApplicationRow, job: JobCard): AppliedJob {
  return {
    id: row.id,
    status: row.status,
    ...lifecycleFields(row),
    applied_at: iso(row.createdAt),
    source: row.source,
    is_int_candidate: row.isIntCandidate,
    screening_submitted_at: isoOrNull(row.screeningSubmittedAt),
    job,
  };
}

/** Each row with its job's card (closed jobs included), in one query; a row whose job is gone is left out. */
export async function withJobCards<R extends { jobId: number }, T>(
  jobs: JobCatalogue,
  rows: R[],
  candidateId: number,
  toResult: (row: R, job: JobCard) => T,
): Promise<T[]> {
  const cards = await jobs.cardsByIds(
    rows.map((r) => r.jobId),
    candidateId,
    { publishedOnly: false },
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const job = byId.get(row.jobId);
    return job ? [toResult(row, job)] : [];
  });
}
