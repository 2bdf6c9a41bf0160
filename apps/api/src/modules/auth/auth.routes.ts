// HTTP of accounts and sessions (issue 3; spec 01 §7, spec 02 §7 catalogue):
// schemas from the contracts, the guard, the service, the reply. Paths are the
// spec's, under /api/.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AccountSettingsSchema,
  AuthMessages,
  AccountSettingsUpdateSchema,
  ChangeDefaultPasswordRequestSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  CookiePreferencesSchema,
  DetailSchema,
  EmailChangedSchema,
  EmailConsentRequestSchema,
  EmailConsentSchema,
  EmailVerifiedSchema,
  ExchangeTokenFormSchema,
  ForgotPasswordQuerySchema,
  GdprConfirmDeleteRequestSchema,
  GdprDeleteRequestSchema,
  GdprDeleteResponseSchema,
  LinkedInExchangeRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  OneTapResponseSchema,
  OtpCreateV1RequestSchema,
  OtpCreateV2RequestSchema,
  OtpCreatedSchema,
  OtpVerifyRequestSchema,
  RefreshRequestSchema,
  ResetPasswordRequestSchema,
  SendVerificationLinkRequestSchema,
  SessionRenewedSchema,
  SetCandidateAccountRequestSchema,
  SigninRequestSchema,
  SignupRequestSchema,
  TokenPairSchema,
  VerifyEmailRequestSchema,
  VerifyTokenParamsSchema,
} from '@talent/contracts/auth';
import { isProductionLike } from '../../config/env.ts';
import { HttpError } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import { SMS_JOB, createAuthService, type RequestOrigin, type SmsMessage } from './auth.service.ts';
import { publicUrlOf } from '../jobs/job-links.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';

/** Validation outside the route schema (multipart fields) in the same {"field": ["msg"]} shape. */
function parseFields<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const body: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (body[field] ??= []).push(issue.message);
  }
  throw new HttpError(400, body);
}

async function formFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, string>;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // no files belong here; drain the stream so the request completes
      part.file.resume();
      continue;
    }
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}

