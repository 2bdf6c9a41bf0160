// The hiring workspace in a real browser against the real server (decision
// 017), from both sides: an operator invites the first member of a company's
// hiring team with the admin command line between two runs of the server; the
// member follows the e-mailed link, sets a password, writes a job with two
// screening questions and publishes it; a candidate in a second browser finds
// the job, applies and answers the questions; the member moves the application
// through screening and assessment and makes an offer, which the candidate
// accepts; the member sends a pay (CTC) letter and a survey, which the
// candidate sees; the member writes a rejection template, filters and sorts
// the applicant table and rejects two more applicants at once, whose e-mail
// carries the template (decision 047). A candidate is kept out of /hire/, another company's member
// finds nothing of the first company's, the main screens pass axe, and the
// pipeline and the job editor are photographed at a phone's and a laptop's size.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_COLUMN_LABELS, boardColumnOf, LIFECYCLE } from '@talent/contracts/application-lifecycle';
import { Messages } from '@talent/contracts/messages';
import { seriousViolations } from './a11y.ts';
import { apiAs, signInBrowser, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import {
  sharedBrowser,
  runAdmin,
  screenshots,
  startServer,
  unexpectedErrors,
  type RunningServer,
  type TrackedPage,
} from './harness.ts';

const COMPANY_A = { slug: 'saffron-foods', name: 'Saffron Foods' };
const COMPANY_B = { slug: 'tidewater-travel', name: 'Tidewater Travel' };
const suffix = randomBytes(3).toString('hex');
const memberA = { email: `lead.${suffix}@saffron.example.com`, password: 'Hiring@2468', first: 'Meera', last: 'Iyer' };
const memberB = {
  email: `lead.${suffix}@tidewater.example.com`,
  password: 'Hiring@1357',
  first: 'Tomas',
  last: 'Reis',
};
/** A word nothing else in the seeded catalogue contains, to find the job by searching. */
const marker = `Saffronx${suffix}`;
const JOB_TITLE = `Kitchen Operations Lead ${marker}`;
const QUESTIONS = ['Do you hold a food-safety certificate?', 'Which kitchens have you run before?'];

let server: RunningServer;
let browser: Browser;
/** The invitation links the command line printed, by e-mail address. */
const printedLinks = new Map<string, string>();
let member: TrackedPage;
let candidate: SignedUpCandidate;
let candidatePage: TrackedPage;
let jobId: number;
let applicationId: number;
let otherCompanyJobId: number;

/** A new context whose CSP is bypassed (axe is injected as a script), its errors tracked. */
async function trackedContext(viewport = { width: 1366, height: 900 }): Promise<TrackedPage> {
  const context: BrowserContext = await browser.newContext({ baseURL: server.baseUrl, bypassCSP: true, viewport });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** axe's serious findings as readable lines (an empty list passes). */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  return (await seriousViolations(page)).map(
    (v) => `${where} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** How far the page is wider than a phone's screen (0: nothing to scroll sideways); the viewport is put back. */
async function phoneOverflow(page: Page): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (before) await page.setViewportSize(before);
  return overflow;
}

/** The invitation e-mail's link to the workspace, once the server's worker has sent it. */
async function outboxLink(email: string): Promise<string> {
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${server.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(email)}`)).text();
        href = /href="([^"]*\/hire\/invitation\/[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
        return href;
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBeTruthy();
  return href!;
}

