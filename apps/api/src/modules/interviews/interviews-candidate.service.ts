// Interviews, the candidate's side (decision 044): their interviews, picking
// one of the proposed times in their own time zone (the invitations go to
// both sides at once), and the calendar file in their zone.
import { InterviewMessages } from '@talent/contracts/interviews';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth-guard.ts';
import { recordTeamEvent } from '../team-access/team-events.ts';
import { interviewMessages } from './interview-messages.ts';
import { toCandidateInterviews, whenIn } from './interview-views.ts';
import * as repo from './interviews.repo.ts';
import type { InterviewsDeps } from './interviews.service.ts';

export function createInterviewsCandidateService(deps: InterviewsDeps) {
  const { db } = deps;
  const { tellCandidate, sendInvitations, calendarFile } = interviewMessages(deps);

  return {
    async list(auth: AuthContext) {
      return { results: await toCandidateInterviews(db, await repo.candidateInterviews(db, auth.candidateId)) };
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
        return (await toCandidateInterviews(tx, [fresh]))[0]!;
      });
    },

    async calendar(auth: AuthContext, interviewId: number): Promise<string> {
      const context = await repo.candidateInterview(db, auth.candidateId, interviewId);
      if (!context) throw notFound();
      return calendarFile(db, context, context.interview.candidateTimeZone ?? context.interview.timeZone);
    },
  };
}

export type InterviewsCandidateService = ReturnType<typeof createInterviewsCandidateService>;
