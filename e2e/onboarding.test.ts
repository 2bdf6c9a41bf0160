// Onboarding in a real browser against the real server (spec 01 §4 onboarding
// status codes, leave-page confirmation; §5 validation): a new candidate is
// rerouted to the profile step, goes through every step with a resume uploaded
// right after the profile
// and reaches the dashboard; bad input shows the spec's message and saves
// nothing; a failed request leaves the form as it was; the leave-page
// confirmation finishes onboarding.
import { describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { apiAs, profileOf, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import { tinyPdf } from './candidate-files.ts';
import { toast, type TrackedPage, unexpectedErrors, useJourney } from './harness.ts';

const journey = useJourney();

async function signedIn(): Promise<{ candidate: SignedUpCandidate; tracked: TrackedPage }> {
  const candidate = await signUpViaApi(journey.baseUrl);
  const tracked = await journey.signedInPage(candidate);
  return { candidate, tracked };
}

describe('onboarding', () => {
  it('takes a new candidate from sign-up through every step to the dashboard with a resume', async () => {
    const { candidate, tracked } = await signedIn();
    const { page } = tracked;

    // a step ahead of the status sends the candidate back to the profile step
    await page.goto('/onboarding/about-you/');
    await page.waitForURL('**/onboarding/profile/');
    // the step asked for is drawn first and sends the candidate back: read the stepper once the profile step is drawn
    const basic = page.getByRole('form', { name: 'Basic information' });
    await basic.waitFor();
    const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
    await expect
      .poll(() => steps.getByRole('listitem').allTextContents())
      .toEqual(['1PROFILE', '2RESUME', '3PROFESSIONAL DETAILS', '4PERSONAL DETAILS', '5REFER AND EARN']);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('PROFILE');

    // nothing filled: the spec's missing-fields message, nothing saved
    await basic.getByLabel('First name').fill('');
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    await basic.getByRole('alert').filter({ hasText: Messages.onboardingMissingFields }).waitFor();

    // a bad phone number: the spec's message on the field, nothing saved
    await basic.getByLabel('First name').fill('Riya');
    await basic.getByLabel('Phone').fill('12345');
    await basic.getByLabel('Current location').fill('Pune');
    await basic.getByLabel('Total experience (years)').fill('4');
    await basic.getByLabel('Role you are looking for').fill('Backend Engineer');
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    await basic.getByText(Messages.phone).waitFor();
    expect((await profileOf(journey.baseUrl, candidate)).phone).toBeNull();

    await basic.getByLabel('Phone').fill('9876543210');
    await basic.getByLabel('Gender').selectOption('female');
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    // the resume comes next, before the steps it can fill (decision 049)
    await page.waitForURL('**/onboarding/resume/');
    await expect
      .poll(async () => (await profileOf(journey.baseUrl, candidate)).user.onboarding_status)
      .toBe('BASIC_INFO_VERIFIED_V2');
    await expect.poll(async () => steps.locator('[aria-current="step"]').textContent()).toContain('RESUME');

    // the resume: a renamed file is refused by the browser, a real PDF is stored
    const picker = page.getByLabel('Upload resume');
    await picker.setInputFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByText('Please select a valid file type (PDF, DOC, or DOCX)').waitFor();
    await picker.setInputFiles({ name: 'riya-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('riya-cv.pdf', { exact: true }).waitFor();
    const viewLink = page.getByRole('link', { name: 'View resume' });
    expect(await viewLink.getAttribute('href')).toMatch(/^\/file\/\?file=%2Fapi%2Fv2%2Fusers%2Fcandidate%2Ffiles%2F/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/onboarding/professional-experience/');

    // professional details: one employment, a skill, salary and availability
    await page.getByRole('button', { name: 'Add employment' }).click();
    const job = page.getByRole('form', { name: 'Add employment' });
    await job.getByLabel('Job title').fill('Backend Engineer');
    await job.getByLabel('Company').fill('Northwind Labs');
    await job.getByLabel('Location').fill('Pune, Mumbai');
    await job.getByLabel('Start date').fill('2021-03-01');
    await job.getByLabel('End date').fill('2020-01-01');
    await job.getByRole('button', { name: 'Add employment' }).click();
    await job.getByText('End date cannot be before the start date.').waitFor();
    await job.getByLabel('I currently work here').check();
    await job.getByRole('button', { name: 'Add employment' }).click();
    await toast(page, Messages.employmentAdded);
    const employment = page.getByRole('list', { name: 'Employment' });
    await employment.getByText('Backend Engineer at Northwind Labs').waitFor();
    expect(await employment.textContent()).toMatch(/\(\d+ year, \d+ month\)/);

    const details = page.getByRole('form', { name: 'Professional details' });
    await details.getByLabel('New skill', { exact: true }).fill('TypeScript');
    await details.getByLabel('Years of the new skill').selectOption('>9');
    await details.getByRole('button', { name: 'Add skill' }).click();
    await details.getByLabel('Current annual salary').fill('1200000.555');
    await details.getByLabel('Expected annual salary').fill('1500000');
    await details.getByLabel('Expected salary currency').selectOption('USD');
    await details.getByLabel(/^Notice period/).selectOption('30');
    await details.getByLabel('When can you join?').selectOption('within_30_days');
    await details.getByRole('button', { name: 'Save and continue' }).click();
    await details.getByText(Messages.invalidDecimal).waitFor();
    expect((await profileOf(journey.baseUrl, candidate)).skills).toEqual([]);
    await details.getByLabel('Current annual salary').fill('1200000.50');
    await details.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/onboarding/about-you/');

    // personal details: a qualification, preferences, a LinkedIn link
    await page.getByRole('button', { name: 'Add qualification' }).click();
    const qualification = page.getByRole('form', { name: 'Add qualification' });
    await qualification.getByLabel('Degree or certificate name').fill('B.Tech');
    await qualification.getByLabel('Institution').fill('COEP');
    await qualification.getByRole('button', { name: 'Add qualification' }).click();
    await toast(page, Messages.qualificationAdded);
    const personal = page.getByRole('form', { name: 'Personal details' });
    await personal.getByLabel('Preferred countries').selectOption('IN');
    await personal.getByLabel('Full time').check();
    await personal.getByLabel('LinkedIn profile').fill('https://example.com/riya');
    await personal.getByRole('button', { name: 'Save and continue' }).click();
    await personal.getByText(Messages.invalidLinkedIn).waitFor();
    await personal.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/riya-sharma');
    await personal.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/onboarding/refer-and-earn/');

    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard/');

    const profile = await profileOf(journey.baseUrl, candidate);
    expect(profile).toMatchObject({
      first_name: 'Riya',
      phone: '9876543210',
      current_location: 'Pune',
      gender: 'female',
      experience_years: 4,
      current_annual_salary: '1200000.50',
      expected_salary_currency: 'USD',
      notice_period: 30,
      skills: [{ name: 'TypeScript', exp_years: '>9' }],
      resume_filename: 'riya-cv.pdf',
      preferred_country: ['IN'],
      job_type: ['full_time'],
      linkedIn: 'https://www.linkedin.com/in/riya-sharma',
      user: { onboarding_status: '14', onboarding_complete: true },
    });
    expect(profile.experience).toHaveLength(1);
    expect(profile.experience[0]).toMatchObject({ location: 'Pune, Mumbai', is_current: true });
    expect(profile.education[0]).toMatchObject({ name: 'B.Tech', qualification_type: 'degree' });
    expect(profile.profile_completeness).toBe(100);

    // once onboarding is complete the onboarding steps lead to the dashboard
    await page.goto('/onboarding/profile/');
    await page.waitForURL('**/dashboard/');
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('keeps the form and the data as they were when the save fails, then saves', async () => {
    const { candidate, tracked } = await signedIn();
    const { page } = tracked;
    await page.goto('/onboarding/profile/');
    const basic = page.getByRole('form', { name: 'Basic information' });
    await basic.getByLabel('Phone').fill('9123456780');
    await basic.getByLabel('Current location').fill('Chennai');
    await basic.getByLabel('I am a fresher (no work experience yet)').check();
    await basic.getByLabel('Role you are looking for').fill('Data Analyst');
    await page.route('**/api/v2/users/candidate/', (route) => route.abort());
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    await toast(page, Messages.genericError);
    expect(new URL(page.url()).pathname).toBe('/onboarding/profile/');
    expect(await basic.getByLabel('Current location').inputValue()).toBe('Chennai');
    expect((await profileOf(journey.baseUrl, candidate)).current_location).toBeNull();

    await page.unroute('**/api/v2/users/candidate/');
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    // without a resume, the resume step is skipped and the typed steps follow
    await page.waitForURL('**/onboarding/resume/');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/onboarding/professional-experience/');
    expect(await profileOf(journey.baseUrl, candidate)).toMatchObject({
      current_location: 'Chennai',
      is_fresher: true,
    });
    // a fresher needs no employment to go on
    await page.getByText('You told us you are a fresher', { exact: false }).waitFor();
    await tracked.context.close();
  });

  it('asks before leaving an onboarding page by the logo, and Leave finishes onboarding', async () => {
    const { candidate, tracked } = await signedIn();
    const { page } = tracked;
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/users/onboarding_status/', {
      status: 'BASIC_INFO_VERIFIED_V2',
    });
    await page.goto('/onboarding/professional-experience/');
    await page.getByRole('heading', { name: 'Professional details' }).waitFor();
    await page.getByRole('link', { name: 'Talent Platform home' }).click();
    const dialog = page.getByRole('dialog', { name: Messages.leavePageTitle });
    await dialog.getByText(Messages.leavePageText).waitFor();
    await dialog.getByRole('button', { name: Messages.leavePageCancel }).click();
    expect(new URL(page.url()).pathname).toBe('/onboarding/professional-experience/');

    await page.getByRole('link', { name: 'Talent Platform home' }).click();
    await page.getByRole('dialog').getByRole('button', { name: Messages.leavePageConfirm }).click();
    await page.waitForURL('**/dashboard/');
    await expect
      .poll(async () => (await profileOf(journey.baseUrl, candidate)).user)
      .toMatchObject({ onboarding_status: '14', onboarding_complete: true });
    await tracked.context.close();
  });

  it('sends the step as back_page and follows a back_page of APPLIED_TO_JOB to the profile step', async () => {
    const { candidate, tracked } = await signedIn();
    const { page } = tracked;
    await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/users/onboarding_status/', { status: 'APPLIED_TO_JOB' });
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v3/users/candidate/' && url.searchParams.has('back_page')) {
        sent.push(url.searchParams.get('back_page')!);
      }
    });
    await page.goto('/onboarding/resume/?redirect_url=%2Fappliedjobs%2F7%2F');
    await page.getByRole('heading', { name: 'Upload your resume' }).waitFor();
    expect(sent).toContain('RESUME');
    // resume is reachable whatever the status; the next step is not
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/onboarding/profile/?redirect_url=%2Fappliedjobs%2F7%2F');
    await tracked.context.close();
  });
});
