// The pipeline (decision 017): a job's applicants by stage, one applicant's
// page, moves between stages and rejection. Every change goes through the
// timeline's one recorder (decision 016) in the same transaction, with the
// member as actor, so the candidate and the team read the same history; an
// e-mail to the candidate is enqueued in that transaction and sent after commit.
import { APPLICATION_STAGE_LABELS, FINAL_STAGES } from '@talent/contracts/application-timeline';
import { BRAND } from '@talent/contracts/constants';
import {
  MOVABLE_STAGES,
  PipelineMessages,
  type ApplicantDetail,
  type MovableStage,
  type Overview,
  type Pipeline,
} from '@talent/contracts/hiring';
import type { ScreeningQuestionDef } from '@talent/contracts/applications';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { recordStageChange } from '../applications/application-events.ts';
import { FILE_LINK_PATH, FILE_LINK_TTL_SECONDS } from '../candidates/candidates.service.ts';
import { isAssigned } from '../team-access/application-access.ts';
import { findCompanyJob } from './hiring-jobs.repo.ts';
import * as repo from './pipeline.repo.ts';
import { teamSummary } from './team-summary.ts';

export interface PipelineDeps {
  db: Db;
  now: () => Date;
  urlSigner: ReturnType<typeof createUrlSigner>;
}

const MOVE_SUMMARIES: Record<MovableStage, string> = {
  applied: 'Your application is back under review.',
  screening: 'Your application moved to screening.',
  assessment: 'Your application moved to the assessment stage.',
  interview_slot: 'Your application moved to interview scheduling.',
  documents: 'Your application moved to the documents stage.',
};

function rejectionEmail(to: string, name: string, jobTitle: string, companyName: string, message: string) {
  const lines = [
    `Hi ${name || 'there'},`,
    `Thank you for applying for ${jobTitle} at ${companyName}. After careful review, the team has decided not to take your application further.`,
    ...(message ? [message] : []),
    'We wish you the best in your search.',
  ];
  return {
    to,
    subject: `Your application for ${jobTitle}`,
    text: [...lines, '', `— ${companyName} via ${BRAND}`].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>— ${escapeHtml(companyName)} via ${escapeHtml(BRAND)}</p>`,
    ].join('\n'),
  };
}

export function createPipelineService(deps: PipelineDeps) {
  const { db } = deps;

  function signedResume(key: string | null): string | null {
    if (!key) return null;
    const { expires, signature } = deps.urlSigner.sign(key, FILE_LINK_TTL_SECONDS, deps.now().getTime());
    return `${FILE_LINK_PATH}?${new URLSearchParams({ key, expires: String(expires), signature }).toString()}`;
  }

  /** Locks the application for a move; 404 when it is not this company's, 409 when it is closed. */
  async function movable(tx: DbOrTx, hiring: HiringContext, applicationId: number) {
    const found = await repo.findApplicant(tx, hiring.companyId, applicationId);
    if (!found) throw notFound();
    if (FINAL_STAGES.includes(found.application.stage)) throw detailError(409, PipelineMessages.finalStage);
    return found;
  }

  const moved = (id: number, stage: MovableStage | 'rejected', at: Date) => ({
    id,
    stage,
    stage_label: APPLICATION_STAGE_LABELS[stage],
    stage_changed_at: at.toISOString(),
  });

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
      const [counts, results] = await Promise.all([repo.stageCounts(db, jobId), repo.listApplicants(db, jobId, query)]);
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
        stage_label: APPLICATION_STAGE_LABELS[application.stage],
        stage_changed_at: application.stageChangedAt.toISOString(),
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
          stage_label: APPLICATION_STAGE_LABELS[event.stage],
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

    async move(hiring: HiringContext, applicationId: number, input: { stage: MovableStage; note: string }) {
      if (!MOVABLE_STAGES.includes(input.stage)) throw notFound();
      return db.transaction(async (tx) => {
        const { application } = await movable(tx, hiring, applicationId);
        if (application.stage === input.stage) throw detailError(409, PipelineMessages.sameStage);
        const at = deps.now();
        await recordStageChange(tx, {
          applicationId,
          stage: input.stage,
          action: 'moved',
          summary: MOVE_SUMMARIES[input.stage],
          actor: { kind: 'hiring', userId: hiring.userId },
          at,
          detail: { from: application.stage, ...(input.note ? { note: input.note } : {}) },
        });
        return moved(applicationId, input.stage, at);
      });
    },

    async reject(
      hiring: HiringContext,
      applicationId: number,
      input: { reason: string; note: string; notify: boolean; message: string },
    ) {
      return db.transaction(async (tx) => {
        const { application, job, candidate, email, companyName } = await movable(tx, hiring, applicationId);
        const at = deps.now();
        await recordStageChange(tx, {
          applicationId,
          stage: 'rejected',
          action: 'rejected',
          summary: 'The team decided not to take your application further.',
          actor: { kind: 'hiring', userId: hiring.userId },
          at,
          // the reason stays on the hiring side; the candidate reads the summary
          detail: {
            from: application.stage,
            reason: input.reason,
            notified: input.notify,
            ...(input.note ? { note: input.note } : {}),
          },
        });
        if (input.notify) {
          await enqueueEmail(tx, rejectionEmail(email, candidate.firstName, job.title, companyName, input.message));
        }
        return moved(applicationId, 'rejected', at);
      });
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
