// The composition root (conventions §5, decision 011): every service of every
// module is built here, once, from the process's dependencies, each receiving
// only what it uses. app.ts registers each module's routes with its services;
// routes call services, services call repos.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isProductionLike, type Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { EMAIL_JOB, type MailMessage, type Mailer } from './lib/mail.ts';
import type { QueueHandlers } from './lib/queue.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { publicUrlOf } from './lib/public-url.ts';
import { STORAGE_DELETE_JOB, createUrlSigner, type Storage } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';
import { screeningAnswersStep } from './modules/applications/next-steps.ts';
import { createTimelineService } from './modules/applications/timeline.service.ts';
import { createAccountGuard } from './modules/auth/account-guard.ts';
import { createAccountSettingsService } from './modules/auth/account-settings.service.ts';
import { createAuthLimits } from './modules/auth/auth-limits.ts';
import type { AuthServices } from './modules/auth/auth.routes.ts';
import { createGdprService } from './modules/auth/gdpr.service.ts';
import { createGoogleVerifier, createLinkedInClient } from './modules/auth/identity-providers.ts';
import { createPasswordsService } from './modules/auth/passwords.service.ts';
import { createProviderSignInService } from './modules/auth/provider-sign-in.service.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { SMS_JOB, createVerificationService, type SmsMessage } from './modules/auth/verification.service.ts';
import { createDevOutboxService } from './modules/dev-outbox/dev-outbox.service.ts';
import { createCtcService, pendingCtcStep } from './modules/offers/ctc.service.ts';
import { createOffersService, OFFER_EXPIRE_JOB, OFFER_REMINDER_JOB, openOfferStep } from './modules/offers/offers.service.ts';
import { createScreeningService } from './modules/screening/screening.service.ts';
import { createSurveysService, pendingSurveyStep } from './modules/surveys/surveys.service.ts';
import { createHiringJobsService } from './modules/hiring/hiring-jobs.service.ts';
import type { HiringServices } from './modules/hiring/hiring.routes.ts';
import { createPipelineService } from './modules/hiring/pipeline.service.ts';
import { createTeamService } from './modules/hiring/team.service.ts';
import { createPlatformService } from './modules/platform/platform.service.ts';

/** What a process brings: configuration, the database, storage, mail, tokens, Redis and a clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  tokens: TokenService;
  redis: Redis | null;
  /** Injected so tests can move time (token expiry, reset links, rate windows). */
  now: () => Date;
}

/** The process's dependencies plus the file-link signer, for modules not yet given narrow services. */
export type ModuleDeps = AppDeps & { urlSigner: ReturnType<typeof createUrlSigner> };

export function createServices(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, database, now, storage } = deps;
  const db = database.db;
  const urlSigner = createUrlSigner(config.FILE_SIGNING_SECRET);

  // accounts and sessions (spec 01 §3–§8)
  const limiter = createRateLimiter({
    redis: deps.redis,
    now,
    onError: (error) => log.error({ err: error }, 'rate limiter unavailable; attempt let through'),
  });
  const limits = createAuthLimits({ limiter, config });
  const guard = createAccountGuard({ db, limits });
  const verification = createVerificationService({ db, now, limits, guard, otpSecret: config.JWT_SECRET });
  const sessions = createSessionsService({ db, now, tokens: deps.tokens, config, limits, verification });
  const auth: AuthServices = {
    sessions,
    verification,
    passwords: createPasswordsService({ db, now, limits, guard, sessions }),
    settings: createAccountSettingsService({ db, now, guard, sessions, verification }),
    gdpr: createGdprService({ db, now, guard, storage }),
    providers: createProviderSignInService({
      db,
      now,
      sessions,
      verifyGoogle: createGoogleVerifier(config, now),
      linkedInProfile: createLinkedInClient(config),
    }),
  };

  // screening after applying: questions, self-screening, videos
  const screening = createScreeningService({
    db,
    storage,
    now,
    mailFrom: config.MAIL_FROM,
    publicUrl: publicUrlOf(config),
  });

  // offers, pay (CTC) letters and surveys (decision 016)
  const letterDeps = { db, now, publicUrl: publicUrlOf(config) };
  const offers = createOffersService(letterDeps);
  const ctc = createCtcService(letterDeps);
  const surveys = createSurveysService(letterDeps);

  // what the candidate must do next, per application: each module that asks something adds its source
  const timeline = createTimelineService({
    db,
    now,
    nextStepSources: [screeningAnswersStep, openOfferStep, pendingCtcStep, pendingSurveyStep],
  });

  // the hiring workspace (decision 017): members sign up with the candidates' own rules
  const hiring: HiringServices = {
    team: createTeamService({ db, now, signUp: (input, origin) => sessions.signUp(input, origin) }),
    jobs: createHiringJobsService({ db, now }),
    pipeline: createPipelineService({ db, now, urlSigner }),
  };

  const services = {
    platform: createPlatformService({ database, config, mailerKind: deps.mailer.kind }),
    auth,
    timeline,
    hiring,
    screening,
    offers,
    ctc,
    surveys,
    /** Development only: the outbox page exists while e-mail is not really sent. */
    devOutbox: deps.mailer.kind === 'outbox' && !isProductionLike(config) ? createDevOutboxService({ db }) : null,
  };

  /** What the queue worker runs, by job name (side effects after commit, conventions §4). */
  const queueHandlers: QueueHandlers = {
    [EMAIL_JOB]: async (payload: unknown) => deps.mailer.send(payload as MailMessage),
    [STORAGE_DELETE_JOB]: async (payload: unknown) => storage.deletePrefix((payload as { prefix: string }).prefix),
    [SMS_JOB]: async (payload: unknown) => verification.deliverSms(payload as SmsMessage),
    [OFFER_EXPIRE_JOB]: async (payload: unknown) => offers.expire(payload as { offerId: number }),
    [OFFER_REMINDER_JOB]: async (payload: unknown) => offers.remind(payload as { offerId: number; expiresAt: string }),
  };

  return { services, queueHandlers, moduleDeps: { ...deps, urlSigner } satisfies ModuleDeps };
}

export type Services = ReturnType<typeof createServices>['services'];
