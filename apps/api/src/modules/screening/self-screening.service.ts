// Self-screening, the candidate's side (spec 02 §7 catalogue; decision 015):
// consent first (nothing is recorded before it), a device check, the video
// questions with follow-ups that depend on the answer's choice, a
// live-interview slot, and completion that moves the application to SS. The
// videos arrive through the uploads (screening-uploads.service.ts).
import { DEFAULT_DATE_LOCALE, formatDateTime } from '@talent/contracts/date-format';
import { isOpenState } from '@talent/contracts/application-lifecycle';
import { pathTo } from '@talent/contracts/routes';
import {
  SCREENING_CONSENT_VERSION,
  SCREENING_RETENTION_DAYS,
  ScreeningMessages,
  type Booking,
  type QuestionList,
  type ScreeningConsent,
} from '@talent/contracts/screening';
import { calendarInvitation } from '../../lib/calendar.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import type { ApplicationWithJob } from '../application-core/application-access.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { changeApplicationStatus } from '../application-core/application-status.ts';
import { candidateViewOf } from '../application-core/lifecycle.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { candidateFacts } from '../../db/application-facts.ts';
import {
  OPEN_STATUSES,
  assertOpen,
  canRecord,
  loadConsented,
  loadScreening,
  screeningProgress,
  type ScreeningDeps,
} from './screening-access.ts';
import { iso, isoOrNull, screeningState, toBooking, toQuestion, toSlot } from './screening-views.ts';
import * as repo from './screening.repo.ts';

export type SelfScreeningDeps = Pick<ScreeningDeps, 'db' | 'now' | 'mailFrom' | 'publicUrl'>;

export const CONSENT_TEXT = {
  recorded: [
    'A video and sound recording of each answer you give, and the choice you pick where a question offers one.',
    'When you gave consent, when your camera and microphone were checked, and when you finished.',
    'The interview slot you book and your time zone.',
  ],
  whoSees: 'Only the hiring team of this job and you. Recordings are never shown on public pages.',
};

export function createSelfScreeningService(deps: SelfScreeningDeps) {
  const { db } = deps;

  function consentView(access: ApplicationWithJob, screening: repo.ScreeningRow | null): ScreeningConsent {
    return {
      application_id: access.application.id,
      job_title: access.job.title,
      company_name: access.job.companyName,
      state: screeningState(screening),
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

  async function slotsOffered(jobId: number, applicationId: number) {
    const booking = await repo.findBooking(db, applicationId);
    return { booking, offered: Boolean(booking) || (await repo.hasFutureSlots(db, jobId, deps.now())) };
  }

  return {
    async consentShow(candidateId: number, applicationId: number): Promise<ScreeningConsent> {
      const { screening, ...access } = await loadScreening(db, candidateId, applicationId);
      return consentView(access, screening);
    },

    async updateConsent(candidateId: number, applicationId: number): Promise<ScreeningConsent> {
      const { screening, ...access } = await loadScreening(db, candidateId, applicationId);
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
      const access = await loadConsented(db, candidateId, applicationId);
      if (!devices.camera || !devices.microphone) throw detailError(400, ScreeningMessages.devicesRequired);
      await repo.recordDeviceCheck(db, applicationId, deps.now());
      return consentView(access, await repo.findScreening(db, applicationId));
    },

    async questionList(candidateId: number, applicationId: number): Promise<QuestionList> {
      const { screening, questions, ...access } = await loadScreening(db, candidateId, applicationId);
      const { answers, asked, next } = await screeningProgress(db, applicationId, questions);
      const { booking, offered } = await slotsOffered(access.job.id, applicationId);
      const open = !screening?.completedAt && OPEN_STATUSES.includes(access.application.status);
      return {
        application_id: applicationId,
        job_title: access.job.title,
        company_name: access.job.companyName,
        state: screeningState(screening),
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
      const { questions } = await loadScreening(db, candidateId, applicationId);
      const question = questions.find((q) => q.id === questionId);
      if (!question) throw notFound();
      const { answers, asked } = await screeningProgress(db, applicationId, questions);
      const answer = answers.get(questionId);
      if (!asked.includes(question) || !answer) return { follow_up: null };
      const followUp = questions.find((q) => q.parentId === questionId && q.followUpChoice === answer.choice);
      return { follow_up: followUp ? toQuestion(followUp, answers.get(followUp.id)) : null };
    },

    async availableSlots(candidateId: number, applicationId: number) {
      const { job } = await loadScreening(db, candidateId, applicationId);
      const slots = await repo.jobSlots(db, job.id, { openAfter: deps.now() });
      return { slots: slots.map(toSlot), booking: toBooking(await repo.findBooking(db, applicationId)) };
    },

    async schedule(
      candidateId: number,
      applicationId: number,
      body: { slot_id: number; time_zone: string },
    ): Promise<Booking> {
      const access = await loadConsented(db, candidateId, applicationId);
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
      const { questions, ...access } = await loadConsented(db, candidateId, applicationId);
      const { next } = await screeningProgress(db, applicationId, questions);
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
  };
}

export type SelfScreeningService = ReturnType<typeof createSelfScreeningService>;

function confirmationEmail(
  deps: SelfScreeningDeps,
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
