// Screens as a careful person finishes them, seen in a real browser: a phone
// fits /enterprise/, the contact form's labels look alike and a failed submit
// lands on the first invalid field, a short page ends with its footer, a new
// search shows it is loading, the leadership bar keeps its hamburger outside
// the sign-in pages (spec 01 §2), a dialog is never covered by the page's
// toast, and the referral link carries the candidate's code.
import { describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { MagicLinkMessages } from '@talent/contracts/magic-link';
import { seriousViolations } from './a11y.ts';
import { tinyPdf } from './candidate-files.ts';
import { apiAs, profileOf, signUpViaApi } from './fixtures.ts';
import { runAdmin, screenshots, toast, useJourney, waitsForHydration } from './harness.ts';

const journey = useJourney();
const PHONE = { width: 390, height: 844 };

describe('screens finished', () => {
  it('/enterprise/ fits a 390 px phone: no card is clipped on the right', async () => {
    const { page, context } = await journey.openPage({ viewport: PHONE });
    await page.goto('/enterprise/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const widest = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('main .card')).map((c) => c.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(390);
    await screenshots(page, 'enterprise');
    await context.close();
  });

  it('the contact form: one label style, a failed submit focuses the first invalid field, the footer ends the page', async () => {
    const { page, context } = await journey.openPage({ viewport: PHONE });
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.waitFor();
    const labelStyle = (text: string) =>
      form
        .locator('label')
        .filter({ hasText: text })
        .first()
        .evaluate((label) => {
          const style = getComputedStyle(label);
          return `${style.fontSize} ${style.fontWeight} ${style.color}`;
        });
    expect(await labelStyle('Message')).toBe(await labelStyle('Your name'));

    // the submit button is far below the first field on a phone
    await form.getByLabel('Subject').fill('About my application');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(Messages.required).first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName))
      .toBe('name');

    // a short page: nothing of the page's background shows below the footer
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/page-not-found/');
    await page.getByRole('contentinfo').waitFor();
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
    });
    expect(gap).toBeLessThanOrEqual(1);
    await page.goto('/contact/');
    await page.getByRole('form', { name: 'Send us a message' }).waitFor();
    await screenshots(page, 'contact');
    await context.close();
  });

  it('a new search says it is searching and dims the previous results until the new ones arrive', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/jobs/');
    const count = page.locator('#results-heading');
    await expect.poll(() => count.textContent()).toMatch(/jobs?$/);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldSearch = (url: URL) => url.pathname.includes('/jobs/search/') && url.search.includes('python');
    await page.route(heldSearch, async (route) => {
      await held;
      await route.continue();
    });
    const box = page.getByRole('combobox', { name: 'Search jobs' });
    await box.fill('python');
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'python jobs' }).waitFor();
    expect(await count.textContent()).toBe('Searching…');
    expect(await page.locator('ul[data-stale]').count()).toBe(1);
    release();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).not.toBe('Searching…');
    expect(await page.locator('ul[data-stale]').count()).toBe(0);
    await page.unroute(heldSearch);
    await context.close();
  });

  it('the leadership bar hides its hamburger on sign-in, sign-up and reset-password only (spec 01 §2)', async () => {
    const { page, context } = await journey.openPage({ viewport: PHONE });
    await page.goto('/jobs/?is_leadership_job=true');
    await page.getByText('Talent Platform Leadership').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#nav-drawer').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/auth/signin/**');
    // the address changes before the sign-in screen's code has loaded; the bar follows it
    await page.getByLabel('Password').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await page.goto('/auth/signup/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await context.close();
  });

  it('the Add employment dialog is not covered by the “fields are missing” toast', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/users/onboarding_status/', {
      status: 'BASIC_INFO_VERIFIED_V2',
    });
    const { page, context } = await journey.signedInPage(candidate, { viewport: PHONE });
    await page.goto('/onboarding/professional-experience/');
    await page.getByRole('heading', { name: 'Professional details' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await toast(page, Messages.onboardingMissingFields);
    await page.getByRole('button', { name: 'Add employment' }).first().click();
    const dialog = page.getByRole('form', { name: 'Add employment' });
    await dialog.getByLabel('Job title').waitFor();
    expect(await page.locator('[data-toast-type]').count()).toBe(0);
    await screenshots(page, 'add-employment');
    await context.close();
  });

  it('onboarding’s last step and the refer-and-earn page give the candidate’s own code; skills without years read plainly', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    const referral = await apiAs<{ code: string; link: string }>(
      journey.baseUrl,
      candidate.token,
      'GET',
      '/refer_and_earn/',
    );
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/users/onboarding_status/', {
      status: 'EDUCATION_VERIFIED_V2',
    });
    const { page, context } = await journey.signedInPage(candidate, { viewport: PHONE });
    await page.goto('/onboarding/refer-and-earn/');
    await page.getByRole('heading', { name: 'Refer and earn' }).waitFor();
    const shared = page.getByRole('link', { name: referral.link });
    await shared.waitFor();
    expect(await shared.getAttribute('href')).toContain(referral.code);
    await screenshots(page, 'onboarding-refer');
    expect(new URL(page.url()).pathname).toBe('/onboarding/refer-and-earn/');
    // a skill read from a resume has no years yet: no '(0 years)'
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/', {
      skills: [
        { name: 'SQL', exp_years: '0' },
        { name: 'Go', exp_years: '1' },
      ],
    });
    await page.goto('/profile/view/');
    const skills = page.getByRole('list', { name: 'Skills list' });
    await skills.getByText('Go (1 year)').waitFor();
    expect(await skills.getByRole('listitem').allTextContents()).toEqual(['SQL', 'Go (1 year)']);
    await page.goto('/refer-and-earn/');
    await page.getByText(referral.code).first().waitFor();
    expect(await page.getByText('sign in to see yours').count()).toBe(0);
    await screenshots(page, 'refer-and-earn');
    await context.close();
  });

  it('two screens write the same day the same way: one format, the reader’s locale (decision 049)', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
    const search = (await (await fetch(`${journey.baseUrl}/api/v5/jobs/search/?page_size=100`)).json()) as {
      results: { id: number; is_external?: boolean; redirection_url?: string | null }[];
    };
    // an application here, and a job applied to on the company's site: both today
    const external = search.results.find((job) => job.is_external || job.redirection_url);
    expect(external).toBeDefined();
    await apiAs(journey.baseUrl, candidate.token, 'POST', '/candidate_jobs/track-external-applications/', {
      job_id: external!.id,
    });
    let applicationId = 0;
    for (const job of search.results.filter((j) => !j.is_external && !j.redirection_url)) {
      const res = await fetch(`${journey.baseUrl}/api/candidate_jobs/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${candidate.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ job: job.id }),
      });
      if (res.ok) {
        applicationId = ((await res.json()) as { id: number }).id;
        break;
      }
    }
    expect(applicationId).toBeGreaterThan(0);
    const { page, context } = await journey.signedInPage(candidate, { viewport: PHONE });
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat(navigator.language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(),
      ),
    );
    await page.goto('/dashboard/');
    const listed = page.locator('section[aria-labelledby="applied-jobs"]').getByText(/^Apply opened /);
    await listed.first().waitFor();
    expect(await listed.first().textContent()).toBe(`Apply opened ${today}`);
    await page.goto(`/job-application/${applicationId}/`);
    const status = page.getByText(/· applied /);
    await status.first().waitFor();
    expect(await status.first().textContent()).toContain(`applied ${today}`);
    await screenshots(page, 'job-application-date');
    await context.close();
  });

  it('a magic link opens the resume upload without a sign-in; another candidate’s id is refused', async () => {
    const candidate = await signUpViaApi(journey.baseUrl, { first_name: 'Meera' });
    const other = await signUpViaApi(journey.baseUrl);
    let printed = '';
    // the operators' command runs on the stopped server's data (PGlite is single-process)
    await journey.server.restart(async (env) => {
      printed = await runAdmin(env, ['magic-resume-link', '--email', candidate.email]);
    });
    const link = new URL(/Link: (\S+)/.exec(printed)![1]!);
    expect(link.pathname).toBe(`/resume-upload/${candidate.candidateId}/`);
    // axe is injected as an inline script, so this context alone bypasses the CSP
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, viewport: PHONE, bypassCSP: true });
    const page = waitsForHydration(await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Upload your resume', level: 1 }).waitFor();
    await page.getByText('Hi Meera, the team asked for your resume.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'magic-link-resume');
    // the drop zone's button is a real, focusable control; the file is checked, then stored
    const choose = page.getByRole('button', { name: 'Choose a file' });
    await choose.focus();
    expect(await choose.evaluate((button) => button === document.activeElement)).toBe(true);
    await page
      .getByLabel('Upload resume')
      .setInputFiles({ name: 'meera-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('status').filter({ hasText: MagicLinkMessages.uploaded }).waitFor();
    expect((await profileOf(journey.baseUrl, candidate)).resume_filename).toBe('meera-cv.pdf');
    await screenshots(page, 'magic-link-resume-saved');
    // the same signature on another candidate's id opens nothing, and stores nothing
    await page.goto(`/resume-upload/${other.candidateId}/${link.search}`);
    await page.getByRole('alert').filter({ hasText: MagicLinkMessages.invalid }).waitFor();
    expect(await page.getByRole('button', { name: 'Choose a file' }).count()).toBe(0);
    expect((await profileOf(journey.baseUrl, other)).resume_filename).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
