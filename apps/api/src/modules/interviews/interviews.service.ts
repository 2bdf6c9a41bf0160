// Interviews (decision 044). The team proposes times; the candidate picks one
// in their own time zone; both sides then receive the calendar invitation
// (their own time zone in each file) and a confirmation. A reschedule with
// one time sets it at once, with several asks the candidate again; every
// change keeps the UID and raises the SEQUENCE, a cancellation sends
// METHOD:CANCEL. An interviewer's overlapping interviews are a warning on
// the interview, never a refusal.
import { randomUUID } from 'node:crypto';
import { DEFAULT_DATE_LOCALE, formatDateTime } from '@talent/contracts/date-format';
import {
  INTERVIEW_STATUS_LABELS,
  InterviewMessages,
  type CandidateInterview,
  type Interview,
  type TimeSlot,
} from '@talent/contracts/interviews';
import { pathTo } from '@talent/contracts/routes';
import { counted } from '@talent/contracts/plurals';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CalendarEvent } from '../../lib/calendar.ts';
import { calendarAttachment, calendarInvitation } from '../../lib/calendar.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { absolute } from '../../lib/public-url.ts';
import { templateParagraphs } from '../email-templates/company-templates.ts';
import type { AuthContext, HiringContext } from '../../plugins/auth-guard.ts';
import { activeMembers, assign, teamApplication } from '../team-access/application-access.ts';
import { recordTeamEvent } from '../team-access/team-events.ts';
import { notify } from '../notifications/notify.ts';
import { sendNotice } from '../team-access/team-notices.ts';
import { applicantLink } from '../team-notes/team-notes.service.ts';
import * as repo from './interviews.repo.ts';

export interface InterviewsDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** The address invitations come from (MAIL_FROM's address). */
  organizerEmail: string;
}

type Slot = { startsAt: Date; endsAt: Date };

const slotsOf = (times: TimeSlot[]): Slot[] =>
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

