// buildApp(deps): every plugin and module wired here, visibly (no autoload).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from '@talent/contracts/app-config';
import { ANALYSIS_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { isProductionLike, type Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { EMAIL_JOB, type MailMessage, type Mailer } from './lib/mail.ts';
import type { QueueHandlers } from './lib/queue.ts';
import { STORAGE_DELETE_JOB, createUrlSigner, type Storage } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { screeningAnswersStep } from './modules/applications/next-steps.ts';
import { timelineRoutes } from './modules/applications/timeline.routes.ts';
import { createTimelineService } from './modules/applications/timeline.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { candidatesRoutes } from './modules/candidates/candidates.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { hiringRoutes } from './modules/hiring/hiring.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { publicUrlOf } from './modules/jobs/job-links.ts';
import { createCtcService, pendingCtcStep } from './modules/offers/ctc.service.ts';
import { offersRoutesPlugin } from './modules/offers/offers.routes.ts';
import {
  createOffersService,
  OFFER_EXPIRE_JOB,
  OFFER_REMINDER_JOB,
  openOfferStep,
} from './modules/offers/offers.service.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { listCompanySlugs } from './modules/platform/platform.repo.ts';
import { resumeAnalysisRoutes } from './modules/resume-analysis/resume-analysis.routes.ts';
import { surveysRoutesPlugin } from './modules/surveys/surveys.routes.ts';
import { createSurveysService, pendingSurveyStep } from './modules/surveys/surveys.service.ts';
import { screeningModule } from './modules/screening/screening.routes.ts';
import { authGuardPlugin } from './plugins/auth-guard.ts';
import { clientPlugin } from './plugins/client.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

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

export type ModuleDeps = AppDeps & { urlSigner: ReturnType<typeof createUrlSigner> };

declare module 'fastify' {
  interface FastifyInstance {
    deps: ModuleDeps;
    queueHandlers: QueueHandlers;
    refreshCompanySlugs: () => Promise<void>;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const COMPANY_SLUG_REFRESH_MS = 60_000;
export const DEFAULT_CLIENT_DIR = path.resolve(here, '../../web/dist');

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'new_password', 'old_password'],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(
  deps: AppDeps,
  options: { clientDir?: string; logger?: FastifyServerOptions['logger'] } = {},
) {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  const moduleDeps: ModuleDeps = { ...deps, urlSigner: createUrlSigner(config.FILE_SIGNING_SECRET) };
  app.decorate('deps', moduleDeps);
  const letterDeps = { db: deps.database.db, now: deps.now, publicUrl: publicUrlOf(config) };
  const offers = createOffersService(letterDeps);
  const ctc = createCtcService(letterDeps);
  const surveys = createSurveysService(letterDeps);
  app.decorate('queueHandlers', {
    [EMAIL_JOB]: async (payload: unknown) => deps.mailer.send(payload as MailMessage),
    [STORAGE_DELETE_JOB]: async (payload: unknown) => deps.storage.deletePrefix((payload as { prefix: string }).prefix),
    [OFFER_EXPIRE_JOB]: async (payload: unknown) => offers.expire(payload as { offerId: number }),
    [OFFER_REMINDER_JOB]: async (payload: unknown) => offers.remind(payload as { offerId: number; expiresAt: string }),
  } satisfies QueueHandlers);

  let companySlugs: string[] = config.COMPANY_SLUGS;
  app.decorate('refreshCompanySlugs', async () => {
    if (config.COMPANY_SLUGS.length === 0) companySlugs = await listCompanySlugs(deps.database.db);
  });
  await app.refreshCompanySlugs();
  // companies imported by the admin command (or another instance) appear within a minute
  const slugRefresh = setInterval(() => {
    app.refreshCompanySlugs().catch((error: unknown) => app.log.warn({ err: error }, 'company slug refresh failed'));
  }, COMPANY_SLUG_REFRESH_MS);
  slugRefresh.unref();
  app.addHook('onClose', async () => clearInterval(slugRefresh));
  const publicUrl = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
  const clientConfig: () => AppConfig = () => ({
    apiBase: '/api',
    analyzerBase: config.ANALYZER_BASE_URL,
    environment: config.APP_ENV,
    companySlugs,
    pageIds: config.PAGE_IDS,
    features: {
      showCareerSolutions: config.SHOW_CAREER_SOLUTIONS,
      showReferAndEarn: config.SHOW_REFER_AND_EARN,
      maintenanceStrip: { enabled: config.MAINTENANCE_STRIP, text: config.MAINTENANCE_TEXT },
      abTesting: config.AB_TESTING,
    },
    links: {
      careerSolutions: config.CAREER_SOLUTIONS_URL,
      blog: config.BLOG_URL,
      blogEnterprise: config.ENTERPRISE_BLOG_URL,
      assessmentSite: config.ASSESSMENT_SITE_URL,
    },
    cookieDomain: config.COOKIE_DOMAIN ?? null,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    linkedinClientId: config.LINKEDIN_CLIENT_ID ?? null,
    linkedinAuthorizeUrl: config.LINKEDIN_CLIENT_ID ? config.LINKEDIN_AUTHORIZE_URL : null,
    devOutbox: deps.mailer.kind === 'outbox' && !isProductionLike(config),
  });
  app.decorate('clientConfig', clientConfig);

  const analyzerOrigin = config.ANALYZER_BASE_URL ? [new URL(config.ANALYZER_BASE_URL).origin] : [];
  await registerSecurityHeaders(app, {
    connect: analyzerOrigin,
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    hstsMaxAge: config.HSTS_MAX_AGE_SECONDS,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: ANALYSIS_RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await registerOpenApi(app);
  await app.register(authGuardPlugin, { tokens: deps.tokens, db: deps.database.db });

  await app.register(platformRoutes, { prefix: '/api', database: deps.database });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(candidatesRoutes, { prefix: '/api' });
  await app.register(jobsRoutes, { prefix: '/api' });
  await app.register(applicationsRoutes, { prefix: '/api' });
  // what the candidate must do next, per application: each module that asks something adds its source
  const timeline = createTimelineService({
    db: deps.database.db,
    now: deps.now,
    nextStepSources: [screeningAnswersStep, openOfferStep, pendingCtcStep, pendingSurveyStep],
  });
  await app.register(timelineRoutes, { prefix: '/api', timeline });
  await app.register(offersRoutesPlugin, { prefix: '/api', offers, ctc, now: deps.now });
  await app.register(surveysRoutesPlugin, { prefix: '/api', surveys });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(hiringRoutes, { prefix: '/api' });
  await app.register(screeningModule, { prefix: '/api' });
  // spec 02 §7: the analyzer answers at /v1/analyze_resume on its own base address
  await app.register(resumeAnalysisRoutes);

  await app.register(clientPlugin, {
    clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
    publicUrl,
    production: config.APP_ENV === 'PRODUCTION',
  });
  return app as unknown as FastifyInstance;
}
