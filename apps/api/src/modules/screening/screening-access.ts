// What every part of self-screening checks first (decision 015): the
// candidate's own application with its job's questions and its screening row,
// whether it may still be recorded, and which questions are asked so far.
import { isOpenState } from '@talent/contracts/application-lifecycle';
import type { ApplicationStatus } from '@talent/contracts/applications';
import { ScreeningMessages } from '@talent/contracts/screening';
import type { Db } from '../../db/client.ts';
import { detailError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { candidateApplication, type ApplicationWithJob } from '../application-core/application-access.ts';
import * as repo from './screening.repo.ts';

/** Everything self-screening's services use; each picks what it needs. */
export interface ScreeningDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
  /** The sender of the interview confirmation e-mail and organizer of its invitation. */
  mailFrom: string;
  publicUrl: string;
}

/** Statuses from which self-screening may be taken: the application's text screening is done or not needed. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['PS', 'SC'];

/**
 * The questions asked so far, in order: each main question, followed (once it
 * is answered) by the follow-ups whose choice matches the answer's choice.
 */
export function askedQuestions(
  questions: repo.QuestionRow[],
  answers: Map<number, repo.AnswerRow>,
): repo.QuestionRow[] {
  const asked: repo.QuestionRow[] = [];
  const children = (parent: repo.QuestionRow) => questions.filter((q) => q.parentId === parent.id);
  const visit = (question: repo.QuestionRow) => {
    asked.push(question);
    const answer = answers.get(question.id);
    if (!answer) return;
    for (const child of children(question)) if (child.followUpChoice === answer.choice) visit(child);
  };
  for (const question of questions) if (question.parentId === null) visit(question);
  return asked;
}

/** The candidate's own application, its job's questions (400 when it has none) and its screening row. */
export async function loadScreening(db: Db, candidateId: number, applicationId: number) {
  const access = await candidateApplication(db, candidateId, applicationId);
  const questions = await repo.jobQuestions(db, access.job.id);
  if (questions.length === 0) throw detailError(400, ScreeningMessages.noSelfScreening);
  const screening = await repo.findScreening(db, applicationId);
  return { ...access, questions, screening };
}

/** The one rule of when a self-screening can be recorded: an open application at PS or SC, not complete. */
export const canRecord = (access: ApplicationWithJob, screening: repo.ScreeningRow | null) =>
  isOpenState(access.application.stage) && OPEN_STATUSES.includes(access.application.status) && !screening?.completedAt;

/** Refuses a change unless the screening is open: right status, not complete. */
export function assertOpen(access: ApplicationWithJob, screening: repo.ScreeningRow | null) {
  const { status } = access.application;
  if (status === 'WD') throw detailError(400, ScreeningMessages.applicationWithdrawn);
  if (!canRecord(access, screening)) {
    if (status === 'AP') throw detailError(400, ScreeningMessages.screeningNotOpen);
    throw detailError(409, ScreeningMessages.screeningClosed);
  }
}

export function assertConsented(screening: repo.ScreeningRow | null): asserts screening is repo.ScreeningRow {
  if (!screening) throw detailError(400, ScreeningMessages.consentRequired);
}

/** The answers given, the questions asked so far and the next one to answer (null when none is left). */
export async function screeningProgress(db: Db, applicationId: number, questions: repo.QuestionRow[]) {
  const answers = new Map((await repo.applicationAnswers(db, applicationId)).map((a) => [a.questionId, a]));
  const asked = askedQuestions(questions, answers);
  const next = asked.find((q) => !answers.has(q.id)) ?? null;
  return { answers, asked, next };
}

/** The screening the candidate may record into now: open (assertOpen) and consented to. */
export async function loadConsented(db: Db, candidateId: number, applicationId: number) {
  const loaded = await loadScreening(db, candidateId, applicationId);
  const { screening, ...access } = loaded;
  assertOpen(access, screening);
  assertConsented(screening);
  return { ...loaded, screening };
}
