// After applying, in a real browser against the real server (decision 015;
// spec 02 §7 catalogue). The operators' command line invites a member of a
// company's hiring team between two runs of the server on one data folder;
// the member gives one of the company's jobs video questions (one with a
// follow-up asked only after a "Yes") and interview slots. An onboarded
// candidate applies to it, gives consent (nothing is recorded or asked of the
// camera before it), checks the fake camera and microphone, answers each
// question on video including the follow-up, books a slot and finishes; the
// dashboard, the application and the self-screenings page show the new stage
// and the hiring team gets the videos. Then the same application gets a coding
// assessment, taken within its time limit and submitted, and a request for
// details and documents, uploaded until they are complete. Another
// candidate's self-screening address answers the page-not-found page.
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentSummary } from '@talent/contracts/assessments';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import type { AppliedJob } from '@talent/contracts/applications';
import { candidateView, LIFECYCLE, type LifecycleState } from '@talent/contracts/application-lifecycle';
import type { HiringSelfScreening, QuestionList } from '@talent/contracts/screening';
import { seriousViolations } from './a11y.ts';
import { tinyPdf } from './candidate-files.ts';
import { apiAs, signInBrowser, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import {
  runAdmin,
  saveScreenshot,
  SCREEN_SIZES,
  startServer,
  toast,
  unexpectedErrors,
  waitsForHydration,
  type RunningServer,
  type TrackedPage,
} from './harness.ts';

const PROMPTS = {
  lead: 'Have you been on call for a production system?',
  followUp: 'What was the hardest incident you handled on call?',
  other: 'Why do you want this role?',
};
const ASSESSMENT_TITLE = 'Arrays and strings';

let server: RunningServer;
let browser: Browser;
/** The candidate of the journey and another one, who applied to the same job. */
let candidate: SignedUpCandidate;
let other: SignedUpCandidate;
/** A member of the job's hiring team. */
let hiring: { token: string };
let screeningJob: JobCard;
let otherApplication: number;
let firstSlot: Date;
/** Set by the first test: the journey's application. */
let screeningApplication = 0;

const api = <T>(who: { token: string }, method: string, url: string, body?: unknown) =>
  apiAs<T>(server.baseUrl, who.token, method, url, body);
/** The application's stage as the server reports it to the candidate. */
const stageOf = async (id: number): Promise<LifecycleState> =>
  (await api<{ results: AppliedJob[] }>(candidate, 'GET', '/applied_jobs/')).results.find((a) => a.id === id)!.stage;

/** Chromium with a fake camera and microphone that need no permission prompt. */
function launchWithFakeDevices(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** A signed-in page whose context may inject axe (it bypasses the CSP), its errors tracked. */
async function signedIn(who: SignedUpCandidate, viewport = { width: 1366, height: 900 }): Promise<TrackedPage> {
  const context: BrowserContext = await browser.newContext({
    baseURL: server.baseUrl,
    viewport,
    bypassCSP: true,
    permissions: ['camera', 'microphone'],
  });
  await signInBrowser(context, server.baseUrl, who);
  // counts the page's requests for the camera and microphone
  await context.addInitScript(() => {
    const counter = window as unknown as { mediaRequests: number };
    counter.mediaRequests = 0;
    const devices = navigator.mediaDevices;
    if (devices?.getUserMedia) {
      const original = devices.getUserMedia.bind(devices);
      devices.getUserMedia = (constraints) => {
        counter.mediaRequests += 1;
        return original(constraints);
      };
    }
  });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

const mediaRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { mediaRequests: number }).mediaRequests);

/** No element wider than the page: nothing to scroll sideways at this width. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'talent-screenshots');

/**
 * Full-page screenshots at the phone and laptop sizes (as the harness names
 * them), after checking that nothing sticks out of the page at either width.
 */
async function capture(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await overflowing(page), `${name} at ${size.width}px`).toEqual([]);
    await saveScreenshot(page, path.join(SCREENSHOT_DIR, `screening-${name}-${size.width}x${size.height}.png`), {
      fullPage: true,
    });
  }
  if (before) await page.setViewportSize(before);
}

