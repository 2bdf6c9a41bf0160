// Accounts and sessions (spec 01 §3–§8, spec 02 §7 catalogue): sign-up and
// sign-in, tokens, passwords, e-mail verification, phone codes, account
// settings, GDPR, provider sign-in.
import type { RouteTable } from '../endpoint.ts';
import { sessionRoutes } from '../session-endpoints.ts';

export const authRoutes = {
  signUp: { method: 'POST', path: '/users/candidate/signup_v3/', access: 'public' },
  // confirm-first sign-up (decision 014): not in the spec, our own paths beside it
  confirmSignUp: { method: 'POST', path: '/users/candidate/signup_v3/confirm/', access: 'public' },
  resendSignUpLink: { method: 'POST', path: '/users/candidate/signup_v3/resend/', access: 'public' },
  signIn: { method: 'POST', path: '/users/candidate/signin/', access: 'public' },
  refreshToken: sessionRoutes.refreshToken,
  logout: { method: 'POST', path: '/users/candidate/logout/', access: 'candidate' },
  changePassword: { method: 'POST', path: '/users/change_password/', access: 'candidate' },
  changeDefaultPassword: { method: 'POST', path: '/users/change_default_password/', access: 'candidate' },
  setCandidateAccount: { method: 'POST', path: '/users/set-candidate-account/', access: 'candidate' },
  forgotPassword: { method: 'GET', path: '/auth/forgot_password/', access: 'public' },
  resetPassword: { method: 'POST', path: '/auth/forgot_password/', access: 'public' },
  verifyResetToken: { method: 'GET', path: '/auth/verify_token/{token}/', access: 'public' },
  sendEmailVerification: { method: 'POST', path: '/auth/send_email_verification/', access: 'candidate' },
  sendEmailVerificationLink: { method: 'POST', path: '/auth/send-email-verification-link/', access: 'public' },
  verifyEmail: { method: 'POST', path: '/auth/verify-email-verification-link/', access: 'public' },
  createOtpV1: { method: 'POST', path: '/v1/otp/create/', access: 'candidate' },
  createOtpV2: { method: 'POST', path: '/v2/otp/create/', access: 'candidate' },
  verifyOtp: { method: 'POST', path: '/v1/otp/verify/', access: 'candidate' },
  changeEmail: { method: 'POST', path: '/users/change_email/', access: 'candidate' },
  accountSettings: { method: 'GET', path: '/users/account_setting/', access: 'candidate' },
  updateAccountSettings: { method: 'PATCH', path: '/users/account_setting/', access: 'candidate' },
  emailConsent: { method: 'POST', path: '/users/candidate/email_consent/', access: 'candidate' },
  cookiePreferences: { method: 'POST', path: '/users/set_user_preferences/', access: 'candidate' },
  exportData: { method: 'GET', path: '/gdpr/generate_candidate_data/', access: 'candidate' },
  requestDeletion: { method: 'POST', path: '/users/gdpr/delete/', access: 'candidate' },
  confirmDeletion: { method: 'POST', path: '/users/gdpr/confirm/delete/', access: 'candidate' },
  googleExchange: { method: 'POST', path: '/auth/exchangetoken/', access: 'public' },
  linkedInExchange: { method: 'POST', path: '/auth/linkedin/', access: 'public' },
} as const satisfies RouteTable;
