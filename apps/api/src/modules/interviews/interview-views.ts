// Interviews as the team and the candidate read them (decision 044): the
// proposed times or the chosen one, the interviewers and, for the team, an
// interviewer's overlapping interviews (a warning, never a refusal).
import { DEFAULT_DATE_LOCALE, formatDateTime } from '@talent/contracts/date-format';
import {
  INTERVIEW_STATUS_LABELS,
  type CandidateInterview,
  type Interview,
  type TimeSlot,
} from '@talent/contracts/interviews';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './interviews.repo.ts';

export type Slot = { startsAt: Date; endsAt: Date };

export const slotsOf = (times: TimeSlot[]): Slot[] =>
  times.map((slot) => ({ startsAt: new Date(slot.starts_at), endsAt: new Date(slot.ends_at) }));

const minutes = (slot: Slot) => Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);

/** 'Tue, 1 Dec 2026, 15:00 IST' in the reader's zone (the shared style, decision 049). */
export const whenIn = (at: Date, timeZone: string) =>
  formatDateTime(at, { locale: DEFAULT_DATE_LOCALE, timeZone, weekday: true });

/** An interview's length: the chosen time's, else the first proposed time's. */
function durationOf(
  interview: { startsAt: Date | null; endsAt: Date | null },
  first: { startsAt: Date; endsAt: Date } | undefined,
) {
  if (interview.startsAt && interview.endsAt)
    return minutes({ startsAt: interview.startsAt, endsAt: interview.endsAt });
  return first ? minutes(first) : 0;
}

const slotTimes = (slot: { startsAt: Date; endsAt: Date }) => ({
  starts_at: slot.startsAt.toISOString(),
  ends_at: slot.endsAt.toISOString(),
});

/** The team's view of each interview, with its interviewers' overlaps. */
export async function toInterviews(tx: DbOrTx, rows: repo.InterviewContext[]): Promise<Interview[]> {
  const ids = rows.map((row) => row.interview.id);
  const [times, people] = await Promise.all([repo.proposedTimesOf(tx, ids), repo.interviewersOf(tx, ids)]);
  return Promise.all(
    rows.map(async ({ interview, candidateName, jobTitle }) => {
      const interviewers = people.get(interview.id) ?? [];
      const proposed = times.get(interview.id) ?? [];
      const windows =
        interview.status === 'scheduled' && interview.startsAt && interview.endsAt
          ? [{ start: interview.startsAt, end: interview.endsAt }]
          : interview.status === 'proposed'
            ? proposed.map((slot) => ({ start: slot.startsAt, end: slot.endsAt }))
            : [];
      const overlaps = await repo.overlapping(
        tx,
        interviewers.map((person) => person.memberId),
        windows,
        interview.id,
      );
      const first = proposed[0];
      return {
        id: interview.id,
        application_id: interview.applicationId,
        candidate_name: candidateName,
        job_title: jobTitle,
        title: interview.title,
        status: interview.status,
        status_label: INTERVIEW_STATUS_LABELS[interview.status],
        duration_minutes: durationOf(interview, first),
        location_kind: interview.locationKind,
        location: interview.location,
        time_zone: interview.timeZone,
        candidate_time_zone: interview.candidateTimeZone,
        proposed_times: proposed.map(slotTimes),
        starts_at: interview.startsAt?.toISOString() ?? null,
        ends_at: interview.endsAt?.toISOString() ?? null,
        interviewers: interviewers.map((person) => ({
          member_id: person.memberId,
          name: person.name,
          email: person.email,
        })),
        overlaps: overlaps.map((entry) => ({
          member_id: entry.memberId,
          name: entry.name,
          interview_id: entry.interviewId,
          title: entry.title,
          starts_at: entry.startsAt!.toISOString(),
          ends_at: entry.endsAt!.toISOString(),
        })),
        sequence: interview.sequence,
      };
    }),
  );
}

/** The candidate's view of each interview, in their own time zone. */
export async function toCandidateInterviews(tx: DbOrTx, rows: repo.InterviewContext[]): Promise<CandidateInterview[]> {
  const ids = rows.map((row) => row.interview.id);
  const [times, people] = await Promise.all([repo.proposedTimesOf(tx, ids), repo.interviewersOf(tx, ids)]);
  return rows.map(({ interview, jobTitle, companyName }) => {
    const proposed = times.get(interview.id) ?? [];
    const first = proposed[0];
    return {
      id: interview.id,
      application_id: interview.applicationId,
      job_title: jobTitle,
      company_name: companyName,
      title: interview.title,
      status: interview.status,
      duration_minutes: durationOf(interview, first),
      location_kind: interview.locationKind,
      location: interview.location,
      proposed_times: interview.status === 'proposed' ? proposed.map(slotTimes) : [],
      starts_at: interview.startsAt?.toISOString() ?? null,
      ends_at: interview.endsAt?.toISOString() ?? null,
      time_zone: interview.candidateTimeZone,
      interviewer_names: (people.get(interview.id) ?? []).map((person) => person.name),
    };
  });
}
