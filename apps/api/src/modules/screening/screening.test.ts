// Self-screening end to end over HTTP (spec 02 §7 catalogue; decision 015):
// consent, device check, questions and follow-ups, chunked resumable video
// uploads checked by their bytes, slots with 409 on a taken one, completion,
// the hiring side, and every refusal leaving nothing changed.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScreeningMessages, SCREENING_VIDEO_CHUNK_BYTES } from '@talent/contracts/screening';
import {
  createCandidate,
  createHiringMember,
  createTestApp,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { makePdf } from '../candidates/files.test-support.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';
import { makeWebm } from './webm-fixture.ts';

let ctx: TestContext;
let asha: TestCandidate;
let ravi: TestCandidate;
let team: TestHiringMember;
let otherTeam: TestHiringMember;
let jobId: number;
let plainJobId: number;
let application: number;
const HOUR = 60 * 60 * 1000;

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: { auth: Record<string, string> } | null, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who?.auth ?? {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const putChunk = (who: TestCandidate, app: number, upload: string, offset: number, data: Buffer) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/candidate_jobs/${app}/screening_video_upload_v2/${upload}/?offset=${offset}`,
    headers: { ...who.auth, 'content-type': 'application/octet-stream' },
    payload: data,
  });

/** Uploads a whole video in chunks and completes it. */
async function answer(who: TestCandidate, app: number, questionId: number, video: Buffer, choice?: string) {
  const start = await call(who, 'POST', `/candidate_jobs/${app}/screening_video_upload_v2/`, {
    question_id: questionId,
    content_type: 'video/webm',
    size_bytes: video.length,
    duration_ms: 5000,
    ...(choice ? { choice } : {}),
  });
  expect(start.statusCode, start.body).toBe(201);
  const id = start.json().upload_id as string;
  for (let offset = 0; offset < video.length; offset += SCREENING_VIDEO_CHUNK_BYTES) {
    const res = await putChunk(who, app, id, offset, video.subarray(offset, offset + SCREENING_VIDEO_CHUNK_BYTES));
    expect(res.statusCode, res.body).toBe(200);
  }
  return call(who, 'POST', `/candidate_jobs/${app}/screening_video_upload_v2/${id}/complete/`);
}

const count = async (table: string) =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await addCompany(ctx, { name: 'Heron Labs' });
  const other = await addCompany(ctx, { name: 'Kite Corp' });
  [jobId, plainJobId] = await addJobs(ctx, company, [{ title: 'Platform Engineer' }, { title: 'No Screening Role' }]);
  const companyId = (
    await ctx.database.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [company])
  )[0]!.id;
  const otherId = (await ctx.database.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [other]))[0]!
    .id;
  team = await createHiringMember(ctx, companyId);
  otherTeam = await createHiringMember(ctx, otherId);
  asha = await createCandidate(ctx);
  ravi = await createCandidate(ctx);
  application = (await call(asha, 'POST', '/candidate_jobs/', { job: jobId })).json().id;
});
afterAll(async () => ctx?.close());

describe('hiring side: questions and slots', () => {
  it('needs a hiring-team member of the job’s company', async () => {
    const body = { prompt: 'Tell us about a system you designed.' };
    expect((await call(null, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, body)).statusCode).toBe(401);
    expect((await call(asha, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, body)).statusCode).toBe(403);
    expect((await call(otherTeam, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, body)).statusCode).toBe(
      404,
    );
    expect(await count('self_screening_questions')).toBe(0);
  });

  it('creates main questions, a follow-up on a choice, and refuses a follow-up on a choice that does not exist', async () => {
    const first = await call(team, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, {
      prompt: 'Have you led a team?',
      choices: ['Yes', 'No'],
      max_seconds: 60,
    });
    expect(first.statusCode, first.body).toBe(201);
    const followUp = await call(team, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, {
      prompt: 'How large was the team?',
      parent_id: first.json().id,
      follow_up_choice: 'Yes',
    });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({ parent_id: first.json().id, follow_up_choice: 'Yes' });
    const bad = await call(team, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, {
      prompt: 'Why not?',
      parent_id: first.json().id,
      follow_up_choice: 'Maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('follow_up_choice');
    await call(team, 'POST', `/hiring/jobs/${jobId}/self-screening/questions/`, {
      prompt: 'Describe a production incident you handled.',
      max_seconds: 120,
    });
    const list = await call(team, 'GET', `/hiring/jobs/${jobId}/self-screening/questions/`);
    expect(list.json().results.map((q: { prompt: string }) => q.prompt)).toEqual([
      'Have you led a team?',
      'How large was the team?',
      'Describe a production incident you handled.',
    ]);
  });

  it('offers slots in the future only', async () => {
    const past = await call(team, 'POST', `/hiring/jobs/${jobId}/interview-slots/`, {
      starts_at: new Date(ctx.clock.now.getTime() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    for (const hours of [24, 48]) {
      const res = await call(team, 'POST', `/hiring/jobs/${jobId}/interview-slots/`, {
        starts_at: new Date(ctx.clock.now.getTime() + hours * HOUR).toISOString(),
        duration_minutes: 30,
        capacity: 1,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await call(team, 'GET', `/hiring/jobs/${jobId}/interview-slots/`)).json().results).toHaveLength(2);
  });
});

describe('consent and device check', () => {
  it('shows what is recorded, who sees it and how long, recording nothing yet', async () => {
    const res = await call(asha, 'GET', `/candidate_jobs/${application}/screening_consent_show_v2/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'not_started', consented_at: null, retention_days: 180 });
    expect(res.json().recorded.length).toBeGreaterThan(0);
    expect(await count('self_screenings')).toBe(0);
  });

  it('answers 404 for another candidate’s application and 400 for a job without self-screening', async () => {
    expect((await call(ravi, 'GET', `/candidate_jobs/${application}/screening_consent_show_v2/`)).statusCode).toBe(404);
    const plain = (await call(ravi, 'POST', '/candidate_jobs/', { job: plainJobId })).json().id;
    const res = await call(ravi, 'GET', `/candidate_jobs/${plain}/screening_consent_show_v2/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(ScreeningMessages.noSelfScreening);
  });

  it('refuses uploads and device checks before consent', async () => {
    const device = await call(asha, 'POST', `/candidate_jobs/${application}/screening_consent_device_v2/`, {
      camera: true,
      microphone: true,
    });
    expect(device.statusCode).toBe(400);
    expect(device.json().detail).toBe(ScreeningMessages.consentRequired);
    expect(await count('self_screenings')).toBe(0);
  });

  it('refuses consent that is not true, then records it', async () => {
    const no = await call(asha, 'POST', `/candidate_jobs/${application}/update_screening_consent_v2/`, {
      consent: false,
    });
    expect(no.statusCode).toBe(400);
    expect(await count('self_screenings')).toBe(0);
    const yes = await call(asha, 'POST', `/candidate_jobs/${application}/update_screening_consent_v2/`, {
      consent: true,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().state).toBe('in_progress');
  });

  it('records the device check only with both devices', async () => {
    const missing = await call(asha, 'POST', `/candidate_jobs/${application}/screening_consent_device_v2/`, {
      camera: false,
      microphone: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(ScreeningMessages.devicesRequired);
    const ok = await call(asha, 'POST', `/candidate_jobs/${application}/screening_consent_device_v2/`, {
      camera: true,
      microphone: true,
    });
    expect(ok.json().device_checked_at).not.toBeNull();
  });
});

describe('answers on video', () => {
  let questions: { id: number; prompt: string; choices: string[] }[];

  it('lists the main questions and where to resume', async () => {
    const res = await call(asha, 'GET', `/candidate_jobs/screening_interview_question_list_v2/${application}/`);
    expect(res.statusCode).toBe(200);
    questions = res.json().questions;
    expect(questions.map((q) => q.prompt)).toEqual([
      'Have you led a team?',
      'Describe a production incident you handled.',
    ]);
    expect(res.json().next_question_id).toBe(questions[0]!.id);
    expect(res.json().can_complete).toBe(false);
  });

  it('refuses a wrong announced type, an oversized or over-long video, and a missing choice', async () => {
    const base = {
      question_id: questions[0]!.id,
      choice: 'Yes',
      size_bytes: 1000,
      duration_ms: 5000,
      content_type: 'video/webm',
    };
    const url = `/candidate_jobs/${application}/screening_video_upload_v2/`;
    expect((await call(asha, 'POST', url, { ...base, content_type: 'image/png' })).statusCode).toBe(400);
    expect((await call(asha, 'POST', url, { ...base, size_bytes: 200 * 1024 * 1024 })).statusCode).toBe(400);
    const long = await call(asha, 'POST', url, { ...base, duration_ms: 90_000 });
    expect(long.statusCode).toBe(400);
    expect(long.json().duration_ms).toEqual([ScreeningMessages.videoTooLong]);
    const noChoice = await call(asha, 'POST', url, { ...base, choice: undefined });
    expect(noChoice.json().choice).toEqual([ScreeningMessages.choiceRequired]);
    expect(await count('video_uploads')).toBe(0);
  });

  it('refuses a file that is not a video by its bytes, whatever it announced, and keeps nothing', async () => {
    const pdf = await makePdf();
    const res = await answer(asha, application, questions[0]!.id, pdf, 'Yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().video).toEqual([ScreeningMessages.videoType]);
    expect(await count('self_screening_answers')).toBe(0);
    expect(await count('video_uploads')).toBe(0);
  });

  it('refuses a video whose bytes run longer than the question allows', async () => {
    const res = await answer(asha, application, questions[0]!.id, makeWebm({ durationMs: 75_000 }), 'Yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().video).toEqual([ScreeningMessages.videoTooLong]);
    expect(await count('self_screening_answers')).toBe(0);
  });

  it('resumes an upload from the acknowledged offset after a dropped connection', async () => {
    const video = makeWebm({ durationMs: 20_000, approximateBytes: 5 * 1024 * 1024 });
    const start = await call(asha, 'POST', `/candidate_jobs/${application}/screening_video_upload_v2/`, {
      question_id: questions[0]!.id,
      choice: 'Yes',
      content_type: 'video/webm',
      size_bytes: video.length,
      duration_ms: 20_000,
    });
    const id = start.json().upload_id;
    const chunk = SCREENING_VIDEO_CHUNK_BYTES;
    expect((await putChunk(asha, application, id, 0, video.subarray(0, chunk))).json().offset).toBe(chunk);
    // the connection drops: the client asks where the server stands
    const state = await call(asha, 'GET', `/candidate_jobs/${application}/screening_video_upload_v2/${id}/`);
    expect(state.json()).toMatchObject({ offset: chunk, completed: false });
    // a chunk sent twice, or one that skips ahead, is refused with the offset to resume from
    const again = await putChunk(asha, application, id, 0, video.subarray(0, chunk));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ScreeningMessages.uploadOffset, offset: chunk });
    expect((await putChunk(asha, application, id, chunk * 2, video.subarray(chunk * 2, chunk * 3))).statusCode).toBe(
      409,
    );
    // completing early is refused
    const early = await call(asha, 'POST', `/candidate_jobs/${application}/screening_video_upload_v2/${id}/complete/`);
    expect(early.statusCode).toBe(400);
    // another candidate cannot see or feed the upload
    expect(
      (await call(ravi, 'GET', `/candidate_jobs/${application}/screening_video_upload_v2/${id}/`)).statusCode,
    ).toBe(404);
    expect((await putChunk(ravi, application, id, chunk, video.subarray(chunk, chunk * 2))).statusCode).toBe(404);
    for (let offset = chunk; offset < video.length; offset += chunk) {
      expect((await putChunk(asha, application, id, offset, video.subarray(offset, offset + chunk))).statusCode).toBe(
        200,
      );
    }
    const done = await call(asha, 'POST', `/candidate_jobs/${application}/screening_video_upload_v2/${id}/complete/`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().answer).toMatchObject({ choice: 'Yes', duration_ms: 20_000, attempts: 1, retakes_left: 1 });
    expect(await count('video_upload_chunks')).toBe(0);
  });

  it('asks the follow-up the answer called for', async () => {
    const res = await call(asha, 'GET', `/selfscreening-followup-question/${application}/${questions[0]!.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().follow_up.prompt).toBe('How large was the team?');
    const list = (
      await call(asha, 'GET', `/candidate_jobs/screening_interview_question_list_v2/${application}/`)
    ).json();
    expect(list.questions.map((q: { prompt: string }) => q.prompt)).toEqual([
      'Have you led a team?',
      'How large was the team?',
      'Describe a production incident you handled.',
    ]);
    expect(list.next_question_id).toBe(res.json().follow_up.id);
    expect(
      (await call(ravi, 'GET', `/selfscreening-followup-question/${application}/${questions[0]!.id}/`)).statusCode,
    ).toBe(404);
  });

  it('allows one retake and no more; a retake choosing No drops the follow-up', async () => {
    const retake = await answer(asha, application, questions[0]!.id, makeWebm({ durationMs: 8000 }), 'No');
    expect(retake.statusCode, retake.body).toBe(200);
    expect(retake.json().answer).toMatchObject({ attempts: 2, retakes_left: 0, choice: 'No' });
    const third = await call(asha, 'POST', `/candidate_jobs/${application}/screening_video_upload_v2/`, {
      question_id: questions[0]!.id,
      choice: 'Yes',
      content_type: 'video/webm',
      size_bytes: 100,
      duration_ms: 1000,
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toBe(ScreeningMessages.noRetakesLeft);
    const followUp = await call(asha, 'GET', `/selfscreening-followup-question/${application}/${questions[0]!.id}/`);
    expect(followUp.json().follow_up).toBeNull();
  });

  it('refuses completion while a question is unanswered', async () => {
    const res = await call(asha, 'POST', `/candidate_jobs/${application}/complete_self_screening/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(ScreeningMessages.unansweredQuestions);
    const second = await answer(asha, application, questions[1]!.id, makeWebm({ durationMs: 30_000 }));
    expect(second.statusCode).toBe(200);
    expect(second.json().next_question_id).toBeNull();
  });
});

describe('interview slots', () => {
  it('lists open slots and refuses completion until one is booked', async () => {
    const slots = await call(
      asha,
      'GET',
      `/candidate_jobs/available_self_screening_slots/?candidate_job_id=${application}`,
    );
    expect(slots.statusCode).toBe(200);
    expect(slots.json().slots).toHaveLength(2);
    const res = await call(asha, 'POST', `/candidate_jobs/${application}/complete_self_screening/`);
    expect(res.json().detail).toBe(ScreeningMessages.slotRequired);
  });

  it('answers 409 when someone else took the slot in between, and books a free one with an invitation', async () => {
    const slots = (
      await call(asha, 'GET', `/candidate_jobs/available_self_screening_slots/?candidate_job_id=${application}`)
    ).json().slots;
    // Ravi applies, consents and takes the first slot
    const raviApplication = (await call(ravi, 'POST', '/candidate_jobs/', { job: jobId })).json().id;
    await call(ravi, 'POST', `/candidate_jobs/${raviApplication}/update_screening_consent_v2/`, { consent: true });
    const raviBooking = await call(ravi, 'POST', `/candidate_jobs/${raviApplication}/schedule_self_screening/`, {
      slot_id: slots[0].id,
      time_zone: 'Asia/Kolkata',
    });
    expect(raviBooking.statusCode, raviBooking.body).toBe(201);
    const taken = await call(asha, 'POST', `/candidate_jobs/${application}/schedule_self_screening/`, {
      slot_id: slots[0].id,
      time_zone: 'Europe/Berlin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ScreeningMessages.slotTaken);
    const zone = await call(asha, 'POST', `/candidate_jobs/${application}/schedule_self_screening/`, {
      slot_id: slots[1].id,
      time_zone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    const booked = await call(asha, 'POST', `/candidate_jobs/${application}/schedule_self_screening/`, {
      slot_id: slots[1].id,
      time_zone: 'Europe/Berlin',
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ time_zone: 'Europe/Berlin', slot: { id: slots[1].id, seats_left: 0 } });
    await ctx.drainQueue();
    // the interview e-mail (the application's confirmation went out first)
    const [mail] = await ctx.database.query<{ subject: string; attachments: { filename: string; content: string }[] }>(
      "SELECT subject, attachments FROM dev_outbox WHERE to_address = $1 AND subject LIKE 'Your interview%'",
      [asha.email],
    );
    expect(mail!.subject).toMatch(/Your interview is booked/);
    expect(mail!.attachments[0]!.filename).toBe('interview.ics');
    // read back with a calendar library: the slot's instant, written in the candidate's zone (RFC 5545)
    const calendar = new ICAL.Component(ICAL.parse(mail!.attachments[0]!.content));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    // iCalendar times have whole seconds (RFC 5545 §3.3.5), so the slot's instant is compared to the second
    const slotStart = new Date(slots[1].starts_at).getTime();
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slotStart - (slotStart % 1000)).toISOString());
    expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${asha.email}`.toLowerCase(),
    ]);
  });

  it('refuses a slot that has started', async () => {
    const slot = await call(team, 'POST', `/hiring/jobs/${jobId}/interview-slots/`, {
      starts_at: new Date(ctx.clock.now.getTime() + HOUR).toISOString(),
    });
    ctx.clock.advance(2 * HOUR);
    const res = await call(asha, 'POST', `/candidate_jobs/${application}/schedule_self_screening/`, {
      slot_id: slot.json().id,
      time_zone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(ScreeningMessages.slotPast);
    const booking = (
      await call(asha, 'GET', `/candidate_jobs/available_self_screening_slots/?candidate_job_id=${application}`)
    ).json().booking;
    expect(booking.slot.id).not.toBe(slot.json().id);
  });
});

describe('completion', () => {
  it('moves the application to SS, and refuses answers after it', async () => {
    const res = await call(asha, 'POST', `/candidate_jobs/${application}/complete_self_screening/`);
    expect(res.statusCode, res.body).toBe(200);
    // the spec's code moves; the words are the lifecycle's, whose state a completed step does not change
    expect(res.json()).toMatchObject({ status: 'SS', status_label: 'Application submitted' });
    const applied = await call(asha, 'GET', '/applied_jobs/');
    expect(applied.json().results.find((a: { id: number }) => a.id === application).status).toBe('SS');
    const again = await call(asha, 'POST', `/candidate_jobs/${application}/complete_self_screening/`);
    expect(again.statusCode).toBe(409);
    const late = await call(asha, 'POST', `/candidate_jobs/${application}/screening_video_upload_v2/`, {
      question_id: 1,
      content_type: 'video/webm',
      size_bytes: 100,
      duration_ms: 1000,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(ScreeningMessages.screeningClosed);
  });

  it('shows the hiring team the answers and streams a video; another company gets 404', async () => {
    const res = await call(team, 'GET', `/hiring/applications/${application}/self-screening/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('completed');
    expect(res.json().answers).toHaveLength(2);
    const video = await ctx.app.inject({ method: 'GET', url: res.json().answers[0].video_path, headers: team.auth });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.readUInt32BE(0)).toBe(0x1a45dfa3);
    expect(
      (await ctx.app.inject({ method: 'GET', url: res.json().answers[0].video_path, headers: otherTeam.auth }))
        .statusCode,
    ).toBe(404);
    expect((await call(otherTeam, 'GET', `/hiring/applications/${application}/self-screening/`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: res.json().answers[0].video_path, headers: asha.auth })).statusCode,
    ).toBe(403);
  });
});
