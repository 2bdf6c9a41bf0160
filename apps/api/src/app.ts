// buildApp(deps): every plugin and module wired here, visibly (no autoload).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANALYSIS_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { createServices, type AppDeps } from './composition.ts';
import type { Config } from './config/env.ts';
import type { QueueHandlers } from './lib/queue.ts';
import { publicUrlOf } from './lib/public-url.ts';
import { applicationsRoutesPlugin } from './modules/application-core/applications.routes.ts';
import { timelineRoutesPlugin } from './modules/application-core/timeline.routes.ts';
import { authRoutesPlugin } from './modules/auth/auth.routes.ts';
import { candidatesRoutesPlugin } from './modules/candidates/candidates.routes.ts';
import { blogFeedRoutesPlugin } from './modules/content/blog-feed.ts';
import { embedScriptRoute } from './modules/content/embed-script.ts';
import { registerContentHeads } from './modules/content/content-heads.ts';
import { contentRoutesPlugin } from './modules/content/content.routes.ts';
import { devOutboxRoutesPlugin } from './modules/dev-outbox/dev-outbox.routes.ts';
import { teamWorkRoutesPlugin } from './modules/team-access/team-work.module.ts';
import { applicantTableRoutesPlugin } from './modules/applicant-table/applicant-table.routes.ts';
import { hiringRoutesPlugin } from './modules/hiring/hiring.routes.ts';
import { jobsRoutesPlugin } from './modules/jobs/jobs.routes.ts';
import { offersRoutesPlugin } from './modules/offers/offers.routes.ts';
import { platformRoutesPlugin } from './modules/platform/platform.routes.ts';
import { analyticsRoutesPlugin } from './modules/analytics/analytics.routes.ts';
import { resumeAnalysisRoutesPlugin } from './modules/resume-analysis/resume-analysis.routes.ts';
import { surveysRoutesPlugin } from './modules/surveys/surveys.routes.ts';
import { screeningRoutesPlugin } from './modules/screening/screening.routes.ts';
import { assessmentsRoutesPlugin } from './modules/assessments/assessments.routes.ts';
import { mandatoryDetailsRoutesPlugin } from './modules/mandatory-details/mandatory-details.routes.ts';
import { candidateReportRoutesPlugin } from './modules/candidate-report/candidate-report.routes.ts';
import { authGuardPlugin } from './plugins/auth-guard.ts';
import { keptReadsPlugin } from './plugins/kept-reads.ts';
import { clientPlugin } from './plugins/client.ts';
import { createNotificationHub } from './modules/notifications/notification-hub.ts';
import { notificationsRoutesPlugin } from './modules/notifications/notifications.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerTracing } from './plugins/tracing.ts';
import { createMetrics } from './lib/metrics.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { createPublicCache } from './lib/public-cache.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

export type { AppDeps } from './composition.ts';

declare module 'fastify' {
  interface FastifyInstance {
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
  // decision 034: the operators' view (metrics, request ids into queue jobs, traces when set)
  const metrics = deps.metrics ?? createMetrics();
  metrics.watchDatabase(deps.database);
  registerMetrics(app, { metrics, token: config.METRICS_TOKEN });
  await registerTracing(app, config);

  const { services, queueHandlers } = createServices({ ...deps, metrics }, app.log);
  app.decorate('queueHandlers', queueHandlers);
  app.decorate('refreshCompanySlugs', services.platform.refreshCompanySlugs);
  app.decorate('clientConfig', services.platform.clientConfig);
  await app.refreshCompanySlugs();
  // companies imported by the admin command (or another instance) appear within a minute
  const slugRefresh = setInterval(() => {
    app.refreshCompanySlugs().catch((error: unknown) => app.log.warn({ err: error }, 'company slug refresh failed'));
  }, COMPANY_SLUG_REFRESH_MS);
  slugRefresh.unref();
  app.addHook('onClose', async () => clearInterval(slugRefresh));
  const publicUrl = publicUrlOf(config);
  app.decorate('publicUrl', publicUrl);

