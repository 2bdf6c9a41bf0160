// Analytics with consent, geolocation and A/B variants in a real browser
// against the real server (spec 01 §3 / §4 / §9, spec 02 §4 / §7 / §9;
// decision 024). The TEST environment sends only because this journey sets
// ANALYTICS_CLIENT=on; TRUST_PROXY lets the API-level geolocation checks name
// a public address, while the browser itself (127.0.0.1) is private: India.
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FlowTypes, FUNNEL_STEPS, INDIA_COUNTRY_RECORD } from '@talent/contracts/analytics';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import { demoAnalyticsEvents, DEMO_OPERATOR } from '../apps/api/src/seeds/seed-analytics.ts';
import { seriousViolations } from './a11y.ts';
import { apiAs, signUpViaApi } from './fixtures.ts';
import { screenshots, toast, unexpectedErrors, useJourney } from './harness.ts';

const journey = useJourney({ env: { ANALYTICS_CLIENT: 'on', TRUST_PROXY: 'true' } });
const COLLECTOR = '/api/analytics/v1/batch';

interface SentMessage {
  type: string;
  event?: string;
  name?: string;
  userId: string | null;
  anonymousId: string | null;
  properties?: Record<string, unknown>;
  context: { device?: { type: string }; page?: { path: string } };
}

/** Every batch the page posts to the collector (fetch or beacon), and the collector's answers. */
function watchCollector(context: BrowserContext) {
  const sent: SentMessage[] = [];
  const answers: string[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes(COLLECTOR)) return;
    const body = JSON.parse(request.postData() ?? '{}') as { batch?: SentMessage[] };
    sent.push(...(body.batch ?? []));
  });
  context.on('response', (response) => {
    if (response.url().includes(COLLECTOR))
      void response.text().then(
        (text) => answers.push(response.status() === 200 ? '200' : `${response.status()} ${text}`),
        () => answers.push(String(response.status())),
      );
  });
  return { sent, answers };
}