/** Binary-safe JSON for the export: bigint and bytes from either database driver. */
const exportReplacer = (_key: string, value: unknown) => {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const limiter = createRateLimiter({
    redis: deps.redis,
    now: deps.now,
    onError: (error) => app.log.error({ err: error }, 'rate limiter unavailable; attempt let through'),
  });
  const service = createAuthService(deps, limiter);
  app.queueHandlers[SMS_JOB] = (payload) => service.deliverSms(payload as SmsMessage);
  if (deps.mailer.kind === 'outbox' && !isProductionLike(deps.config)) {
    await app.register(devOutboxRoutes);
  }

  // Links in e-mails come only from configuration: PUBLIC_URL, or the address
  // this server listens on — never the Host header a client chooses (decision 014).
  const baseUrl = publicUrlOf(deps.config);
  const origin = (request: FastifyRequest): RequestOrigin => ({ ip: request.ip, baseUrl });
  // decision 014: answers carrying tokens, codes or account data are never stored by a cache
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const tags = ['auth'];
  // onRequest: the caller is known before the body is looked at (401 before 400)
  const auth = { onRequest: app.requireAuth };

  app.post(
    '/users/candidate/signup_v3/',
    {
      schema: {
        tags,
        summary: 'Sign up: creates the account and the candidate (onboarding status SIGNED_UP)',
        body: SignupRequestSchema,
        response: { 201: LoginResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.signUp(request.body, origin(request))),
  );

  app.post(
    '/users/candidate/signin/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: SigninRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => service.signIn(request.body, origin(request)),
  );

  app.post(
    '/users/candidate/refresh-token/',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; a reused one revokes its family',
        body: RefreshRequestSchema,
        response: { 200: TokenPairSchema },
      },
    },
    async (request) => service.refresh(request.body.refresh),
  );

  app.post(
    '/users/candidate/logout/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Revoke the given refresh token',
        body: LogoutRequestSchema.optional(),
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await service.logout(authOf(request), request.body?.refresh);
      return { detail: AuthMessages.loggedOut };
    },
  );

  app.post(
    '/users/change_password/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change the password; other sessions end, a fresh pair comes back',
        body: ChangePasswordRequestSchema,
        response: { 200: SessionRenewedSchema },
      },
    },
    async (request) => service.changePassword(authOf(request), request.body.old_password, request.body.new_password),
  );

  app.post(
    '/users/change_default_password/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Replace an operator-given default password',
        body: ChangeDefaultPasswordRequestSchema,
        response: { 200: SessionRenewedSchema },
      },
    },
    async (request) => service.changeDefaultPassword(authOf(request), request.body.new_password),
  );

  app.post(
    '/users/set-candidate-account/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Set a first password on an account created through a sign-in provider',
        body: SetCandidateAccountRequestSchema,
        response: { 200: SessionRenewedSchema },
      },
    },
    async (request) => service.setCandidateAccount(authOf(request), request.body),
  );

  app.get(
    '/auth/forgot_password/',
    {
      schema: {
        tags,
        summary: 'Send a password reset e-mail (same answer whether or not the account exists)',
        querystring: ForgotPasswordQuerySchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => service.requestPasswordReset(request.query.email_address, origin(request)),
  );

  app.post(
    '/auth/forgot_password/',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        body: ResetPasswordRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => service.resetPassword(request.body.token, request.body.password),
  );

  app.get(
    '/auth/verify_token/:token/',
    {
      schema: {
        tags,
        summary: 'Check a password reset link',
        params: VerifyTokenParamsSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => service.checkResetToken(request.params.token),
  );

  app.post(
    '/auth/send_email_verification/',
    {
      ...auth,
      schema: {
        tags,
        summary: "Send a verification link to the candidate's own address",
        response: { 200: DetailSchema },
      },
    },
    async (request) => service.sendEmailVerification(authOf(request), origin(request)),
  );

  app.post(
    '/auth/send-email-verification-link/',
    {
      schema: {
        tags,
        summary: 'Send a verification link to an address (same answer whether or not it has an account)',
        body: SendVerificationLinkRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => service.sendEmailVerificationLink(request.body.email, origin(request)),
  );

  app.post(
    '/auth/verify-email-verification-link/',
    {
      schema: {
        tags,
        summary: 'Follow a verification link: the e-mail address becomes verified',
        body: VerifyEmailRequestSchema,
        response: { 200: EmailVerifiedSchema },
      },
    },
    async (request) => service.verifyEmail(request.body.token),
  );

  app.post(
    '/v1/otp/create/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send a one-time code to an Indian phone number',
        body: OtpCreateV1RequestSchema,
        response: { 200: OtpCreatedSchema },
      },
    },
    async (request) => service.createOtp(authOf(request), request.body.phone, '+91'),
  );

  app.post(
    '/v2/otp/create/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send a one-time code to a phone number with its country code',
        body: OtpCreateV2RequestSchema,
        response: { 200: OtpCreatedSchema },
      },
    },
    async (request) => service.createOtp(authOf(request), request.body.phone, request.body.phone_location),
  );

  app.post(
    '/v1/otp/verify/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Check a one-time code; the phone number is saved on success',
        body: OtpVerifyRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) =>
      service.verifyOtp(authOf(request), request.body.phone, request.body.phone_location, request.body.otp),
  );

  app.post(
    '/users/change_email/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change the e-mail address (password required); the new address must be verified',
        body: ChangeEmailRequestSchema,
        response: { 200: EmailChangedSchema },
      },
    },
    async (request) => service.changeEmail(authOf(request), request.body.email, request.body.password, origin(request)),
  );

  app.get(
    '/users/account_setting/',
    { ...auth, schema: { tags, summary: 'Account settings', response: { 200: AccountSettingsSchema } } },
    async (request) => service.accountSettings(authOf(request)),
  );

  app.patch(
    '/users/account_setting/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Update names and marketing consent',
        body: AccountSettingsUpdateSchema,
        response: { 200: AccountSettingsSchema },
      },
    },
    async (request) => service.updateAccountSettings(authOf(request), request.body),
  );

  app.post(
    '/users/candidate/email_consent/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Marketing e-mail consent',
        body: EmailConsentRequestSchema,
        response: { 200: EmailConsentSchema },
      },
    },
    async (request) => service.setEmailConsent(authOf(request), request.body.marketing_email_consent),
  );

  app.post(
    '/users/set_user_preferences/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cookie preferences (spec 01 §3: each true, false or null)',
        body: CookiePreferencesSchema,
        response: { 200: CookiePreferencesSchema },
      },
    },
    async (request) => service.setCookiePreferences(authOf(request), request.body),
  );

  app.get(
    '/gdpr/generate_candidate_data/',
    { ...auth, schema: { tags, summary: "Download all of the candidate's data as JSON" } },
    async (request, reply) => {
      const caller = authOf(request);
      const data = await service.exportData(caller);
      return reply
        .header('content-disposition', `attachment; filename="talent500-data-${caller.candidateId}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, exportReplacer, 2));
    },
  );

  app.post(
    '/users/gdpr/delete/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Ask to delete the account: answers (or e-mails) a confirmation token',
        body: GdprDeleteRequestSchema.optional(),
        response: { 200: GdprDeleteResponseSchema },
      },
    },
    async (request) => service.requestDeletion(authOf(request), request.body?.password, origin(request)),
  );

  app.post(
    '/users/gdpr/confirm/delete/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Confirm the deletion: the account, its data and its files are removed',
        body: GdprConfirmDeleteRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => service.confirmDeletion(authOf(request), request.body.confirmation_token),
  );

  app.post(
    '/auth/exchangetoken/',
    {
      schema: {
        tags,
        summary: 'One-tap sign-in: a Google ID token (multipart form) for a session',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: OneTapResponseSchema },
      },
    },
    async (request) => service.googleExchange(parseFields(ExchangeTokenFormSchema, await formFields(request))),
  );

  app.post(
    '/auth/linkedin/',
    {
      schema: {
        tags,
        summary: 'LinkedIn sign-in: the authorisation code from /linkedin-redirect/ for a session',
        body: LinkedInExchangeRequestSchema,
        response: { 200: OneTapResponseSchema },
      },
    },
    async (request) => service.linkedInExchange(request.body, origin(request)),
  );
};
