// Phone verification during onboarding and the stepper, in a real browser on a
// phone-sized screen against the real server: the code goes out as a text
// (in development, to the outbox at /api/dev/outbox/), a wrong code says how
// many tries are left, the right one marks the number verified, and the
// stepper names the screen the candidate is on among all five. A candidate who
// skips the code finds it, with the missing profile parts and their weights,
// on the dashboard's to-do list.
import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { seriousViolations } from './a11y.ts';
import { phoneCodeFromOutbox, profileOf, signInBrowser, signUpViaApi } from './fixtures.ts';
import { useJourney } from './harness.ts';

const journey = useJourney();
const PHONE = { width: 390, height: 844 };
// a number no other journey texts: the journey files of a worker share its
// server and so its outbox, whose newest code for a number this file reads
// (docs/decisions/013-test-harness.md)
const NUMBER = '9988776655';

async function signedInOnPhone() {
  const candidate = await signUpViaApi(journey.baseUrl);
  // axe is injected as a script, which the app's content security policy would refuse
  const context = await journey.browser.newContext({ baseURL: journey.baseUrl, viewport: PHONE, bypassCSP: true });
  await signInBrowser(context, journey.baseUrl, candidate);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { candidate, context, page, errors };
}

describe('phone verification in onboarding', () => {
  it('texts a code, explains a wrong one, verifies the right one, and the stepper shows all five screens', async () => {
    const { candidate, context, page, errors } = await signedInOnPhone();
    await page.goto('/onboarding/profile/');
    const basic = page.getByRole('form', { name: 'Basic information' });
    await basic.waitFor();
    const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
    await expect
      .poll(() => steps.getByRole('listitem').allTextContents())
      .toEqual(['1PROFILE', '2RESUME', '3PROFESSIONAL DETAILS', '4PERSONAL DETAILS', '5REFER AND EARN']);
    expect(await steps.locator('[aria-current="step"]').textContent()).toBe('1PROFILE');
    await steps.getByText('Step 1 of 5').waitFor();

    // no panel until the number follows the phone rule
    await basic.getByLabel('Phone').fill('98765');
    expect(await page.getByRole('button', { name: 'Send code' }).count()).toBe(0);
    await basic.getByLabel('Phone').fill(NUMBER);
    await page.getByRole('button', { name: 'Send code' }).click();

    const code = page.getByLabel('Verification code');
    await code.waitFor();
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await page.getByText(`We sent a 6-digit code to +91 ${NUMBER}`).waitFor();
    expect(await page.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true);
    expect(await page.getByText(/You can ask for a new code in 0:[0-3]\d/).count()).toBe(1);

    const texted = await phoneCodeFromOutbox(journey.baseUrl, `+91${NUMBER}`);
    await code.fill(texted === '000000' ? '111111' : '000000');
    await code.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: `${AuthMessages.otpWrong} 4 tries left.` })
      .waitFor();
    // Enter in the code field checks the code, it does not submit the step
    expect(new URL(page.url()).pathname).toBe('/onboarding/profile/');

    await code.fill(texted);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Phone number verified').waitFor();
    expect(await profileOf(journey.baseUrl, candidate)).toMatchObject({ phone: NUMBER, phone_verified: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    await basic.getByLabel('Current location').fill('Pune');
    await basic.getByLabel('Total experience (years)').fill('4');
    await basic.getByLabel('Role you are looking for').fill('Backend Engineer');
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    // the resume comes right after the profile (decision 049): step 2, the typed details step 3
    await page.waitForURL('**/onboarding/resume/');
    await page.getByRole('heading', { name: 'Upload your resume' }).waitFor();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('2RESUME');
    expect(await steps.getByRole('listitem').first().textContent()).toBe('✓PROFILE (done)');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/onboarding/professional-experience/');
    // the address changes before the next step's code has loaded; the stepper follows it
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('3PROFESSIONAL DETAILS');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be skipped: the dashboard then lists it with the missing profile parts and their weights', async () => {
    const { context, page, errors } = await signedInOnPhone();
    await page.goto('/onboarding/profile/');
    const basic = page.getByRole('form', { name: 'Basic information' });
    await basic.getByLabel('Phone').fill('9123456789');
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    await basic.getByLabel('Current location').fill('Chennai');
    await basic.getByLabel('Total experience (years)').fill('2');
    await basic.getByLabel('Role you are looking for').fill('Data Analyst');
    await basic.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/onboarding/resume/');

    await page.goto('/dashboard/');
    const todo = page.getByRole('region', { name: 'Your checklist' });
    await todo.waitFor();
    expect(await todo.getByRole('listitem').filter({ hasText: 'Add resume' }).textContent()).toContain('+20%');
    expect(await todo.getByRole('listitem').filter({ hasText: 'Add employment history' }).textContent()).toContain(
      '+15%',
    );
    await todo.getByRole('link', { name: 'Add LinkedIn profile' }).waitFor();
    // given parts are not asked for again
    expect(await todo.getByRole('link', { name: 'Add phone number' }).count()).toBe(0);
    await todo.getByRole('link', { name: 'Verify your e-mail address' }).waitFor();
    await todo.getByRole('link', { name: 'Set up a job alert' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await todo.getByRole('link', { name: 'Verify your phone number' }).click();
    await page.waitForURL('**/onboarding/profile/');
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
