// What an interview tells the people in it (decisions 032, 044): the
// candidate's in-app notice, the request to pick a time, and the calendar
// invitations (or cancellations) to the candidate and every interviewer, each
// in their own time zone with the same UID and SEQUENCE.
import { InterviewMessages } from '@talent/contracts/interviews';
import { pathTo } from '@talent/contracts/routes';
import type { DbOrTx } from '../../db/client.ts';
import type { CalendarEvent } from '../../lib/calendar.ts';
import { calendarAttachment, calendarInvitation } from '../../lib/calendar.ts';
import { detailError } from '../../lib/errors.ts';
import { absolute } from '../../lib/public-url.ts';
import { templateParagraphs } from '../email-templates/company-templates.ts';
import { notify } from '../notifications/notify.ts';
import { sendNotice } from '../team-access/team-notices.ts';
import { applicantLink } from '../team-notes/team-notes.service.ts';
import { whenIn, type Slot } from './interview-views.ts';
import * as repo from './interviews.repo.ts';
import type { InterviewsDeps } from './interviews.service.ts';

export function interviewMessages(deps: Pick<InterviewsDeps, 'now' | 'publicUrl' | 'organizerEmail'>) {
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

  /** The calendar file of a scheduled (or cancelled) interview, in the reader's time zone. */
  async function calendarFile(tx: DbOrTx, context: repo.InterviewContext, timeZone: string) {
    const { interview } = context;
    if (!interview.startsAt) throw detailError(409, InterviewMessages.notWaiting);
    const people = (await repo.interviewersOf(tx, [interview.id])).get(interview.id) ?? [];
    return calendarInvitation(
      eventFor(context, interview, people, timeZone, interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST'),
    );
  }

  return { tellCandidate, sendInvitations, askCandidate, calendarFile };
}
