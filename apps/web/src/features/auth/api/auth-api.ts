// The calls of the accounts feature (spec 01 §7, spec 02 §7 catalogue). Public
// calls go without a token (a stale cookie must not trigger a refresh) and
// handle their own errors, which the spec's catalogue words per call.
import { queryOptions } from '@tanstack/react-query';
import type {
  AccountSettings,
  CookiePreferences,
  GdprDeleteResponse,
  LinkedInExchangeRequest,
  LoginResponse,
  OneTapResponse,
  SessionRenewed,
  SigninRequest,
  SignupRequest,
} from '@talent/contracts/auth';
import { api } from '../../../lib/api-client.ts';

interface Detail {
  detail: string;
}

const publicCall = { auth: false, handle: false, loading: true } as const;

export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
  emailLink: (token: string) => [...authKeys.all, 'email-link', token] as const,
  linkedIn: (code: string) => [...authKeys.all, 'linkedin', code] as const,
};

export const authApi = {
  signIn: (body: SigninRequest) => api.postJson<LoginResponse>('/users/candidate/signin/', body, publicCall),
  signUp: (body: SignupRequest) => api.postJson<LoginResponse>('/users/candidate/signup_v3/', body, publicCall),
  /** spec 01 §7: multipart, exchangechannel='google'. */
  oneTap: (fields: { exchangetoken: string; referral_code?: string; is_leadership_job?: boolean }) =>
    api.postMultipart<OneTapResponse>(
      '/auth/exchangetoken/',
      { exchangechannel: 'google', ...fields },
      { ...publicCall, loading: true },
    ),
  linkedIn: (body: LinkedInExchangeRequest) => api.postJson<OneTapResponse>('/auth/linkedin/', body, publicCall),
  forgotPassword: (email: string) => api.get<Detail>('/auth/forgot_password/', { email_address: email }, publicCall),
  checkResetLink: (token: string) =>
    api.get<Detail>(`/auth/verify_token/${encodeURIComponent(token)}/`, undefined, publicCall),
  resetPassword: (body: { token: string; password: string; confirm_password: string }) =>
    api.postJson<Detail>('/auth/forgot_password/', body, publicCall),
  verifyEmail: (token: string) =>
    api.postJson<Detail & { email: string }>('/auth/verify-email-verification-link/', { token }, publicCall),
  sendVerificationLink: (email: string) =>
    api.postJson<Detail>('/auth/send-email-verification-link/', { email }, publicCall),
  sendVerification: () => api.postJson<Detail>('/auth/send_email_verification/', undefined, { loading: true }),
  cookiePreferences: (preferences: CookiePreferences) =>
    api.postJson<CookiePreferences>('/users/set_user_preferences/', preferences),
  settings: () => api.get<AccountSettings>('/users/account_setting/'),
  updateSettings: (body: { first_name?: string; last_name?: string; marketing_email_consent?: boolean }) =>
    api.patchJson<AccountSettings>('/users/account_setting/', body, { loading: true }),
  emailConsent: (consent: boolean) =>
    api.postJson<{ marketing_email_consent: boolean }>(
      '/users/candidate/email_consent/',
      { marketing_email_consent: consent },
      { loading: true },
    ),
  changeEmail: (body: { email: string; password: string }) =>
    api.postJson<SessionRenewed & { email: string }>('/users/change_email/', body, { loading: true, handle: false }),
  changeDefaultPassword: (body: { new_password: string; confirm_password: string }) =>
    api.postJson<SessionRenewed>('/users/change_default_password/', body, { loading: true, handle: false }),
  setCandidateAccount: (body: { password: string; confirm_password: string }) =>
    api.postJson<SessionRenewed>('/users/set-candidate-account/', body, { loading: true, handle: false }),
  requestDeletion: (password?: string) =>
    api.postJson<GdprDeleteResponse>('/users/gdpr/delete/', password ? { password } : {}, {
      loading: true,
      handle: false,
    }),
  confirmDeletion: (token: string) =>
    api.postJson<Detail>(
      '/users/gdpr/confirm/delete/',
      { confirmation_token: token },
      { loading: true, handle: false },
    ),
  exportData: () =>
    api.get<Response>('/gdpr/generate_candidate_data/', undefined, { raw: true, loading: true, handle: false }),
};

export const accountSettingsQuery = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: authApi.settings, staleTime: 0 });
