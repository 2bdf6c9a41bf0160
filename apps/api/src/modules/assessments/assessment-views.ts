// A coding assessment as the candidate and the hiring team read it (decision
// 015): its state, which the clock decides, its summary, its files and its
// result once reviewed.
import {
  ASSESSMENT_GRACE_SECONDS,
  ASSESSMENT_STATE_LABELS,
  type AssessmentState,
  type AssessmentSummary,
  type HiringAssessment,
} from '@talent/contracts/assessments';
import type { DbOrTx } from '../../db/client.ts';
import type { ApplicationWithJob } from '../application-core/application-access.ts';
import { assessmentFilesOf, type AssessmentFileRow, type AssessmentRow } from './assessments.repo.ts';

export function assessmentState(row: AssessmentRow, now: Date): AssessmentState {
  if (row.reviewedAt) return 'reviewed';
  if (row.submittedAt) return 'submitted';
  if (row.endsAt)
    return now.getTime() > row.endsAt.getTime() + ASSESSMENT_GRACE_SECONDS * 1000 ? 'expired' : 'in_progress';
  return now > row.deadlineAt ? 'expired' : 'assigned';
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
export const toFile = (row: AssessmentFileRow) => ({
  id: row.id,
  question_id: row.questionId,
  filename: row.filename,
  size_bytes: row.sizeBytes,
  uploaded_at: iso(row.uploadedAt),
});
export const resultOf = (row: AssessmentRow) =>
  row.reviewedAt && row.result
    ? { score: row.score ?? 0, result: row.result, feedback: row.feedback ?? '', reviewed_at: iso(row.reviewedAt) }
    : null;

export function summary(row: AssessmentRow, access: Pick<ApplicationWithJob, 'job'>, now: Date): AssessmentSummary {
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

/** The team's view: the answers, the files with their download paths, the result. */
export async function hiringView(
  db: DbOrTx,
  row: AssessmentRow,
  access: ApplicationWithJob,
  now: Date,
): Promise<HiringAssessment> {
  return {
    ...summary(row, access, now),
    instructions: row.instructions,
    allow_files: row.allowFiles,
    questions: row.questions.map((q) => ({ ...q, language: q.language as never })),
    answers: row.answers,
    files: (await assessmentFilesOf(db, row.id)).map((f) => ({
      ...toFile(f),
      file_path: `/api/hiring/assessments/${row.id}/files/${f.id}/`,
    })),
    result: resultOf(row),
  };
}