  const analyzerOrigin = config.ANALYZER_BASE_URL ? [new URL(config.ANALYZER_BASE_URL).origin] : [];
  await registerSecurityHeaders(app, {
    // decision 024: a Segment-compatible analytics destination the browser posts to
    connect: [...analyzerOrigin, ...(config.ANALYTICS_CLIENT_URL ? [new URL(config.ANALYTICS_CLIENT_URL).origin] : [])],
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    hstsMaxAge: config.HSTS_MAX_AGE_SECONDS,
    frameAncestors: config.EMBED_ORIGINS,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: ANALYSIS_RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await registerOpenApi(app);
  await app.register(authGuardPlugin, { tokens: deps.tokens, database: deps.database });
  // a signed-in candidate's own reads from a body kept under their read version (decision 039)
  await app.register(keptReadsPlugin, {});
  // before the modules, so their public routes get its hooks (decision 026)
  await registerPublicCache(app, { cache: createPublicCache(), database: deps.database });

  await app.register(platformRoutesPlugin, { prefix: '/api', platform: services.platform });
  await app.register(authRoutesPlugin, { prefix: '/api', services: services.auth, config });
  if (services.devOutbox) await app.register(devOutboxRoutesPlugin, { prefix: '/api', devOutbox: services.devOutbox });
  await app.register(candidatesRoutesPlugin, {
    prefix: '/api',
    candidates: services.candidates,
    resumePrefill: services.resumePrefill,
  });
  await app.register(jobsRoutesPlugin, {
    prefix: '/api',
    jobs: services.jobs,
    alerts: services.alerts,
    publicUrl,
  });
  await app.register(applicationsRoutesPlugin, { prefix: '/api', applications: services.applications });
  await app.register(timelineRoutesPlugin, { prefix: '/api', timeline: services.timeline });
  await app.register(offersRoutesPlugin, {
    prefix: '/api',
    offers: services.offers,
    ctc: services.ctc,
    now: deps.now,
  });
  await app.register(surveysRoutesPlugin, { prefix: '/api', surveys: services.surveys });
  await app.register(contentRoutesPlugin, { prefix: '/api', services: services.content });
  await app.register(blogFeedRoutesPlugin, { pages: services.content.pages, publicUrl, brand: config.BRAND_NAME });
  await app.register(embedScriptRoute, { publicUrl });
  await app.register(screeningRoutesPlugin, { prefix: '/api', screening: services.screening });
  await app.register(hiringRoutesPlugin, { prefix: '/api', services: services.hiring, config });
  await app.register(teamWorkRoutesPlugin, { prefix: '/api', services: services.teamWork });
  await app.register(applicantTableRoutesPlugin, { prefix: '/api', services: services.applicantTable });
  // live notifications (decision 032): one LISTEN per instance fans out to this instance's streams
  const notificationHub = await createNotificationHub(deps.database);
  app.addHook('onClose', async () => notificationHub.close());
  await app.register(notificationsRoutesPlugin, {
    prefix: '/api',
    notifications: services.notifications,
    hub: notificationHub,
    openStreams: metrics.openStreams,
  });
  await app.register(assessmentsRoutesPlugin, { prefix: '/api', assessments: services.assessments });
  await app.register(mandatoryDetailsRoutesPlugin, { prefix: '/api', mandatory: services.mandatory });
  await app.register(candidateReportRoutesPlugin, { prefix: '/api', candidateReport: services.candidateReport });
  await app.register(analyticsRoutesPlugin, { prefix: '/api', services: services.analytics });
  // spec 02 §7: the analyzer answers at /v1/analyze_resume on its own base address
  await app.register(resumeAnalysisRoutesPlugin, { pool: services.analyzerPool });
  app.addHook('onClose', async () => services.analyzerPool.close());
  app.addHook('onClose', async () => services.jobs.closeSearchIndex());

  await app.register(clientPlugin, {
    clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
    publicUrl,
    production: config.APP_ENV === 'PRODUCTION',
    seoTemplates: services.seo.load,
    brand: config.BRAND_NAME,
  });
  registerContentHeads(app, services.content.pages, publicUrl, config.BRAND_NAME);
  return app as unknown as FastifyInstance;
}
