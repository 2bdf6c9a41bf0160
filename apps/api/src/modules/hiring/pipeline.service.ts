// The pipeline (decision 017): a job's applicants by stage, one applicant's
// page, moves between stages, rejection, hiring and reopening. Every change is
// a lifecycle transition (decision 031) with the member as actor: the state,
// the timeline event and the candidate's notification in one transaction, a
// stale version or an illegal move answering 409.
import { historyEventLabel } from '@talent/contracts/history-labels';
import {
  LIFECYCLE,
  LifecycleMessages,
  TRANSITIONS,
  isOpenState,
  type LifecycleState,
} from '@talent/contracts/application-lifecycle';
import type { ApplicantDetail, MovableStage, Overview, Pipeline, PipelineApplicant } from '@talent/contracts/hiring';
import type { ScreeningQuestionDef } from '@talent/contracts/applications';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { candidateViewOf, transition, type TransitionResult } from '../application-core/lifecycle.ts';
import { FILE_LINK_PATH, FILE_LINK_TTL_SECONDS } from '../candidates/profile-view.ts';
import { assessFit, EMPTY_FIT_PROFILE } from '@talent/contracts/fit';
import { fitJobsByIds, fitProfilesOf } from '../jobs/fit.repo.ts';
import { templateParagraphs } from '../email-templates/company-templates.ts';
import { isAssigned } from '../team-access/application-access.ts';
import { findCompanyJob } from './hiring-jobs.repo.ts';
import * as repo from './pipeline.repo.ts';
import { teamSummary } from './team-summary.ts';

export interface PipelineDeps {
  db: Db;
  now: () => Date;
  urlSigner: ReturnType<typeof createUrlSigner>;
}

/** After an accepted offer or pay letter, hiring needs no confirmation. */
const HIRE_READY: readonly LifecycleState[] = ['offer_accepted', 'ctc', 'ctc_accepted'];

/** Each applicant with how they fit the job (decision 038): one query for the job, one for every profile. */
async function withFit(
  db: DbOrTx,
  jobId: number,
  applicants: Omit<PipelineApplicant, 'fit'>[],
): Promise<PipelineApplicant[]> {
  const [[job], profiles] = await Promise.all([
    fitJobsByIds(db, [jobId]),
    fitProfilesOf(
      db,
      applicants.map((a) => a.candidate_id),
    ),
  ]);
  return applicants.map((applicant) => {
    const profile = profiles.get(applicant.candidate_id)?.profile;
    return { ...applicant, fit: assessFit(profile ?? EMPTY_FIT_PROFILE, job!, 'team') };
  });
}