beforeAll(async () => {
  // the embedded database is one process's: the operator's command runs before the server starts
  const invite = async (env: NodeJS.ProcessEnv) => {
    for (const [company, who] of [
      [COMPANY_A, memberA],
      [COMPANY_B, memberB],
    ] as const) {
      const output = await runAdmin(env, ['invite-hiring-member', '--company', company.slug, '--email', who.email]);
      expect(output).toContain(`Invited ${who.email} to the ${company.name} hiring team as admin`);
      printedLinks.set(who.email, /^Link: (\S+)$/m.exec(output)![1]!);
    }
  };
  [server, browser] = await Promise.all([startServer({}, { before: invite }), sharedBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the hiring workspace, from invitation to the pay letter', () => {
  it('the invited member follows the e-mailed link, sets a password and lands on the company’s job list', async () => {
    const href = await outboxLink(memberA.email);
    // the e-mail and the command line give the same link
    expect(href).toBe(printedLinks.get(memberA.email));
    const link = new URL(href);
    expect(link.pathname).toBe('/hire/invitation/');
    member = await trackedContext();
    const { page } = member;
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: `Join the ${COMPANY_A.name} hiring team`, level: 1 }).waitFor();
    expect(await page.getByText(`Invitation for ${memberA.email} as admin.`).isVisible()).toBe(true);
    expect(await axeFindings(page, 'invitation')).toEqual([]);
    // the product's bar is there, and the password rule is said before it is broken
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: `${COMPANY_A.name} · Hiring on` })
        .isVisible(),
    ).toBe(true);
    const rule = page.locator('#password-rule');
    expect(await rule.textContent()).toBe(Messages.passwordRule);
    expect(await page.getByLabel('Choose a password').getAttribute('aria-describedby')).toContain('password-rule');
    // a too-short password is refused on its field
    await page.getByLabel('First name').fill(memberA.first);
    await page.getByLabel('Last name').fill(memberA.last);
    await page.getByLabel('Choose a password').fill('short');
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await page.locator('#password-error').waitFor();
    expect(await page.getByLabel('Choose a password').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Choose a password').fill(memberA.password);
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await page.waitForURL('**/hire/');
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    // the company's jobs (the seeded catalogue has some), none of another company's
    await page.getByRole('link', { name: 'New job' }).waitFor();
    expect(await page.getByRole('link', { name: `${COMPANY_A.name} · Hiring` }).isVisible()).toBe(true);
    // the link works once
    const again = await fetch(`${server.baseUrl}/api/hiring/invitations/${link.searchParams.get('token')}/`);
    expect(again.status).toBe(404);
  }, 60_000);

  it('writes a job with two screening questions and publishes it', async () => {
    const { page } = member;
    await page.getByRole('link', { name: 'New job' }).click();
    await page.waitForURL('**/hire/jobs/new/');
    await page.getByRole('heading', { name: 'New job', level: 1 }).waitFor();
    await page.getByLabel('Title').fill(JOB_TITLE);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Run the morning shift of our central kitchen in Indiranagar.');
    await page.getByLabel('Location').fill('Bengaluru, India');
    // an on-site job names its country (India unless chosen otherwise)
    expect(await page.getByLabel('Country').inputValue()).toBe('IN');
    await page.getByLabel('Country').selectOption({ label: 'India' });
    await page.getByLabel('Employment type').selectOption('FULL_TIME');
    await page.getByLabel('Experience from (years)').fill('3');
    await page.getByLabel('to (years)').fill('8');
    await page.getByLabel('Skills (comma separated)').fill('Food safety, Inventory, Team leadership');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 1').fill(QUESTIONS[0]!);
    await page.getByLabel('Answer type').first().selectOption('yes_no');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 2').fill(QUESTIONS[1]!);
    expect(await axeFindings(page, 'job editor')).toEqual([]);
    await screenshots(page, 'hiring-job-editor');
    expect(await phoneOverflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Save job' }).click();
    await page.waitForURL(/\/hire\/jobs\/\d+\/$/);
    jobId = Number(/\/hire\/jobs\/(\d+)\/$/.exec(page.url())![1]);
    await page.getByRole('heading', { name: JOB_TITLE, level: 1 }).waitFor();
    expect(await page.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect(await page.getByText('Published', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View job page' }).isVisible()).toBe(true);

    // the job list says so
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: JOB_TITLE }) });
    await card.getByText('Published').waitFor();
    expect((await card.innerText()).replace(/\s+/g, ' ')).toContain('Bengaluru, India · Full time');
    expect(await axeFindings(page, 'job list')).toEqual([]);

    // the saved job keeps both questions, in order, the first a yes/no one
    await page.goto(`/hire/jobs/${jobId}/edit/`);
    await page.getByRole('heading', { name: 'Edit job', level: 1 }).waitFor();
    expect(await page.getByLabel('Question 1').inputValue()).toBe(QUESTIONS[0]);
    expect(await page.getByLabel('Question 2').inputValue()).toBe(QUESTIONS[1]);
    expect(await page.getByLabel('Answer type').first().inputValue()).toBe('yes_no');
  }, 60_000);

  it('a candidate finds the job by searching, applies and answers both questions', async () => {
    candidate = await signUpViaApi(server.baseUrl, { first_name: 'Farah', last_name: 'Khan' });
    // the profile API finishes onboarding when PATCHed without a body
    await apiAs(server.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
    candidatePage = await trackedContext({ width: 390, height: 844 });
    await signInBrowser(candidatePage.context, server.baseUrl, candidate);
    const { page } = candidatePage;
    await page.goto(`/jobs/?search_term=${marker}`);
    await page.getByRole('link', { name: JOB_TITLE }).first().click();
    await page.getByRole('heading', { name: JOB_TITLE, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/appliedjobs\/\d+\//);
    applicationId = Number(/\/appliedjobs\/(\d+)\//.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Applied job screening' }).waitFor();
    await page.getByRole('group', { name: QUESTIONS[0] }).getByLabel('Yes').check();
    await page.getByLabel(QUESTIONS[1]!).fill('The central kitchen of a 40-outlet cafe chain.');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.waitForURL('**/dashboard/');
  }, 60_000);

  it('the member finds the applicant at screening with their answers, and moves them on to assessment', async () => {
    const { page } = member;
    await page.goto(`/hire/jobs/${jobId}/`);
    await page.getByRole('heading', { name: JOB_TITLE, level: 1 }).waitFor();
    const board = page.getByRole('region', { name: 'Applicants by stage' });
    const name = `${candidate.firstName} ${candidate.lastName}`;
    // answering the screening questions is a candidate step recorded without moving the application
    // (decision 031): it stays 'applied', in the board column the lifecycle gives that state (decision 048)
    const appliedColumn = BOARD_COLUMN_LABELS[boardColumnOf('applied')];
    await board.getByRole('region', { name: appliedColumn }).getByRole('link', { name }).waitFor();
    expect(
      await board
        .getByRole('region', { name: BOARD_COLUMN_LABELS[boardColumnOf('screening')] })
        .getByRole('link')
        .count(),
    ).toBe(0);
    expect(await axeFindings(page, 'pipeline')).toEqual([]);
    await screenshots(page, 'hiring-pipeline');
    expect(await phoneOverflow(page)).toBe(0);

    // on a phone the board's columns stand one under another: the applicant is found scrolled down, and
    // their page opens at its top, as after a full load
    await page.setViewportSize({ width: 390, height: 844 });
    const heading = page.getByRole('heading', { name, level: 1 });
    try {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await board.getByRole('link', { name }).click();
      await page.waitForURL(`**/hire/applications/${applicationId}/`);
      await heading.waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    const answers = page.getByRole('region', { name: 'Screening answers' });
    expect((await answers.innerText()).replace(/\s+/g, ' ')).toContain(`${QUESTIONS[0]} Yes`);
    expect(await answers.getByText('The central kitchen of a 40-outlet cafe chain.').isVisible()).toBe(true);

    // the move dialog offers the next stage first (from 'applied': screening); the member skips on to assessment
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the application' });
    const moveTo = dialog.getByRole('combobox', { name: 'Move to' });
    expect(await moveTo.inputValue()).toBe('screening');
    await moveTo.selectOption('assessment');
    await dialog.getByLabel('Note for the history (optional)').fill('Strong answers; send the kitchen-planning task.');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('status').getByText('Moved to Assessment.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(`${name}’s application moved to ${LIFECYCLE.assessment.label.toLowerCase()}.`).waitFor();
    await history
      .getByText(/Meera Iyer · moved · .* · note: Strong answers; send the kitchen-planning task\./)
      .waitFor();
    // the history the candidate reads in their own words, the team reads about the candidate
    const told = (await history.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(told[0]).toMatch(new RegExp(`^${LIFECYCLE.applied.label} · ${name} applied\\. ${name} · applied · `));
    expect(told[1]).toMatch(
      new RegExp(`^${LIFECYCLE.applied.label} · ${name} answered the screening questions\\. ${name} · submitted · `),
    );
    expect(told.join(' ')).not.toMatch(/\b[Yy]ou(r)?\b/);
    expect(await axeFindings(page, 'applicant')).toEqual([]);
    await screenshots(page, 'hiring-applicant');
    expect(await phoneOverflow(page)).toBe(0);

    // the board follows
    await page.getByRole('link', { name: `← ${JOB_TITLE}` }).click();
    await board
      .getByRole('region', { name: BOARD_COLUMN_LABELS[boardColumnOf('assessment')] })
      .getByRole('link', { name })
      .waitFor();
    expect(await board.getByRole('region', { name: appliedColumn }).getByRole('link', { name }).count()).toBe(0);
    await board.getByRole('link', { name }).click();
    await page.waitForURL(`**/hire/applications/${applicationId}/`);
  }, 90_000);

  it('makes an offer, which the candidate accepts', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Make offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    expect(await dialog.getByLabel('Role').inputValue()).toBe(JOB_TITLE);
    await dialog.getByLabel('Location').fill('Bengaluru, India');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await page.getByRole('status').getByText('Offer sent.').waitFor();

    const candidateSide = candidatePage.page;
    await candidateSide.goto(`/appliedjobs/${applicationId}/`);
    await candidateSide.getByRole('link', { name: `Accept or decline your offer for ${JOB_TITLE}` }).click();
    await candidateSide.waitForURL('**/offer/*/');
    await candidateSide.getByRole('heading', { name: JOB_TITLE, level: 1 }).waitFor();
    await candidateSide.getByRole('button', { name: 'Accept offer' }).click();
    await candidateSide
      .getByRole('dialog', { name: 'Accept this offer?' })
      .getByRole('button', { name: 'Yes, accept' })
      .click();
    await candidateSide.getByText('You accepted version 1 of this offer').waitFor();

    // the workspace shows the acceptance
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(`Made Farah Khan an offer for ${JOB_TITLE}.`).waitFor();
    await history.getByText(`Farah Khan accepted the offer for ${JOB_TITLE} (version 1).`).waitFor();
  }, 60_000);

  it('sends a pay (CTC) letter and a survey, and the candidate sees both', async () => {
    const { page } = member;
    // a survey to send
    await page.getByRole('link', { name: 'Surveys' }).click();
    await page.getByRole('button', { name: 'New survey' }).click();
    const form = page.getByRole('form', { name: 'New survey' });
    await form.getByLabel('Title').fill('How was applying to Saffron Foods?');
    await form.getByLabel('Question 1').fill('How easy was it to apply?');
    await form.getByRole('button', { name: 'Save survey' }).click();
    await page.getByText('Survey saved. Send it from an applicant’s page or the pipeline.').waitFor();
    expect(await axeFindings(page, 'surveys')).toEqual([]);

    await page.goto(`/hire/applications/${applicationId}/`);
    await page.getByRole('button', { name: 'Send CTC letter' }).click();
    const ctc = page.getByRole('dialog', { name: 'Send a pay (CTC) letter' });
    await ctc.getByLabel('Fixed pay (a year)').fill('1800000');
    await ctc.getByLabel('Variable pay (optional)').fill('200000');
    await ctc.getByRole('button', { name: 'Send CTC letter' }).click();
    await page.getByRole('status').getByText('CTC letter sent.').waitFor();

    await page.getByRole('button', { name: 'Send survey' }).click();
    const survey = page.getByRole('dialog', { name: 'Send a survey' });
    await survey
      .getByRole('combobox', { name: 'Survey' })
      .selectOption({ label: 'How was applying to Saffron Foods?' });
    await survey.getByRole('button', { name: 'Send survey' }).click();
    await page.getByRole('status').getByText('Survey sent.').waitFor();

    const candidateSide = candidatePage.page;
    await candidateSide.goto(`/appliedjobs/${applicationId}/`);
    await candidateSide.getByRole('link', { name: 'Review and answer your pay (CTC) letter' }).click();
    await candidateSide.waitForURL('**/ctc/*/');
    await candidateSide.getByRole('table').getByRole('row').nth(1).waitFor();
    const rows = (await candidateSide.getByRole('table').getByRole('row').allInnerTexts()).map((r) =>
      r.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).toContain('Fixed pay INR 18,00,000 Eighteen lakh Indian rupees');
    expect(rows).toContain('Total CTC INR 20,00,000 Twenty lakh Indian rupees');
    await candidateSide.goto('/survey/');
    await candidateSide.getByRole('heading', { name: 'Surveys for you' }).waitFor();
    await candidateSide.getByRole('link', { name: 'How was applying to Saffron Foods?' }).waitFor();
    // and the team's history says what was sent
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Sent Farah Khan a pay (CTC) letter.').waitFor();
    await history.getByText('Asked Farah Khan to answer a survey: “How was applying to Saffron Foods?”.').waitFor();
    expect(unexpectedErrors(candidatePage)).toEqual([]);
  }, 60_000);

  it('the overview and team screens pass axe', async () => {
    const { page } = member;
    await page.getByRole('link', { name: 'Overview' }).click();
    // exactly 'Offers': the applicant's 'Offers and pay letters' stays on screen until the overview has loaded
    await page.getByRole('heading', { name: 'Offers', exact: true }).waitFor();
    const offers = page.getByRole('region', { name: 'Offers', exact: true });
    // every offer the company sent is accepted: this candidate's, and the demo data's accepted offer (decision 031)
    expect((await offers.innerText()).replace(/\s+/g, ' ')).toMatch(/Sent (\d+) applicants? Accepted \1 applicants?/);
    // the job's row: one applicant, at the pay letter
    const byJob = page.getByRole('table');
    const header = (await byJob.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
    const row = (
      await byJob
        .getByRole('row', { name: new RegExp(JOB_TITLE) })
        .getByRole('cell')
        .allInnerTexts()
    ).map((t) => t.trim());
    // the pay letter's column, by the lifecycle's label (decision 031)
    const letterColumn = header.findIndex((h) => h === LIFECYCLE.ctc.label || h === LIFECYCLE.ctc_accepted.label);
    expect(letterColumn).toBeGreaterThan(0);
    expect(row[letterColumn - 1]).toBe('1');
    expect(row.at(-1)).toBe('1');
    // the charts (their own lazy chunk) draw the same numbers
    await page.getByRole('img', { name: /Sent: (\d+), Accepted: \1, Declined: 0/ }).waitFor();
    await page.getByRole('img', { name: new RegExp(`${JOB_TITLE}: 1 applicant`) }).waitFor();
    expect(await page.locator('figure svg.recharts-surface').count()).toBeGreaterThanOrEqual(2);
    expect(await axeFindings(page, 'overview')).toEqual([]);
    await screenshots(page, 'hiring-overview');
    expect(await phoneOverflow(page)).toBe(0);
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    await page.getByText(`${memberA.first} ${memberA.last} · ${memberA.email} · admin`).waitFor();
    expect(await axeFindings(page, 'team')).toEqual([]);
    expect(unexpectedErrors(member)).toEqual([]);
  }, 60_000);

  it('writes a rejection template, filters and sorts the applicant table, and rejects two applicants at once', async () => {
    const { page } = member;
    // two more applicants, from a referral
    const referred: SignedUpCandidate[] = [];
    for (const [first, last] of [
      ['Kabir', 'Das'],
      ['Leela', 'Nair'],
    ] as const) {
      const person = await signUpViaApi(server.baseUrl, { first_name: first, last_name: last });
      await apiAs(server.baseUrl, person.token, 'PATCH', '/v2/users/candidate/');
      await apiAs(server.baseUrl, person.token, 'POST', '/candidate_jobs/', {
        job: jobId,
        privacy_policy_status: true,
        source: 'referral',
      });
      referred.push(person);
    }
    // decision 047: the company's rejection template, previewed with a sample applicant
    await page.getByRole('link', { name: 'Templates' }).click();
    const rejection = page.getByRole('region', { name: /Rejection/ });
    await rejection
      .getByLabel('Message')
      .fill(
        'Dear {{candidate_first_name}},\n\nThe {{job_title}} role is filled. Saffron Foods keeps your profile on file.',
      );
    await rejection.getByText('The Frontend Engineer role is filled.', { exact: false }).waitFor();
    await rejection.getByRole('button', { name: 'Save' }).click();
    await rejection.getByText('Template saved.').waitFor();
    expect(await axeFindings(page, 'templates')).toEqual([]);
    await screenshots(page, 'hiring-templates');

    await page.goto(`/hire/jobs/${jobId}/applicants/`);
    await page.getByRole('heading', { name: `Applicants · ${JOB_TITLE}` }).waitFor();
    await page.getByText('3 applicants').waitFor();
    await page.getByLabel('Source').selectOption('referral');
    // the sort is added to the query the table shows: sorting before the source is in it would drop the source
    await page.getByText('2 applicants').waitFor();
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.waitForURL(/[?&]sort=fit/);
    expect(new URL(page.url()).searchParams.get('source')).toBe('referral');
    await page.getByText('2 applicants').waitFor();
    // a reload keeps the query
    await page.reload();
    await page.getByText('2 applicants').waitFor();
    expect(await page.getByLabel('Source').inputValue()).toBe('referral');
    expect(await axeFindings(page, 'applicant table')).toEqual([]);
    await screenshots(page, 'hiring-applicant-table');

    await page.getByLabel('Select every applicant on this page').check();
    await page.getByLabel('Reason').selectOption('Position filled');
    await page.getByRole('button', { name: 'Reject…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject 2 applicants?' });
    await confirm.waitFor();
    expect(await axeFindings(page, 'bulk confirmation')).toEqual([]);
    await screenshots(page, 'hiring-bulk-confirmation');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    const summary = page.getByRole('status', { name: 'Bulk action summary' });
    await summary.getByText('2 applicants rejected.').waitFor();

    let mail = '';
    await expect
      .poll(
        async () => {
          const address = encodeURIComponent(referred[0]!.email);
          mail = await (await fetch(`${server.baseUrl}/api/dev/outbox/?to=${address}`)).text();
          return mail.includes('role is filled');
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(true);
    expect(mail).toContain('Dear Kabir,');
    expect(mail).toContain(`The ${JOB_TITLE} role is filled. Saffron Foods keeps your profile on file.`);
    expect(unexpectedErrors(member)).toEqual([]);
  }, 90_000);
});

describe('who may not', () => {
  it('a candidate opening /hire/ is told the workspace is for hiring-team members only', async () => {
    const { page } = candidatePage;
    await page.goto(`/hire/jobs/${jobId}/`);
    await page.getByRole('alert').getByText('This page is for hiring-team members only.').waitFor();
    expect(await page.getByRole('heading', { name: JOB_TITLE }).count()).toBe(0);
    const refused = await fetch(`${server.baseUrl}/api/hiring/jobs/${jobId}/`, {
      headers: { authorization: `Bearer ${candidate.token}` },
    });
    expect(refused.status).toBe(403);
    await candidatePage.context.close();
  }, 30_000);

  it("a member of another company finds none of the first company's jobs", async () => {
    // the second company's member accepts over HTTP and writes a job of their own
    const token = new URL(printedLinks.get(memberB.email)!).searchParams.get('token');
    const accepted = (await (
      await fetch(`${server.baseUrl}/api/hiring/invitations/${token}/accept/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: memberB.first, last_name: memberB.last, password: memberB.password }),
      })
    ).json()) as { token: string; refresh: string };
    const other = await apiAs<{ id: number }>(server.baseUrl, accepted.token, 'POST', '/hiring/jobs/', {
      title: 'Tour Desk Agent',
      description: '<p>Plan trips.</p>',
      location: 'Lisbon, Portugal',
      country_code: 'PT',
    });
    otherCompanyJobId = other.id;

    const tracked = await trackedContext();
    await signInBrowser(tracked.context, server.baseUrl, accepted);
    const { page } = tracked;
    await page.goto('/hire/');
    await page.getByRole('link', { name: 'Tour Desk Agent' }).waitFor();
    expect(await page.getByRole('link', { name: JOB_TITLE }).count()).toBe(0);
    for (const path of [`/hire/jobs/${jobId}/`, `/hire/jobs/${jobId}/edit/`, `/hire/applications/${applicationId}/`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
      expect(await page.getByText(JOB_TITLE).count()).toBe(0);
    }
    const response = await fetch(`${server.baseUrl}/api/hiring/jobs/${jobId}/`, {
      headers: { authorization: `Bearer ${accepted.token}` },
    });
    expect(response.status).toBe(404);
    // and the first company's member cannot open the second's
    await member.page.goto(`/hire/jobs/${otherCompanyJobId}/`);
    await member.page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
    await tracked.context.close();
    await member.context.close();
  }, 60_000);
});
