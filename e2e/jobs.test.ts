// Jobs in a real browser against the real server (spec 01 §2 post-apply
// redirects, §4 job apply flow; spec 02 §2 pages, §7 calls): a visitor searches
// with filters (back/forward restore them), opens a job, is asked to sign up on
// Apply and lands where the post-apply table says; an onboarded candidate
// applies and finds it on the dashboard; an international candidate gets the
// international job-apply page; saving, alerts and their deactivation survive a
// reload; the HTML of a job page carries its head and JobPosting JSON-LD
// without JavaScript; redirection, discover and company pages.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE } from '@talent/contracts/application-lifecycle';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import { Messages } from '@talent/contracts/messages';
import { seriousViolations } from './a11y.ts';
import { apiAs, signInBrowser, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import { startServer, toast, unexpectedErrors, useJourney } from './harness.ts';

const journey = useJourney();

async function findJobs(query: string): Promise<JobCard[]> {
  const response = await fetch(`${journey.baseUrl}/api/v5/jobs/search/?page_size=100&${query}`);
  return ((await response.json()) as JobSearchResponse).results;
}

/** An open job that takes applications here: no external or internal redirect, company shown. */
async function plainJob(options: { screening: boolean; skip?: number[] }): Promise<JobCard> {
  const jobs = await findJobs('');
  const job = jobs.find(
    (j) =>
      !j.is_external &&
      !j.redirection_url &&
      !j.is_anonymized &&
      (options.screening ? j.needsScreening > 0 : j.needsScreening === 0) &&
      !(options.skip ?? []).includes(j.id),
  );
  if (!job) throw new Error('the seed has no such job');
  return job;
}

async function onboardedCandidate(): Promise<SignedUpCandidate> {
  const candidate = await signUpViaApi(journey.baseUrl);
  // the profile API finishes onboarding when PATCHed without a body
  await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
  return candidate;
}

async function authTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'authToken');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value).replace(/^Bearer /, '');
}

/** The result count once the list is not fetching any more. */
async function settledCount(page: Page): Promise<number> {
  await page.locator('section[aria-labelledby="results-heading"][aria-busy="false"]').waitFor();
  const text = (await page.locator('#results-heading').textContent()) ?? '';
  const match = /^([\d,]+) jobs?$/.exec(text);
  if (!match) throw new Error(`no count in '${text}'`);
  return Number(match[1]!.replace(/,/g, ''));
}

