// One application lifecycle, both sides at once (decisions 031, 032): a
// hiring member (their own context, acting through the hiring API) and a
// candidate in a browser. Apply → screening → assessment → documents → offer
// accepted → pay letter accepted → hired, and a second application rejected
// at the assessment. At each step the candidate's card on the open dashboard,
// the bell (both without a reload), the application page, 'What to do next'
// and the e-mail in the development outbox say the same thing, and Withdraw
// disappears once the application is closed. Documents given read 'Documents
// complete' (decision 046), and the account settings' e-mail preferences list
// every category, the action-required one locked on with its reason.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIFECYCLE,
  EMAIL_CATEGORIES,
  NOTIFICATION_CATEGORY_INFO,
  candidateView,
  type LifecycleState,
} from '@talent/contracts/application-lifecycle';
import { NotificationMessages } from '@talent/contracts/notifications';
import { seriousViolations } from './a11y.ts';
import { apiAs, signInBrowser, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import {
  sharedBrowser,
  runAdmin,
  startServer,
  unexpectedErrors,
  type RunningServer,
  type TrackedPage,
} from './harness.ts';

let server: RunningServer;
let browser: Browser;
let hr: { token: string };
let candidate: SignedUpCandidate;
let tracked: TrackedPage;
let dashboard: Page;
let mainJob: { id: number; title: string };
let otherJob: { id: number; title: string };
let mainApp: number;
let otherApp: number;

const api = <T>(who: { token: string }, method: string, url: string, body?: unknown) =>
  apiAs<T>(server.baseUrl, who.token, method, url, body);

/** The unread count the bell announces. */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** The e-mail subjects sent to the candidate so far (the worker runs every second). */
async function subjects(): Promise<string> {
  const html = await (
    await fetch(`${server.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(candidate.email)}`)
  ).text();
  return html;
}

/**
 * What the candidate sees of one application after the other side acted: the
 * card on the dashboard that stayed open (no reload), the bell's count going
 * up, then the application page's status, explanation and next steps, and an
 * e-mail with `mail` in its subject.
 */
async function candidateSees(
  job: { title: string },
  applicationId: number,
  state: LifecycleState,
  expected: { bellBefore: number; nextStep?: RegExp; mail?: string },
) {
  const label = LIFECYCLE[state].label;
  const card = dashboard.locator('li', { hasText: job.title }).locator('[data-stage]');
  await expect.poll(() => card.first().getAttribute('data-stage'), { timeout: 5000 }).toBe(state);
  expect(await card.first().textContent()).toBe(label);
  const withdraw = dashboard.getByRole('button', { name: `Withdraw ${job.title}` });
  expect(await withdraw.count()).toBe(LIFECYCLE[state].open ? 1 : 0);
  if (LIFECYCLE[state].notice) {
    await expect.poll(() => bellCount(dashboard), { timeout: 5000 }).toBeGreaterThan(expected.bellBefore);
  }
  const page = await tracked.context.newPage();
  await page.goto(`/appliedjobs/${applicationId}/`);
  // the first visit loads the page's code on a busy machine: wait as long as for the card
  await expect.poll(() => page.getByTestId('application-status').textContent(), { timeout: 5000 }).toContain(label);
  await page.getByText(LIFECYCLE[state].explanation).first().waitFor();
  const next = page.getByRole('region', { name: 'What to do next' });
  if (expected.nextStep) await next.getByRole('link', { name: expected.nextStep }).waitFor();
  await page.close();
  if (expected.mail) {
    await expect.poll(subjects, { timeout: 20_000, interval: 500 }).toContain(expected.mail);
  }
}

/**
 * The candidate answers a letter the way a candidate does, in the dashboard's
 * own tab: 'What to do next' → the letter → accept → confirm → back. Their own
 * answer raises no notice (LIFECYCLE.offer_accepted / ctc_accepted), so the
 * card follows because the answering screen refreshes the candidate's
 * applications, not through the stream; the marker proves nothing reloaded.
 */
async function acceptOnDashboard(step: RegExp, accept: string) {
  await dashboard.evaluate(() => Object.assign(window, { stayedOpen: true }));
  await dashboard.getByRole('region', { name: 'What to do next' }).getByRole('link', { name: step }).first().click();
  await dashboard.getByRole('button', { name: accept }).click();
  await dashboard.getByRole('button', { name: 'Yes, accept' }).click();
  await expect.poll(() => dashboard.getByRole('button', { name: accept }).count(), { timeout: 5000 }).toBe(0);
  await dashboard.goBack();
  await dashboard.getByRole('button', { name: /^Notifications/ }).waitFor();
  expect(await dashboard.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), sharedBrowser()]);
  candidate = await signUpViaApi(server.baseUrl, { first_name: 'Lena', last_name: 'Okafor' });
  await api(candidate, 'PATCH', '/v2/users/candidate/');
  const search = await fetch(`${server.baseUrl}/api/v5/jobs/search/?page_size=100`);
  const company = (
    (await search.json()) as { results: { company: { slug: string } | null; is_external: boolean }[] }
  ).results.find((job) => job.company && !job.is_external)!.company!.slug;
  let link = '';
  await server.restart(async (env) => {
    const printed = await runAdmin(env, [
      'invite-hiring-member',
      '--company',
      company,
      '--email',
      `hr.${Date.now()}@example.com`,
    ]);
    link = /^Link: (\S+)$/m.exec(printed)![1]!;
  });
  const accepted = await fetch(
    `${server.baseUrl}/api/hiring/invitations/${new URL(link).searchParams.get('token')}/accept/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Omar', last_name: 'Haddad', password: 'Hiring@12345' }),
    },
  );
  hr = (await accepted.json()) as { token: string };
  const makeJob = async (title: string, questions: boolean) => {
    const job = await api<{ id: number }>(hr, 'POST', '/hiring/jobs/', {
      title,
      description: '<p>Run the lifecycle.</p>',
      location: 'Pune, India',
      ...(questions ? { screening_questions: [{ question: 'Why this role?', kind: 'text' }] } : {}),
    });
    await api(hr, 'POST', `/hiring/jobs/${job.id}/publish/`);
    return { id: job.id, title };
  };
  mainJob = await makeJob(`Lifecycle Lead ${Date.now()}`, true);
  otherJob = await makeJob(`Lifecycle Analyst ${Date.now()}`, false);
  // bypassCSP: axe is injected as a script on the account settings check
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1366, height: 900 },
    bypassCSP: true,
  });
  await signInBrowser(context, server.baseUrl, candidate);
  dashboard = await context.newPage();
  const errors: string[] = [];
  dashboard.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  tracked = { context, page: dashboard, errors };
  await dashboard.goto('/dashboard/');
  await dashboard.getByRole('button', { name: /^Notifications/ }).waitFor();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('one application, applied to hired, both sides agreeing', () => {
  it('apply: the card, the bell and the e-mail confirm it', async () => {
    const bell = await bellCount(dashboard);
    mainApp = (await api<{ id: number }>(candidate, 'POST', '/candidate_jobs/', { job: mainJob.id })).id;
    await candidateSees(mainJob, mainApp, 'applied', { bellBefore: bell, nextStep: /screening questions/ });
    await expect.poll(subjects, { timeout: 20_000, interval: 500 }).toContain(`Your application for ${mainJob.title}`);
  });

  it('screening: the member moves it; the candidate answers and the step leaves at once', async () => {
    const bell = await bellCount(dashboard);
    await api(hr, 'POST', `/hiring/applications/${mainApp}/move/`, { stage: 'screening' });
    await candidateSees(mainJob, mainApp, 'screening', {
      bellBefore: bell,
      nextStep: /screening questions/,
      mail: `Screening questions to answer: ${mainJob.title}`,
    });
    const page = await tracked.context.newPage();
    await page.goto(`/appliedjobs/${mainApp}/`);
    await page.getByLabel('Why this role?').fill('I like clear lifecycles.');
    await page.locator('form button[type="submit"]').click();
    // no reload: 'What to do next' drops the answered step
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'What to do next' })
          .getByRole('link', { name: /screening questions/ })
          .count(),
      )
      .toBe(0);
    await page.close();
  });

  it('assessment: sent, taken, submitted', async () => {
    const bell = await bellCount(dashboard);
    await api(hr, 'POST', `/hiring/applications/${mainApp}/assessments/`, {
      title: 'Lifecycle kata',
      questions: [{ prompt: 'Write a state machine.' }],
      time_limit_minutes: 30,
      deadline_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await candidateSees(mainJob, mainApp, 'assessment', {
      bellBefore: bell,
      nextStep: /assessment/i,
      mail: `An assessment is waiting: ${mainJob.title}`,
    });
    await api(candidate, 'POST', `/coding-assessment/${mainApp}/consent/`, { consent: true });
    await api(candidate, 'POST', `/coding-assessment/${mainApp}/questions/`, { answers: { q1: 'switch (state) {}' } });
  });

  it('documents: asked for, given', async () => {
    const bell = await bellCount(dashboard);
    await api(hr, 'POST', `/hiring/applications/${mainApp}/mandatory-details/`, { details: ['legal_name'] });
    await candidateSees(mainJob, mainApp, 'documents', {
      bellBefore: bell,
      nextStep: /details|documents/i,
      mail: `Documents needed: ${mainJob.title}`,
    });
    await api(candidate, 'PUT', `/wrapper/job_application/${mainApp}/candidate_mandatory_details/`, {
      details: { legal_name: 'Lena Okafor' },
    });
    // given: the card and the application page read 'Documents complete', no longer 'Documents needed'
    const done = candidateView('documents', ['documents_completed']);
    const page = await tracked.context.newPage();
    await page.goto('/dashboard/');
    const card = page.locator('li', { hasText: mainJob.title }).locator('[data-stage]').first();
    await expect.poll(() => card.textContent(), { timeout: 5000 }).toBe(done.label);
    expect(await page.getByRole('button', { name: `Withdraw ${mainJob.title}` }).count()).toBe(1);
    await page.goto(`/appliedjobs/${mainApp}/`);
    await expect
      .poll(() => page.getByTestId('application-status').textContent(), { timeout: 5000 })
      .toContain(done.label);
    await page.getByText(done.explanation).first().waitFor();
    await page.close();
  });

  it('offer: made and accepted', async () => {
    const bell = await bellCount(dashboard);
    const offer = await api<{ id: number }>(hr, 'POST', '/hiring/offers/', {
      application_id: mainApp,
      role: mainJob.title,
      start_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      location: 'Pune, India',
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    await candidateSees(mainJob, mainApp, 'offer', { bellBefore: bell, nextStep: /offer/i });
    expect(offer.id).toBeGreaterThan(0);
    await acceptOnDashboard(/offer/i, 'Accept offer');
    await candidateSees(mainJob, mainApp, 'offer_accepted', { bellBefore: await bellCount(dashboard) });
  });

  it('pay letter: sent and accepted', async () => {
    const bell = await bellCount(dashboard);
    const letter = await api<{ id: number }>(hr, 'POST', '/hiring/ctc-letters/', {
      application_id: mainApp,
      currency: 'INR',
      fixed: 2_400_000,
    });
    await candidateSees(mainJob, mainApp, 'ctc', { bellBefore: bell, nextStep: /pay|CTC/i });
    expect(letter.id).toBeGreaterThan(0);
    await acceptOnDashboard(/pay|CTC/i, 'Accept letter');
    await candidateSees(mainJob, mainApp, 'ctc_accepted', { bellBefore: await bellCount(dashboard) });
  });

  it('hired: closed on both sides, Withdraw gone, the candidate told', async () => {
    const bell = await bellCount(dashboard);
    const hired = await api<{ stage: string }>(hr, 'POST', `/hiring/applications/${mainApp}/hire/`, {});
    expect(hired.stage).toBe('hired');
    await candidateSees(mainJob, mainApp, 'hired', { bellBefore: bell, mail: `You are hired: ${mainJob.title}` });
    const detail = await api<{ stage: string; can_hire: boolean }>(hr, 'GET', `/hiring/applications/${mainApp}/`);
    expect(detail).toMatchObject({ stage: 'hired', can_hire: false });
  });
});

describe('a second application, rejected at the assessment', () => {
  it('reaches the assessment, then is not selected: Withdraw disappears, the e-mail carries the message', async () => {
    let bell = await bellCount(dashboard);
    otherApp = (await api<{ id: number }>(candidate, 'POST', '/candidate_jobs/', { job: otherJob.id })).id;
    await candidateSees(otherJob, otherApp, 'applied', {
      bellBefore: bell,
      mail: `Application received: ${otherJob.title}`,
    });
    bell = await bellCount(dashboard);
    await api(hr, 'POST', `/hiring/applications/${otherApp}/move/`, { stage: 'assessment' });
    await candidateSees(otherJob, otherApp, 'assessment', { bellBefore: bell });
    bell = await bellCount(dashboard);
    await api(hr, 'POST', `/hiring/applications/${otherApp}/reject/`, {
      reason: 'Skills do not match',
      message: 'Thank you for your time with us.',
    });
    await candidateSees(otherJob, otherApp, 'rejected', { bellBefore: bell, mail: `Not selected: ${otherJob.title}` });
    expect(await subjects()).toContain('Thank you for your time with us.');
  });

  it('the bell lists the news newest first, links to the exact screen and marks all read', async () => {
    await dashboard.getByRole('button', { name: /^Notifications/ }).click();
    const panel = dashboard.getByRole('region', { name: 'Notifications' });
    const first = panel.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('Not selected');
    expect(await first.getByRole('link').getAttribute('href')).toBe(`/appliedjobs/${otherApp}/`);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bellCount(dashboard)).toBe(0);
    expect(unexpectedErrors(tracked)).toEqual([]);
  });
});

describe('e-mail preferences in account settings', () => {
  it('lists every category with a switch, keeps the action-required one on with its reason, and saves a change', async () => {
    const page = await tracked.context.newPage();
    await page.goto('/account-settings/');
    const section = page.getByRole('region', { name: 'E-mail notifications' });
    await section.getByRole('switch').first().waitFor();
    expect(await section.getByRole('switch').count()).toBe(EMAIL_CATEGORIES.length);
    const locked = section.getByRole('switch', { name: NOTIFICATION_CATEGORY_INFO.action_required.label });
    expect(await locked.isChecked()).toBe(true);
    expect(await locked.isDisabled()).toBe(true);
    await section.getByText(NOTIFICATION_CATEGORY_INFO.action_required.locked!).waitFor();
    const updates = section.getByRole('switch', { name: NOTIFICATION_CATEGORY_INFO.updates.label });
    await updates.focus();
    await page.keyboard.press('Space');
    await page.getByText(NotificationMessages.preferenceSaved).waitFor();
    await expect.poll(() => updates.isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // the server kept it: a reload reads it back, then it is turned on again
    await page.reload();
    await expect.poll(() => updates.isChecked(), { timeout: 5000 }).toBe(false);
    await updates.click();
    await expect.poll(() => updates.isChecked()).toBe(true);
    await page.close();
  });
});
