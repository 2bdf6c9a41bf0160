// The hiring team decides together (decisions 043, 044): notes with
// mentions (author-only changes, team history, another company 404),
// scorecards (hidden until one's own is in, 409 on a second, a summary with
// disagreements), interviews (bad input names its field, the candidate picks
// in their own zone, invitations read back by a calendar library, reschedule
// and cancel keep the UID and raise SEQUENCE, overlaps warned), and an
// interviewer who sees only what they are assigned to.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantDetail } from '@talent/contracts/hiring';
import type { NotificationList } from '@talent/contracts/notifications';
import { InterviewMessages, type CandidateInterviewList, type Interview } from '@talent/contracts/interviews';
import type { ApplicationScorecards, Scorecard, ScorecardInput } from '@talent/contracts/scorecards';
import { NoteMessages, type Note, type NoteList, type TeamEventList } from '@talent/contracts/team-notes';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { castTeam, slotsFrom, type TeamCast } from './team-work.test-support.ts';

let ctx: TestContext;
let cast: TeamCast;

type Who = { auth: Record<string, string> };
const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who?.auth ?? {},
    ...(payload ? { payload: payload as object } : {}),
  });

function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    tzid: event.startDate.zone?.tzid,
  };
}

const card = (rating: (attribute: string) => 1 | 2 | 3 | 4, recommendation: ScorecardInput['recommendation']) => ({
  ratings: [
    ['Skills', 'Technical depth'],
    ['Skills', 'Problem solving'],
    ['Communication', 'Clarity'],
    ['Communication', 'Listening'],
    ['Working together', 'Collaboration'],
    ['Working together', 'Ownership'],
  ].map(([group, attribute]) => ({ group: group!, attribute: attribute!, rating: rating(attribute!), note: '' })),
  recommendation,
  note: 'Clear thinker.',
});

