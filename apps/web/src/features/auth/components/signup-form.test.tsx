// Sign-up in both server modes (decision 014): an instant sign-up (201) runs the
// sign-in success of spec 01 §4 at once; a confirm-first one (202) shows the
// check-your-inbox state with the address and a resend; the e-mailed link
// (/auth/signup/?sa=confirm&token=…) signs in and continues from the page the
// sign-up was made on; a used link says so and offers sign-in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { clearSessionTokens, getAuthToken } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../../test/render.test-support.tsx';
import { SignInStepsContext, type SignInSteps } from '../sign-in-steps.ts';
import SignupScreen from '../signup-screen.tsx';
import { SignupForm } from './signup-form.tsx';

const login = {
  token: 'access-1',
  refresh: 'refresh-1',
  candidate_id: 7,
  user: { email: 'asha@example.com', login_count: 1 },
};
const newCandidate = {
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  back_page: null,
  user: { email: 'asha@example.com', onboarding_status: 'SIGNED_UP', onboarding_complete: false },
};

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/talent/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  clearSessionTokens();
  http.on('GET /v3/users/candidate/', { body: newCandidate });
  http.on('POST /users/set_user_preferences/', { body: {} });
});
afterEach(() => hideToast());

/** The sign-in success sends the stored consent without waiting for it: let it arrive before the next test. */
const consentSent = () => waitFor(() => expect(http.seen.map((r) => r.path)).toContain('/users/set_user_preferences/'));

function render(ui: React.ReactNode, path: string) {
  const steps: SignInSteps = { applyToJob: vi.fn(() => Promise.resolve()) };
  renderPage(<SignInStepsContext value={steps}>{ui}</SignInStepsContext>, { path });
  return steps;
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Asha');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Rao');
  await userEvent.type(screen.getByLabelText(/^Email/), 'Asha@Example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret@123');
  await userEvent.click(screen.getByRole('button', { name: 'Create New Account' }));
}

describe('instant sign-up (201)', () => {
  it('signs in at once and lands on onboarding, sending the page it was made on', async () => {
    http.on('POST /users/candidate/signup_v3/', { status: 201, body: login });
    render(<SignupForm />, '/auth/signup/?referral_code=FRIEND');
    await fillAndSubmit();

    await waitFor(() => expect(currentLocation()).toBe('/onboarding/profile/'));
    expect(getAuthToken()).toBe('Bearer access-1');
    await consentSent();
    expect(http.seen[0]!.body).toMatchObject({
      email: 'asha@example.com',
      referral_code: 'FRIEND',
      return_to: '/auth/signup/?referral_code=FRIEND',
    });
  });
});

describe('confirm-first sign-up (202)', () => {
  it('shows the check-your-inbox state with the address, signs nobody in, and sends the e-mail again', async () => {
    http.on('POST /users/candidate/signup_v3/', { status: 202, body: { detail: AuthMessages.signupCheckInbox } });
    http.on('POST /users/candidate/signup_v3/resend/', {
      status: 202,
      body: { detail: AuthMessages.signupLinkResent },
    });
    render(<SignupForm />, '/jobs/acme/backend-engineer/?a=signup&applying_to=41');
    await fillAndSubmit();

    const inbox = await screen.findByRole('region', { name: 'Check your inbox' });
    expect(inbox.textContent).toContain(AuthMessages.signupCheckInbox);
    expect(inbox.textContent).toContain('asha@example.com');
    expect(getAuthToken()).toBeNull();
    expect(http.seen.map((r) => r.path)).toEqual(['/users/candidate/signup_v3/']);
    expect(http.seen[0]!.body).toMatchObject({
      applying_to: '41',
      return_to: '/jobs/acme/backend-engineer/?a=signup&applying_to=41',
    });
    expect(currentLocation()).toBe('/jobs/acme/backend-engineer/?a=signup&applying_to=41');

    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    await screen.findByText(AuthMessages.signupLinkResent);
    expect(http.seen.at(-1)).toMatchObject({
      path: '/users/candidate/signup_v3/resend/',
      body: { email: 'asha@example.com' },
    });

    // the server's limit: the spec's 429 text
    http.on('POST /users/candidate/signup_v3/resend/', { status: 429, body: { detail: Messages.tooManyAttempts } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.tooManyAttempts);

    // another address: back to the form as it was filled
    await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('Asha@Example.com');
  });
});

describe('the e-mailed link', () => {
  it('signs in and continues from the page the sign-up was made on (spec 01 §4 step 1: apply)', async () => {
    http.on('POST /users/candidate/signup_v3/confirm/', {
      body: { ...login, return_to: '/jobs/acme/backend-engineer/?a=signup&applying_to=41' },
    });
    const steps = render(<SignupScreen />, '/auth/signup/?sa=confirm&token=link-token');

    await waitFor(() => expect(steps.applyToJob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(steps.applyToJob).mock.calls[0]![0]).toBe(41);
    expect(http.seen[0]).toMatchObject({ path: '/users/candidate/signup_v3/confirm/', body: { token: 'link-token' } });
    expect(getAuthToken()).toBe('Bearer access-1');
    expect(currentLocation()).toBe('/jobs/acme/backend-engineer/?applying_to=41&redirecting=true');
    await consentSent();
  });

  it('lands on onboarding when the sign-up was made on the sign-up page', async () => {
    http.on('POST /users/candidate/signup_v3/confirm/', { body: { ...login, return_to: '/auth/signup/' } });
    render(<SignupScreen />, '/auth/signup/?sa=confirm&token=link-token');
    await waitFor(() => expect(currentLocation()).toBe('/onboarding/profile/'));
    expect(http.seen.filter((r) => r.path === '/users/candidate/signup_v3/confirm/')).toHaveLength(1);
    await consentSent();
  });

  it('says a used link was used and offers sign-in', async () => {
    http.on('POST /users/candidate/signup_v3/confirm/', { status: 409, body: { detail: AuthMessages.signupLinkUsed } });
    render(<SignupScreen />, '/auth/signup/?sa=confirm&token=used-token');
    expect((await screen.findByRole('alert')).textContent).toBe(AuthMessages.signupLinkUsed);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/signin/');
    expect(screen.queryByRole('link', { name: 'Create New Account' })).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it('offers a new sign-up for an expired link', async () => {
    http.on('POST /users/candidate/signup_v3/confirm/', {
      status: 400,
      body: { detail: AuthMessages.signupLinkInvalid },
    });
    render(<SignupScreen />, '/auth/signup/?sa=confirm&token=old-token');
    expect((await screen.findByRole('alert')).textContent).toBe(AuthMessages.signupLinkInvalid);
    expect(screen.getByRole('link', { name: 'Create New Account' }).getAttribute('href')).toBe('/auth/signup/');
  });
});
