// The workspace's sign-in (decision 017): the candidates' own sign-in call;
// the session is kept, and a refusal is said in the server's words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { clearSessionTokens, getAuthToken } from '../../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { renderPage } from '../../../test/render.test-support.tsx';
import { SignIn } from './sign-in-screen.tsx';

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/hire/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  clearSessionTokens();
});

async function signIn(email: string, password: string) {
  renderPage(<SignIn after={<p>After the form</p>} />, { path: '/hire/' });
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the hiring workspace sign-in', () => {
  it('sends the e-mail and password and keeps the session', async () => {
    http.on('POST /users/candidate/signin/', {
      body: {
        token: 'member-access',
        refresh: 'member-refresh',
        candidate_id: null,
        user: { id: 4, email: 'lead@saffron.example.com', login_count: 1 },
      },
    });
    await signIn('lead@saffron.example.com', 'Hiring@2468');
    await waitFor(() => expect(getAuthToken()).toBe('Bearer member-access'));
    expect(http.seen.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'lead@saffron.example.com',
      password: 'Hiring@2468',
    });
    expect(screen.getByText('After the form')).toBeTruthy();
  });

  it('says a refusal in the server’s words, keeps what was typed and signs nobody in', async () => {
    http.on('POST /users/candidate/signin/', { status: 400, body: { detail: AuthMessages.invalidCredentials } });
    await signIn('lead@saffron.example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(AuthMessages.invalidCredentials);
    expect(getAuthToken()).toBeFalsy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('lead@saffron.example.com');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('labels both fields as required for assistive technology', () => {
    renderPage(<SignIn />, { path: '/hire/' });
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).type).toBe('password');
  });
});
