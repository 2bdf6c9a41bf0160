// The calls of the accounts feature (spec 01 §7, spec 02 §7 catalogue). Public
// calls go without a token (a stale cookie must not trigger a refresh) and
// handle their own errors, which the spec's catalogue words per call.
import { queryOptions } from '@tanstack/react-query';
import type { CookiePreferences, LinkedInExchangeRequest, SigninRequest, SignupRequest } from '@talent/contracts/auth';
import { authRoutes } from '@talent/contracts/endpoints/auth';
import type { authSchemas } from '@talent/contracts/endpoints/auth.schemas';
import { endpointClient } from '../../../lib/api-client.ts';

const publicCall = { auth: false, handle: false, loading: true } as const;

export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
  emailLink: (token: string) => [...authKeys.all, 'email-link', token] as const,
  signupLink: (token: string) => [...authKeys.all, 'signup-link', token] as const,
  linkedIn: (code: string) => [...authKeys.all, 'linkedin', code] as const,
};

const auth = endpointClient<typeof authSchemas>(authRoutes);

export const authApi = {
  signIn: (body: SigninRequest) => auth.signIn({ body }, publicCall),
  /** A session (instant sign-up, 201) or, in confirm-first mode, only a detail (202): spec 01 §4, decision 014. */
  signUp: (body: SignupRequest) => auth.signUp({ body }, publicCall),
  confirmSignUp: (token: string) => auth.confirmSignUp({ body: { token } }, publicCall),
  resendSignUpLink: (email: string) => auth.resendSignUpLink({ body: { email } }, publicCall),
  /** spec 01 §7: multipart, exchangechannel='google'. */
  oneTap: (fields: { exchangetoken: string; referral_code?: string; is_leadership_job?: boolean }) =>
    auth.googleExchange({ form: { exchangechannel: 'google', ...fields } }, { ...publicCall, loading: true }),
  linkedIn: (body: LinkedInExchangeRequest) => auth.linkedInExchange({ body }, publicCall),
  forgotPassword: (email: string) => auth.forgotPassword({ query: { email_address: email } }, publicCall),
  checkResetLink: (token: string) => auth.verifyResetToken({ params: { token } }, publicCall),
  resetPassword: (body: { token: string; password: string; confirm_password: string }) =>
    auth.resetPassword({ body }, publicCall),
  verifyEmail: (token: string) => auth.verifyEmail({ body: { token } }, publicCall),
  sendVerificationLink: (email: string) => auth.sendEmailVerificationLink({ body: { email } }, publicCall),
  sendVerification: () => auth.sendEmailVerification({}, { loading: true }),
  cookiePreferences: (preferences: CookiePreferences) => auth.cookiePreferences({ body: preferences }),
  settings: () => auth.accountSettings(),
  updateSettings: (body: { first_name?: string; last_name?: string; marketing_email_consent?: boolean }) =>
    auth.updateAccountSettings({ body }, { loading: true }),
  emailConsent: (consent: boolean) =>
    auth.emailConsent({ body: { marketing_email_consent: consent } }, { loading: true }),
  changeEmail: (body: { email: string; password: string }) =>
    auth.changeEmail({ body }, { loading: true, handle: false }),
  changeDefaultPassword: (body: { new_password: string; confirm_password: string }) =>
    auth.changeDefaultPassword({ body }, { loading: true, handle: false }),
  setCandidateAccount: (body: { password: string; confirm_password: string }) =>
    auth.setCandidateAccount({ body }, { loading: true, handle: false }),
  requestDeletion: (password?: string) =>
    auth.requestDeletion({ body: password ? { password } : {} }, { loading: true, handle: false }),
  confirmDeletion: (token: string) =>
    auth.confirmDeletion({ body: { confirmation_token: token } }, { loading: true, handle: false }),
  changePassword: (body: { old_password: string; new_password: string }) =>
    auth.changePassword({ body }, { loading: true }),
  /** Revokes the refresh token on the server. */
  logout: (refresh: string | null) =>
    auth.logout({ body: refresh ? { refresh } : {} }, { handle: false, loading: true }),
  /** The export is a file: the raw response, read by the caller. */
  exportData: () => auth.exportData({}, { raw: true, loading: true, handle: false }) as unknown as Promise<Response>,
};

export const accountSettingsQuery = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: authApi.settings, staleTime: 0 });