export function createPipelineService(deps: PipelineDeps) {
  const { db } = deps;

  function signedResume(key: string | null): string | null {
    if (!key) return null;
    const { expires, signature } = deps.urlSigner.sign(key, FILE_LINK_TTL_SECONDS, deps.now().getTime());
    return `${FILE_LINK_PATH}?${new URLSearchParams({ key, expires: String(expires), signature }).toString()}`;
  }

  const moved = (result: TransitionResult) => ({
    id: result.application.id,
    stage: result.to,
    stage_label: LIFECYCLE[result.to].label,
    stage_changed_at: result.event.at.toISOString(),
    version: result.version,
  });
  const member = (hiring: HiringContext) => ({ kind: 'hiring' as const, userId: hiring.userId });

  return {
    async pipeline(
      hiring: HiringContext,
      jobId: number,
      query: {
        stage?: Pipeline['results'][number]['stage'] | undefined;
        search?: string | undefined;
        sort: string;
        order: 'asc' | 'desc';
      },
    ): Promise<Pipeline> {
      const job = await findCompanyJob(db, hiring.companyId, jobId);
      if (!job) throw notFound();
      const [counts, listed] = await Promise.all([repo.stageCounts(db, jobId), repo.listApplicants(db, jobId, query)]);
      const results = await withFit(db, jobId, listed);
      // by fit: best first (or worst, asked for), the earlier application first among equals
      if (query.sort === 'fit') {
        const sign = query.order === 'asc' ? 1 : -1;
        results.sort((a, b) => sign * (a.fit.score - b.fit.score) || a.applied_at.localeCompare(b.applied_at));
      }
      return { job: { id: job.id, title: job.title, state: job.state }, counts, results };
    },

    async applicant(hiring: HiringContext, applicationId: number): Promise<ApplicantDetail> {
      const found = await repo.findApplicant(db, hiring.companyId, applicationId);
      if (!found) throw notFound();
      // an interviewer opens only the applications assigned to them (decision 043)
      const interviewer = hiring.role === 'interviewer';
      if (interviewer && !(await isAssigned(db, hiring.memberId, applicationId))) throw notFound();
      const { application, job, candidate } = found;
      const answers = application.screeningAnswers;
      // ... and only what their interview needs: the profile, the resume, the scorecard
      const history = interviewer ? [] : await repo.historyOf(db, applicationId);
      const candidateName = `${candidate.firstName} ${candidate.lastName}`.trim();
      return {
        id: application.id,
        job: { id: job.id, title: job.title },
        stage: application.stage,
        stage_label: candidateViewOf(application).label,
        stage_changed_at: application.stageChangedAt.toISOString(),
        version: application.version,
        can_reopen: TRANSITIONS.reopen.from.includes(application.stage),
        can_hire: isOpenState(application.stage),
        applied_at: application.createdAt.toISOString(),
        source: application.source,
        candidate: {
          id: candidate.id,
          user_id: found.userId,
          first_name: candidate.firstName,
          last_name: candidate.lastName,
          email: interviewer ? '' : found.email,
          phone: interviewer ? null : candidate.phone,
          current_location: candidate.currentLocation,
          experience_years: candidate.experienceYears === null ? null : Number(candidate.experienceYears),
          notice_period: candidate.noticePeriod,
          skills: candidate.skills.map((skill) => skill.name),
          linkedin: candidate.linkedin,
          github: candidate.github,
          resume_link: signedResume(candidate.resumeKey),
          resume_filename: candidate.resumeFilename,
        },
        screening: (interviewer ? [] : (job.screeningQuestions as ScreeningQuestionDef[])).map((question) => ({
          question: question.question,
          kind: question.kind,
          answer: answers[question.id] ?? null,
        })),
        history: history.map(({ event, actorName, actorEmail }) => ({
          id: event.id,
          stage: event.stage,
          stage_label: LIFECYCLE[event.stage].label,
          label: historyEventLabel({ stage: event.stage, subject_kind: event.subjectKind }),
          action: event.action,
          // the timeline stores the candidate's words; the team reads them about the candidate
          summary: teamSummary(event.summary, candidateName, found.companyName),
          actor:
            event.actor === 'hiring'
              ? (actorName ?? actorEmail ?? 'A former member')
              : event.actor === 'candidate'
                ? candidateName || 'Candidate'
                : 'System',
          at: event.at.toISOString(),
          detail: event.detail,
        })),
      };
    },

    async move(
      hiring: HiringContext,
      applicationId: number,
      input: { stage: MovableStage; note: string; version?: number | undefined },
    ) {
      return db.transaction(async (tx) =>
        moved(
          await transition(tx, {
            applicationId,
            companyId: hiring.companyId,
            name: 'move',
            to: input.stage,
            actor: member(hiring),
            at: deps.now(),
            expectedVersion: input.version,
            summary: `Your application moved to ${LIFECYCLE[input.stage].label.toLowerCase()}.`,
            detail: input.note ? { note: input.note } : {},
          }),
        ),
      );
    },

    /**
     * Reject from any open stage; the candidate is told (in-app and e-mail, with
     * the message, or with the company's rejection template when asked to notify
     * without one — decision 047).
     */
    async reject(
      hiring: HiringContext,
      applicationId: number,
      input: { reason: string; note: string; notify: boolean; message: string; version?: number | undefined },
    ) {
      return db.transaction(async (tx) => {
        let paragraphs = input.message ? [input.message] : [];
        if (input.notify && !input.message) {
          const found = await repo.findApplicant(tx, hiring.companyId, applicationId);
          if (!found) throw notFound();
          const { firstName, lastName } = found.candidate;
          paragraphs = await templateParagraphs(tx, hiring.companyId, 'rejection', {
            candidate_first_name: firstName,
            candidate_name: `${firstName} ${lastName}`.trim(),
            job_title: found.job.title,
            company_name: found.companyName,
          });
        }
        return moved(
          await transition(tx, {
            applicationId,
            companyId: hiring.companyId,
            name: 'reject',
            to: 'rejected',
            actor: member(hiring),
            at: deps.now(),
            expectedVersion: input.version,
            // the reason stays on the hiring side; the candidate reads the summary and the message
            detail: { reason: input.reason, ...(input.note ? { note: input.note } : {}) },
            emailExtra: paragraphs,
          }),
        );
      });
    },

    /** Hire after an accepted offer or pay letter, or directly when the member confirms it (decision 031). */
    async hire(
      hiring: HiringContext,
      applicationId: number,
      input: { confirm_direct: boolean; note: string; version?: number | undefined },
    ) {
      return db.transaction(async (tx) => {
        const found = await repo.findApplicant(tx, hiring.companyId, applicationId);
        if (!found) throw notFound();
        if (
          !HIRE_READY.includes(found.application.stage) &&
          !input.confirm_direct &&
          isOpenState(found.application.stage)
        ) {
          throw detailError(409, LifecycleMessages.hireConfirm);
        }
        return moved(
          await transition(tx, {
            applicationId,
            companyId: hiring.companyId,
            name: 'hire',
            to: 'hired',
            actor: member(hiring),
            at: deps.now(),
            expectedVersion: input.version,
            detail: {
              direct: !HIRE_READY.includes(found.application.stage),
              ...(input.note ? { note: input.note } : {}),
            },
          }),
        );
      });
    },

    /** Reopen a closed application at a review stage; the reason stays with the team, the candidate is told. */
    async reopen(
      hiring: HiringContext,
      applicationId: number,
      input: { stage: MovableStage; reason: string; version?: number | undefined },
    ) {
      return db.transaction(async (tx) =>
        moved(
          await transition(tx, {
            applicationId,
            companyId: hiring.companyId,
            name: 'reopen',
            to: input.stage,
            actor: member(hiring),
            at: deps.now(),
            expectedVersion: input.version,
            detail: { reason: input.reason },
          }),
        ),
      );
    },

    async overview(hiring: HiringContext): Promise<Overview> {
      const [jobs, time, offers] = await Promise.all([
        repo.overviewStages(db, hiring.companyId),
        repo.timeInStage(db, hiring.companyId, deps.now()),
        repo.offerOutcomes(db, hiring.companyId),
      ]);
      return { jobs, time_in_stage: time, offers };
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