/** Records an answer with the fake camera: countdown, a few seconds, stop, look, send. */
async function recordAnswer(page: Page, prompt: string, seconds = 2) {
  const section = page.getByRole('region', { name: prompt });
  await section.getByRole('button', { name: 'Start recording' }).click();
  await section.getByText(/Recording · \d:\d\d left/).waitFor({ timeout: 10_000 });
  await page.waitForTimeout(seconds * 1000);
  await section.getByRole('button', { name: 'Stop recording' }).click();
  const recorded = section.getByLabel('Your recorded answer');
  await recorded.waitFor();
  // the recording plays back: the browser made a real video of it
  await expect.poll(() => recorded.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await section.getByRole('button', { name: 'Send this answer' }).click();
  // the next question replaces this one once the server has the video
  await section.waitFor({ state: 'detached', timeout: 30_000 });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchWithFakeDevices()]);
  // first run: two onboarded candidates, and the job: one of a company's jobs without application-form questions
  [candidate, other] = await Promise.all([
    signUpViaApi(server.baseUrl, { first_name: 'Meera', last_name: 'Iyer' }),
    signUpViaApi(server.baseUrl, { first_name: 'Arjun', last_name: 'Menon' }),
  ]);
  await Promise.all([candidate, other].map((who) => api(who, 'PATCH', '/v2/users/candidate/')));
  const search = await fetch(`${server.baseUrl}/api/v5/jobs/search/?page_size=100`);
  const jobs = ((await search.json()) as JobSearchResponse).results
    .filter((j) => !j.is_external && !j.redirection_url && !j.is_anonymized && j.company && j.needsScreening === 0)
    // the newest ids: the demo seed gives self-screening only to the oldest jobs
    .sort((a, b) => b.id - a.id);
  screeningJob = jobs[0]!;
  const hr = { email: `hr.${Date.now()}@example.com`, password: 'Hiring@12345' };
  // the operators' command line invites the company's first hiring-team member, while the server is stopped
  let link = '';
  await server.restart(async (env) => {
    const printed = await runAdmin(env, [
      'invite-hiring-member',
      '--company',
      screeningJob.company!.slug,
      '--email',
      hr.email,
    ]);
    link = /^Link: (\S+)$/m.exec(printed)![1]!;
  });
  // second run: the member accepts and sets up the job's self-screening from the hiring side
  const invitation = new URL(link).searchParams.get('token')!;
  const accepted = await fetch(`${server.baseUrl}/api/hiring/invitations/${invitation}/accept/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Nisha', last_name: 'Rao', password: hr.password }),
  });
  if (accepted.status !== 201) throw new Error(`accepting the invitation: ${accepted.status} ${await accepted.text()}`);
  hiring = (await accepted.json()) as { token: string };
  const questions = `/hiring/jobs/${screeningJob.id}/self-screening/questions/`;
  const lead = await api<{ id: number }>(hiring, 'POST', questions, {
    prompt: PROMPTS.lead,
    choices: ['Yes', 'No'],
    max_seconds: 30,
  });
  await api(hiring, 'POST', questions, {
    prompt: PROMPTS.followUp,
    parent_id: lead.id,
    follow_up_choice: 'Yes',
    max_seconds: 30,
  });
  await api(hiring, 'POST', questions, { prompt: PROMPTS.other, max_seconds: 30 });
  // two interview slots: 09:00 and 11:00 UTC tomorrow
  firstSlot = new Date(Date.now() + 86_400_000);
  firstSlot.setUTCHours(9, 0, 0, 0);
  for (const hours of [0, 2]) {
    await api(hiring, 'POST', `/hiring/jobs/${screeningJob.id}/interview-slots/`, {
      starts_at: new Date(firstSlot.getTime() + hours * 3_600_000).toISOString(),
      duration_minutes: 30,
      capacity: 2,
    });
  }
  // the other candidate applies to the same job
  otherApplication = (await api<{ id: number }>(other, 'POST', '/candidate_jobs/', { job: screeningJob.id })).id;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('after applying: self-screening, a coding assessment, documents', () => {
  it('applies, gives consent, checks the devices, answers on video with a follow-up, books a slot and finishes', async () => {
    const tracked = await signedIn(candidate);
    const { page, context } = tracked;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (/screening_video_upload_v2|update_screening_consent_v2/.test(request.url()))
        uploads.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    // apply: the application is in, and the dashboard lists it
    await page.goto(screeningJob.url);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await toast(page, 'Job application successful!');
    await page.waitForURL('**/dashboard/');
    const applied = await api<{ results: AppliedJob[] }>(candidate, 'GET', '/applied_jobs/');
    screeningApplication = applied.results.find((a) => a.job.id === screeningJob.id)!.id;
    expect(screeningApplication).toBeGreaterThan(0);

    // the application's next step opens the self-screening
    const applications = page.locator('section[aria-labelledby="applied-jobs"]');
    await applications.getByRole('link', { name: screeningJob.title }).first().click();
    await page.waitForURL(`**/appliedjobs/${screeningApplication}/`);
    await page.getByRole('link', { name: 'Record your self-screening answers' }).click();
    await page.waitForURL(`**/self-screening/${screeningApplication}/`);

    // consent: what is recorded, who sees it, for how long; nothing recorded or asked for before it
    await page.getByRole('heading', { name: 'Before you start' }).waitFor();
    expect(await page.getByRole('heading', { name: 'What we record' }).isVisible()).toBe(true);
    expect(await page.getByText(/^180 days after you finish/).isVisible()).toBe(true);
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('Consent');
    expect(await mediaRequests(page)).toBe(0);
    expect(await page.locator('video').count()).toBe(0);
    expect(uploads).toEqual([]);
    const before = await api<QuestionList>(
      candidate,
      'GET',
      `/candidate_jobs/screening_interview_question_list_v2/${screeningApplication}/`,
    );
    expect(before).toMatchObject({ consented: false, state: 'not_started' });
    // the server refuses a video before consent
    const early = await fetch(
      `${server.baseUrl}/api/candidate_jobs/${screeningApplication}/screening_video_upload_v2/`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${candidate.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          question_id: before.next_question_id,
          choice: 'Yes',
          content_type: 'video/webm',
          size_bytes: 1000,
          duration_ms: 1000,
        }),
      },
    );
    expect(early.status).toBe(400);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'consent');
    // the box must be ticked
    await page.getByRole('button', { name: 'I agree, continue' }).click();
    await page.getByText('Tick the box to give your consent.').waitFor();
    await page.getByLabel('I agree to be recorded on video for this application, as described above.').check();
    await page.getByRole('button', { name: 'I agree, continue' }).click();

    // the device check: a live preview and a moving level meter, nothing recorded yet
    await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
    expect(await mediaRequests(page)).toBe(0);
    await page.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    const preview = page.getByLabel('Your camera', { exact: true });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth * video.readyState))
      .toBeGreaterThan(0);
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect.poll(() => meter.evaluate((m: HTMLMeterElement) => m.value), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await mediaRequests(page)).toBe(1);
    expect(uploads).toEqual([`POST /api/candidate_jobs/${screeningApplication}/update_screening_consent_v2/`]);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'device-check');
    await page.getByRole('button', { name: 'My camera and microphone work' }).click();

    // the first question offers choices: one must be picked; "Yes" calls for the follow-up
    const lead = page.getByRole('region', { name: PROMPTS.lead });
    await lead.waitFor();
    expect(await page.getByText('Question 1 of 2', { exact: true }).isVisible()).toBe(true);
    await lead.getByRole('button', { name: 'Start recording' }).waitFor();
    await expect.poll(() => lead.getByRole('button', { name: 'Start recording' }).isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'question');
    await lead.getByRole('radio', { name: 'Yes' }).check();
    await recordAnswer(page, PROMPTS.lead);

    const followUp = page.getByRole('region', { name: PROMPTS.followUp });
    await followUp.waitFor();
    expect(await page.getByText('Follow-up question', { exact: true }).isVisible()).toBe(true);
    await page.getByText('Your answer calls for one more question.').waitFor();
    await recordAnswer(page, PROMPTS.followUp);

    await page.getByRole('region', { name: PROMPTS.other }).waitFor();
    expect(await page.getByText('Question 2 of 2', { exact: true }).isVisible()).toBe(true);
    await recordAnswer(page, PROMPTS.other);

    // the server holds three videos, the first with its choice
    const answered = await api<QuestionList>(
      candidate,
      'GET',
      `/candidate_jobs/screening_interview_question_list_v2/${screeningApplication}/`,
    );
    expect(answered.questions.map((q) => [q.prompt, q.answer?.choice ?? null, q.answer?.attempts])).toEqual([
      [PROMPTS.lead, 'Yes', 1],
      [PROMPTS.followUp, null, 1],
      [PROMPTS.other, null, 1],
    ]);
    for (const q of answered.questions) {
      expect(q.answer!.size_bytes).toBeGreaterThan(1000);
      expect(q.answer!.duration_ms).toBeGreaterThan(1000);
      expect(q.answer!.duration_ms).toBeLessThan(30_000);
    }
    expect(answered.next_question_id).toBeNull();

    // a live-interview slot: picking none is refused, then the first time is booked
    await page.getByRole('heading', { name: 'Book your live interview' }).waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('Interview');
    const slots = page.getByRole('radio');
    expect(await slots.count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'slots');
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByText('Choose a time first.').waitFor();
    await slots.first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();

    // finish
    await page.getByRole('heading', { name: 'Ready to send' }).waitFor();
    expect(await page.getByText(/^Your live interview:/).isVisible()).toBe(true);
    await page.getByText('Answered: 3 of 3').waitFor();
    await capture(page, 'finish');
    await page.getByRole('button', { name: 'Finish self-screening' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/selfscreening/final/' &&
        url.searchParams.get('application') === String(screeningApplication),
    );
    await page.getByRole('heading', { name: 'Thank you, your self-screening is complete' }).waitFor();
    await page.getByText(new RegExp(`The hiring team for ${screeningJob.title}`)).waitFor();
    const interview = page.getByText(/^Your live interview: .+The invitation is in your e-mail\.$/);
    await interview.waitFor();
    // the browser's zone (UTC here) is named once
    expect(await interview.textContent()).toMatch(/ – \d\d:\d\d( [AP]M)? UTC\. The invitation/);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'final');

    // the hiring team sees the three answers, each a real WebM video from the browser
    const seen = await api<HiringSelfScreening>(
      hiring,
      'GET',
      `/hiring/applications/${screeningApplication}/self-screening/`,
    );
    expect(seen.state).toBe('completed');
    expect(seen.answers.map((a) => a.prompt)).toEqual([PROMPTS.lead, PROMPTS.followUp, PROMPTS.other]);
    expect(seen.booking?.slot.starts_at).toBe(firstSlot.toISOString());
    const video = await fetch(`${server.baseUrl}${seen.answers[0]!.video_path}`, {
      headers: { authorization: `Bearer ${hiring.token}` },
    });
    expect(video.headers.get('content-type')).toMatch(/^video\/webm/);
    expect([...new Uint8Array(await video.arrayBuffer()).subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    // the new stage: on the dashboard, the application page and the self-screenings page
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard/');
    const card = applications.getByRole('listitem').filter({ hasText: screeningJob.title });
    // the card reads the lifecycle's label of the stage the server reports (decision 031)
    const afterScreening = await stageOf(screeningApplication);
    expect(LIFECYCLE[afterScreening].open).toBe(true);
    await card.getByText(LIFECYCLE[afterScreening].label, { exact: true }).waitFor();
    await page.goto(`/appliedjobs/${screeningApplication}/`);
    await page.getByText('You completed the self-screening.').waitFor();
    await page.getByText('You booked a live interview.').waitFor();
    expect(await page.getByRole('link', { name: 'Record your self-screening answers' }).count()).toBe(0);
    await page.goto('/applied-job-screening/');
    const row = page.getByRole('listitem').filter({ hasText: screeningJob.title });
    await row.getByText('Completed', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'my-screenings');
    // reopening the screening says it is done instead of asking again
    await row.getByRole('link', { name: `View self-screening for ${screeningJob.title}` }).click();
    await page.getByText('You completed this self-screening. The hiring team will be in touch.').waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  }, 150_000);

  it('another candidate’s self-screening address answers the page-not-found page', async () => {
    const tracked = await signedIn(candidate);
    const { page, context } = tracked;
    await page.goto(`/self-screening/${otherApplication}/`);
    await page.waitForURL('**/page-not-found/');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.getByText(screeningJob.title).count()).toBe(0);
    // the other candidate sees theirs
    const own = await signedIn(other);
    await own.page.goto(`/self-screening/${otherApplication}/`);
    await own.page.getByRole('heading', { name: 'Before you start' }).waitFor();
    expect(unexpectedErrors(own)).toEqual([]);
    await own.context.close();
    await context.close();
  });

  it('takes the coding assessment the hiring team sent, within its time limit, and submits it', async () => {
    expect(screeningApplication).toBeGreaterThan(0);
    await api(hiring, 'POST', `/hiring/applications/${screeningApplication}/assessments/`, {
      title: ASSESSMENT_TITLE,
      instructions: 'One short question. Write your answer in the editor.',
      questions: [
        {
          prompt: 'Write a function that returns the words of a sentence in reverse order.',
          language: 'javascript',
          starter_code: 'export function reverseWords(sentence) {\n}\n',
        },
      ],
      time_limit_minutes: 20,
      deadline_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const tracked = await signedIn(candidate);
    const { page, context } = tracked;
    // the dashboard shows the new stage
    await page.goto('/dashboard/');
    await page
      .locator('section[aria-labelledby="applied-jobs"]')
      .getByRole('listitem')
      .filter({ hasText: screeningJob.title })
      .getByText(LIFECYCLE.assessment.label, { exact: true })
      .waitFor();
    expect(await stageOf(screeningApplication)).toBe('assessment');
    await page.goto('/candidate/my-assessments/');
    const item = page.getByRole('listitem').filter({ hasText: ASSESSMENT_TITLE });
    await item.getByText('Not started').waitFor();
    expect(await item.getByText(/^20 min/).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'my-assessments');
    await item.getByRole('link', { name: `Start ${ASSESSMENT_TITLE}` }).click();
    await page.waitForURL(`**/coding-assessment/${screeningApplication}/`);
    await page.getByRole('heading', { name: ASSESSMENT_TITLE, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'assessment-start');
    await page.getByRole('button', { name: 'Start the assessment' }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Start the assessment' }).click();

    // the clock runs from the server's limit
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const seconds = async () => {
      const [m, s] = ((await timer.locator('strong').textContent()) ?? '').split(':').map(Number);
      return m! * 60 + s!;
    };
    expect(await seconds()).toBeLessThanOrEqual(20 * 60);
    expect(await seconds()).toBeGreaterThan(19 * 60);
    const editor = page.getByRole('textbox', { name: 'Your answer to question 1' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('export const reverseWords = (s) => s.split(" ").reverse().join(" ");');
    await page.getByText(/^Draft saved at /).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // scrolled down to the question on a phone, the countdown stays in sight below the 60 px bar
    await page.setViewportSize({ width: 390, height: 500 });
    // down to the end of the question and its Submit button (the page's very end is the footer, below the workspace)
    await page
      .getByRole('button', { name: 'Submit answers' })
      .evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const [pill, bar] = await Promise.all([
      timer.evaluate((element) => element.getBoundingClientRect()),
      page
        .locator('header')
        .first()
        .evaluate((element) => element.getBoundingClientRect()),
    ]);
    expect(pill.top).toBeGreaterThanOrEqual(bar.bottom);
    await page.setViewportSize({ width: 1280, height: 900 });
    // an answer file goes through the drop zone every upload uses: a real button, no bare file input
    expect(await page.locator('input[type="file"]:not(.visually-hidden)').count()).toBe(0);
    const chooser = page.getByRole('button', { name: 'Choose a file' }).first();
    // Enter on the focused button (the locator focuses it right before the key: a draft save may re-render it)
    const [dialog] = await Promise.all([page.waitForEvent('filechooser'), chooser.press('Enter')]);
    await dialog.setFiles({ name: 'answer.sql', mimeType: 'text/plain', buffer: Buffer.from('SELECT 1;\n') });
    await toast(page, 'answer.sql uploaded.');
    await capture(page, 'assessment-workspace');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    await toast(page, 'Your assessment was submitted.');
    await page.getByText(/^Submitted on .+\. The hiring team will review it\.$/).waitFor();
    await capture(page, 'assessment-submitted');
    const mine = await api<{ results: AssessmentSummary[] }>(candidate, 'GET', '/candidate/assessments/');
    const taken = mine.results.find((a) => a.application_id === screeningApplication)!;
    expect(taken.state).toBe('submitted');
    expect(new Date(taken.submitted_at!).getTime()).toBeLessThan(new Date(taken.ends_at!).getTime());
    await page.getByRole('link', { name: 'All your assessments' }).click();
    await item.getByText('Submitted, waiting for review').waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it('gives the details and uploads the documents asked for after selection until they are complete', async () => {
    expect(screeningApplication).toBeGreaterThan(0);
    await api(hiring, 'POST', `/hiring/applications/${screeningApplication}/mandatory-details/`, {
      details: ['legal_name'],
      documents: ['identity_proof', 'address_proof'],
    });
    const tracked = await signedIn(candidate, { width: 390, height: 844 });
    const { page, context } = tracked;
    // a real JPEG, made by the browser
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 60, clip: { x: 0, y: 0, width: 24, height: 24 } });
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    await page.goto('/candidate/mandatory-details/');
    const item = page.getByRole('listitem').filter({ hasText: screeningJob.title });
    await item.getByText('3 missing').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'documents-status');
    await item.getByRole('link', { name: /^Complete details for / }).click();
    await page.waitForURL(`**/candidate/mandatory-details/${screeningApplication}/`);
    await page.getByText('Still missing (3):').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'documents-form');
    // each document has the drop zone every upload uses, reached by keyboard; no bare file input
    expect(await page.locator('input[type="file"]:not(.visually-hidden)').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Choose a file' }).count()).toBe(2);

    // a file that is not a PDF, JPG or PNG is refused before it is sent
    await page.getByLabel('Upload identity proof').setInputFiles({
      name: 'id.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just text, not a PDF'),
    });
    await page.getByText('Upload a PDF, JPG or PNG file.').waitFor();

    await page.getByLabel(/^Full legal name/).fill('Meera Iyer');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toast(page, 'Your details are saved.');
    await page.getByText('Still missing (2):').waitFor();
    await page
      .getByLabel('Upload identity proof')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await toast(page, 'Identity proof uploaded.');
    await page.getByText('Still missing (1):').waitFor();
    await page
      .getByLabel('Upload address proof')
      .setInputFiles({ name: 'utility-bill.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await toast(page, 'Address proof uploaded.');
    await page.getByText(/The hiring team will be in touch\.$/).waitFor();
    expect(await page.getByText('Received', { exact: true }).count()).toBe(2);
    await page.getByRole('button', { name: 'passport.pdf' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'documents-complete');

    await page.getByRole('link', { name: 'All your details and documents' }).click();
    await item.getByText('Complete', { exact: true }).waitFor();
    const applied = await api<{ results: AppliedJob[] }>(candidate, 'GET', '/applied_jobs/');
    expect(applied.results.find((a) => a.id === screeningApplication)?.status).toBe('DC');
    await page.goto('/dashboard/');
    await page
      .locator('section[aria-labelledby="applied-jobs"]')
      .getByRole('listitem')
      .filter({ hasText: screeningJob.title })
      // every document in: the state stays, the candidate reads that their part is done (decision 046)
      .getByText(candidateView('documents', ['documents_completed']).label, { exact: true })
      .waitFor();
    expect(await stageOf(screeningApplication)).toBe('documents');
    // the self-screening done earlier is still listed once the application has moved on
    await page.goto('/applied-job-screening/');
    await page
      .getByRole('listitem')
      .filter({ hasText: screeningJob.title })
      .getByText('Completed', { exact: true })
      .waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });
});
