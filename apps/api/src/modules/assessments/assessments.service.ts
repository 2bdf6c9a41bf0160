// Coding assessments (spec 02 §7 catalogue; decision 015). The hiring team
// gives an application one assessment with a time limit and a deadline; the
// candidate consents, which starts the clock on the server (ends_at = the
// earlier of start + limit and the deadline); drafts and the submission are
// refused after ends_at (a few seconds' grace for the network). Answers are
// stored as text and files; no candidate code runs on the server.
import { pathTo } from '@talent/contracts/routes';
import {
  ASSESSMENT_FILE_MAX_BYTES,
  ASSESSMENT_GRACE_SECONDS,
  ASSESSMENT_MAX_FILES,
  ASSESSMENT_STATE_LABELS,
  AssessmentDeadlineNotices,
  AssessmentMessages,
  type AssessmentReport,
  type AssessmentState,
  type AssessmentSummary,
  type CandidateAssessment,
  type CreateAssessment,
  type HiringAssessment,
  type ReviewAssessment,
} from '@talent/contracts/assessments';
import type { Db } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { cleanFilename, extensionOf } from '../../lib/file-inspection.ts';
import type { Storage } from '../../lib/storage.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import {
  candidateApplication,
  hiringApplication,
  type ApplicationWithJob,
  type HiringScope,
} from '../application-core/application-access.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import { recordCandidateStep, remindInApp, tellLapse } from '../application-core/lifecycle.ts';
import { enqueue } from '../../lib/queue.ts';
import {
  assessmentById,
  assessmentFile,
  assessmentFilesOf,
  assessmentOfApplication,
  candidateAssessments,
  insertAssessment,
  insertAssessmentFile,
  recordReview,
  startAssessment,
  writeAnswers,
  type AssessmentFileRow,
  type AssessmentRow,
} from './assessments.repo.ts';

export const ASSESSMENT_REMINDER_JOB = 'assessments.deadline-reminder';
/** decision 046: at the deadline, both sides are told if it was not submitted. */
export const ASSESSMENT_LAPSE_JOB = 'assessments.deadline-lapse';
export const ASSESSMENT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export interface AssessmentsDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
}

/** Text and source files, PDFs and ZIP archives; the content must be one of these (decision 015). */
const SOURCE_EXTENSIONS = new Set([
  'txt',
  'md',
  'js',
  'ts',
  'tsx',
  'jsx',
  'py',
  'java',
  'sql',
  'json',
  'go',
  'rb',
  'c',
  'cpp',
  'cs',
  'kt',
]);

function fileKind(filename: string, data: Buffer): string | null {
  const extension = extensionOf(filename);
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return extension === 'pdf' ? 'application/pdf' : null;
  if (data.readUInt32LE(0) === 0x04034b50) return extension === 'zip' ? 'application/zip' : null;
  // source code: valid UTF-8 text without NUL bytes
  if (!SOURCE_EXTENSIONS.has(extension) || data.includes(0)) return null;
  const text = data.toString('utf8');
  return Buffer.from(text, 'utf8').equals(data) ? 'text/plain; charset=utf-8' : null;
}

