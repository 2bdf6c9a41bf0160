// Accounts and sessions: the request and response shapes of the auth calls
// (spec 01 §3, §7; spec 02 §7 catalogue), shared by the server routes and the
// client forms so both check the same way with the same messages.
import { z } from 'zod';
import { EmailSchema, PasswordSchema, PhoneSchema, freeText, requiredText } from './fields.ts';
import { Messages } from './messages.ts';
import { DEFAULT_PHONE_COUNTRY_CODE, isValidPhoneFor, OTHER_PHONE_PATTERN } from './validators.ts';

/** Texts the spec does not give; our own wording, in one place. */
export const AuthMessages = {
  invalidCredentials: 'Unable to log in with provided credentials.',
  emailTaken: 'A user with this email address already exists.',
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  wrongPassword: 'The password is incorrect.',
  passwordNeeded: 'Set a password for your account first.',
  tokenInvalid: 'Token is invalid or expired',
  linkValid: 'The link is valid.',
  loggedOut: 'Successfully logged out.',
  emailVerified: 'Your e-mail address has been verified.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We have sent a verification link to your e-mail address.',
  verificationSentIfExists: 'If an account exists for this e-mail address, we have sent it a verification link.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  emailChanged: 'Your e-mail address has been changed. Please verify the new address.',
  noDefaultPassword: 'Your account is not using a default password.',
  passwordAlreadySet: 'Your account already has a password.',
  otpSent: 'We have sent a one-time code to your phone.',
  otpInvalid: 'The code is invalid or has expired.',
  otpVerified: 'Your phone number has been verified.',
  otpWrong: 'That code is not right. Check the text message and try again.',
  otpExpired: 'This code has expired. Send a new code.',
  otpTooManyTries: 'Too many wrong codes. Send a new code to try again.',
  otpTooManyRequests: 'You have asked for too many codes. Please wait a while before asking again.',
  /** A new code for the same number within OTP_RESEND_SECONDS of the last one. */
  otpResendWait: (seconds: number) =>
    `We sent a code to this number a moment ago. You can ask for another one in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  preferencesSaved: 'Your preferences have been saved.',
  providerNotConfigured: 'This sign-in method is not available.',
  providerFailed: 'We could not sign you in with this provider. Please try again.',
  providerEmailUnverified: 'Your e-mail address is not verified with this provider.',
  oneTapInvalid: 'The sign-in credential could not be verified.',
  deletionConfirm: 'Confirm the deletion of your account to continue.',
  deletionMailed: 'We have e-mailed you a link to confirm the deletion of your account.',
  deletionLinkInvalid: 'This confirmation is invalid or has expired.',
  accountDeleted: 'Your account and all its data have been deleted.',
  accountInactive: 'This account is inactive.',
  // confirm-first sign-up (SIGNUP_CONFIRMATION=email, decision 014): one answer for every address
  signupCheckInbox: 'Check your inbox: we sent a link to finish creating your account.',
  signupLinkResent: 'We sent the e-mail again. Check your inbox, and the spam folder too.',
  signupLinkUsed: 'This link has already been used. Sign in to continue.',
  signupLinkInvalid: 'This link is invalid or has expired. Create your account again to get a new one.',
} as const;

// Query values arrive as strings ('true', '42'); JSON bodies as booleans and numbers.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional());
const optionalText = (max: number) => z.preprocess(emptyToUndefined, freeText(max).optional());

/**
 * A path on this site (path and query, no scheme or host): where a confirm-first
 * sign-up started, so the e-mailed link can continue from there.
 */
const SitePathSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), { message: Messages.invalidUrl });

export const SignupRequestSchema = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  email: EmailSchema,
  password: PasswordSchema,
  phone: z.preprocess(emptyToUndefined, PhoneSchema.optional()),
  referral_code: optionalText(64),
  applying_to: optionalId,
  is_leadership_job: flag.optional(),
  marketing_email_consent: flag.optional(),
  /** The page the sign-up was made on (confirm-first mode only: the link continues from it). */
  return_to: z.preprocess(emptyToUndefined, SitePathSchema.optional()),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const SigninRequestSchema = z.object({
  email: EmailSchema,
  // spec 01 §8: a failed sign-in answers the first entry of the e-mail error
  // list; a password that breaks the complexity rule is a wrong password like
  // any other (the form checks the rule before sending, spec 01 §5)
  password: z.string().min(1, { message: Messages.required }).max(128),
  applying_to: optionalId,
  is_leadership_job: flag.optional(),
});
export type SigninRequest = z.input<typeof SigninRequestSchema>;

export const LoginUserSchema = z.object({ email: z.string(), login_count: z.number().int() });

/** spec 01 §3 sign-in (login) response. */
export const LoginResponseSchema = z.object({
  token: z.string(),
  refresh: z.string(),
  user: LoginUserSchema,
  candidate_id: z.number().int(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** spec 01 §7 one-tap variant: also id, first_name, last_name (id is the candidate id). */
export const OneTapResponseSchema = LoginResponseSchema.extend({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type OneTapResponse = z.infer<typeof OneTapResponseSchema>;

/** Confirm-first sign-up: the link's token, once. */
export const ConfirmSignupRequestSchema = z.object({ token: z.string().min(1).max(256) });
/** The new account's session, and the page the sign-up was made on (to continue from there). */
export const SignupConfirmedSchema = LoginResponseSchema.extend({ return_to: z.string().optional() });
export type SignupConfirmed = z.infer<typeof SignupConfirmedSchema>;
export const ResendSignupLinkRequestSchema = z.object({ email: EmailSchema });

export const ExchangeTokenFormSchema = z.object({
  exchangechannel: z.literal('google', { message: AuthMessages.providerNotConfigured }),
  exchangetoken: z.string().min(1, { message: Messages.required }).max(8192),
  referral_code: optionalText(64),
  is_leadership_job: flag.optional(),
});

export const LinkedInExchangeRequestSchema = z.object({
  code: z.string().min(1).max(2048),
  redirect_uri: z.url().max(2048),
  referral_code: optionalText(64),
  is_leadership_job: flag.optional(),
});
export type LinkedInExchangeRequest = z.input<typeof LinkedInExchangeRequestSchema>;

export const RefreshRequestSchema = z.object({ refresh: z.string().min(1).max(512) });
/** spec 01 §3 token pair. */
export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const LogoutRequestSchema = z.object({ refresh: z.string().max(512).optional() });

export const DetailSchema = z.object({ detail: z.string() });

/** Calls that change credentials answer a fresh token pair ('updates locally stored auth data'). */
export const SessionRenewedSchema = z.object({ detail: z.string(), token: z.string(), refresh: z.string() });
export type SessionRenewed = z.infer<typeof SessionRenewedSchema>;

export const ChangePasswordRequestSchema = z.object({
  old_password: PasswordSchema,
  new_password: PasswordSchema,
});

const confirmationMatches = { message: Messages.passwordMismatch, path: ['confirm_password'] };

export const ChangeDefaultPasswordRequestSchema = z
  .object({ new_password: PasswordSchema, confirm_password: z.string().max(128).optional() })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, confirmationMatches);

export const SetCandidateAccountRequestSchema = z
  .object({
    password: PasswordSchema,
    confirm_password: z.string().max(128).optional(),
    first_name: optionalText(50),
    last_name: optionalText(50),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, confirmationMatches);

export const ForgotPasswordQuerySchema = z.object({ email_address: EmailSchema });

export const ResetPasswordRequestSchema = z
  .object({
    token: z.string().min(1).max(256),
    password: PasswordSchema,
    confirm_password: z.string().max(128).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, confirmationMatches);

export const VerifyTokenParamsSchema = z.object({ token: z.string().min(1).max(256) });

export const SendVerificationLinkRequestSchema = z.object({ email: EmailSchema });
export const VerifyEmailRequestSchema = z.object({ token: z.string().min(1).max(256) });
export const EmailVerifiedSchema = z.object({ detail: z.string(), email: z.string() });

// Phone OTP. v1 takes an Indian number (spec 01 §5 phone rule); v2 also a country code.
const PhoneLocationSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, { message: Messages.phone });
/**
 * The OTP calls check numbers with the one phone rule (isValidPhoneFor, the
 * rule the profile and onboarding check too) and the spec's message. Creating
 * and checking a code accept the same numbers, so a number that can be sent a
 * code can also be verified, and saved on the profile.
 */
export function otpPhoneError(phone: string, phoneLocation: string = DEFAULT_PHONE_COUNTRY_CODE): string | null {
  return isValidPhoneFor(phone, phoneLocation) ? null : Messages.phone;
}
const otpPhone = {
  phone: z.string().trim().regex(OTHER_PHONE_PATTERN, { message: Messages.phone }),
  phone_location: PhoneLocationSchema.default(DEFAULT_PHONE_COUNTRY_CODE),
};
const phoneMatchesRule = (v: { phone: string; phone_location: string }) =>
  otpPhoneError(v.phone, v.phone_location) === null;
export const OtpCreateV1RequestSchema = z.object({ phone: PhoneSchema });
export const OtpCreateV2RequestSchema = z
  .object(otpPhone)
  .refine(phoneMatchesRule, { message: Messages.phone, path: ['phone'] });
export const OtpVerifyRequestSchema = z
  .object({
    ...otpPhone,
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: AuthMessages.otpInvalid }),
  })
  .refine(phoneMatchesRule, { message: Messages.phone, path: ['phone'] });
export const OtpCreatedSchema = z.object({ detail: z.string(), expires_in: z.number().int() });
/**
 * 429 to a code asked for: too soon after the last one to the same number
 * (with the seconds to wait, also as Retry-After), or too many for the account.
 */
export const OtpRefusedSchema = z.object({ detail: z.string(), retry_after: z.number().int().optional() });
export const OTP_LENGTH = 6;
/** Seconds before another code for the same number can be asked for (our choice; the spec gives none); the server enforces it. */
export const OTP_RESEND_SECONDS = 30;

export const ChangeEmailRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().max(128).optional(),
});
export const EmailChangedSchema = SessionRenewedSchema.extend({ email: z.string() });

export const CookiePreferencesSchema = z.object({
  is_necessary: z.boolean().nullable(),
  is_analytical: z.boolean().nullable(),
  is_marketing: z.boolean().nullable(),
});
export type CookiePreferences = z.infer<typeof CookiePreferencesSchema>;

export const EmailConsentRequestSchema = z.object({ marketing_email_consent: z.boolean() });
export const EmailConsentSchema = EmailConsentRequestSchema;

export const AccountSettingsSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_verified: z.boolean(),
  marketing_email_consent: z.boolean(),
  has_password: z.boolean(),
  using_default_password: z.boolean(),
  password_change_required: z.boolean(),
  cookie_preferences: CookiePreferencesSchema,
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const AccountSettingsUpdateSchema = z.object({
  first_name: requiredText(50).optional(),
  last_name: requiredText(50).optional(),
  marketing_email_consent: z.boolean().optional(),
});

export const GdprDeleteRequestSchema = z.object({ password: z.string().max(128).optional() });
export const GdprDeleteResponseSchema = z.object({
  detail: z.string(),
  confirmation_token: z.string().optional(),
  expires_in: z.number().int(),
});
export type GdprDeleteResponse = z.infer<typeof GdprDeleteResponseSchema>;
export const GdprConfirmDeleteRequestSchema = z.object({ confirmation_token: z.string().min(1).max(256) });

// Client forms (react-hook-form + zod resolvers); the server re-checks with the schemas above.
export const SigninFormSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SigninForm = z.input<typeof SigninFormSchema>;

export const SignupFormSchema = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  email: EmailSchema,
  password: PasswordSchema,
  phone: z.union([z.literal(''), PhoneSchema]),
  marketing_email_consent: z.boolean(),
});
export type SignupForm = z.input<typeof SignupFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email_address: EmailSchema });
export type ForgotPasswordForm = z.input<typeof ForgotPasswordFormSchema>;

export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirm_password: PasswordSchema })
  .refine((v) => v.password === v.confirm_password, {
    message: Messages.passwordMismatch,
    path: ['confirm_password'],
  });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

export const ChangeEmailFormSchema = z.object({ email: EmailSchema, password: z.string().max(128) });
export type ChangeEmailForm = z.input<typeof ChangeEmailFormSchema>;

/** Lifetimes of the one-time links and codes (our choice; the spec gives none). */
export const AUTH_LIFETIMES = {
  passwordResetSeconds: 60 * 60,
  emailVerificationSeconds: 3 * 24 * 60 * 60,
  accountDeletionSeconds: 15 * 60,
  otpSeconds: 10 * 60,
  signupConfirmationSeconds: 24 * 60 * 60,
  otpMaxAttempts: 5,
} as const;