/** Every script file the page loaded, by path. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function plainJob(): Promise<JobCard> {
  const response = await fetch(`${journey.baseUrl}/api/v5/jobs/search/?page_size=100`);
  const job = ((await response.json()) as JobSearchResponse).results.find(
    (j) => !j.is_external && !j.redirection_url && !j.is_anonymized && j.needsScreening === 0,
  );
  if (!job) throw new Error('the seed has no plain job');
  return job;
}

/** The demo seed's distinct people per funnel step (what the funnel page must show before anything else is sent). */
function demoTotals(): Record<string, number> {
  const rows = demoAnalyticsEvents(new Date());
  const people = (event: string) => new Set(rows.filter((r) => r.event === event).map((r) => r.userId)).size;
  return Object.fromEntries(
    FUNNEL_STEPS.map((step) => [
      step.id,
      'event' in step
        ? people(step.event)
        : new Set(rows.filter((r) => r.type === 'page').map((r) => r.anonymousId)).size,
    ]),
  );
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/signin/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

describe("the operators' funnel", () => {
  it("shows the demo data's numbers, by variant, day and source, accessibly at both widths", async () => {
    // axe is injected as an inline script: this context alone bypasses the CSP (e2e/a11y.ts)
    const context = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      bypassCSP: true,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = watchScripts(page);
    await page.goto('/jobs/');
    expect(scripts.some((path) => path.includes('analytics-screen'))).toBe(false);

    await page.goto('/hire/analytics/');
    await page.getByLabel('E-mail').fill(DEMO_OPERATOR.email);
    await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Candidate funnel' }).waitFor();
    const totals = page.getByRole('list', { name: 'Funnel totals' });
    await totals.waitFor();
    const expected = demoTotals();
    for (const step of FUNNEL_STEPS) {
      const shown = await totals.locator(`[data-step="${step.id}"]`).textContent();
      expect(Number(shown?.replace(/,/g, '')), step.id).toBe(expected[step.id]);
    }
    expect(expected.offer_accepted).toBeGreaterThan(0);
    // the demo's four traffic sources and two variants, as tables under the charts
    const sources = page.getByRole('table', { name: /By traffic source/ });
    for (const source of ['T500-Direct', 'google', 'linkedin', 'newsletter'])
      await sources.getByRole('rowheader', { name: source }).waitFor();
    const variants = page.getByRole('table', { name: /By A\/B variant/ });
    await variants.getByRole('rowheader', { name: 'Variant 0' }).waitFor();
    await variants.getByRole('rowheader', { name: 'Variant 1' }).waitFor();
    expect(
      await page
        .getByRole('table', { name: /By day/ })
        .locator('tbody tr')
        .count(),
    ).toBe(14);
    // the charts are drawn (recharts, loaded with this page only)
    expect(await page.locator('.recharts-wrapper').count()).toBe(3);
    expect(scripts.some((path) => path.includes('analytics-screen'))).toBe(true);

    // a filter narrows the numbers
    await page.getByRole('combobox', { name: /^Traffic source/ }).selectOption('linkedin');
    await expect
      .poll(async () => Number((await totals.locator('[data-step="visit"]').textContent())?.replace(/,/g, '')))
      .toBeLessThan(expected.visit!);
    await page.getByRole('combobox', { name: /^Traffic source/ }).selectOption('');

    expect(await seriousViolations(page)).toEqual([]);
    const dir = process.env.SCREENSHOT_DIR ?? '/tmp/shots/analytics';
    await mkdir(dir, { recursive: true });
    process.env.SCREENSHOT_DIR = dir;
    const files = await screenshots(page, 'funnel');
    expect(files).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a signed-in candidate who is not an operator with a clear message', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    const { page, context } = await journey.signedInPage(candidate);
    await page.goto('/hire/analytics/');
    await page.getByRole('alert').getByText('Only operators can see the analytics.').waitFor();
    await context.close();
  });
});

describe('consent', () => {
  it("sends nothing before consent; after 'Accept all' page views, sign-in, apply with the flow labels; after logout, anonymous", async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
    const job = await plainJob();
    const tracked = await journey.openPage();
    const { page, context } = tracked;
    const collector = watchCollector(context);
    const scripts = watchScripts(page);

    await page.goto('/');
    await page.goto('/jobs/?utm_source=newsletter');
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    // longer than the tracker's batching pause: still nothing, and the tracker is not even loaded
    await page.waitForTimeout(3000);
    expect(collector.sent).toEqual([]);
    expect(scripts.some((path) => path.includes('analytics-runtime'))).toBe(false);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => collector.sent.filter((m) => m.type === 'page').length, { timeout: 10_000 }).toBe(1);
    expect(scripts.some((path) => path.includes('analytics-runtime'))).toBe(true);
    const first = collector.sent[0]!;
    expect(first).toMatchObject({
      userId: null,
      context: { page: { path: '/jobs/' }, campaign: { source: 'newsletter' } },
      properties: {
        event_trigger_position: 'frontend',
        flow_type: FlowTypes.regular,
        job_code: 'Voluntary Onboarding',
      },
    });
    expect(['PHONE', 'TABLET', 'DESKTOP', 'WIDE_DESKTOP']).toContain(first.context.device?.type);
    const visitor = first.anonymousId;
    expect(visitor).toBeTruthy();

    // sign-in: identify with the user id only, then 'Signed In'
    await signInWithForm(page, candidate.email, candidate.password);
    await page.waitForURL('**/dashboard/');
    const userId = String(candidate.candidateId);
    await expect
      .poll(() => collector.sent.find((m) => m.type === 'identify')?.userId, { timeout: 10_000 })
      .toBe(userId);
    await expect.poll(() => collector.sent.some((m) => m.event === 'Signed In' && m.userId === userId)).toBe(true);
    expect(JSON.stringify(collector.sent)).not.toContain(candidate.email);

    // an apply from a magic link: started and finished, labelled, with the job's code and the A/B variant
    await page.goto(`${job.url}?is_magic_link=True`);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await toast(page, 'Job application successful!');
    await page.waitForURL('**/dashboard/');
    await expect
      .poll(() => collector.sent.find((m) => m.event === 'Apply Finished')?.properties, { timeout: 10_000 })
      .toMatchObject({ flow_type: FlowTypes.magicLink, job_code: job.job_code, event_trigger_position: 'frontend' });
    const applied = collector.sent.filter((m) => m.event === 'Apply Started' || m.event === 'Apply Finished');
    expect(applied.map((m) => m.event)).toEqual(['Apply Started', 'Apply Finished']);
    for (const message of applied) {
      expect(message.userId).toBe(userId);
      expect(typeof message.properties?.ab_variant).toBe('number');
    }
    // the dashboard's page view carries the dashboard's labels
    await page.goto('/dashboard/?is_confirm=true');
    await expect
      .poll(
        () =>
          collector.sent.find(
            (m) =>
              m.type === 'page' &&
              m.context.page?.path === '/dashboard/' &&
              m.properties?.flow_type === FlowTypes.confirmationPopUp,
          )?.properties?.job_code,
        { timeout: 10_000 },
      )
      .toBe(FlowTypes.confirmationPopUp);

    // logout resets: the next page views name no user and a new anonymous id
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    const beforeLogout = collector.sent.length;
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin/');
    await page.goto('/jobs/');
    await expect
      .poll(() => collector.sent.slice(beforeLogout).filter((m) => m.type === 'page').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const after = collector.sent.slice(beforeLogout).filter((m) => m.type === 'page');
    for (const message of after) {
      expect(message.userId).toBeNull();
      expect(message.anonymousId).not.toBe(visitor);
      expect(message.properties?.ab_variant).toBeUndefined();
    }
    // and they all reached the collector
    await expect.poll(() => collector.answers.length).toBeGreaterThan(0);
    expect(collector.answers.filter((answer) => answer !== '200')).toEqual([]);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it("with 'Only necessary' nothing is sent, and the speak-up page is never tracked", async () => {
    const tracked = await journey.openPage();
    const { page, context } = tracked;
    const collector = watchCollector(context);
    const scripts = watchScripts(page);
    await page.goto('/jobs/');
    await page.getByRole('button', { name: 'Only necessary' }).click();
    await page.goto('/talent/');
    await page.goto('/jobs/');
    await page.waitForTimeout(3000);
    // leaving the page would send a beacon if anything were held
    await page.goto('about:blank');
    expect(collector.sent).toEqual([]);
    expect(scripts.some((path) => path.includes('analytics-runtime'))).toBe(false);
    await context.close();

    const accepted = await journey.openPage();
    const watched = watchCollector(accepted.context);
    await accepted.page.goto('/speakup/');
    await accepted.page.getByRole('button', { name: 'Accept all' }).click();
    await accepted.page.waitForTimeout(3000);
    await accepted.page.goto('about:blank');
    expect(watched.sent).toEqual([]);
    await accepted.context.close();
  });

  it('sends what was held with a beacon when the page is left', async () => {
    // the collector's own count (the funnel's visits today) shows the beacon arrived
    const signIn = await fetch(`${journey.baseUrl}/api/users/candidate/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const visitsToday = async () =>
      ((await apiAs(journey.baseUrl, token, 'GET', '/analytics/funnel/?days=1')) as { totals: { visit: number } })
        .totals.visit;
    const before = await visitsToday();

    const tracked = await journey.openPage();
    const { page, context } = tracked;
    const collector = watchCollector(context);
    await page.goto('/talent/');
    const loaded = page.waitForResponse((response) => response.url().includes('analytics-runtime'));
    await page.getByRole('button', { name: 'Accept all' }).click();
    await loaded;
    // the library keeps its anonymous id once it runs; the page view is then held for the batching pause
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.includes('anon_id')));
    await page.waitForTimeout(400);
    // leave before the pause ends: only the page-hide beacon can carry the page view
    expect(collector.sent).toEqual([]);
    await page.goto('about:blank');
    await expect.poll(visitsToday, { timeout: 10_000 }).toBe(before + 1);
    await context.close();
  });
});

describe('geolocation and the country cookie', () => {
  it('answers a public address its country and a private one India', async () => {
    const key = (await (await fetch(`${journey.baseUrl}/api/auth/keys/?name=geolocation_api_key`)).json()) as {
      value: string;
    };
    const lookup = async (address: string) =>
      (await fetch(`${journey.baseUrl}/api/geolocation/?key=${encodeURIComponent(key.value)}`, {
        headers: { 'x-forwarded-for': address },
      }).then((r) => r.json())) as Record<string, unknown>;
    expect(await lookup('81.2.69.142')).toMatchObject({ country_code: 'GB', currency: 'GBP', country_is_eu: false });
    expect(await lookup('8.8.8.8')).toMatchObject({ country_code: 'US', currency: 'USD' });
    expect(await lookup('192.168.1.20')).toEqual(INDIA_COUNTRY_RECORD);
    expect(await lookup('10.0.0.7')).toMatchObject({ country_code: 'IN' });
    const bad = await fetch(`${journey.baseUrl}/api/geolocation/?key=forged.key`);
    expect(bad.status).toBe(403);
  });

  it('keeps the record in the country cookie, and the apply flow follows it', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
    const job = await plainJob();
    const tracked = await journey.signedInPage(candidate);
    const { page, context } = tracked;
    await page.goto('/talent/');
    // the browser is on 127.0.0.1: a private address, so India, in the spec's shape
    let cookie: { value: string } | undefined;
    await expect
      .poll(async () => (cookie = (await context.cookies()).find((c) => c.name === 'country')) !== undefined, {
        timeout: 10_000,
      })
      .toBe(true);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(INDIA_COUNTRY_RECORD);

    // a visitor geolocated in the United States (the record the endpoint answers for 8.8.8.8)
    const key = (await (await fetch(`${journey.baseUrl}/api/auth/keys/?name=geolocation_api_key`)).json()) as {
      value: string;
    };
    const us = await (
      await fetch(`${journey.baseUrl}/api/geolocation/?key=${encodeURIComponent(key.value)}`, {
        headers: { 'x-forwarded-for': '8.8.8.8' },
      })
    ).json();
    await context.addCookies([
      {
        name: 'country',
        value: encodeURIComponent(JSON.stringify(us)),
        domain: new URL(journey.baseUrl).hostname,
        path: '/',
      },
    ]);
    await page.goto(job.url);
    await page.getByRole('button', { name: 'Apply now' }).click();
    // international: the international job-apply page instead of the India success
    await page.waitForURL(/\/job-application\/\d+\//);
    await page.getByRole('heading', { name: 'Complete your application' }).waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });
});
