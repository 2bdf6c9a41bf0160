// Self-screening (spec 02 §7 catalogue; decision 015): consent first (nothing
// is recorded before it), a device check, video answers per question with one
// retake, follow-ups that depend on the answer's choice, resumable chunked
// uploads checked by their bytes, a live-interview slot, completion that moves
// the application to SS. The hiring side writes questions and slots and reads
// the answers, through the same service.
import { randomUUID } from 'node:crypto';
import { DEFAULT_DATE_LOCALE, formatDateTime } from '@talent/contracts/date-format';
import { isOpenState } from '@talent/contracts/application-lifecycle';
import type { ApplicationStatus } from '@talent/contracts/applications';
import { pathTo } from '@talent/contracts/routes';
import {
  SCREENING_CONSENT_VERSION,
  SCREENING_DURATION_GRACE_MS,
  SCREENING_MAX_ATTEMPTS,
  SCREENING_RETENTION_DAYS,
  SCREENING_VIDEO_CHUNK_BYTES,
  SCREENING_VIDEO_CHUNK_MAX_BYTES,
  SCREENING_VIDEO_MAX_BYTES,
  ScreeningMessages,
  type Booking,
  type CreateScreeningQuestion,
  type CreateSlot,
  type HiringScreeningQuestion,
  type HiringSelfScreening,
  type HiringSlot,
  type InterviewSlot,
  type QuestionList,
  type ScreeningAnswer,
  type ScreeningConsent,
  type ScreeningQuestionV2,
  type StartUpload,
  type UploadState,
} from '@talent/contracts/screening';
import type { Db } from '../../db/client.ts';
import { calendarInvitation } from '../../lib/calendar.ts';
import { detailError, detailErrorWith, fieldErrors, notFound } from '../../lib/errors.ts';
import { inspectUpload, VIDEO_KINDS } from '../../lib/file-inspection.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  candidateApplication,
  hiringApplication,
  hiringJob,
  type ApplicationWithJob,
  type HiringScope,
} from '../application-core/application-access.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import { candidateViewOf } from '../application-core/lifecycle.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { candidateFacts } from '../../db/application-facts.ts';
import * as repo from './screening.repo.ts';
import { inspectVideo } from './video-duration.ts';

export interface ScreeningDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
  /** The sender of the confirmation e-mail and organizer of its invitation. */
  mailFrom: string;
  publicUrl: string;
}

/** Statuses from which self-screening may be taken: the application's text screening is done or not needed. */
const OPEN_STATUSES: readonly ApplicationStatus[] = ['PS', 'SC'];

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const CONSENT_TEXT = {
  recorded: [
    'A video and sound recording of each answer you give, and the choice you pick where a question offers one.',
    'When you gave consent, when your camera and microphone were checked, and when you finished.',
    'The interview slot you book and your time zone.',
  ],
  whoSees: 'Only the hiring team of this job and you. Recordings are never shown on public pages.',
};

function toSlot(row: repo.SlotRow): InterviewSlot {
  return {
    id: row.id,
    starts_at: iso(row.startsAt),
    ends_at: iso(new Date(row.startsAt.getTime() + row.durationMinutes * 60_000)),
    duration_minutes: row.durationMinutes,
    seats_left: Math.max(0, row.capacity - row.bookedCount),
  };
}

function toHiringSlot(row: repo.SlotRow): HiringSlot {
  return { ...toSlot(row), job_id: row.jobId, capacity: row.capacity, booked_count: row.bookedCount };
}

function toBooking(found: { booking: repo.BookingRow; slot: repo.SlotRow } | null): Booking | null {
  if (!found) return null;
  return { slot: toSlot(found.slot), time_zone: found.booking.timeZone, booked_at: iso(found.booking.bookedAt) };
}

