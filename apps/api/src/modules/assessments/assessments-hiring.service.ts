// Coding assessments, the hiring team's side (decision 015): the team gives an
// application one assessment with a time limit and a deadline, reads the
// answers and files, and records its review.
import { pathTo } from '@talent/contracts/routes';
import { AssessmentMessages, type CreateAssessment, type ReviewAssessment } from '@talent/contracts/assessments';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { hiringApplication, type HiringScope } from '../application-core/application-access.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import { hiringView } from './assessment-views.ts';
import { scheduleDeadline } from './assessments-deadline.service.ts';
import type { AssessmentsDeps } from './assessments.service.ts';
import {
  assessmentById,
  assessmentFile,
  assessmentOfApplication,
  insertAssessment,
  recordReview,
} from './assessments.repo.ts';

export function createAssessmentsHiringService(deps: AssessmentsDeps) {
  const { db, storage } = deps;

  async function hiringAssessmentRow(scope: HiringScope, assessmentId: number) {
    const row = await assessmentById(db, assessmentId);
    if (!row) throw notFound();
    const access = await hiringApplication(db, scope, row.applicationId);
    return { row, access };
  }

  return {
    async hiringAssessments(scope: HiringScope, applicationId: number) {
      const access = await hiringApplication(db, scope, applicationId);
      const row = await assessmentOfApplication(db, applicationId);
      return { results: row ? [await hiringView(db, row, access, deps.now())] : [] };
    },

    async assign(scope: HiringScope, applicationId: number, body: CreateAssessment) {
      const access = await hiringApplication(db, scope, applicationId);
      if (access.application.status === 'WD') throw detailError(400, AssessmentMessages.applicationClosed);
      const now = deps.now();
      const deadline = new Date(body.deadline_at);
      if (deadline <= now) throw fieldErrors({ deadline_at: 'Choose a deadline in the future.' });
      const row = await db.transaction(async (tx) => {
        const created = await insertAssessment(tx, {
          applicationId,
          candidateId: access.application.candidateId,
          title: body.title,
          instructions: body.instructions,
          questions: body.questions.map((q, i) => ({ id: `q${i + 1}`, ...q })),
          timeLimitMinutes: body.time_limit_minutes,
          deadlineAt: deadline,
          allowFiles: body.allow_files,
          createdAt: now,
        });
        if (!created) throw detailError(409, AssessmentMessages.alreadyAssigned);
        await changeApplicationStatus(tx, {
          applicationId,
          from: ['AP', 'PS', 'SC', 'SS'],
          to: 'AS',
          at: now,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          lifecycle: { state: 'assessment', link: pathTo('codingAssessment', { candidateJobId: applicationId }) },
          action: 'requested',
          summary: `The hiring team sent you a coding assessment: “${body.title}”.`,
          subject: { kind: 'assessment', id: created.id },
          dueAt: deadline,
        });
        await scheduleDeadline(tx, created.id, deadline, now);
        return created;
      });
      return hiringView(db, row, access, deps.now());
    },

    async hiringAssessment(scope: HiringScope, assessmentId: number) {
      const { row, access } = await hiringAssessmentRow(scope, assessmentId);
      return hiringView(db, row, access, deps.now());
    },

    async review(scope: HiringScope, assessmentId: number, body: ReviewAssessment) {
      const { row, access } = await hiringAssessmentRow(scope, assessmentId);
      if (!row.submittedAt) throw detailError(400, 'The candidate has not submitted this assessment.');
      const now = deps.now();
      const reviewed = await db.transaction(async (tx) => {
        const saved = await recordReview(tx, row.id, {
          score: body.score,
          result: body.result,
          feedback: body.feedback,
          reviewedAt: now,
          reviewedBy: scope.userId,
        });
        await recordStageChange(tx, {
          applicationId: row.applicationId,
          stage: 'assessment',
          action: 'reviewed',
          summary: `The hiring team reviewed your coding assessment “${row.title}”.`,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          at: now,
          subject: { kind: 'assessment', id: row.id },
          keepStage: true,
        });
        return saved;
      });
      return hiringView(db, reviewed, access, deps.now());
    },

    async hiringFile(scope: HiringScope, assessmentId: number, fileId: number) {
      const { row } = await hiringAssessmentRow(scope, assessmentId);
      const file = await assessmentFile(db, row.id, fileId);
      if (!file) throw notFound();
      const data = await storage.get(file.storageKey);
      if (!data) throw notFound();
      // served as an attachment and as plain text at most: nothing the candidate wrote runs in a browser either
      return { data, contentType: file.contentType, filename: file.filename };
    },
  };
}

export type AssessmentsHiringService = ReturnType<typeof createAssessmentsHiringService>;
