// Self-screening, the hiring team's side (decision 015): the job's video
// questions and follow-ups, its live-interview slots, and an application's
// answers with their videos, for the job's team only.
import type { CreateScreeningQuestion, CreateSlot, HiringSelfScreening } from '@talent/contracts/screening';
import { fieldErrors, notFound } from '../../lib/errors.ts';
import { hiringApplication, hiringJob, type HiringScope } from '../application-core/application-access.ts';
import { isoOrNull, screeningState, toAnswer, toBooking, toHiringQuestion, toHiringSlot } from './screening-views.ts';
import type { ScreeningDeps } from './screening-access.ts';
import * as repo from './screening.repo.ts';

export type ScreeningHiringDeps = Pick<ScreeningDeps, 'db' | 'now' | 'storage'>;

export function createScreeningHiringService(deps: ScreeningHiringDeps) {
  const { db, storage } = deps;

  return {
    async hiringQuestions(scope: HiringScope, jobId: number) {
      await hiringJob(db, scope, jobId);
      return { results: (await repo.jobQuestions(db, jobId)).map(toHiringQuestion) };
    },

    async createQuestion(scope: HiringScope, jobId: number, body: CreateScreeningQuestion) {
      await hiringJob(db, scope, jobId);
      const existing = await repo.jobQuestions(db, jobId);
      if (body.parent_id !== undefined) {
        const parent = existing.find((q) => q.id === body.parent_id);
        if (!parent || parent.parentId !== null)
          throw fieldErrors({ parent_id: 'Choose a main question of this job.' });
        if (!parent.choices.includes(body.follow_up_choice!))
          throw fieldErrors({ follow_up_choice: 'Choose one of the parent question’s choices.' });
      }
      const row = await repo.insertQuestion(db, {
        jobId,
        parentId: body.parent_id ?? null,
        followUpChoice: body.follow_up_choice ?? null,
        position: body.position ?? existing.length,
        prompt: body.prompt,
        choices: body.choices,
        maxSeconds: body.max_seconds,
      });
      return toHiringQuestion(row);
    },

    async hiringSlots(scope: HiringScope, jobId: number) {
      await hiringJob(db, scope, jobId);
      return { results: (await repo.jobSlots(db, jobId)).map(toHiringSlot) };
    },

    async createSlot(scope: HiringScope, jobId: number, body: CreateSlot) {
      await hiringJob(db, scope, jobId);
      const startsAt = new Date(body.starts_at);
      if (startsAt <= deps.now()) throw fieldErrors({ starts_at: 'Choose a time in the future.' });
      const row = await repo.insertSlot(db, {
        jobId,
        startsAt,
        durationMinutes: body.duration_minutes,
        capacity: body.capacity,
      });
      return toHiringSlot(row);
    },

    async hiringSelfScreening(scope: HiringScope, applicationId: number): Promise<HiringSelfScreening> {
      const access = await hiringApplication(db, scope, applicationId);
      const questions = new Map((await repo.jobQuestions(db, access.job.id)).map((q) => [q.id, q]));
      const screening = await repo.findScreening(db, applicationId);
      const answers = await repo.applicationAnswers(db, applicationId);
      return {
        application_id: applicationId,
        state: screeningState(screening),
        consented_at: isoOrNull(screening?.consentedAt ?? null),
        completed_at: isoOrNull(screening?.completedAt ?? null),
        answers: answers.map((a) => ({
          ...toAnswer(a),
          question_id: a.questionId,
          prompt: questions.get(a.questionId)?.prompt ?? '',
          content_type: a.contentType,
          video_path: `/api/hiring/self-screening/answers/${a.id}/video/`,
        })),
        booking: toBooking(await repo.findBooking(db, applicationId)),
      };
    },

    async answerVideo(scope: HiringScope, answerId: number) {
      const answer = await repo.findAnswer(db, answerId);
      if (!answer) throw notFound();
      await hiringApplication(db, scope, answer.applicationId);
      const data = await storage.get(answer.videoKey);
      if (!data) throw notFound();
      return {
        data,
        contentType: answer.contentType,
        filename: `answer-${answer.id}.${answer.contentType.split('/')[1]}`,
      };
    },
  };
}

export type ScreeningHiringService = ReturnType<typeof createScreeningHiringService>;