/** The candidate's in-app notifications about interviews, newest first. */
async function interviewNotices() {
  const list = (await call(cast.candidate, 'GET', '/notifications/')).json<NotificationList>();
  return list.results
    .filter((entry) => entry.kind.startsWith('interview.'))
    .map(({ kind, title, link }) => ({ kind, title, link }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await castTeam(ctx, 'teamwork');
});
afterAll(async () => ctx?.close());

describe('interviewer access', () => {
  it('answers 404 to an interviewer on an application they are not assigned to', async () => {
    const { interviewer, applicationId } = cast;
    for (const url of [
      `/hiring/applications/${applicationId}/`,
      `/hiring/applications/${applicationId}/notes/`,
      `/hiring/applications/${applicationId}/scorecards/`,
      `/hiring/applications/${applicationId}/interviews/`,
    ]) {
      expect((await call(interviewer, 'GET', url)).statusCode, url).toBe(404);
    }
    const moved = await call(interviewer, 'POST', `/hiring/applications/${applicationId}/move/`, {
      stage: 'screening',
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual({ detail: 'Your role in the hiring team does not allow this.' });
    expect((await call(interviewer, 'GET', `/hiring/jobs/${cast.jobId}/applications/`)).statusCode).toBe(403);
  });
});

describe('interviews', () => {
  let interview: Interview;

  it('refuses a time in the past, an end before the start and an unknown time zone, naming the field', async () => {
    const base = {
      title: 'Technical interview',
      interviewer_ids: [cast.interviewer.memberId],
      location_kind: 'video',
      location: 'https://meet.example.test/kavya',
      time_zone: 'Asia/Kolkata',
      proposed_times: slotsFrom(ctx.clock.now, [24]),
    };
    const url = `/hiring/applications/${cast.applicationId}/interviews/`;
    const past = new Date(ctx.clock.now.getTime() - 3_600_000);
    const cases: [unknown, string, string][] = [
      [
        {
          ...base,
          proposed_times: [
            { starts_at: past.toISOString(), ends_at: new Date(past.getTime() + 1_800_000).toISOString() },
          ],
        },
        'proposed_times',
        InterviewMessages.inThePast,
      ],
      [
        {
          ...base,
          proposed_times: [{ starts_at: base.proposed_times[0]!.ends_at, ends_at: base.proposed_times[0]!.starts_at }],
        },
        'proposed_times',
        InterviewMessages.endBeforeStart,
      ],
      [{ ...base, time_zone: 'Mars/Olympus_Mons' }, 'time_zone', InterviewMessages.unknownTimeZone],
      [{ ...base, interviewer_ids: [cast.outsider.memberId] }, 'interviewer_ids', InterviewMessages.unknownInterviewer],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(cast.recruiter, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Record<string, string[]>>()[field]).toEqual([message]);
    }
    expect((await call(cast.recruiter, 'GET', url)).json<{ results: unknown[] }>().results).toEqual([]);
  });

  it('proposes three times; the candidate is asked, the interviewer assigned', async () => {
    const res = await call(cast.recruiter, 'POST', `/hiring/applications/${cast.applicationId}/interviews/`, {
      title: 'Technical interview',
      interviewer_ids: [cast.interviewer.memberId],
      location_kind: 'video',
      location: 'https://meet.example.test/kavya',
      time_zone: 'Asia/Kolkata',
      proposed_times: slotsFrom(ctx.clock.now, [24, 26, 48]),
    });
    expect(res.statusCode, res.body).toBe(201);
    interview = res.json<Interview>();
    expect(interview).toMatchObject({ status: 'proposed', duration_minutes: 45, sequence: 0 });
    expect(interview.proposed_times).toHaveLength(3);
    await ctx.drainQueue();
    const mails = await outbox(ctx, cast.candidate.email);
    expect(mails[0]!.subject).toBe('Pick a time for your interview for Backend Engineer');
    // and in-app, linking to the interview's page
    expect(await interviewNotices()).toEqual([
      { kind: 'interview.invited', title: 'Pick a time for your interview', link: `/interviews/${interview.id}/` },
    ]);
    // now assigned: the interviewer opens the application, without contact details or history
    const detail = await call(cast.interviewer, 'GET', `/hiring/applications/${cast.applicationId}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ApplicantDetail>()).toMatchObject({
      history: [],
      screening: [],
      candidate: { email: '', phone: null },
    });
    const upcoming = await call(cast.interviewer, 'GET', '/hiring/interviews/upcoming/');
    expect(upcoming.json<{ results: Interview[] }>().results.map((entry) => entry.id)).toEqual([interview.id]);
  });

  it('lets the candidate pick a proposed time in their zone; both invitations carry the same instant', async () => {
    const list = await call(cast.candidate, 'GET', '/candidate_jobs/interviews/');
    const mine = list.json<CandidateInterviewList>().results;
    expect(mine.map((entry) => entry.id)).toEqual([interview.id]);
    const chosen = interview.proposed_times[1]!;
    const bad = await call(cast.candidate, 'POST', `/candidate_jobs/interviews/${interview.id}/pick/`, {
      starts_at: chosen.starts_at,
      time_zone: 'Nowhere/Town',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ time_zone: [InterviewMessages.unknownTimeZone] });
    const other = await call(cast.outsider, 'POST', `/candidate_jobs/interviews/${interview.id}/pick/`, {
      starts_at: chosen.starts_at,
      time_zone: 'Europe/Berlin',
    });
    expect(other.statusCode).toBe(404);
    const picked = await call(cast.candidate, 'POST', `/candidate_jobs/interviews/${interview.id}/pick/`, {
      starts_at: chosen.starts_at,
      time_zone: 'America/New_York',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({
      status: 'scheduled',
      starts_at: chosen.starts_at,
      time_zone: 'America/New_York',
    });
    const again = await call(cast.candidate, 'POST', `/candidate_jobs/interviews/${interview.id}/pick/`, {
      starts_at: chosen.starts_at,
      time_zone: 'America/New_York',
    });
    expect(again.statusCode).toBe(409);

    const candidateFile = await call(cast.candidate, 'GET', `/candidate_jobs/interviews/${interview.id}/calendar/`);
    const teamFile = await call(cast.interviewer, 'GET', `/hiring/interviews/${interview.id}/calendar/`);
    expect(candidateFile.headers['content-type']).toMatch(/^text\/calendar/);
    const forCandidate = readCalendar(candidateFile.body);
    const forTeam = readCalendar(teamFile.body);
    expect(forCandidate).toMatchObject({ start: chosen.starts_at, tzid: 'America/New_York', method: 'REQUEST' });
    expect(forTeam).toMatchObject({ start: chosen.starts_at, tzid: 'Asia/Kolkata', uid: forCandidate.uid });
    expect(forTeam.sequence).toBe(1);

    await ctx.drainQueue();
    const [candidateMail] = (await outbox(ctx, cast.candidate.email)).slice(0, 1);
    const [interviewerMail] = (await outbox(ctx, cast.interviewer.email)).slice(0, 1);
    expect(candidateMail!.subject).toBe('Your interview for Backend Engineer is confirmed');
    expect(interviewerMail!.subject).toBe('Interview with Kavya Raman is confirmed');
  });

  it('warns about an overlapping interview of the same interviewer', async () => {
    const { proposed_times } = interview;
    const res = await call(cast.recruiter, 'POST', `/hiring/applications/${cast.applicationId}/interviews/`, {
      title: 'Culture chat',
      interviewer_ids: [cast.interviewer.memberId, cast.interviewer2.memberId],
      location_kind: 'place',
      location: 'Pune office, 3rd floor',
      time_zone: 'Asia/Kolkata',
      proposed_times: [{ starts_at: proposed_times[1]!.starts_at, ends_at: proposed_times[1]!.ends_at }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const overlapping = res.json<Interview>();
    expect(overlapping.overlaps).toEqual([
      expect.objectContaining({ member_id: cast.interviewer.memberId, interview_id: interview.id }),
    ]);
    await call(cast.recruiter, 'POST', `/hiring/interviews/${overlapping.id}/cancel/`, { reason: '' });
  });

  it('reschedules and cancels with the same UID and a higher SEQUENCE; cancel is METHOD:CANCEL', async () => {
    const [slot] = slotsFrom(ctx.clock.now, [72]);
    const moved = await call(cast.recruiter, 'POST', `/hiring/interviews/${interview.id}/reschedule/`, {
      proposed_times: [slot],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'scheduled', starts_at: slot!.starts_at, sequence: 2 });
    const cancelled = await call(cast.recruiter, 'POST', `/hiring/interviews/${interview.id}/cancel/`, {
      reason: 'Role filled',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', sequence: 3 });
    expect((await call(cast.recruiter, 'POST', `/hiring/interviews/${interview.id}/cancel/`, {})).statusCode).toBe(409);
    await ctx.drainQueue();
    const mails = (await outbox(ctx, cast.candidate.email)).reverse();
    const files = mails
      .flatMap((mail) => (mail as { attachments?: { content: string }[] }).attachments ?? [])
      .map((attachment) => readCalendar(attachment.content));
    // the queue may deliver in any order; calendars order by SEQUENCE
    const ours = files.filter((file) => file.uid === files[0]!.uid).sort((a, b) => a.sequence - b.sequence);
    expect(ours.map((file) => [file.method, file.sequence])).toEqual([
      ['REQUEST', 1],
      ['REQUEST', 2],
      ['CANCEL', 3],
    ]);
    expect(ours[1]!.start).toBe(slot!.starts_at);
    // the candidate is told in-app of each change, newest first
    expect((await interviewNotices()).slice(0, 2)).toEqual([
      { kind: 'interview.cancelled', title: 'Interview cancelled', link: `/interviews/${interview.id}/` },
      { kind: 'interview.rescheduled', title: 'Your interview has moved', link: `/interviews/${interview.id}/` },
    ]);
  });

  it('refuses a reschedule to a time in the past or ending before it starts, naming the field', async () => {
    const [slot] = slotsFrom(ctx.clock.now, [30]);
    const past = new Date(ctx.clock.now.getTime() - 7_200_000);
    for (const [times, message] of [
      [
        [{ starts_at: past.toISOString(), ends_at: new Date(past.getTime() + 1_800_000).toISOString() }],
        InterviewMessages.inThePast,
      ],
      [[{ starts_at: slot!.ends_at, ends_at: slot!.starts_at }], InterviewMessages.endBeforeStart],
    ] as const) {
      const res = await call(cast.recruiter, 'POST', `/hiring/interviews/${interview.id}/reschedule/`, {
        proposed_times: times,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ proposed_times: [message] });
    }
  });
});

describe('notes', () => {
  let note: Note;

  it('writes a note that mentions the interviewer, who is told by e-mail', async () => {
    const res = await call(cast.recruiter, 'POST', `/hiring/applications/${cast.applicationId}/notes/`, {
      body: '@Ines Interviewer please probe system design.',
      mentions: [cast.interviewer.memberId],
    });
    expect(res.statusCode, res.body).toBe(201);
    note = res.json<Note>();
    expect(note).toMatchObject({
      mine: true,
      edited: false,
      mentions: [{ member_id: cast.interviewer.memberId, name: 'Ines Interviewer' }],
    });
    await ctx.drainQueue();
    const [mail] = (await outbox(ctx, cast.interviewer.email)).slice(0, 1);
    expect(mail!.subject).toBe('Ravi Recruiter mentioned you about Kavya Raman');
    // the interviewer reads the notes that mention them
    const theirs = await call(cast.interviewer, 'GET', `/hiring/applications/${cast.applicationId}/notes/`);
    expect(theirs.json<NoteList>().results.map((entry) => entry.id)).toEqual([note.id]);
  });

  it('refuses a mention outside the team, and changes by anyone but the author', async () => {
    const outside = await call(cast.recruiter, 'POST', `/hiring/applications/${cast.applicationId}/notes/`, {
      body: 'Hello',
      mentions: [cast.outsider.memberId],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ mentions: [NoteMessages.unknownMention] });
    const byAdmin = await call(cast.admin, 'PATCH', `/hiring/notes/${note.id}/`, { body: 'Rewritten' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: NoteMessages.notAuthor });
    expect((await call(cast.admin, 'DELETE', `/hiring/notes/${note.id}/`)).statusCode).toBe(403);
    expect((await call(cast.outsider, 'PATCH', `/hiring/notes/${note.id}/`, { body: 'x' })).statusCode).toBe(404);
    expect((await call(cast.outsider, 'GET', `/hiring/applications/${cast.applicationId}/notes/`)).statusCode).toBe(
      404,
    );
  });

  it('lets the author edit and delete; the team history names each step', async () => {
    ctx.clock.advance(60_000);
    const edited = await call(cast.recruiter, 'PATCH', `/hiring/notes/${note.id}/`, {
      body: 'Please probe system design and testing.',
      mentions: [cast.interviewer.memberId],
    });
    expect(edited.json<Note>()).toMatchObject({ edited: true, body: 'Please probe system design and testing.' });
    const extra = await call(cast.recruiter, 'POST', `/hiring/applications/${cast.applicationId}/notes/`, {
      body: 'Temp',
    });
    expect((await call(cast.recruiter, 'DELETE', `/hiring/notes/${extra.json<Note>().id}/`)).statusCode).toBe(204);
    const notes = await call(cast.admin, 'GET', `/hiring/applications/${cast.applicationId}/notes/`);
    expect(notes.json<NoteList>().results.map((entry) => entry.body)).toEqual([
      'Please probe system design and testing.',
    ]);
    const history = await call(cast.admin, 'GET', `/hiring/applications/${cast.applicationId}/team-history/`);
    const labels = history.json<TeamEventList>().results.map((event) => event.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Note added',
        'Note edited',
        'Note deleted',
        'Interview times proposed',
        'Interview scheduled',
        'Interview rescheduled',
        'Interview cancelled',
      ]),
    );
  });
});

describe('scorecards', () => {
  it('hides colleagues’ cards until one’s own is in, refuses a second, and sums up disagreements', async () => {
    const url = `/hiring/applications/${cast.applicationId}/scorecards/`;
    // the recruiter, not interviewing, submits first
    const first = await call(
      cast.recruiter,
      'POST',
      url,
      card(() => 4, 'strong_yes'),
    );
    expect(first.statusCode, first.body).toBe(201);
    const before = (await call(cast.interviewer, 'GET', url)).json<ApplicationScorecards>();
    expect(before).toMatchObject({ hidden: true, others: null, summary: null, mine: null, submitted_count: 1 });
    expect(JSON.stringify(before)).not.toContain('Clear thinker');

    const incomplete = await call(cast.interviewer, 'POST', url, {
      ...card(() => 2, 'no'),
      ratings: card(() => 2, 'no').ratings.slice(1),
    });
    expect(incomplete.statusCode).toBe(400);
    const mine = await call(
      cast.interviewer,
      'POST',
      url,
      card((attribute) => (attribute === 'Clarity' ? 4 : 1), 'no'),
    );
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json<Scorecard>().member.name).toBe('Ines Interviewer');
    const twice = await call(
      cast.interviewer,
      'POST',
      url,
      card(() => 3, 'yes'),
    );
    expect(twice.statusCode).toBe(409);

    const after = (await call(cast.interviewer, 'GET', url)).json<ApplicationScorecards>();
    expect(after.hidden).toBe(false);
    expect(after.others!.map((entry) => entry.member.name)).toEqual(['Ravi Recruiter']);
    expect(after.summary!.recommendations_disagree).toBe(true);
    expect(after.summary!.disagreements.map((entry) => entry.attribute)).toEqual([
      'Technical depth',
      'Problem solving',
      'Listening',
      'Collaboration',
      'Ownership',
    ]);
    const forRecruiter = (await call(cast.recruiter, 'GET', url)).json<ApplicationScorecards>();
    expect(forRecruiter.summary!.submitted.map((entry) => entry.recommendation)).toEqual(['strong_yes', 'no']);
    expect(
      (
        await call(
          cast.outsider,
          'POST',
          url,
          card(() => 3, 'yes'),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lets admins and recruiters edit the job’s card, not interviewers', async () => {
    const url = `/hiring/jobs/${cast.jobId}/scorecard/`;
    const groups = [{ name: 'Skills', attributes: ['Go', 'SQL'] }];
    expect((await call(cast.interviewer, 'PUT', url, { groups })).statusCode).toBe(403);
    const saved = await call(cast.admin, 'PUT', url, { groups });
    expect(saved.json()).toEqual({ job_id: cast.jobId, groups, customised: true });
    expect((await call(cast.outsider, 'GET', url)).statusCode).toBe(404);
  });
});