function toAnswer(row: repo.AnswerRow): ScreeningAnswer {
  return {
    id: row.id,
    choice: row.choice,
    duration_ms: row.durationMs,
    size_bytes: row.sizeBytes,
    attempts: row.attempts,
    retakes_left: Math.max(0, SCREENING_MAX_ATTEMPTS - row.attempts),
    recorded_at: iso(row.recordedAt),
  };
}

function toQuestion(row: repo.QuestionRow, answer: repo.AnswerRow | undefined): ScreeningQuestionV2 {
  return {
    id: row.id,
    prompt: row.prompt,
    choices: row.choices,
    max_seconds: row.maxSeconds,
    parent_id: row.parentId,
    follow_up_choice: row.followUpChoice,
    answer: answer ? toAnswer(answer) : null,
  };
}

function toHiringQuestion(row: repo.QuestionRow): HiringScreeningQuestion {
  const { answer: _answer, ...question } = toQuestion(row, undefined);
  return { ...question, job_id: row.jobId, position: row.position };
}

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

export function createScreeningService(deps: ScreeningDeps) {
  const { db, storage } = deps;

  async function load(candidateId: number, applicationId: number) {
    const access = await candidateApplication(db, candidateId, applicationId);
    const questions = await repo.jobQuestions(db, access.job.id);
    if (questions.length === 0) throw detailError(400, ScreeningMessages.noSelfScreening);
    const screening = await repo.findScreening(db, applicationId);
    return { ...access, questions, screening };
  }

  /** The one rule of when a self-screening can be recorded: an open application at PS or SC, not complete. */
  const canRecord = (access: ApplicationWithJob, screening: repo.ScreeningRow | null) =>
    isOpenState(access.application.stage) &&
    OPEN_STATUSES.includes(access.application.status) &&
    !screening?.completedAt;

  /** Refuses a change unless the screening is open: right status, not complete. */
  function assertOpen(access: ApplicationWithJob, screening: repo.ScreeningRow | null) {
    const { status } = access.application;
    if (status === 'WD') throw detailError(400, ScreeningMessages.applicationWithdrawn);
    if (!canRecord(access, screening)) {
      if (status === 'AP') throw detailError(400, ScreeningMessages.screeningNotOpen);
      throw detailError(409, ScreeningMessages.screeningClosed);
    }
  }

  function assertConsented(screening: repo.ScreeningRow | null): asserts screening is repo.ScreeningRow {
    if (!screening) throw detailError(400, ScreeningMessages.consentRequired);
  }

  function consentView(access: ApplicationWithJob, screening: repo.ScreeningRow | null): ScreeningConsent {
    return {
      application_id: access.application.id,
      job_title: access.job.title,
      company_name: access.job.companyName,
      state: screening?.completedAt ? 'completed' : screening ? 'in_progress' : 'not_started',
      open: canRecord(access, screening),
      consent_version: SCREENING_CONSENT_VERSION,
      consented_at: isoOrNull(screening?.consentedAt ?? null),
      device_checked_at: isoOrNull(screening?.deviceCheckedAt ?? null),
      completed_at: isoOrNull(screening?.completedAt ?? null),
      recorded: CONSENT_TEXT.recorded,
      who_sees: CONSENT_TEXT.whoSees,
      retention_days: SCREENING_RETENTION_DAYS,
    };
  }

  async function progress(applicationId: number, questions: repo.QuestionRow[]) {
    const answers = new Map((await repo.applicationAnswers(db, applicationId)).map((a) => [a.questionId, a]));
    const asked = askedQuestions(questions, answers);
    const next = asked.find((q) => !answers.has(q.id)) ?? null;
    return { answers, asked, next };
  }

  async function slotsOffered(jobId: number, applicationId: number) {
    const booking = await repo.findBooking(db, applicationId);
    return { booking, offered: Boolean(booking) || (await repo.hasFutureSlots(db, jobId, deps.now())) };
  }

  async function ownUpload(candidateId: number, applicationId: number, uploadId: string) {
    const upload = await repo.findUpload(db, uploadId);
    if (!upload || upload.candidateId !== candidateId || upload.applicationId !== applicationId) throw notFound();
    return upload;
  }

  const uploadView = (upload: repo.UploadRow): UploadState => ({
    upload_id: upload.id,
    question_id: upload.questionId,
    size_bytes: upload.sizeBytes,
    offset: upload.receivedBytes,
    chunk_bytes: SCREENING_VIDEO_CHUNK_BYTES,
    completed: upload.completedAt !== null,
  });

  async function removeFiles(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  }

  return {
    async consentShow(candidateId: number, applicationId: number): Promise<ScreeningConsent> {
      const { screening, ...access } = await load(candidateId, applicationId);
      return consentView(access, screening);
    },

    async updateConsent(candidateId: number, applicationId: number): Promise<ScreeningConsent> {
      const { screening, ...access } = await load(candidateId, applicationId);
      assertOpen(access, screening);
      if (!screening) {
        await repo.insertConsent(db, {
          applicationId,
          candidateId,
          consentVersion: SCREENING_CONSENT_VERSION,
          consentedAt: deps.now(),
        });
      }
      return consentView(access, await repo.findScreening(db, applicationId));
    },

    async deviceCheck(
      candidateId: number,
      applicationId: number,
      devices: { camera: boolean; microphone: boolean },
    ): Promise<ScreeningConsent> {
      const { screening, ...access } = await load(candidateId, applicationId);
      assertOpen(access, screening);
      assertConsented(screening);
      if (!devices.camera || !devices.microphone) throw detailError(400, ScreeningMessages.devicesRequired);
      await repo.recordDeviceCheck(db, applicationId, deps.now());
      return consentView(access, await repo.findScreening(db, applicationId));
    },

    async questionList(candidateId: number, applicationId: number): Promise<QuestionList> {
      const { screening, questions, ...access } = await load(candidateId, applicationId);
      const { answers, asked, next } = await progress(applicationId, questions);
      const { booking, offered } = await slotsOffered(access.job.id, applicationId);
      const open = !screening?.completedAt && OPEN_STATUSES.includes(access.application.status);
      return {
        application_id: applicationId,
        job_title: access.job.title,
        company_name: access.job.companyName,
        state: screening?.completedAt ? 'completed' : screening ? 'in_progress' : 'not_started',
        consented: Boolean(screening),
        device_checked: Boolean(screening?.deviceCheckedAt),
        questions: asked.map((q) => toQuestion(q, answers.get(q.id))),
        next_question_id: next?.id ?? null,
        slots_offered: offered,
        booking: toBooking(booking),
        can_complete: open && Boolean(screening) && next === null && (!offered || Boolean(booking)),
      };
    },

    async followUp(candidateId: number, applicationId: number, questionId: number) {
      const { questions } = await load(candidateId, applicationId);
      const question = questions.find((q) => q.id === questionId);
      if (!question) throw notFound();
      const { answers, asked } = await progress(applicationId, questions);
      const answer = answers.get(questionId);
      if (!asked.includes(question) || !answer) return { follow_up: null };
      const followUp = questions.find((q) => q.parentId === questionId && q.followUpChoice === answer.choice);
      return { follow_up: followUp ? toQuestion(followUp, answers.get(followUp.id)) : null };
    },

    async startUpload(candidateId: number, applicationId: number, body: StartUpload): Promise<UploadState> {
      const { screening, questions, ...access } = await load(candidateId, applicationId);
      assertOpen(access, screening);
      assertConsented(screening);
      const { answers, asked } = await progress(applicationId, questions);
      const question = asked.find((q) => q.id === body.question_id);
      if (!question) throw fieldErrors({ question_id: ScreeningMessages.questionNotAvailable });
      if ((answers.get(question.id)?.attempts ?? 0) >= SCREENING_MAX_ATTEMPTS)
        throw detailError(409, ScreeningMessages.noRetakesLeft);
      const choice = question.choices.length ? (body.choice ?? '') : null;
      if (choice !== null && !question.choices.includes(choice))
        throw fieldErrors({ choice: ScreeningMessages.choiceRequired });
      if (body.duration_ms > question.maxSeconds * 1000 + SCREENING_DURATION_GRACE_MS)
        throw fieldErrors({ duration_ms: ScreeningMessages.videoTooLong });
      const upload = await repo.insertUpload(db, {
        id: randomUUID(),
        applicationId,
        candidateId,
        questionId: question.id,
        choice,
        contentType: body.content_type,
        sizeBytes: body.size_bytes,
        durationMs: body.duration_ms,
        createdAt: deps.now(),
      });
      return uploadView(upload);
    },

    async uploadState(candidateId: number, applicationId: number, uploadId: string): Promise<UploadState> {
      return uploadView(await ownUpload(candidateId, applicationId, uploadId));
    },

    async uploadChunk(
      candidateId: number,
      applicationId: number,
      uploadId: string,
      offset: number,
      data: Buffer,
    ): Promise<UploadState> {
      const upload = await ownUpload(candidateId, applicationId, uploadId);
      if (upload.completedAt) throw detailError(409, ScreeningMessages.uploadDone);
      const conflict = (at: number) => detailErrorWith(409, ScreeningMessages.uploadOffset, { offset: at });
      if (offset !== upload.receivedBytes) throw conflict(upload.receivedBytes);
      if (data.length === 0 || data.length > SCREENING_VIDEO_CHUNK_MAX_BYTES)
        throw detailError(400, ScreeningMessages.uploadTooLong);
      if (offset + data.length > upload.sizeBytes) throw detailError(400, ScreeningMessages.uploadTooLong);
      const key = await storage.put(`candidates/${candidateId}/screening-uploads/${uploadId}`, data, 'part');
      const updated = await db.transaction((tx) =>
        repo.acknowledgeChunk(tx, { uploadId, offset, size: data.length, storageKey: key }),
      );
      if (!updated) {
        // another request delivered this part first: keep its copy, drop ours
        await removeFiles([key]);
        const current = await ownUpload(candidateId, applicationId, uploadId);
        if (current.completedAt) throw detailError(409, ScreeningMessages.uploadDone);
        throw conflict(current.receivedBytes);
      }
      return uploadView(updated);
    },

    async completeUpload(candidateId: number, applicationId: number, uploadId: string) {
      const upload = await ownUpload(candidateId, applicationId, uploadId);
      const { screening, questions, ...access } = await load(candidateId, applicationId);
      assertOpen(access, screening);
      if (upload.completedAt) throw detailError(409, ScreeningMessages.uploadDone);
      if (upload.receivedBytes !== upload.sizeBytes) throw detailError(400, ScreeningMessages.videoIncomplete);
      const question = questions.find((q) => q.id === upload.questionId)!;
      const chunks = await repo.uploadChunks(db, uploadId);
      const parts: Buffer[] = [];
      for (const chunk of chunks) {
        const part = await storage.get(chunk.storageKey);
        if (!part || part.length !== chunk.sizeBytes) throw detailError(400, ScreeningMessages.videoIncomplete);
        parts.push(part);
      }
      const video = Buffer.concat(parts);
      const chunkKeys = chunks.map((c) => c.storageKey);
      const discard = async (message: string) => {
        await repo.deleteUpload(db, uploadId);
        await removeFiles(chunkKeys);
        return fieldErrors({ video: message });
      };
      // the container by its bytes (the one sniffer), then its structure and length (ours)
      const sniffed = await inspectUpload(video, { allowed: VIDEO_KINDS, maxBytes: SCREENING_VIDEO_MAX_BYTES });
      const verdict =
        sniffed.ok && (sniffed.kind === 'webm' || sniffed.kind === 'mp4') ? inspectVideo(sniffed.kind, video) : null;
      if (!verdict?.ok) throw await discard(ScreeningMessages.videoType);
      // MediaRecorder's MP4 may leave the duration empty: then the announced one, already bounded, stands
      const durationMs = verdict.durationMs || upload.durationMs;
      if (durationMs > question.maxSeconds * 1000 + SCREENING_DURATION_GRACE_MS)
        throw await discard(ScreeningMessages.videoTooLong);
      const videoKey = await storage.put(`candidates/${candidateId}/screening-videos`, video, verdict.kind);
      const now = deps.now();
      const saved = await db
        .transaction(async (tx) => {
          if (!(await repo.finishUpload(tx, uploadId, now))) throw detailError(409, ScreeningMessages.uploadDone);
          const answer = await repo.saveAnswer(tx, {
            applicationId,
            candidateId,
            questionId: upload.questionId,
            choice: upload.choice,
            videoKey,
            contentType: verdict.kind === 'webm' ? 'video/webm' : 'video/mp4',
            sizeBytes: video.length,
            durationMs,
            recordedAt: now,
          });
          if (!answer) throw detailError(409, ScreeningMessages.noRetakesLeft);
          return answer;
        })
        .catch(async (error: unknown) => {
          await removeFiles([videoKey]);
          throw error;
        });
      await removeFiles([...chunkKeys, ...(saved.previousKey ? [saved.previousKey] : [])]);
      const { next } = await progress(applicationId, questions);
      return { answer: toAnswer(saved.row), question_id: upload.questionId, next_question_id: next?.id ?? null };
    },

    async availableSlots(candidateId: number, applicationId: number) {
      const { job } = await load(candidateId, applicationId);
      const slots = await repo.jobSlots(db, job.id, { openAfter: deps.now() });
      return { slots: slots.map(toSlot), booking: toBooking(await repo.findBooking(db, applicationId)) };
    },

    async schedule(
      candidateId: number,
      applicationId: number,
      body: { slot_id: number; time_zone: string },
    ): Promise<Booking> {
      const { screening, ...access } = await load(candidateId, applicationId);
      assertOpen(access, screening);
      assertConsented(screening);
      try {
        new Intl.DateTimeFormat('en', { timeZone: body.time_zone });
      } catch {
        throw fieldErrors({ time_zone: ScreeningMessages.slotUnknownZone });
      }
      const slot = await repo.findSlot(db, body.slot_id);
      if (!slot || slot.jobId !== access.job.id) throw notFound();
      const now = deps.now();
      if (slot.startsAt <= now) throw detailError(400, ScreeningMessages.slotPast);
      const current = await repo.findBooking(db, applicationId);
      if (current?.slot.id === slot.id) return toBooking(current)!;
      const candidate = await candidateFacts(db, candidateId);
      const booked = await db.transaction(async (tx) => {
        const taken = await repo.takeSeat(tx, slot.id, now);
        if (!taken) throw detailError(409, ScreeningMessages.slotTaken);
        if (current) await repo.releaseSeat(tx, current.slot.id);
        await repo.upsertBooking(tx, {
          applicationId,
          candidateId,
          slotId: slot.id,
          timeZone: body.time_zone,
          bookedAt: now,
        });
        // on the timeline without moving the stage: the self-screening is not finished yet
        await recordStageChange(tx, {
          applicationId,
          stage: 'interview_slot',
          action: 'booked',
          summary: 'You booked a live interview.',
          actor: { kind: 'candidate' },
          at: now,
          dueAt: taken.startsAt,
          subject: { kind: 'interview_slot', id: taken.id },
          keepStage: true,
        });
        if (candidate) {
          await enqueueEmail(
            tx,
            confirmationEmail(deps, access, taken, body.time_zone, candidate),
            `interview-booked:${applicationId}:${slot.id}:${now.getTime()}`,
          );
        }
        return repo.findBooking(tx, applicationId);
      });
      return toBooking(booked)!;
    },

    async complete(candidateId: number, applicationId: number) {
      const { screening, questions, ...access } = await load(candidateId, applicationId);
      assertOpen(access, screening);
      assertConsented(screening);
      const { next } = await progress(applicationId, questions);
      if (next) throw detailError(400, ScreeningMessages.unansweredQuestions);
      const { booking, offered } = await slotsOffered(access.job.id, applicationId);
      if (offered && !booking) throw detailError(400, ScreeningMessages.slotRequired);
      const now = deps.now();
      const moved = await db.transaction(async (tx) => {
        if (!(await repo.markCompleted(tx, applicationId, now)))
          throw detailError(409, ScreeningMessages.screeningClosed);
        const row = await changeApplicationStatus(tx, {
          applicationId,
          from: OPEN_STATUSES,
          to: 'SS',
          at: now,
          actor: { kind: 'candidate' },
          lifecycle: { step: 'video_submitted' },
          action: 'completed',
          summary: 'You completed the self-screening.',
          subject: { kind: 'screening', id: applicationId },
        });
        if (!row) throw detailError(409, ScreeningMessages.screeningClosed);
        return row;
      });
      return {
        application_id: applicationId,
        status: moved.status,
        status_label: candidateViewOf(moved).label,
        completed_at: iso(now),
      };
    },

    // ----------------------------------------------------------- hiring side

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
        state: screening?.completedAt ? 'completed' : screening ? 'in_progress' : 'not_started',
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

export type ScreeningService = ReturnType<typeof createScreeningService>;

function confirmationEmail(
  deps: ScreeningDeps,
  access: ApplicationWithJob,
  slot: repo.SlotRow,
  timeZone: string,
  candidate: { email: string; firstName: string },
) {
  const when = formatDateTime(slot.startsAt, { locale: DEFAULT_DATE_LOCALE, timeZone, weekday: true });
  const where = access.job.companyName ? ` at ${access.job.companyName}` : '';
  const title = `Interview for ${access.job.title}${where}`;
  const greeting = candidate.firstName ? `Hi ${candidate.firstName},` : 'Hi,';
  const link = `${deps.publicUrl.replace(/\/$/, '')}/self-screening/${access.application.id}/`;
  const ics = calendarInvitation({
    uid: `interview-${access.application.id}-${slot.id}@talent500`,
    sequence: 0,
    start: slot.startsAt,
    end: new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000),
    timeZone,
    summary: title,
    description: `Your live interview for ${access.job.title}${where}. ${link}`,
    url: link,
    organizer: { email: deps.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') },
    attendees: [{ email: candidate.email }],
    stamp: deps.now(),
    method: 'REQUEST',
  });
  return {
    to: candidate.email,
    subject: `Your interview is booked: ${when}`,
    text: `${greeting}\n\n${title} is booked for ${when} (${slot.durationMinutes} minutes). The calendar invitation is attached.\n\n${link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p><strong>${escapeHtml(title)}</strong> is booked for ${escapeHtml(when)} (${slot.durationMinutes} minutes). The calendar invitation is attached.</p><p><a href="${escapeHtml(link)}">Back to your self-screening</a></p>`,
    attachments: [{ filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
  };
}

/** Timeline next step: a self-screening to record, while the application is open for it (decision 015). */
export const selfScreeningStep: NextStepSource = async (db, application) => {
  // the video screening shows on every open application of a job that has one (decision 031)
  if (!OPEN_STATUSES.includes(application.status) || !isOpenState(application.stage)) return [];
  const screening = await repo.findScreening(db, application.id);
  if (screening?.completedAt) return [];
  if ((await repo.jobQuestions(db, application.jobId)).length === 0) return [];
  return [
    {
      title: screening ? 'Finish your self-screening' : 'Record your self-screening answers',
      link: pathTo('selfScreening', { jobApplicationId: application.id }),
      due_at: null,
      stage: 'screening',
    },
  ];
};
