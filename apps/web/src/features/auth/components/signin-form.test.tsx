// spec 01 §4 'Sign-in success', in the spec's order: the tokens are stored,
// the query's a=signin becomes redirecting=true, the profile loads with the
// new token, the stored cookie consent goes to the account, then the redirect.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, clearSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage, toastText, visitedLocations } from '../../../test/render.test-support.tsx';
import { SignInStepsContext, type SignInSteps } from '../sign-in-steps.ts';
import { SigninForm } from './signin-form.tsx';

const login = {
  token: 'access-1',
  refresh: 'refresh-1',
  candidate_id: 7,
  user: { id: 3, email: 'asha@example.com', login_count: 2 },
};
const profile = {
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  back_page: null,
  user: { email: 'asha@example.com', onboarding_status: '14', onboarding_complete: true },
};

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/talent/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  clearSessionTokens();
});
afterEach(() => hideToast());

function renderSignIn(path: string, steps: SignInSteps = { applyToJob: vi.fn(() => Promise.resolve()) }) {
  renderPage(
    <SignInStepsContext value={steps}>
      <SigninForm />
    </SignInStepsContext>,
    { path },
  );
  return steps;
}

async function signIn() {
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'Secret@123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in success (spec 01 §4)', () => {
  it('stores the tokens, marks the page redirecting, loads the profile, sends the consent, then redirects', async () => {
    http.on('POST /users/candidate/signin/', { body: login });
    http.on('GET /v3/users/candidate/', { body: profile });
    http.on('POST /users/set_user_preferences/', (request) => ({ body: request.body }));
    renderSignIn('/talent/?a=signin&redirect_to=jobs');
    await signIn();

    await waitFor(() => expect(currentLocation()).toBe('/jobs/'));
    await waitFor(() => expect(http.seen).toHaveLength(4));
    expect(http.seen.map((r) => `${r.method} ${r.path} ${r.auth ?? '-'}`)).toEqual([
      'POST /users/candidate/signin/ -',
      'GET /v3/users/candidate/ Bearer access-1',
      // the visitor's country (spec 01 §7 geolocation), asked once and kept in its cookie
      'GET /auth/keys/ -',
      'POST /users/set_user_preferences/ Bearer access-1',
    ]);
    expect(http.seen[0]!.body).toMatchObject({ email: 'asha@example.com', password: 'Secret@123' });
    expect(http.seen[3]!.body).toEqual({ is_necessary: null, is_analytical: null, is_marketing: null });
    expect(getAuthToken()).toBe('Bearer access-1');
    expect(visitedLocations()).toEqual([
      '/talent/?a=signin&redirect_to=jobs',
      '/talent/?redirect_to=jobs&redirecting=true',
      '/jobs/',
    ]);
  });

  it('applies to the job the visitor was applying to instead of redirecting (step 1)', async () => {
    http.on('POST /users/candidate/signin/', { body: login });
    http.on('GET /v3/users/candidate/', { body: profile });
    http.on('POST /users/set_user_preferences/', { body: {} });
    const steps = renderSignIn('/jobs/acme/backend-engineer/?a=signin&applying_to=41');
    await signIn();

    await waitFor(() => expect(steps.applyToJob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(steps.applyToJob).mock.calls[0]![0]).toBe(41);
    expect(vi.mocked(steps.applyToJob).mock.calls[0]![1].search.get('redirecting')).toBe('true');
    expect(currentLocation()).toBe('/jobs/acme/backend-engineer/?applying_to=41&redirecting=true');
    await waitFor(() => expect(http.seen.map((r) => r.path)).toContain('/users/set_user_preferences/'));
  });

  it('shows one message for a refused sign-in and stores nothing', async () => {
    http.on('POST /users/candidate/signin/', {
      status: 400,
      body: { non_field_errors: ['Unable to log in with provided credentials.'] },
    });
    renderSignIn('/talent/?a=signin');
    await signIn();

    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    // once, in the form: no toast repeating it
    expect(screen.getAllByText('Unable to log in with provided credentials.')).toHaveLength(1);
    expect(toastText() ?? '').toBe('');
    expect(getAuthToken()).toBeNull();
    expect(http.seen.map((r) => r.path)).toEqual(['/users/candidate/signin/']);
    expect(currentLocation()).toBe('/talent/?a=signin');
  });
});
