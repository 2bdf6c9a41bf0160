// The profile view in a real browser against the real server (spec 02 §3
// profile, experience and education records; §5 validation): an onboarded
// candidate edits every section, adds, edits, moves and deletes list items,
// uploads a resume and a picture, reloads and sees it all saved; bad input
// shows the spec's message and saves nothing; a failed request leaves the form
// and the data as they were.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@talent/contracts/date-format';
import { Messages } from '@talent/contracts/messages';
import { ProfileMessages } from '@talent/contracts/profile';
import { seriousViolations } from './a11y.ts';
import { PNG, tinyPdf } from './candidate-files.ts';
import { apiAs, profileOf, signInBrowser, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import { type TrackedPage, unexpectedErrors, useJourney } from './harness.ts';

const journey = useJourney();

async function onboardedCandidate(): Promise<{ candidate: SignedUpCandidate; tracked: TrackedPage }> {
  const candidate = await signUpViaApi(journey.baseUrl, { first_name: 'Arjun', last_name: 'Mehta' });
  await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/', {
    phone: '9876543210',
    current_location: 'Pune',
  });
  await apiAs(journey.baseUrl, candidate.token, 'PATCH', '/v2/users/candidate/');
  const tracked = await journey.signedInPage(candidate);
  return { candidate, tracked };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function edit(page: Page, name: string): Promise<Locator> {
  await section(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  return page.getByRole('form', { name: `Edit ${name.toLowerCase()}` });
}

async function save(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(Messages.dataUpdated, { exact: true }).first().waitFor();
  await form.waitFor({ state: 'detached' });
}

describe('profile view', () => {
  it('edits every section, and a reload shows everything saved', async () => {
    const { candidate, tracked } = await onboardedCandidate();
    const { page } = tracked;
    // rich text from another client: only the allowed tags reach the page (spec 02 §5)
    await apiAs(journey.baseUrl, candidate.token, 'POST', `/users/candidate/${candidate.candidateId}/experience/`, {
      title: 'Developer',
      company_name: 'Globex',
      duration_start: '2014-01-01',
      duration_end: '2015-06-30',
      description: '<p>Built <b>APIs</b></p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
    });
    await page.goto(`/profile/view/${candidate.candidateId}/`);
    await page.getByRole('heading', { name: 'Arjun Mehta', level: 1 }).waitFor();
    const globex = page.getByRole('listitem').filter({ hasText: 'Developer at Globex' });
    expect(await globex.locator('b').textContent()).toBe('APIs');
    expect(await globex.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    let form = await edit(page, 'Personal details');
    await form.getByLabel('Current location').fill('Bengaluru');
    await form.getByLabel('Gender').selectOption('male');
    await save(page, form);

    form = await edit(page, 'Career');
    await form.getByLabel('Total experience (years)').fill('6.5');
    await form.getByLabel('and months').selectOption('3');
    await form.getByLabel('Role you are looking for').fill('Staff Engineer');
    await save(page, form);

    // employment: add, edit, add another and delete it
    await page.getByRole('button', { name: 'Add employment' }).click();
    let job = page.getByRole('form', { name: 'Add employment' });
    await job.getByLabel('Job title').fill('SRE');
    await job.getByLabel('Company').fill('Acme');
    await job.getByLabel('Start date').fill('2018-01-01');
    await job.getByLabel('End date').fill('2020-12-31');
    await job.getByRole('button', { name: 'Add employment' }).click();
    await page.getByText(Messages.employmentAdded, { exact: true }).waitFor();
    const employment = page.getByRole('list', { name: 'Employment' });
    await employment.getByText('(3 year, 0 month)').waitFor();
    await page.getByRole('button', { name: 'Edit SRE at Acme' }).click();
    job = page.getByRole('form', { name: 'Edit employment' });
    await job.getByLabel('Job title').fill('Site Reliability Engineer');
    await job.getByRole('button', { name: 'Save employment' }).click();
    await page.getByText(Messages.employmentUpdated, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add employment' }).click();
    job = page.getByRole('form', { name: 'Add employment' });
    await job.getByLabel('Job title').fill('Intern');
    await job.getByLabel('Company').fill('Temp Co');
    await job.getByLabel('Start date').fill('2017-06-01');
    await job.getByLabel('End date').fill('2017-08-31');
    await job.getByRole('button', { name: 'Add employment' }).click();
    await employment.getByText('Intern at Temp Co').waitFor();
    await page.getByRole('button', { name: 'Delete Intern at Temp Co' }).click();
    await page.getByRole('dialog', { name: 'Delete employment' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => employment.getByText('Intern at Temp Co').count()).toBe(0);

    // qualifications: a degree, a certificate moved to degrees, newest first, one deleted
    const addQualification = async (type: string, name: string) => {
      await page.getByRole('button', { name: 'Add qualification' }).click();
      const q = page.getByRole('form', { name: 'Add qualification' });
      await q.getByLabel('Type').selectOption(type);
      await q.getByLabel('Degree or certificate name').fill(name);
      await q.getByRole('button', { name: 'Add qualification' }).click();
      await page.getByRole('list', { name: 'Qualifications' }).getByText(name).waitFor();
    };
    await addQualification('degree', 'M.Tech');
    await addQualification('certificate', 'CKA');
    await addQualification('diploma', 'Diploma in Design');
    const qualifications = page.getByRole('list', { name: 'Qualifications' });
    await expect
      .poll(() => qualifications.getByRole('heading').allTextContents())
      .toEqual(['Diploma in DesignDiploma', 'CKACertificate', 'M.TechDegree']);
    await qualifications
      .getByRole('listitem')
      .filter({ hasText: 'CKA' })
      .getByRole('button', { name: 'Move to degrees' })
      .click();
    await page.getByText(Messages.qualificationUpdated, { exact: true }).waitFor();
    await expect
      .poll(async () => (await profileOf(journey.baseUrl, candidate)).education.map((q) => q.name).sort())
      .toEqual(['CKA', 'Diploma in Design', 'M.Tech']);
    await page.getByRole('button', { name: 'Delete Diploma in Design' }).click();
    await page.getByRole('dialog', { name: 'Delete qualification' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => qualifications.getByRole('listitem').count()).toBe(2);

    form = await edit(page, 'Skills');
    await form.getByLabel('New skill', { exact: true }).fill('Go');
    await form.getByLabel('Years of the new skill').selectOption('5');
    await form.getByRole('button', { name: 'Add skill' }).click();
    await form.getByLabel('New skill', { exact: true }).fill('Rust');
    await form.getByLabel('Years of the new skill').selectOption('>9');
    await form.getByRole('button', { name: 'Add skill' }).click();
    await save(page, form);

    form = await edit(page, 'Salary');
    await form.getByLabel('Current annual salary').fill('2000000');
    await form.getByLabel('Expected annual salary').fill('40000');
    await form.getByLabel('Expected salary currency').selectOption('USD');
    await form.getByLabel('Expected range from').fill('50000');
    await form.getByLabel('Expected range to').fill('45000');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(ProfileMessages.salaryRangeOrder).waitFor();
    await form.getByLabel('Expected range from').fill('35000');
    await save(page, form);

    form = await edit(page, 'Notice period and joining');
    await form.getByLabel(/^Notice period/).selectOption('60');
    await form.getByLabel('I am serving my notice period').check();
    await form.getByLabel('Last working day').fill('2030-01-31');
    await form.getByLabel('When can you join?').selectOption('custom');
    await form.getByLabel('Number of days').fill('45');
    await save(page, form);

    form = await edit(page, 'Job preferences');
    await form.getByLabel('Preferred countries').selectOption('IN');
    await form.getByLabel('Preferred countries').selectOption('US');
    await form.getByLabel('Preferred locations').fill('Pune, Remote');
    await form.getByLabel('Open to remote work').check();
    await form.getByLabel('Contract').check();
    await form.getByLabel('Work arrangement').selectOption('hybrid');
    await save(page, form);

    form = await edit(page, 'Links');
    await form.getByLabel('LinkedIn profile').fill('www.linkedin.com/in/arjun-mehta'); // without the scheme: normalised;
    await form.getByLabel('GitHub').fill('https://github.com/arjun');
    await save(page, form);

    const resume = section(page, 'Resume');
    await resume.getByLabel('Upload resume').setInputFiles({
      name: 'arjun.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await resume.getByRole('button', { name: 'Upload', exact: true }).click();
    await resume.getByText('arjun.pdf', { exact: true }).waitFor();

    await page.getByLabel('Add picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Profile picture of Arjun Mehta' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Arjun Mehta', level: 1 }).waitFor();
    const text = await page.locator('main').innerText();
    // dates in the shared format of the reader's locale (decision 049)
    const locale = await page.evaluate(() => navigator.language);
    for (const expected of [
      'Bengaluru',
      'Male',
      '6.5 years, 3 months',
      'Staff Engineer',
      'Site Reliability Engineer at Acme',
      'M.Tech',
      'CKA',
      'Go (5 years)',
      'Rust (more than 9 years)',
      'INR 20,00,000',
      'USD 40,000',
      'USD 35,000 to USD 45,000',
      '2 months',
      `Yes, last day ${formatDate('2030-01-31', { locale })}`,
      'In 45 days',
      'India, United States',
      'Pune, Remote',
      'Contract',
      'Hybrid',
      'https://www.linkedin.com/in/arjun-mehta',
      'https://github.com/arjun',
      'arjun.pdf',
    ]) {
      expect(text).toContain(expected);
    }
    await expect
      .poll(() => page.getByRole('progressbar', { name: /Profile completeness/ }).getAttribute('aria-valuenow'))
      .toBe('100');
    const saved = await profileOf(journey.baseUrl, candidate);
    expect(saved.skills).toEqual([
      { name: 'Go', exp_years: '5' },
      { name: 'Rust', exp_years: '>9' },
    ]);
    expect(saved.certificates).toEqual([]);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('shows the spec message for bad input and saves nothing; a failed save keeps the form', async () => {
    const { candidate, tracked } = await onboardedCandidate();
    const { page } = tracked;
    await page.goto('/profile/view/');
    const form = await edit(page, 'Personal details');
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(Messages.phone).waitFor();
    await form.getByLabel('Phone').fill('9876500000');
    await form.getByLabel('Current location').fill('Pune | Mumbai');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(Messages.forbiddenSymbols).waitFor();
    expect(await profileOf(journey.baseUrl, candidate)).toMatchObject({
      phone: '9876543210',
      current_location: 'Pune',
    });

    await form.getByLabel('Current location').fill('Mumbai');
    await page.route('**/api/v2/users/candidate/', (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(Messages.genericError, { exact: true }).first().waitFor();
    expect(await form.getByLabel('Current location').inputValue()).toBe('Mumbai');
    expect((await profileOf(journey.baseUrl, candidate)).current_location).toBe('Pune');
    await page.unroute('**/api/v2/users/candidate/');
    await save(page, form);
    expect(await profileOf(journey.baseUrl, candidate)).toMatchObject({
      phone: '9876500000',
      current_location: 'Mumbai',
    });

    // an employment with its end before its start is refused on the field
    await page.getByRole('button', { name: 'Add employment' }).click();
    const job = page.getByRole('form', { name: 'Add employment' });
    await job.getByLabel('Job title').fill('Engineer');
    await job.getByLabel('Company').fill('Acme');
    await job.getByLabel('Start date').fill('2022-01-01');
    await job.getByLabel('End date').fill('2021-01-01');
    await job.getByRole('button', { name: 'Add employment' }).click();
    await job.getByText(ProfileMessages.endBeforeStart).waitFor();
    expect((await profileOf(journey.baseUrl, candidate)).experience).toEqual([]);
    await tracked.context.close();
  });

  it("answers another candidate's profile with the not-found page", async () => {
    const { candidate, tracked } = await onboardedCandidate();
    await tracked.page.goto(`/profile/view/${candidate.candidateId + 1000}/`);
    await tracked.page.waitForURL('**/page-not-found/');
    await tracked.context.close();
  });

  it('has no serious accessibility violations on the profile and an onboarding step', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
    await signInBrowser(context, journey.baseUrl, candidate);
    const page = await context.newPage();
    await page.goto('/onboarding/profile/');
    await page.getByRole('form', { name: 'Basic information' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/profile/view/');
    await page.getByRole('region', { name: 'Resume' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