export function assessmentState(row: AssessmentRow, now: Date): AssessmentState {
  if (row.reviewedAt) return 'reviewed';
  if (row.submittedAt) return 'submitted';
  if (row.endsAt)
    return now.getTime() > row.endsAt.getTime() + ASSESSMENT_GRACE_SECONDS * 1000 ? 'expired' : 'in_progress';
  return now > row.deadlineAt ? 'expired' : 'assigned';
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const toFile = (row: AssessmentFileRow) => ({
  id: row.id,
  question_id: row.questionId,
  filename: row.filename,
  size_bytes: row.sizeBytes,
  uploaded_at: iso(row.uploadedAt),
});
const resultOf = (row: AssessmentRow) =>
  row.reviewedAt && row.result
    ? { score: row.score ?? 0, result: row.result, feedback: row.feedback ?? '', reviewed_at: iso(row.reviewedAt) }
    : null;

export function createAssessmentsService(deps: AssessmentsDeps) {
  const { db, storage } = deps;

  const byApplication = (applicationId: number) => assessmentOfApplication(db, applicationId);
  const files = (assessmentId: number) => assessmentFilesOf(db, assessmentId);

  function summary(row: AssessmentRow, access: Pick<ApplicationWithJob, 'job'>, now: Date): AssessmentSummary {
    const state = assessmentState(row, now);
    return {
      id: row.id,
      application_id: row.applicationId,
      job_title: access.job.title,
      company_name: access.job.companyName,
      title: row.title,
      state,
      state_label: ASSESSMENT_STATE_LABELS[state],
      time_limit_minutes: row.timeLimitMinutes,
      deadline_at: iso(row.deadlineAt),
      ends_at: isoOrNull(row.endsAt),
      submitted_at: isoOrNull(row.submittedAt),
    };
  }

  async function candidateView(row: AssessmentRow, access: ApplicationWithJob): Promise<CandidateAssessment> {
    const now = deps.now();
    const base = summary(row, access, now);
    const started = row.endsAt !== null;
    return {
      ...base,
      instructions: row.instructions,
      allow_files: row.allowFiles,
      questions: started ? row.questions.map((q) => ({ ...q, language: q.language as never })) : [],
      question_count: row.questions.length,
      draft: row.submittedAt ? (row.answers ?? {}) : row.draft,
      draft_saved_at: isoOrNull(row.draftSavedAt),
      files: (await files(row.id)).map(toFile),
      server_now: iso(now),
      seconds_left:
        base.state === 'in_progress' && row.endsAt
          ? Math.max(0, Math.floor((row.endsAt.getTime() - now.getTime()) / 1000))
          : null,
    };
  }

  async function own(candidateId: number, applicationId: number) {
    const access = await candidateApplication(db, candidateId, applicationId);
    const row = await byApplication(applicationId);
    if (!row) throw notFound();
    return { access, row };
  }

  /** Refuses writes unless the clock runs: started, not submitted, not over. */
  function assertRunning(row: AssessmentRow) {
    const state = assessmentState(row, deps.now());
    if (state === 'submitted' || state === 'reviewed') throw detailError(409, AssessmentMessages.alreadySubmitted);
    if (state === 'assigned') throw detailError(400, AssessmentMessages.notStarted);
    if (state === 'expired')
      throw detailError(409, row.endsAt ? AssessmentMessages.timeOver : AssessmentMessages.deadlinePassed);
  }

  function checkAnswers(row: AssessmentRow, answers: Record<string, string>) {
    const known = new Set(row.questions.map((q) => q.id));
    const unknown = Object.keys(answers).filter((id) => !known.has(id));
    if (unknown.length)
      throw fieldErrors(Object.fromEntries(unknown.map((id) => [id, AssessmentMessages.unknownQuestion])));
  }

  async function hiringView(row: AssessmentRow, access: ApplicationWithJob): Promise<HiringAssessment> {
    return {
      ...summary(row, access, deps.now()),
      instructions: row.instructions,
      allow_files: row.allowFiles,
      questions: row.questions.map((q) => ({ ...q, language: q.language as never })),
      answers: row.answers,
      files: (await files(row.id)).map((f) => ({
        ...toFile(f),
        file_path: `/api/hiring/assessments/${row.id}/files/${f.id}/`,
      })),
      result: resultOf(row),
    };
  }

  async function hiringAssessmentRow(scope: HiringScope, assessmentId: number) {
    const row = await assessmentById(db, assessmentId);
    if (!row) throw notFound();
    const access = await hiringApplication(db, scope, row.applicationId);
    return { row, access };
  }

  return {
    async questions(candidateId: number, applicationId: number) {
      const { access, row } = await own(candidateId, applicationId);
      return candidateView(row, access);
    },

    async consent(candidateId: number, applicationId: number) {
      const { access, row } = await own(candidateId, applicationId);
      const now = deps.now();
      const state = assessmentState(row, now);
      if (state === 'expired') throw detailError(409, AssessmentMessages.deadlinePassed);
      if (state !== 'assigned') throw detailError(409, AssessmentMessages.alreadyStarted);
      const endsAt = new Date(Math.min(now.getTime() + row.timeLimitMinutes * 60_000, row.deadlineAt.getTime()));
      const started = await startAssessment(db, row.id, now, endsAt);
      if (!started) throw detailError(409, AssessmentMessages.alreadyStarted);
      return candidateView(started, access);
    },

    async saveDraft(candidateId: number, applicationId: number, answers: Record<string, string>) {
      const { access, row } = await own(candidateId, applicationId);
      assertRunning(row);
      checkAnswers(row, answers);
      const saved = await writeAnswers(db, row.id, { draft: answers, draftSavedAt: deps.now() });
      if (!saved) throw detailError(409, AssessmentMessages.alreadySubmitted);
      return candidateView(saved, access);
    },

    async submit(candidateId: number, applicationId: number, answers: Record<string, string>) {
      const { access, row } = await own(candidateId, applicationId);
      assertRunning(row);
      checkAnswers(row, answers);
      const now = deps.now();
      const submitted = await db.transaction(async (tx) => {
        const saved = await writeAnswers(tx, row.id, { answers, draft: answers, draftSavedAt: now, submittedAt: now });
        if (!saved) throw detailError(409, AssessmentMessages.alreadySubmitted);
        await recordCandidateStep(tx, {
          applicationId,
          step: 'assessment_submitted',
          summary: `You submitted the coding assessment “${row.title}”.`,
          at: now,
          subject: { kind: 'assessment', id: row.id },
        });
        return saved;
      });
      return candidateView(submitted, access);
    },

    async upload(
      candidateId: number,
      applicationId: number,
      file: { questionId: string; filename: string; data: Buffer },
    ) {
      const { row } = await own(candidateId, applicationId);
      assertRunning(row);
      if (!row.allowFiles) throw detailError(400, AssessmentMessages.filesNotAllowed);
      if (!row.questions.some((q) => q.id === file.questionId))
        throw fieldErrors({ question_id: AssessmentMessages.unknownQuestion });
      if (file.data.length === 0) throw fieldErrors({ file: AssessmentMessages.noFile });
      if (file.data.length > ASSESSMENT_FILE_MAX_BYTES) throw fieldErrors({ file: AssessmentMessages.fileTooLarge });
      const contentType = fileKind(file.filename, file.data);
      if (!contentType) throw fieldErrors({ file: AssessmentMessages.fileType });
      if ((await files(row.id)).length >= ASSESSMENT_MAX_FILES)
        throw fieldErrors({ file: AssessmentMessages.tooManyFiles });
      const extension = extensionOf(file.filename);
      const key = await storage.put(`candidates/${candidateId}/assessments/${row.id}`, file.data, extension);
      const saved = await insertAssessmentFile(db, {
        assessmentId: row.id,
        candidateId,
        questionId: file.questionId,
        filename: cleanFilename(file.filename, `answer.${extension}`),
        contentType,
        sizeBytes: file.data.length,
        storageKey: key,
        uploadedAt: deps.now(),
      });
      return toFile(saved);
    },

    async myAssessments(candidateId: number) {
      const rows = await candidateAssessments(db, candidateId);
      const now = deps.now();
      return {
        results: rows.map((r) =>
          summary(r.assessment, { job: { id: 0, title: r.title, companyId: 0, companyName: r.companyName } }, now),
        ),
      };
    },

    async report(candidateId: number, applicationId: number): Promise<AssessmentReport> {
      const { access, row } = await own(candidateId, applicationId);
      const result = resultOf(row);
      if (!result) throw detailError(400, AssessmentMessages.notReviewed);
      return {
        ...summary(row, access, deps.now()),
        questions: row.questions.map((q) => ({ ...q, language: q.language as never })),
        answers: row.answers ?? {},
        files: (await files(row.id)).map(toFile),
        result,
      };
    },

    // ----------------------------------------------------------- hiring side

    async hiringAssessments(scope: HiringScope, applicationId: number) {
      const access = await hiringApplication(db, scope, applicationId);
      const row = await byApplication(applicationId);
      return { results: row ? [await hiringView(row, access)] : [] };
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
        // a reminder 24 h before the deadline, through the queue (decision 032)
        const remindAt = deadline.getTime() - ASSESSMENT_REMINDER_BEFORE_MS;
        if (remindAt > now.getTime()) {
          await enqueue(
            tx,
            ASSESSMENT_REMINDER_JOB,
            { assessmentId: created.id, deadlineAt: deadline.toISOString() },
            { runAt: new Date(remindAt), dedupeKey: `assessment-reminder:${created.id}:${deadline.getTime()}` },
          );
        }
        await enqueue(
          tx,
          ASSESSMENT_LAPSE_JOB,
          { assessmentId: created.id, deadlineAt: deadline.toISOString() },
          { runAt: deadline, dedupeKey: `assessment-lapse:${created.id}:${deadline.getTime()}` },
        );
        return created;
      });
      return hiringView(row, access);
    },

    async hiringAssessment(scope: HiringScope, assessmentId: number) {
      const { row, access } = await hiringAssessmentRow(scope, assessmentId);
      return hiringView(row, access);
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
      return hiringView(reviewed, access);
    },

    /** 24 h before the deadline: a reminder in the bell and by e-mail, if the assessment is still not submitted. */
    async remind(payload: { assessmentId: number; deadlineAt: string }) {
      const row = await assessmentById(db, payload.assessmentId);
      if (!row || row.submittedAt || row.deadlineAt.toISOString() !== payload.deadlineAt) return;
      if (row.deadlineAt <= deps.now()) return;
      await db.transaction((tx) =>
        remindInApp(tx, {
          applicationId: row.applicationId,
          what: 'assessment',
          title: 'Your assessment is due soon',
          body: `Submit “${row.title}” before ${row.deadlineAt.toUTCString()}.`,
          link: pathTo('codingAssessment', { candidateJobId: row.applicationId }),
          key: `assessment-reminder-mail:${row.id}:${row.deadlineAt.getTime()}`,
          email: true,
        }),
      );
    },

    /**
     * The deadline passed without a submission (decision 046): the application
     * stays where it is; the timeline says so, the candidate is told in-app and
     * by e-mail, the team in-app.
     */
    async lapse(payload: { assessmentId: number; deadlineAt: string }) {
      await db.transaction(async (tx) => {
        const row = await assessmentById(tx, payload.assessmentId);
        if (!row || row.submittedAt || row.deadlineAt.toISOString() !== payload.deadlineAt) return;
        await tellLapse(tx, {
          applicationId: row.applicationId,
          what: 'assessment',
          subjectId: row.id,
          deadline: row.deadlineAt,
          notices: AssessmentDeadlineNotices,
          link: pathTo('appliedJob', { jobApplicationId: row.applicationId }),
          category: 'updates',
        });
      });
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

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

/** Timeline next step: an assessment to start or finish, by the time it must be in (decision 015). */
export const codingAssessmentStep: NextStepSource = async (db, application, now) => {
  const row = await assessmentOfApplication(db, application.id);
  if (!row) return [];
  const state = assessmentState(row, now);
  if (state !== 'assigned' && state !== 'in_progress') return [];
  const due = row.endsAt && row.endsAt < row.deadlineAt ? row.endsAt : row.deadlineAt;
  return [
    {
      title:
        state === 'assigned'
          ? `Take the coding assessment: ${row.title}`
          : `Finish the coding assessment: ${row.title}`,
      link: pathTo('codingAssessment', { candidateJobId: application.id }),
      due_at: iso(due),
      stage: 'assessment',
    },
  ];
};
