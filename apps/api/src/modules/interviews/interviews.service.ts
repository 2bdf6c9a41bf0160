// Interviews, the hiring team's side (decision 044). The team proposes times; the candidate picks one
// in their own time zone; both sides then receive the calendar invitation
// (their own time zone in each file) and a confirmation. A reschedule with
// one time sets it at once, with several asks the candidate again; every
// change keeps the UID and raises the SEQUENCE, a cancellation sends
// METHOD:CANCEL. An interviewer's overlapping interviews are a warning on
// the interview, never a refusal. The candidate's side is in
// interviews-candidate.service.ts.
import { randomUUID } from 'node:crypto';
import { InterviewMessages, type Interview, type TimeSlot } from '@talent/contracts/interviews';
import { counted } from '@talent/contracts/plurals';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { activeMembers, assign, teamApplication } from '../team-access/application-access.ts';
import { sendNotice } from '../team-access/team-notices.ts';
import { recordTeamEvent } from '../team-access/team-events.ts';
import { interviewMessages } from './interview-messages.ts';
import { slotsOf, toInterviews, whenIn, type Slot } from './interview-views.ts';
import * as repo from './interviews.repo.ts';

export interface InterviewsDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** The address invitations come from (MAIL_FROM's address). */
  organizerEmail: string;
}

export function createInterviewsService(deps: InterviewsDeps) {
  const { db } = deps;
  const uidHost = new URL(deps.publicUrl).hostname || 'localhost';
  const { tellCandidate, sendInvitations, askCandidate, calendarFile } = interviewMessages(deps);

  function checkFuture(slots: Slot[]) {
    const now = deps.now().getTime();
    if (slots.some((slot) => slot.startsAt.getTime() <= now)) {
      throw fieldErrors({ proposed_times: InterviewMessages.inThePast });
    }
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
      return { results: await toInterviews(db, await repo.applicationInterviews(db, applicationId)) };
    },

    async upcoming(hiring: HiringContext) {
      return { results: await toInterviews(db, await repo.upcomingFor(db, hiring.memberId, deps.now())) };
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
        return (await toInterviews(tx, [context]))[0]!;
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
        return (await toInterviews(tx, [fresh]))[0]!;
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
        return (await toInterviews(tx, [fresh]))[0]!;
      });
    },

    async calendar(hiring: HiringContext, interviewId: number): Promise<string> {
      const context = await companyInterviewOr404(db, hiring, interviewId);
      return calendarFile(db, context, context.interview.timeZone);
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