export function createInterviewsService(deps: InterviewsDeps) {
  const { db } = deps;
  const uidHost = new URL(deps.publicUrl).hostname || 'localhost';

  function checkFuture(slots: Slot[]) {
    const now = deps.now().getTime();
    if (slots.some((slot) => slot.startsAt.getTime() <= now)) {
      throw fieldErrors({ proposed_times: InterviewMessages.inThePast });
    }
  }

  async function shapeAll(tx: DbOrTx, rows: repo.InterviewContext[]): Promise<Interview[]> {
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

  async function shapeForCandidate(tx: DbOrTx, rows: repo.InterviewContext[]): Promise<CandidateInterview[]> {
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

  const candidateLink = (interviewId: number) =>
    absolute(deps.publicUrl, pathTo('interview', { interviewId: String(interviewId) }));

  /**
   * The candidate's in-app notification of an interview, linking to its page
   * (decision 032). The e-mail, with its calendar file, goes by sendNotice, so
   * this one sends none.
   */
  async function tellCandidate(
    tx: DbOrTx,
    context: repo.InterviewContext,
    interview: repo.InterviewRow,
    what: 'invited' | 'scheduled' | 'rescheduled' | 'cancelled',
  ) {
    const about = `${interview.title} for ${context.jobTitle} at ${context.companyName}`;
    const zone = interview.candidateTimeZone ?? interview.timeZone;
    const text = {
      invited: { title: 'Pick a time for your interview', body: `Pick a time for ${about}.` },
      scheduled: {
        title: 'Interview confirmed',
        body: `${about}: ${interview.startsAt ? whenIn(interview.startsAt, zone) : ''}.`,
      },
      rescheduled: {
        title: interview.status === 'proposed' ? 'New times for your interview' : 'Your interview has moved',
        body:
          interview.status === 'proposed'
            ? `${context.companyName} proposed new times for ${interview.title} (${context.jobTitle}). Pick one.`
            : `${about} has moved to ${whenIn(interview.startsAt!, zone)}.`,
      },
      cancelled: { title: 'Interview cancelled', body: `${context.companyName} cancelled ${about}.` },
    }[what];
    await notify(tx, {
      userId: context.candidateUserId,
      kind: `interview.${what}`,
      category:
        what === 'invited' || (what === 'rescheduled' && interview.status === 'proposed')
          ? 'action_required'
          : 'updates',
      title: text.title,
      body: text.body,
      link: pathTo('interview', { interviewId: String(interview.id) }),
      applicationId: interview.applicationId,
      email: false,
    });
  }

  /** The invitation as one reader sees it: their own time zone, the same UID and SEQUENCE for all. */
  function eventFor(
    context: repo.InterviewContext,
    interview: repo.InterviewRow,
    people: { name: string; email: string }[],
    timeZone: string,
    method: CalendarEvent['method'],
  ): CalendarEvent {
    const where = interview.locationKind === 'video' ? `Video call: ${interview.location}` : interview.location;
    return {
      uid: interview.uid,
      sequence: interview.sequence,
      start: interview.startsAt!,
      end: interview.endsAt!,
      timeZone,
      summary: `${interview.title}: ${context.candidateName} for ${context.jobTitle} at ${context.companyName}`,
      description: `${interview.title} for ${context.jobTitle} at ${context.companyName}. ${where}`,
      location: interview.location,
      ...(interview.locationKind === 'video' ? { url: interview.location } : {}),
      organizer: { name: context.companyName, email: deps.organizerEmail },
      attendees: [{ name: context.candidateName, email: context.candidateEmail }, ...people],
      stamp: deps.now(),
      method,
    };
  }

  /** Invitations (or cancellations) to the candidate and every interviewer, each in their own zone. */
  async function sendInvitations(
    tx: DbOrTx,
    context: repo.InterviewContext,
    interview: repo.InterviewRow,
    method: CalendarEvent['method'],
    what: 'scheduled' | 'rescheduled' | 'cancelled',
  ) {
    const people = (await repo.interviewersOf(tx, [interview.id])).get(interview.id) ?? [];
    const candidateZone = interview.candidateTimeZone ?? interview.timeZone;
    const verb = what === 'cancelled' ? 'is cancelled' : what === 'rescheduled' ? 'has moved' : 'is confirmed';
    const candidateEvent = eventFor(context, interview, people, candidateZone, method);
    await sendNotice(tx, {
      to: context.candidateEmail,
      subject: `Your interview for ${context.jobTitle} ${verb}`,
      lines: [
        `${interview.title} for ${context.jobTitle} at ${context.companyName} ${verb}: ${whenIn(interview.startsAt!, candidateZone)}.`,
        interview.locationKind === 'video' ? `Join by video: ${interview.location}` : `Where: ${interview.location}`,
        method === 'CANCEL'
          ? 'The attached file removes it from your calendar.'
          : 'The calendar invitation is attached.',
      ],
      link: { label: 'Your interview', href: candidateLink(interview.id) },
      attachments: [calendarAttachment(candidateEvent)],
    });
    for (const person of people) {
      const event = eventFor(context, interview, people, interview.timeZone, method);
      await sendNotice(tx, {
        to: person.email,
        subject: `Interview with ${context.candidateName} ${verb}`,
        lines: [
          `${interview.title} with ${context.candidateName} for ${context.jobTitle} ${verb}: ${whenIn(interview.startsAt!, interview.timeZone)}.`,
          method === 'CANCEL'
            ? 'The attached file removes it from your calendar.'
            : 'The calendar invitation is attached.',
        ],
        link: { label: 'Open the application', href: applicantLink(deps.publicUrl, interview.applicationId) },
        attachments: [calendarAttachment(event)],
      });
    }
  }

  async function askCandidate(tx: DbOrTx, context: repo.InterviewContext, interview: repo.InterviewRow, slots: Slot[]) {
    await sendNotice(tx, {
      to: context.candidateEmail,
      subject: `Pick a time for your interview for ${context.jobTitle}`,
      lines: [
        // the company's interview invitation template, or the default one (decision 047)
        ...(await templateParagraphs(tx, context.companyId, 'interview_invitation', {
          candidate_first_name: context.candidateName.split(' ')[0] ?? context.candidateName,
          candidate_name: context.candidateName,
          job_title: context.jobTitle,
          company_name: context.companyName,
          interview_link: candidateLink(interview.id),
        })),
        `${interview.title}: the times proposed are`,
        ...slots.map((slot) => `• ${whenIn(slot.startsAt, interview.timeZone)}`),
        'The page shows these times in your own time zone.',
      ],
      link: { label: 'Pick a time', href: candidateLink(interview.id) },
    });
  }

  async function companyInterviewOr404(tx: DbOrTx, hiring: HiringContext, interviewId: number, lock = false) {
    const context = await repo.companyInterview(tx, hiring.companyId, interviewId, lock);
    if (!context) throw notFound();
    // an interviewer reaches only the interviews of applications assigned to them
    await teamApplication(tx, hiring, context.interview.applicationId);
    return context;
  }

  return {
    async list(hiring: HiringContext, applicationId: number) {
      await teamApplication(db, hiring, applicationId);
      return { results: await shapeAll(db, await repo.applicationInterviews(db, applicationId)) };
    },

    async upcoming(hiring: HiringContext) {
      return { results: await shapeAll(db, await repo.upcomingFor(db, hiring.memberId, deps.now())) };
    },

    async schedule(
      hiring: HiringContext,
      applicationId: number,
      input: {
        title: string;
        interviewer_ids: number[];
        location_kind: 'video' | 'place';
        location: string;
        time_zone: string;
        proposed_times: TimeSlot[];
      },
    ): Promise<Interview> {
      const slots = slotsOf(input.proposed_times);
      checkFuture(slots);
      return db.transaction(async (tx) => {
        const application = await teamApplication(tx, hiring, applicationId);
        const ids = [...new Set(input.interviewer_ids)];
        const interviewers = await activeMembers(tx, hiring.companyId, ids);
        if (interviewers.length !== ids.length)
          throw fieldErrors({ interviewer_ids: InterviewMessages.unknownInterviewer });
        const at = deps.now();
        const interview = await repo.insertInterview(tx, {
          applicationId,
          title: input.title,
          locationKind: input.location_kind,
          location: input.location,
          timeZone: input.time_zone,
          uid: `${randomUUID()}@${uidHost}`,
          createdByMemberId: hiring.memberId,
          createdAt: at,
          updatedAt: at,
        });
        await repo.replaceProposedTimes(tx, interview.id, slots);
        await repo.setInterviewers(tx, interview.id, ids);
        await assign(tx, applicationId, ids);
        await recordTeamEvent(tx, {
          applicationId,
          actorMemberId: hiring.memberId,
          action: 'interview_proposed',
          summary: `Proposed ${counted(slots.length, 'time', 'times')} for ${input.title} with ${interviewers.map((person) => person.name).join(', ')}.`,
          subject: { kind: 'interview', id: interview.id },
          at,
        });
        const context = (await repo.companyInterview(tx, hiring.companyId, interview.id))!;
        await askCandidate(tx, context, interview, slots);
        await tellCandidate(tx, context, interview, 'invited');
        void application;
        return (await shapeAll(tx, [context]))[0]!;
      });
    },

    async reschedule(hiring: HiringContext, interviewId: number, input: { proposed_times: TimeSlot[] }) {
      const slots = slotsOf(input.proposed_times);
      checkFuture(slots);
      return db.transaction(async (tx) => {
        const context = await companyInterviewOr404(tx, hiring, interviewId, true);
        if (context.interview.status === 'cancelled') throw detailError(409, InterviewMessages.cancelled);
        const at = deps.now();
        const single = slots.length === 1 ? slots[0]! : null;
        await repo.replaceProposedTimes(tx, interviewId, slots);
        const interview = await repo.updateInterview(tx, interviewId, {
          status: single ? 'scheduled' : 'proposed',
          startsAt: single?.startsAt ?? null,
          endsAt: single?.endsAt ?? null,
          sequence: context.interview.sequence + 1,
          updatedAt: at,
        });
        await recordTeamEvent(tx, {
          applicationId: interview.applicationId,
          actorMemberId: hiring.memberId,
          action: 'interview_rescheduled',
          summary: single
            ? `Moved ${interview.title} to ${whenIn(single.startsAt, interview.timeZone)}.`
            : `Proposed ${counted(slots.length, 'new time', 'new times')} for ${interview.title}.`,
          subject: { kind: 'interview', id: interview.id },
          at,
        });
        const fresh = { ...context, interview };
        if (single) await sendInvitations(tx, fresh, interview, 'REQUEST', 'rescheduled');
        else await askCandidate(tx, fresh, interview, slots);
        await tellCandidate(tx, fresh, interview, 'rescheduled');
        return (await shapeAll(tx, [fresh]))[0]!;
      });
    },

    async cancel(hiring: HiringContext, interviewId: number, input: { reason: string }) {
      return db.transaction(async (tx) => {
        const context = await companyInterviewOr404(tx, hiring, interviewId, true);
        if (context.interview.status === 'cancelled') throw detailError(409, InterviewMessages.cancelled);
        const at = deps.now();
        const wasScheduled = context.interview.status === 'scheduled';
        const interview = await repo.updateInterview(tx, interviewId, {
          status: 'cancelled',
          sequence: context.interview.sequence + 1,
          updatedAt: at,
        });
        await recordTeamEvent(tx, {
          applicationId: interview.applicationId,
          actorMemberId: hiring.memberId,
          action: 'interview_cancelled',
          summary: `Cancelled ${interview.title}${input.reason ? `: ${input.reason}` : ''}.`,
          subject: { kind: 'interview', id: interview.id },
          at,
        });
        const fresh = { ...context, interview };
        if (wasScheduled) await sendInvitations(tx, fresh, interview, 'CANCEL', 'cancelled');
        else {
          await sendNotice(tx, {
            to: context.candidateEmail,
            subject: `Your interview for ${context.jobTitle} is cancelled`,
            lines: [`${context.companyName} cancelled ${interview.title}. You need not pick a time.`],
          });
        }
        await tellCandidate(tx, fresh, interview, 'cancelled');
        return (await shapeAll(tx, [fresh]))[0]!;
      });
    },

    async calendar(hiring: HiringContext, interviewId: number): Promise<string> {
      const context = await companyInterviewOr404(db, hiring, interviewId);
      const { interview } = context;
      if (!interview.startsAt) throw detailError(409, InterviewMessages.notWaiting);
      const people = (await repo.interviewersOf(db, [interview.id])).get(interview.id) ?? [];
      return calendarInvitation(
        eventFor(
          context,
          interview,
          people,
          interview.timeZone,
          interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
        ),
      );
    },

    // ---- the candidate's side ----

    async candidateList(auth: AuthContext) {
      return { results: await shapeForCandidate(db, await repo.candidateInterviews(db, auth.candidateId)) };
    },

    async pick(auth: AuthContext, interviewId: number, input: { starts_at: string; time_zone: string }) {
      return db.transaction(async (tx) => {
        const context = await repo.candidateInterview(tx, auth.candidateId, interviewId, true);
        if (!context) throw notFound();
        if (context.interview.status === 'cancelled') throw detailError(409, InterviewMessages.cancelled);
        if (context.interview.status !== 'proposed') throw detailError(409, InterviewMessages.notWaiting);
        const wanted = new Date(input.starts_at).getTime();
        const slots = (await repo.proposedTimesOf(tx, [interviewId])).get(interviewId) ?? [];
        const slot = slots.find((entry) => entry.startsAt.getTime() === wanted);
        if (!slot) throw fieldErrors({ starts_at: InterviewMessages.notProposed });
        if (slot.startsAt.getTime() <= deps.now().getTime())
          throw fieldErrors({ starts_at: InterviewMessages.inThePast });
        const at = deps.now();
        const interview = await repo.updateInterview(tx, interviewId, {
          status: 'scheduled',
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          candidateTimeZone: input.time_zone,
          sequence: context.interview.sequence + 1,
          updatedAt: at,
        });
        await recordTeamEvent(tx, {
          applicationId: interview.applicationId,
          actorMemberId: null,
          action: 'interview_scheduled',
          summary: `${context.candidateName} picked ${whenIn(slot.startsAt, interview.timeZone)} for ${interview.title}.`,
          subject: { kind: 'interview', id: interview.id },
          at,
        });
        const fresh = { ...context, interview };
        await sendInvitations(tx, fresh, interview, 'REQUEST', 'scheduled');
        await tellCandidate(tx, fresh, interview, 'scheduled');
        return (await shapeForCandidate(tx, [fresh]))[0]!;
      });
    },

    async candidateCalendar(auth: AuthContext, interviewId: number): Promise<string> {
      const context = await repo.candidateInterview(db, auth.candidateId, interviewId);
      if (!context) throw notFound();
      const { interview } = context;
      if (!interview.startsAt) throw detailError(409, InterviewMessages.notWaiting);
      const people = (await repo.interviewersOf(db, [interview.id])).get(interview.id) ?? [];
      return calendarInvitation(
        eventFor(
          context,
          interview,
          people,
          interview.candidateTimeZone ?? interview.timeZone,
          interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
        ),
      );
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
