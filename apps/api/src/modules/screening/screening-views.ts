// Self-screening's rows as the contracts' shapes (decision 015), read by the
// candidate's side, the uploads and the hiring team's side alike.
import {
  SCREENING_MAX_ATTEMPTS,
  type Booking,
  type HiringScreeningQuestion,
  type HiringSlot,
  type InterviewSlot,
  type ScreeningAnswer,
  type ScreeningQuestionV2,
} from '@talent/contracts/screening';
import type * as repo from './screening.repo.ts';

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toSlot(row: repo.SlotRow): InterviewSlot {
  return {
    id: row.id,
    starts_at: iso(row.startsAt),
    ends_at: iso(new Date(row.startsAt.getTime() + row.durationMinutes * 60_000)),
    duration_minutes: row.durationMinutes,
    seats_left: Math.max(0, row.capacity - row.bookedCount),
  };
}

export function toHiringSlot(row: repo.SlotRow): HiringSlot {
  return { ...toSlot(row), job_id: row.jobId, capacity: row.capacity, booked_count: row.bookedCount };
}

export function toBooking(found: { booking: repo.BookingRow; slot: repo.SlotRow } | null): Booking | null {
  if (!found) return null;
  return { slot: toSlot(found.slot), time_zone: found.booking.timeZone, booked_at: iso(found.booking.bookedAt) };
}

export function toAnswer(row: repo.AnswerRow): ScreeningAnswer {
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

export function toQuestion(row: repo.QuestionRow, answer: repo.AnswerRow | undefined): ScreeningQuestionV2 {
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

export function toHiringQuestion(row: repo.QuestionRow): HiringScreeningQuestion {
  const { answer: _answer, ...question } = toQuestion(row, undefined);
  return { ...question, job_id: row.jobId, position: row.position };
}

/** Where a self-screening stands: not started before consent, completed once finished. */
export const screeningState = (screening: repo.ScreeningRow | null) =>
  screening?.completedAt ? 'completed' : screening ? 'in_progress' : 'not_started';
