// The hiring team decides together (decisions 043, 044), in three browser
// contexts: a recruiter in Kolkata schedules an interview with three proposed
// times and mentions the interviewer in a note; the candidate, in New York,
// picks a time on their interview page; both calendar files are read with a
// calendar library (ical.js) and carry the same instant, each in its reader's
// zone; the interviewer, who cannot see the recruiter's scorecard, submits
// theirs; the recruiter then reads the summary side by side and hires, and
// the candidate reads 'Hired'. The recruiter's board and the company admin's
// figures are looked at on the way.
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptedInvitation, HiringJob } from '@talent/contracts/hiring';
import type { CandidateInterviewList } from '@talent/contracts/interviews';
import type { NotificationList } from '@talent/contracts/notifications';
import type { CompanyAnalytics } from '@talent/contracts/company-analytics';
import { BOARD_COLUMNS } from '@talent/contracts/application-lifecycle';
import { seriousViolations } from './a11y.ts';
import { formatDateTime } from '@talent/contracts/date-format';
import { apiAs, signInBrowser, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import {
  sharedBrowser,
  runAdmin,
  saveScreenshot,
  screenshots,
  startServer,
  unexpectedErrors,
  type RunningServer,
  type TrackedPage,
} from './harness.ts';

const COMPANY = { slug: 'saffron-foods', name: 'Saffron Foods' };
const suffix = randomBytes(3).toString('hex');
const PASSWORD = 'Hiring@2468';

let server: RunningServer;
let browser: Browser;
let admin: AcceptedInvitation;
let recruiter: AcceptedInvitation;
let interviewer: AcceptedInvitation;
let candidate: SignedUpCandidate;
let applicationId: number;
let jobId: number;
let interviewId: number;
let chosenInstant: string;

async function tracked(tokens: { token: string; refresh: string }, timezoneId: string): Promise<TrackedPage> {
  const context: BrowserContext = await browser.newContext({
    baseURL: server.baseUrl,
    bypassCSP: true,
    viewport: { width: 1366, height: 900 },
    timezoneId,
    acceptDownloads: true,
  });
  await signInBrowser(context, server.baseUrl, tokens);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

async function outboxHtml(email: string): Promise<string> {
  return (await fetch(`${server.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(email)}`)).text();
}

/** Accepts the e-mailed invitation of `email` through the API, as the invitee would on the page. */
async function join(email: string, first: string, last: string): Promise<AcceptedInvitation> {
  let token: string | undefined;
  // (a hook, not a test: poll by hand until the worker has sent the invitation)
  for (let tries = 0; !token && tries < 60; tries += 1) {
    token = /\/hire\/invitation\/\?token=([\w-]+)/.exec(await outboxHtml(email))?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  const res = await fetch(`${server.baseUrl}/api/hiring/invitations/${token}/accept/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: first, last_name: last, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`accepting the invitation failed: ${await res.text()}`);
  return (await res.json()) as AcceptedInvitation;
}

function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { uid: event.uid, start: event.startDate.toJSDate().toISOString(), tzid: event.startDate.zone?.tzid };
}

/** datetime-local value for a day ahead at a wall-clock hour (the recruiter's browser zone). */
const local = (daysAhead: number, hour: number) => {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(hour)}:00`;
};

beforeAll(async () => {
  const adminEmail = `admin.${suffix}@saffron.example.com`;
  // the embedded database is one process's: the operator's command runs before the server starts
  [server, browser] = await Promise.all([
    startServer(
      {},
      {
        before: async (env) => {
          await runAdmin(env, ['invite-hiring-member', '--company', COMPANY.slug, '--email', adminEmail]);
        },
      },
    ),
    sharedBrowser(),
  ]);
  admin = await join(adminEmail, 'Meera', 'Iyer');
  const invite = (email: string, role: string) =>
    apiAs(server.baseUrl, admin.token, 'POST', '/hiring/members/invitations/', { email, role });
  await invite(`ravi.${suffix}@saffron.example.com`, 'recruiter');
  await invite(`ines.${suffix}@saffron.example.com`, 'interviewer');
  recruiter = await join(`ravi.${suffix}@saffron.example.com`, 'Ravi', 'Kumar');
  interviewer = await join(`ines.${suffix}@saffron.example.com`, 'Ines', 'Duarte');
  if (interviewer.me.role !== 'interviewer') throw new Error('the interviewer joined with another role');
  const job = await apiAs<HiringJob>(server.baseUrl, recruiter.token, 'POST', '/hiring/jobs/', {
    title: `Line Cook ${suffix}`,
    description: '<p>Cook.</p>',
    location: 'Pune, India',
    skills: ['Cooking'],
  });
  jobId = job.id;
  await apiAs(server.baseUrl, recruiter.token, 'POST', `/hiring/jobs/${job.id}/publish/`);
  candidate = await signUpViaApi(server.baseUrl, { first_name: 'Kavya', last_name: 'Raman' });
  const applied = await apiAs<{ id: number }>(server.baseUrl, candidate.token, 'POST', '/candidate_jobs/', {
    job: job.id,
    privacy_policy_status: true,
  });
  applicationId = applied.id;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the hiring team decides together', () => {
  it('the recruiter proposes three times and mentions the interviewer in a note', async () => {
    const { page, context, errors } = await tracked(recruiter, 'Asia/Kolkata');
    await page.goto(`/hire/applications/${applicationId}/`);
    await page.getByRole('heading', { name: 'Kavya Raman', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Schedule an interview' });
    await form.getByLabel('Ines Duarte').check();
    await form.getByLabel('Video link').fill('https://meet.example.test/kavya');
    await form.getByLabel('Proposed time 1').fill(local(2, 10));
    await form.getByLabel('Proposed time 2').fill(local(2, 15));
    await form.getByLabel('Proposed time 3').fill(local(3, 11));
    await form.getByRole('button', { name: 'Propose times' }).click();
    await page.getByText('Waiting for the candidate to pick a time').waitFor();

    await page.getByLabel('New note').fill('please probe knife skills.');
    await page.getByRole('group', { name: 'Mention' }).getByLabel('Ines Duarte').check();
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('@Ines Duarte please probe knife skills.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedErrors({ context: page.context(), page, errors })).toEqual([]);
    await expect
      .poll(async () => outboxHtml(interviewer.me.email), { timeout: 20_000, interval: 300 })
      .toContain('Ravi Kumar mentioned you about Kavya Raman');
    await context.close();
  });

  it('the candidate picks the second time in their own zone and gets the invitation', async () => {
    const list = await apiAs<CandidateInterviewList>(
      server.baseUrl,
      candidate.token,
      'GET',
      '/candidate_jobs/interviews/',
    );
    interviewId = list.results[0]!.id;
    chosenInstant = list.results[0]!.proposed_times[1]!.starts_at;
    await expect
      .poll(async () => outboxHtml(candidate.email), { timeout: 20_000, interval: 300 })
      .toContain(`/interviews/${interviewId}/`);
    // the invitation is also an in-app notification linking to the interview's page
    const notices = await apiAs<NotificationList>(server.baseUrl, candidate.token, 'GET', '/notifications/');
    expect(notices.results.find((entry) => entry.kind === 'interview.invited')?.link).toBe(
      `/interviews/${interviewId}/`,
    );
    const { page, context } = await tracked(candidate, 'America/New_York');
    await page.goto(`/interviews/${interviewId}/`);
    await page.getByRole('heading', { name: 'Technical interview', level: 1 }).waitFor();
    await page.getByText('Times in your time zone (America/New_York).').waitFor();
    const options = page.getByRole('radio');
    expect(await options.count()).toBe(3);
    // 15:00 in Kolkata is 04:30 in New York (EST): the candidate reads their own clock
    const label = await page.getByRole('radio').nth(1).locator('xpath=..').innerText();
    expect(label).toMatch(/\b0?4:30\b/);
    // the shared moment format in the reader's locale (decision 049)
    const locale = await page.evaluate(() => navigator.language);
    expect(label).toContain(formatDateTime(chosenInstant, { locale, timeZone: 'America/New_York', weekday: true }));
    await options.nth(1).check();
    await page.getByRole('button', { name: 'Confirm this time' }).click();
    await page.getByText(/^Confirmed:/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    const candidateFile = readCalendar(await readFile((await download.path())!, 'utf8'));
    expect(candidateFile).toMatchObject({ start: chosenInstant, tzid: 'America/New_York' });
    const teamText = await (
      await fetch(`${server.baseUrl}/api/hiring/interviews/${interviewId}/calendar/`, {
        headers: { authorization: `Bearer ${interviewer.token}` },
      })
    ).text();
    const teamFile = readCalendar(teamText);
    expect(teamFile).toMatchObject({ start: chosenInstant, tzid: 'Asia/Kolkata', uid: candidateFile.uid });
    await context.close();
  });

  it('the interviewer cannot see the recruiter’s scorecard until theirs is in', async () => {
    const ratings = [
      ['Skills', 'Technical depth'],
      ['Skills', 'Problem solving'],
      ['Communication', 'Clarity'],
      ['Communication', 'Listening'],
      ['Working together', 'Collaboration'],
      ['Working together', 'Ownership'],
    ].map(([group, attribute]) => ({ group, attribute, rating: 4, note: '' }));
    await apiAs(server.baseUrl, recruiter.token, 'POST', `/hiring/applications/${applicationId}/scorecards/`, {
      ratings,
      recommendation: 'strong_yes',
    });
    const { page, context } = await tracked(interviewer, 'Asia/Kolkata');
    // their upcoming interviews, in their own zone, each linking to its application
    await page.goto('/hire/interviews/');
    // Chromium reports Kolkata by its legacy name
    await page.getByText(/^Times in your time zone \(Asia\/(Kolkata|Calcutta)\)\.$/).waitFor();
    const upcoming = page.getByRole('list', { name: 'Upcoming interviews' });
    await upcoming.waitFor();
    expect(await upcoming.getByRole('listitem').count()).toBe(1);
    expect(await upcoming.locator('time').getAttribute('datetime')).toBe(chosenInstant);
    // the shared moment format in the browser's locale (decision 049): 15:00 in Kolkata
    expect(await upcoming.locator('time').innerText()).toMatch(/3:00\s?PM|15:00/);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'interviews');
    await upcoming.getByRole('link', { name: 'Technical interview with Kavya Raman' }).click();
    await page.getByRole('heading', { name: 'Kavya Raman', level: 1 }).waitFor();
    await page.getByText('1 colleague has submitted a scorecard. Submit yours to see theirs.').waitFor();
    expect(await page.getByRole('table', { name: 'Recommendations side by side' }).count()).toBe(0);
    // the notes arrive by their own read, after the scorecards
    await page.getByText('@Ines Duarte please probe knife skills.').waitFor();
    for (const attribute of [
      'Technical depth',
      'Problem solving',
      'Clarity',
      'Listening',
      'Collaboration',
      'Ownership',
    ]) {
      const rating = attribute === 'Technical depth' ? '1 Poor' : '3 Good';
      await page.getByRole('radiogroup', { name: attribute }).getByLabel(rating).check();
    }
    await page.getByLabel('Overall recommendation').selectOption('no');
    await page.getByRole('button', { name: 'Submit scorecard' }).click();
    await page.getByText('You submitted your scorecard: No.').waitFor();
    await page.getByRole('table', { name: 'Recommendations side by side' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the recruiter reads the summary with the disagreement', async () => {
    const { page, context } = await tracked(recruiter, 'Asia/Kolkata');
    await page.goto(`/hire/applications/${applicationId}/`);
    const table = page.getByRole('table', { name: 'Recommendations side by side' });
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Ravi Kumar Strong yes',
      'Ines Duarte No',
    ]);
    await page.getByText('The team disagrees on the recommendation.').waitFor();
    await page.getByText('Skills · Technical depth: Ravi Kumar 4, Ines Duarte 1').waitFor();
    await page.getByRole('button', { name: 'Hire', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hire the candidate' });
    await dialog.getByLabel('Hire directly, without an accepted offer').check();
    await dialog.getByRole('button', { name: 'Hire', exact: true }).click();
    await page.getByText('Hired. The candidate is told, and the application is closed on both sides.').waitFor();
    await context.close();
  });

  it('the candidate reads that they are hired', async () => {
    const { page, context } = await tracked(candidate, 'America/New_York');
    await page.goto(`/appliedjobs/${applicationId}/`);
    await expect
      .poll(() => page.getByTestId('application-status').textContent(), { timeout: 10_000 })
      .toContain('Hired');
    await context.close();
  });

  it('the board shows a column per board stage with its count; the admin reads the company’s figures', async () => {
    const { page, context, errors } = await tracked(recruiter, 'Asia/Kolkata');
    await page.goto(`/hire/jobs/${jobId}/`);
    const board = page.getByRole('region', { name: 'Applicants by stage' });
    await board.getByRole('region', { name: 'Hired, 1 applicant' }).waitFor();
    expect(await board.locator('[data-column]').count()).toBe(BOARD_COLUMNS.length);
    // an empty column is collapsed; its header opens it from the keyboard, and the choice is remembered
    const offer = board.getByRole('button', { name: /^Offer \(empty\)/ });
    expect(await offer.getAttribute('aria-expanded')).toBe('false');
    await offer.focus();
    await page.keyboard.press('Enter');
    expect(await offer.getAttribute('aria-expanded')).toBe('true');
    await page.reload();
    await board.getByRole('region', { name: 'Hired, 1 applicant' }).waitFor();
    expect(await board.getByRole('button', { name: /^Offer \(empty\)/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'board');
    // with every column open the board no longer fits 1366 px: it says so and shades the hidden edge
    const expand = board.getByRole('button', { name: /\(empty\): expand$/ });
    while ((await expand.count()) > 0) await expand.first().click();
    await page.getByText(/^More stages than fit: scroll the board sideways/).waitFor();
    expect(await page.locator('[data-more-right]').count()).toBe(1);
    await saveScreenshot(page, `${process.env.SCREENSHOT_DIR}/board-scrolls-1366x900.png`);
    expect(unexpectedErrors({ context: page.context(), page, errors })).toEqual([]);
    await context.close();

    const adminPage = await tracked(admin, 'Asia/Kolkata');
    await adminPage.page.goto('/hire/analytics/');
    await adminPage.page.getByRole('heading', { name: 'Your company’s hiring' }).waitFor();
    const figures = adminPage.page.getByRole('list', { name: 'Key figures' });
    // the screen draws the server's figures; our job's one applicant is hired
    const api = await apiAs<CompanyAnalytics>(server.baseUrl, admin.token, 'GET', '/hiring/analytics/?days=90');
    expect(api.by_job.find((job) => job.job_id === jobId)).toMatchObject({ total: 1, columns: { hired: 1 } });
    expect(await figures.locator('[data-figure="Applicants"]').textContent()).toBe(String(api.total));
    expect(await figures.locator('[data-figure="Hired"]').textContent()).toBe(
      String(api.by_column.find((row) => row.column === 'hired')!.applicants),
    );
    expect(await adminPage.page.getByText('Only operators can see the analytics.').count()).toBe(0);
    const perJob = adminPage.page.getByRole('table', { name: 'Applicants per job and stage' });
    await perJob.getByRole('rowheader', { name: `Line Cook ${suffix}` }).waitFor();
    expect(await adminPage.page.locator('figure [role="img"]').count()).toBe(4);
    expect(await seriousViolations(adminPage.page)).toEqual([]);
    await shots(adminPage.page, 'analytics');
    expect(unexpectedErrors(adminPage)).toEqual([]);
    await adminPage.context.close();
  });
});

/** Screenshots at the two screen sizes, kept outside the repository. */
async function shots(page: Page, name: string) {
  process.env.SCREENSHOT_DIR ??= '/tmp/shots-31b';
  await screenshots(page, name);
}
