// 'How you match' and 'Jobs for you' in a real browser (decision 038): a
// candidate's dashboard lists jobs ranked by fit, each with its one line; the
// list changes after the candidate adds a skill; a job page shows how they
// match, factor by factor.
import { describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { seriousViolations } from './a11y.ts';
import { apiAs, signInBrowser, signUpViaApi } from './fixtures.ts';
import { screenshots, unexpectedErrors, useJourney } from './harness.ts';

const journey = useJourney();

describe('How you match', () => {
  it('ranks Jobs for you by fit, changes it after a new skill, and explains the fit on a job page', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    // the profile API finishes onboarding when PATCHed without a body
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/', {
      skills: [{ name: 'Figma', exp_years: '5' }],
      experience_years: '5',
      current_location: 'Bengaluru, India',
      open_to_remote_work: true,
    });
    const tracked = await journey.signedInPage(candidate);
    const { page } = tracked;
    await page.goto(`${journey.baseUrl}/dashboard/`);
    const section = page.locator('section[aria-labelledby="jobs-for-you"]');
    await section.getByText('How you match:').first().waitFor();
    const before = await section.locator('article').allTextContents();
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]).toMatch(/How you match: \d+ of \d+ skills: Figma/);

    // the candidate adds a skill on their profile, as a person would: the
    // next list is ranked with it
    await page.goto(`${journey.baseUrl}/profile/view/${candidate.candidateId}/`);
    await page
      .getByRole('region', { name: 'Skills', exact: true })
      .getByRole('button', { name: 'Edit Skills' })
      .click();
    const form = page.getByRole('form', { name: 'Edit skills' });
    await form.getByLabel('New skill', { exact: true }).fill('Python');
    await form.getByLabel('Years of the new skill').selectOption('5');
    await form.getByRole('button', { name: 'Add skill' }).click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(Messages.dataUpdated, { exact: true }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    await page.goto(`${journey.baseUrl}/dashboard/`);
    await section.getByText('How you match:').first().waitFor();
    const after = await section.locator('article').allTextContents();
    expect(after).not.toEqual(before);
    expect(after.join('\n')).toContain('Python');
    await screenshots(page, 'jobs-for-you');

    // not for me: the job leaves the list
    const firstTitle = (await section.locator('article h3').first().textContent())!;
    await section
      .getByRole('button', { name: `Not for me: ${firstTitle}` })
      .first()
      .click();
    await section.getByLabel('Why not?').selectOption('wrong_role');
    await section.getByRole('button', { name: 'Hide this job' }).click();
    await expect
      .poll(async () => (await section.locator('article h3').allTextContents()).slice(0, 1))
      .not.toEqual([firstTitle]);

    // a job page: the panel with each factor's evidence
    await section.locator('article h3 a').first().click();
    const panel = page.locator('section[aria-labelledby="how-you-match"]');
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/Skills:.*Experience:.*Location:/s);
    await screenshots(page, 'how-you-match');
    const jobUrl = page.url();
    // every list of jobs says how the candidate matches each card: the job
    // page's similar jobs, and the company's jobs
    const similar = page.locator('section[aria-labelledby="similar-jobs"]');
    await similar.getByText('How you match:').first().waitFor();
    expect(await similar.locator('article').count()).toBe(await similar.getByText('How you match:').count());
    await page.goto(`${journey.baseUrl}/jobs/${new URL(jobUrl).pathname.split('/')[2]}/`);
    const companyJobs = page.locator('main article');
    await companyJobs.first().getByText('How you match:').waitFor();
    expect(await companyJobs.count()).toBe(await page.locator('main').getByText('How you match:').count());
    await screenshots(page, 'company-jobs-fit');
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();

    // both screens read cleanly: axe is injected as an inline script, which
    // only a CSP-bypassing context allows
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
    await signInBrowser(context, journey.baseUrl, candidate);
    const axePage = await context.newPage();
    for (const [url, ready] of [
      ['/dashboard/', 'section[aria-labelledby="jobs-for-you"] article'],
      [jobUrl, 'section[aria-labelledby="how-you-match"]'],
    ] as const) {
      await axePage.goto(url);
      await axePage.locator(ready).first().waitFor();
      const violations = await seriousViolations(axePage);
      expect(
        violations.map((v) => `${url} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    }
    await context.close();
  }, 120_000);
});
