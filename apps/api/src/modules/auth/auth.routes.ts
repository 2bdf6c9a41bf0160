// HTTP of accounts and sessions (spec 01 §3–§8, spec 02 §7 catalogue): the
// endpoints of the contracts' table, each calling one accounts service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthMessages, ExchangeTokenFormSchema } from '@talent/contracts/auth';
import { authRoutes as routes } from '@talent/contracts/endpoints/auth';
import { authSchemas as schemas } from '@talent/contracts/endpoints/auth.schemas';
import type { Config } from '../../config/env.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { parseOrFieldErrors } from '../../lib/errors.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { AccountSettingsService } from './account-settings.service.ts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS } from './auth-limits.ts';
import type { RequestOrigin } from './auth-types.ts';
import type { GdprService } from './gdpr.service.ts';
import type { PasswordsService } from './passwords.service.ts';
import type { ProviderSignInService } from './provider-sign-in.service.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SignupConfirmationService } from './signup-confirmation.service.ts';
import type { VerificationService } from './verification.service.ts';

export interface AuthServices {
  sessions: SessionsService;
  /** Confirm-first sign-up (SIGNUP_CONFIRMATION=email, decision 014). */
  signupConfirmation: SignupConfirmationService;
  passwords: PasswordsService;
  verification: VerificationService;
  settings: AccountSettingsService;
  gdpr: GdprService;
  providers: ProviderSignInService;
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

export async function authRoutesPlugin(
  app: FastifyInstance,
  {
    services,
    config,
  }: { services: AuthServices; config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'SIGNUP_CONFIRMATION'> },
) {
  const { sessions, signupConfirmation, passwords, verification, settings, gdpr, providers } = services;
  // Links in e-mails come only from configuration: PUBLIC_URL, or the address
  // this server listens on — never the Host header a client chooses (decision 014).
  const baseUrl = publicUrlOf(config);
  const origin = (request: FastifyRequest): RequestOrigin => ({ ip: request.ip, baseUrl });
  // the known-device cookie goes only to the sign-in call
  const pathOfSignIn = `${app.prefix}${routes.signIn.path}`;
  // decision 014: answers carrying tokens, codes or account data are never stored by a cache
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  registerEndpoints(app, routes, schemas, {
    // decision 014: instant (spec 01 §4, signed in at once) or confirm-first (the same 202 for every address)
    signUp: async (request, reply) =>
      config.SIGNUP_CONFIRMATION === 'email'
        ? reply.status(202).send(await signupConfirmation.requestSignUp(request.body, origin(request)))
        : reply.status(201).send(await sessions.signUp(request.body, origin(request))),
    confirmSignUp: async (request) => signupConfirmation.confirmSignUp(request.body.token, origin(request)),
    resendSignUpLink: async (request, reply) =>
      reply.status(202).send(await signupConfirmation.requestResend(request.body.email, origin(request))),
    signIn: async (request, reply) => {
      const { response, knownDevice } = await sessions.signIn(request.body, {
        ...origin(request),
        knownDevice: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      reply.setCookie(KNOWN_DEVICE_COOKIE, knownDevice, {
        path: pathOfSignIn,
        httpOnly: true,
        sameSite: 'strict',
        secure: baseUrl.startsWith('https:'),
        maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
      });
      return response;
    },
    refreshToken: async (request) => sessions.refresh(request.body.refresh),
    logout: async (request) => {
      await sessions.logout(authOf(request), request.body?.refresh);
      return { detail: AuthMessages.loggedOut };
    },
    changePassword: async (request) =>
      passwords.changePassword(authOf(request), request.body.old_password, request.body.new_password),
    changeDefaultPassword: async (request) =>
      passwords.changeDefaultPassword(authOf(request), request.body.new_password),
    setCandidateAccount: async (request) => passwords.setCandidateAccount(authOf(request), request.body),
    forgotPassword: async (request) => passwords.requestPasswordReset(request.query.email_address, origin(request)),
    resetPassword: async (request) => passwords.resetPassword(request.body.token, request.body.password),
    verifyResetToken: async (request) => passwords.checkResetToken(request.params.token),
    sendEmailVerification: async (request) => verification.sendEmailVerification(authOf(request), origin(request)),
    sendEmailVerificationLink: async (request) =>
      verification.sendEmailVerificationLink(request.body.email, origin(request)),
    verifyEmail: async (request) => verification.verifyEmail(request.body.token),
    createOtpV1: async (request) => verification.createOtp(authOf(request), request.body.phone, '+91'),
    createOtpV2: async (request) =>
      verification.createOtp(authOf(request), request.body.phone, request.body.phone_location),
    verifyOtp: async (request) =>
      verification.verifyOtp(authOf(request), request.body.phone, request.body.phone_location, request.body.otp),
    changeEmail: async (request) =>
      settings.changeEmail(authOf(request), request.body.email, request.body.password, origin(request)),
    accountSettings: async (request) => settings.accountSettings(authOf(request)),
    updateAccountSettings: async (request) => settings.updateAccountSettings(authOf(request), request.body),
    emailConsent: async (request) => settings.setEmailConsent(authOf(request), request.body.marketing_email_consent),
    cookiePreferences: async (request) => settings.setCookiePreferences(authOf(request), request.body),
    exportData: async (request, reply) => {
      const caller = authOf(request);
      const data = await gdpr.exportData(caller);
      return reply
        .header('content-disposition', `attachment; filename="talent500-data-${caller.candidateId}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, exportReplacer, 2));
    },
    requestDeletion: async (request) => gdpr.requestDeletion(authOf(request), request.body?.password, origin(request)),
    confirmDeletion: async (request) => gdpr.confirmDeletion(authOf(request), request.body.confirmation_token),
    googleExchange: async (request) =>
      providers.googleExchange(parseOrFieldErrors(ExchangeTokenFormSchema, await formFields(request))),
    linkedInExchange: async (request) => providers.linkedInExchange(request.body, origin(request)),
  });
}