describe('search and apply as a visitor', () => {
  it('finds a job by keyword and filters, and back and forward restore them', async () => {
    const tracked = await journey.openPage();
    const { page } = tracked;
    await page.goto('/jobs/');
    await page.getByRole('combobox', { name: 'Search jobs' }).fill('engineer');
    await page.getByRole('combobox', { name: 'Search jobs' }).press('Enter');
    await page.waitForURL(/search_term=engineer/);
    await page.getByRole('heading', { name: 'engineer jobs' }).waitFor();
    await expect.poll(() => page.locator('article h3').first().textContent()).toMatch(/engineer/i);
    const all = await settledCount(page);
    await page.getByLabel('Category').selectOption('DevOps');
    await page.waitForURL(/job_sub_category=DevOps/);
    await expect.poll(() => settledCount(page)).toBeLessThan(all);
    const titles = await page.locator('article h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => /engineer/i.test(t))).toBe(true);
    expect(await page.title()).toBe('Engineer Jobs | Remote & Full-Time Opportunities');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('job_sub_category'));
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('');
    await expect.poll(() => settledCount(page)).toBe(all);
    await page.goForward();
    await page.waitForURL(/job_sub_category=DevOps/);
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('DevOps');
    expect(await page.getByRole('combobox', { name: 'Search jobs' }).inputValue()).toBe('engineer');
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('suggests terms despite a typo and searches the one picked', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/jobs/');
    await page.getByRole('combobox', { name: 'Search jobs' }).fill('pyhton');
    await page.getByRole('option', { name: 'Python', exact: true }).click();
    await page.waitForURL(/search_term=Python/);
    // the jobs listed before the search stay on screen, dimmed, until the search's own arrive
    await page.getByRole('heading', { level: 1, name: 'Python jobs' }).waitFor();
    await page.locator('ul[data-stale]').waitFor({ state: 'detached' });
    await page.locator('article').first().waitFor();
    await context.close();
  });

  it('is asked to sign up on Apply, signs up, and lands where the routing table says', async () => {
    const tracked = await journey.openPage();
    const { page, context } = tracked;
    const job = await plainJob({ screening: true });
    await page.goto(`/jobs/?search_term=${encodeURIComponent(job.title)}`);
    await page.getByRole('link', { name: job.title }).first().waitFor();
    await page.goto(job.url);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(new RegExp(`a=signup.*applying_to=${job.id}|applying_to=${job.id}.*a=signup`));
    const signup = page.getByRole('dialog', { name: 'Create New Account' });
    await signup.getByLabel('First name').fill('Anika');
    await signup.getByLabel('Last name').fill('Rao');
    await signup.getByLabel('Email').fill(`apply.${randomBytes(4).toString('hex')}@example.com`);
    await signup.getByLabel('Password').fill('Journey@123');
    await signup.getByRole('button', { name: 'Create New Account' }).click();
    // a new candidate in India: onboarding first, then the screening of the new application
    await page.waitForURL(/\/onboarding\/profile\/\?redirect_url=%2Fappliedjobs%2F\d+%2F/);
    const applicationId = Number(/appliedjobs%2F(\d+)%2F/.exec(page.url())![1]);
    const applied = await apiAs<{ results: { id: number; job: { id: number }; status: string }[] }>(
      journey.baseUrl,
      await authTokenOf(context),
      'GET',
      '/applied_jobs/',
    );
    expect(applied.results).toEqual([
      expect.objectContaining({ id: applicationId, status: 'AP', job: expect.objectContaining({ id: job.id }) }),
    ]);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it('gets the sign-in modal when saving a job or creating an alert', async () => {
    const { page, context } = await journey.openPage();
    const job = await plainJob({ screening: false });
    await page.goto(job.url);
    await page.getByRole('button', { name: `Save ${job.title}` }).click();
    await page.waitForURL(/a=signin/);
    expect(new URL(page.url()).searchParams.get('job_description')).toBe('true');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jdURL'))).toBe(job.url.replace(/^\/jobs\//, ''));
    await page.goto('/jobs/?search_term=java');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await page.waitForURL(/job_alert=true/);
    expect(new URL(page.url()).searchParams.get('search_term')).toBe('java');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await context.close();
  });
});

describe('applying as a candidate', () => {
  it('with complete onboarding: success message, the dashboard after a second, the application listed', async () => {
    const candidate = await onboardedCandidate();
    const tracked = await journey.signedInPage(candidate);
    const { page, context } = tracked;
    const job = await plainJob({ screening: false });
    await page.goto(job.url);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await toast(page, 'Job application successful!');
    expect(new URL(page.url()).pathname).toBe(job.url);
    await page.waitForURL('**/dashboard/');
    const applications = page.locator('section[aria-labelledby="applied-jobs"]');
    await applications.getByRole('link', { name: job.title }).waitFor();
    await applications.getByText('Application submitted').waitFor();
    await page.goto(job.url);
    await page.getByText('You applied to this job.').waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it('refuses a second application with a clear message', async () => {
    const candidate = await onboardedCandidate();
    const job = await plainJob({ screening: true });
    await apiAs(journey.baseUrl, candidate.token, 'POST', '/candidate_jobs/', { job: job.id });
    // a second application is refused, saying why
    const again = await fetch(`${journey.baseUrl}/api/candidate_jobs/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${candidate.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ job: job.id }),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: Messages.alreadyApplied });
    const { page, context } = await journey.signedInPage(candidate);
    // the page knows: it offers the application instead of Apply
    await page.goto(job.url);
    await page.getByRole('link', { name: 'See your application' }).click();
    await page.waitForURL(/\/appliedjobs\/\d+\//);
    await page.getByRole('heading', { name: 'Applied job screening' }).waitFor();
    await context.close();
  });

  it('outside India: the international job-apply page, answered, then the dashboard', async () => {
    const candidate = await onboardedCandidate();
    const tracked = await journey.signedInPage(candidate);
    const { page, context } = tracked;
    // the geolocated country record (spec 01 §3 country cookie)
    await context.addCookies([
      {
        name: 'country',
        value: encodeURIComponent(JSON.stringify({ country: 'United States', country_code: 'US', currency: 'USD' })),
        domain: new URL(journey.baseUrl).hostname,
        path: '/',
      },
    ]);
    const job = await plainJob({ screening: false });
    await page.goto(job.url);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/job-application\/\d+\//);
    await page.getByRole('heading', { name: 'Complete your application' }).waitFor();
    const authorization = page.getByRole('group', { name: /authorised to work/ });
    await authorization.getByLabel('Yes').check();
    await page.getByRole('combobox', { name: /overlap/ }).selectOption('4–6 hours');
    await page.getByRole('combobox', { name: 'When could you start?' }).selectOption('Within 30 days');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await toast(page, 'Job application successful!');
    await page.waitForURL('**/dashboard/');
    // the answered application is listed, submitted, with no screening left to answer (decision 031 labels)
    const card = page
      .locator('section[aria-labelledby="applied-jobs"] li')
      .filter({ has: page.getByRole('heading', { name: job.title }) });
    await card.getByText(LIFECYCLE.applied.label, { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Answer screening' }).count()).toBe(0);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });
});

describe('saved jobs and alerts', () => {
  it('saves and unsaves a job, surviving reloads', async () => {
    const candidate = await onboardedCandidate();
    const tracked = await journey.signedInPage(candidate);
    const { page, context } = tracked;
    const job = await plainJob({ screening: false });
    await page.goto(job.url);
    await page.getByRole('button', { name: `Save ${job.title}` }).click();
    await toast(page, 'Job saved.');
    await page.reload();
    const unsave = page.getByRole('button', { name: `Unsave ${job.title}` });
    await unsave.waitFor();
    expect(await unsave.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/dashboard/');
    const saved = page.locator('section[aria-labelledby="saved-jobs"]');
    await saved.getByRole('link', { name: job.title }).waitFor();
    await saved.getByRole('button', { name: `Unsave ${job.title}` }).click();
    await toast(page, 'Job removed from your saved jobs.');
    await page.reload();
    await saved.getByText('Save jobs with the star on any job').waitFor();
    expect(await saved.getByRole('link', { name: job.title }).count()).toBe(0);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it('creates alerts from a search and the dashboard, deactivates one and then all, surviving reloads', async () => {
    const candidate = await onboardedCandidate();
    const tracked = await journey.signedInPage(candidate);
    const { page, context } = tracked;
    await page.goto('/jobs/?search_term=python&remote=true');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await toast(page, 'Job alert saved: python, remote. We e-mail you new matching jobs.');
    await page.goto('/dashboard/');
    const alerts = page.locator('section[aria-labelledby="job-alerts"]');
    await alerts.getByText('python, remote').waitFor();
    for (const keyword of ['golang', 'kotlin']) {
      await alerts.getByLabel('Keyword').fill(keyword);
      await alerts.getByRole('button', { name: 'Create alert' }).click();
      await alerts.getByText(keyword, { exact: true }).waitFor();
    }
    await page.reload();
    await expect.poll(() => alerts.locator('li').count()).toBe(3);
    await alerts.getByRole('button', { name: 'Deactivate alert golang' }).click();
    await toast(page, 'Job alert deactivated.');
    await page.reload();
    await expect
      .poll(() => alerts.locator('li').allTextContents())
      .toEqual([expect.stringContaining('kotlin'), expect.stringContaining('python, remote')]);
    await alerts.getByRole('button', { name: 'Deactivate all alerts' }).click();
    await toast(page, '2 job alerts deactivated.');
    await page.reload();
    await alerts.getByText('No active job alerts.').waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });
});

describe('job page HTML without JavaScript', () => {
  const headOf = (html: string) => ({
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta data-ssr-head name="description" content="([^"]*)">/.exec(html)?.[1],
    robots: /<meta data-ssr-head name="robots" content="([^"]*)">/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script data-ssr-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  });

  it('carries the title, description, robots and a valid JobPosting', async () => {
    const job = (await findJobs('')).find((j) => !j.is_anonymized && j.salary && !j.is_remote)!;
    const response = await fetch(`${journey.baseUrl}${job.url}`);
    expect(response.status).toBe(200);
    const head = headOf(await response.text());
    expect(head.title).toBe(`${job.title} at ${job.companyName} - Talent Platform`);
    expect(head.description).toMatch(new RegExp(`^${job.title} at ${job.companyName}, in `));
    // the test server is not production: nothing is indexable (spec 02 §2)
    expect(head.robots).toBe('noindex, nofollow');
    const [posting] = head.jsonLd;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.published_at,
      validThrough: job.valid_through,
      employmentType: job.employment_type,
      hiringOrganization: { '@type': 'Organization', name: job.companyName },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: job.country_code } },
      baseSalary: { '@type': 'MonetaryAmount', currency: job.salary!.currency },
    });
    expect(String(posting!.description)).toContain('<p>');
  });

  it('is indexable in production, except anonymized jobs, which also hide the company', async () => {
    const production = await startServer({
      APP_ENV: 'PRODUCTION',
      PUBLIC_URL: 'https://talent500.example',
      JWT_SECRET: 'e2e-production-jwt-secret-0123456789abcdef',
      FILE_SIGNING_SECRET: 'e2e-production-file-secret-0123456789abcdef',
    });
    try {
      const jobs = (await (
        await fetch(`${production.baseUrl}/api/v5/jobs/search/?page_size=100`)
      ).json()) as JobSearchResponse;
      const open = jobs.results.find((j) => !j.is_anonymized)!;
      const openHead = headOf(await (await fetch(`${production.baseUrl}${open.url}`)).text());
      expect(openHead.robots).toBe('index, follow');
      expect(openHead.jsonLd[0]).toMatchObject({ url: `https://talent500.example${open.url}` });
      const anonymous = jobs.results.find((j) => j.is_anonymized)!;
      const html = await (await fetch(`${production.baseUrl}${anonymous.url}`)).text();
      expect(headOf(html)).toMatchObject({
        robots: 'noindex, nofollow',
        title: `${anonymous.title} - Talent Platform`,
      });
      const card = (await (await fetch(`${production.baseUrl}/api/jobs/card/${anonymous.id}/`)).json()) as JobCard;
      expect(card.company).toBeNull();
      const companies = (await (await fetch(`${production.baseUrl}/api/companies/?page_size=100`)).json()) as {
        results: { name: string }[];
      };
      for (const company of companies.results) expect(html).not.toContain(company.name);
    } finally {
      await production.stop();
    }
  });
});

describe('accessibility', () => {
  it('has no serious WCAG 2.1 AA violations on the search, job, company and dashboard pages', async () => {
    const candidate = await onboardedCandidate();
    const job = await plainJob({ screening: true });
    await apiAs(journey.baseUrl, candidate.token, 'POST', '/v1/job-search/alerts/', { search_term: 'react' });
    await apiAs(journey.baseUrl, candidate.token, 'POST', '/save-or-update-job/', { job_id: job.id });
    // axe is injected as an inline script, which only a CSP-bypassing context allows
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
    await signInBrowser(context, journey.baseUrl, candidate);
    const page = await context.newPage();
    const pages: [string, string][] = [
      ['/jobs/?search_term=engineer', '#results-heading'],
      [job.url, '#job-title'],
      ['/northwind-labs/', '#open-jobs'],
      ['/dashboard/', '#saved-jobs'],
      ['/', '#latest-jobs'],
    ];
    for (const [url, ready] of pages) {
      await page.goto(url);
      await page.locator(ready).waitFor();
      await page.locator('article').first().waitFor();
      const violations = await seriousViolations(page);
      expect(
        violations.map((v) => `${url} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    }
    await context.close();
  });
});

describe('redirection, discover and company pages', () => {
  it('records the e-mail click without a token, then goes to the link in the same window', async () => {
    const candidate = await onboardedCandidate();
    const job = await plainJob({ screening: true });
    const { id } = await apiAs<{ id: number }>(journey.baseUrl, candidate.token, 'POST', '/candidate_jobs/', {
      job: job.id,
    });
    // the e-mailed link carries the signature that lets the page report the click
    let emailed: URL | null = null;
    await expect
      .poll(
        async () => {
          const outbox = await (
            await fetch(`${journey.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(candidate.email)}`)
          ).text();
          const href = /href="([^"]*\/redirection\/[^"]*)"/.exec(outbox)?.[1];
          emailed = href ? new URL(href.replaceAll('&amp;', '&')) : null;
          return emailed;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeTruthy();
    // decision 041: its candidate_job_id is the application's signed reference
    const reference = emailed!.searchParams.get('candidate_job_id')!;
    expect(reference.startsWith(`${id}.`)).toBe(true);
    const { page, context } = await journey.signedInPage(candidate);
    const click = page.waitForRequest((request) => request.url().includes('/update_email_click_timestamp/'));
    const started = Date.now();
    await page.goto(
      `/redirection/?job_redirection_url=${encodeURIComponent(`${journey.baseUrl}/faq/`)}` +
        `&candidate_job_id=${encodeURIComponent(reference)}&utm_source=email`,
    );
    const request = await click;
    expect(request.headers().authorization).toBeUndefined();
    // spec 02 §6: the body is candidate_job_id alone
    expect(request.postDataJSON()).toEqual({ candidate_job_id: reference });
    await page.waitForURL('**/faq/');
    // about 1 s before reading the query and 1 s before leaving
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await context.close();
  });

  it('goes to the new-jobs page without a link, and never follows a javascript: or another site’s link', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/redirection/');
    await page.waitForURL('**/jobs/');
    await page.goto('/redirection/?job_redirection_url=javascript%3Aalert(1)');
    await page.waitForURL('**/jobs/');
    // another site's address is not followed either (no open redirect)
    await page.goto(`/redirection/?job_redirection_url=${encodeURIComponent('https://evil.example/login/')}`);
    await page.waitForURL(`${journey.baseUrl}/jobs/`);
    await context.close();
  });

  it('discover shows a loading animation, then reloads into the job search as a new document', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/discover/');
    await page.waitForURL('**/jobs/', { waitUntil: 'load' });
    // a full reload: the document itself was loaded from /jobs/, not reached by in-app navigation
    const documentUrl = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    expect(new URL(documentUrl).pathname).toBe('/jobs/');
    await context.close();
  });

  it('shows company detail only for configured slugs, and the company’s jobs', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/northwind-labs/');
    await page.getByRole('heading', { level: 1, name: 'Northwind Labs' }).waitFor();
    expect(await page.title()).toBe('Northwind Labs - Company Profile & Careers');
    await page.getByRole('link', { name: /^See all \d+ jobs$/ }).click();
    await page.waitForURL('**/jobs/northwind-labs/');
    await page.getByRole('heading', { name: 'Northwind Labs jobs' }).waitFor();
    expect(await page.title()).toBe('Northwind Labs Jobs - Remote Opportunities');
    const response = await page.goto('/not-a-company/');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
