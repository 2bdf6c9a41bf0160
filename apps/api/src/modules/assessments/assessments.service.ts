// Coding assessments, the candidate's side (spec 02 §7 catalogue; decision 015). The hiring team
// gives an application one assessment with a time limit and a deadline; the
// candidate consents, which starts the clock on the server (ends_at = the
// earlier of start + limit and the deadline); drafts and the submission are
// refused after ends_at (a few seconds' grace for the network). Answers are
// stored as text and files; no candidate code runs on the server. The team's
// side is in assessments-hiring.service.ts, the deadline in
// assessments-deadline.service.ts.
import { pathTo } from '@talent/contracts/routes';
import {
  ASSESSMENT_FILE_MAX_BYTES,
  ASSESSMENT_MAX_FILES,
  AssessmentMessages,
  type AssessmentReport,
  type CandidateAssessment,
} from '@talent/contracts/assessments';
import type { Db } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { cleanFilename, extensionOf } from '../../lib/file-inspection.ts';
import type { Storage } from '../../lib/storage.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { candidateApplication, type ApplicationWithJob } from '../application-core/application-access.ts';
import { recordCandidateStep } from '../application-core/lifecycle.ts';
import { assessmentState, iso, isoOrNull, resultOf, summary, toFile } from './assessment-views.ts';
import {
  assessmentFilesOf,
  assessmentOfApplication,
  candidateAssessments,
  insertAssessmentFile,
  startAssessment,
  writeAnswers,
  type AssessmentRow,
} from './assessments.repo.ts';

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

export function createAssessmentsService(deps: AssessmentsDeps) {
  const { db, storage } = deps;

  const byApplication = (applicationId: number) => assessmentOfApplication(db, applicationId);
  const files = (assessmentId: number) => assessmentFilesOf(db, assessmentId);

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
