// Phone verification as a candidate meets it: the code goes to the number on
// the form, the code field suits a phone keyboard and autofill, resending
// waits out a visible countdown (the server's, when it refuses a code as too
// soon), and wrong, expired and used-up codes and too many requests each say
// what happened.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LIFETIMES, AuthMessages, OTP_RESEND_SECONDS } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { renderPage } from '../../../test/render.test-support.tsx';
import { PhoneVerification } from './phone-verification.tsx';

let profile: { id: number; phone: string; phone_location: string; phone_verified: boolean };

function FromProfile() {
  const { data } = useCurrentCandidate();
  if (!data) return null;
  return (
    <PhoneVerification phone={data.phone ?? ''} phoneLocation={data.phone_location} verified={data.phone_verified} />
  );
}

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/profile/view/');
});
afterAll(() => http.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  http.reset();
  profile = { id: 7, phone: '9876543210', phone_location: '+91', phone_verified: false };
  http.on('GET /v3/users/candidate/', () => ({ body: { ...profile, user: { onboarding_complete: true } } }));
  http.on('POST /v2/otp/create/', () => ({
    body: { detail: AuthMessages.otpSent, expires_in: AUTH_LIFETIMES.otpSeconds },
  }));
  setSessionTokens('token-1', 'refresh-1');
  renderPage(<FromProfile />, { path: '/profile/view/' });
  await screen.findByRole('heading', { name: 'Verify your phone number' });
});
afterEach(() => {
  clearSessionTokens();
  vi.useRealTimers();
});

const user = () => userEvent.setup();
const posts = (path: string) => http.seen.filter((request) => request.method === 'POST' && request.path === path);
const later = (seconds: number) => act(() => vi.setSystemTime(Date.now() + seconds * 1000));

describe('phone verification', () => {
  it('texts a code to the number, with a code field for phone keyboards and autofill, and a resend countdown', async () => {
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(posts('/v2/otp/create/').map((request) => request.body)).toEqual([
      { phone: '9876543210', phone_location: '+91' },
    ]);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(screen.getByText(/We sent a 6-digit code to/).textContent).toContain('+91 9876543210');
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/You can ask for a new code in/).textContent).toContain(`0:${OTP_RESEND_SECONDS}`);

    await later(OTP_RESEND_SECONDS);
    // the countdown ticks each real second
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false), {
      timeout: 3000,
    });
    await user().click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(posts('/v2/otp/create/')).toHaveLength(2));
  });

  it('saves the number as verified with the right code', async () => {
    http.on('POST /v1/otp/verify/', () => {
      profile = { ...profile, phone_verified: true };
      return { body: { detail: AuthMessages.otpVerified } };
    });
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    // letters and spaces never reach the field: only the six digits
    await user().type(await screen.findByLabelText('Verification code'), '12 34 56{Enter}');
    await screen.findByText('Phone number verified');
    expect(posts('/v1/otp/verify/').map((request) => request.body)).toEqual([
      { phone: '9876543210', phone_location: '+91', otp: '123456' },
    ]);
  });

  it('says how many tries are left after a wrong code, and stops after the last one', async () => {
    http.on('POST /v1/otp/verify/', () => ({ status: 400, body: { otp: [AuthMessages.otpInvalid] } }));
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    await user().type(code, '000000');
    await user().click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${AuthMessages.otpWrong} ${AUTH_LIFETIMES.otpMaxAttempts - 1} tries left.`,
    );
    for (let i = 1; i < AUTH_LIFETIMES.otpMaxAttempts; i++) {
      await user().type(code, '000000');
      await user().click(screen.getByRole('button', { name: 'Verify code' }));
      await waitFor(() => expect(posts('/v1/otp/verify/')).toHaveLength(i + 1));
    }
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AuthMessages.otpTooManyTries));
    expect(screen.getByRole('button', { name: 'Verify code' })).toHaveProperty('disabled', true);
  });

  it('tells an expired code apart without asking the server', async () => {
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    await user().type(await screen.findByLabelText('Verification code'), '123456');
    await later(AUTH_LIFETIMES.otpSeconds + 1);
    // the countdown notices at its next real second's tick
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AuthMessages.otpExpired), {
      timeout: 3000,
    });
    expect(screen.getByRole('button', { name: 'Verify code' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false);
    expect(posts('/v1/otp/verify/')).toHaveLength(0);
  });

  it("takes the server's countdown when a code to this number was sent moments ago (429 with retry_after)", async () => {
    http.on('POST /v2/otp/create/', () => ({
      status: 429,
      body: { detail: AuthMessages.otpResendWait(12), retry_after: 12 },
    }));
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    // the code sent earlier is still good: its field is there, with the wait the server said
    await screen.findByLabelText('Verification code');
    screen.getByText(
      'We sent a 6-digit code to +91 9876543210 a moment ago. Enter it below, or ask for a new one when the countdown ends.',
    );
    expect(screen.getByText(/You can ask for a new code in/).textContent).toContain('0:12');
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('alert')).toBeNull();

    await later(12);
    // the countdown ticks each real second
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false), {
      timeout: 3000,
    });
  });

  it('explains a refusal for too many codes (429)', async () => {
    http.on('POST /v2/otp/create/', () => ({ status: 429, body: { detail: Messages.tooManyAttempts } }));
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AuthMessages.otpTooManyRequests);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});
