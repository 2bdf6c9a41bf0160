// The composition root (docs/conventions.md §5, decision 011): every service of every
// module is built here, once, from the process's dependencies, each receiving
// only what it uses. app.ts registers each module's routes with its services;
// routes call services, services call repos.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isProductionLike, type Config } from './config/env.ts';
import type { Database, DbOrTx } from './db/client.ts';
import { EMAIL_JOB, type MailMessage, type Mailer } from './lib/mail.ts';
import { SMS_JOB, createSmsSender, type SmsMessage } from './lib/sms.ts';
import { enqueue, type QueueHandlers } from './lib/queue.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createComputedCache } from './lib/computed-cache.ts';
import type { Metrics } from './lib/metrics.ts';
import { publicUrlOf } from './lib/public-url.ts';
import { STORAGE_DELETE_JOB, createUrlSigner, type Storage } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';
import { screeningAnswersStep } from './modules/application-core/next-steps.ts';
import { createApplicationTrafficService } from './modules/application-core/application-traffic.service.ts';
import { createApplicationsService } from './modules/application-core/applications.service.ts';
import { createTimelineService } from './modules/application-core/timeline.service.ts';
import { createAccountGuard } from './modules/auth/account-guard.ts';
import { createAccountSettingsService } from './modules/auth/account-settings.service.ts';
import { createAuthLimits } from './modules/auth/auth-limits.ts';
import type { AuthServices } from './modules/auth/auth.routes.ts';
import { createGdprService } from './modules/auth/gdpr.service.ts';
import { createGoogleVerifier, createLinkedInClient } from './modules/auth/identity-providers.ts';
import { PASSWORD_RESET_JOB, createPasswordsService } from './modules/auth/passwords.service.ts';
import type { LinkRequest } from './modules/auth/auth-types.ts';
import { createProviderSignInService } from './modules/auth/provider-sign-in.service.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import {
  SIGNUP_CONFIRMATION_JOB,
  SIGNUP_RESEND_JOB,
  createSignupConfirmationService,
  type PendingSignupJob,
} from './modules/auth/signup-confirmation.service.ts';
import { VERIFICATION_LINK_JOB, createVerificationService } from './modules/auth/verification.service.ts';
import { createCandidateFilesService } from './modules/candidates/candidate-files.service.ts';
import { createCareerService } from './modules/candidates/career.service.ts';
import { createProfileService } from './modules/candidates/profile.service.ts';
import { createResumePrefillService } from './modules/candidates/resume-prefill.service.ts';
import { AnalyzerPool } from './modules/resume-analysis/analyzer-pool.ts';
import { jobErrorToHttp } from './modules/resume-analysis/resume-analysis.routes.ts';
import { createDevOutboxService } from './modules/dev-outbox/dev-outbox.service.ts';
import { createCtcService, pendingCtcStep } from './modules/offers/ctc.service.ts';
import {
  createOffersExpiryService,
  OFFER_EXPIRE_JOB,
  OFFER_REMINDER_JOB,
} from './modules/offers/offers-expiry.service.ts';
import { createOffersHiringService } from './modules/offers/offers-hiring.service.ts';
import { createOffersTemplatesService } from './modules/offers/offers-templates.service.ts';
import { createOffersService, openOfferStep } from './modules/offers/offers.service.ts';
import {
  ASSESSMENT_LAPSE_JOB,
  ASSESSMENT_REMINDER_JOB,
  createAssessmentsDeadlineService,
} from './modules/assessments/assessments-deadline.service.ts';
import { createAssessmentsHiringService } from './modules/assessments/assessments-hiring.service.ts';
import { codingAssessmentStep, createAssessmentsService } from './modules/assessments/assessments.service.ts';
import {
  DOCUMENTS_LAPSE_JOB,
  DOCUMENTS_REMINDER_JOB,
  createMandatoryDeadlineService,
  type DocumentsDeadlineJob,
} from './modules/mandatory-details/mandatory-deadline.service.ts';
import { createMandatoryService, mandatoryDetailsStep } from './modules/mandatory-details/mandatory-details.service.ts';
import { createMandatoryHiringService } from './modules/mandatory-details/mandatory-hiring.service.ts';
import { createCandidateReportService } from './modules/candidate-report/candidate-report.service.ts';
import { createScreeningHiringService } from './modules/screening/screening-hiring.service.ts';
import { createScreeningUploadsService } from './modules/screening/screening-uploads.service.ts';
import { createSelfScreeningService, selfScreeningStep } from './modules/screening/self-screening.service.ts';
import { createSurveysService, pendingSurveyStep } from './modules/surveys/surveys.service.ts';
import { createNotificationEmailHandler } from './modules/notifications/notification-email.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { NOTIFICATION_EMAIL_JOB } from './modules/notifications/notify.ts';
import { createHiringJobsService } from './modules/hiring/hiring-jobs.service.ts';
import type { HiringServices } from './modules/hiring/hiring.routes.ts';
import { createInterviewsCandidateService } from './modules/interviews/interviews-candidate.service.ts';
import { createInterviewsService } from './modules/interviews/interviews.service.ts';
import { createScorecardsService } from './modules/scorecards/scorecards.service.ts';
import type { TeamWorkServices } from './modules/team-access/team-work.module.ts';
import { createCompanyAnalyticsService } from './modules/company-analytics/company-analytics.service.ts';
import { createTeamNotesService } from './modules/team-notes/team-notes.service.ts';
import { createPipelineService } from './modules/hiring/pipeline.service.ts';
import { createApplicantTableService } from './modules/applicant-table/applicant-table.service.ts';
import { createEmailTemplatesService } from './modules/email-templates/email-templates.service.ts';
import { createTeamService } from './modules/hiring/team.service.ts';
import {
  createAlertDigestHandler,
  createAlertMatchHandler,
  JOB_ALERTS_DIGEST,
  JOB_ALERTS_MATCH,
} from './modules/jobs/alert-digest.ts';
import { createAlertsService } from './modules/jobs/alerts.service.ts';
import { createCatalogueService } from './modules/jobs/catalogue.service.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import {
  JOBS_FOR_YOU_CACHE_PREFIX,
  JOBS_FOR_YOU_WARM_JOB,
  type RankedJobsForYou,
} from './modules/jobs/jobs-for-you.ts';
import { createPlatformService } from './modules/platform/platform.service.ts';
import { createVariantPicker } from './modules/analytics/ab-variants.ts';
import type { AnalyticsServices } from './modules/analytics/analytics.routes.ts';
import { ANALYTICS_FORWARD_JOB, createCollectorService } from './modules/analytics/collector.service.ts';
import { createFunnelService } from './modules/analytics/funnel.service.ts';
import { createGeolocation } from './modules/analytics/geolocation.ts';
import { createGeolocationService } from './modules/analytics/geolocation.service.ts';
import type { ContentServices } from './modules/content/content.routes.ts';
import { createEnterpriseService } from './modules/content/enterprise.service.ts';
import { createFormsService } from './modules/content/forms.service.ts';
import { createPagesService } from './modules/content/pages.service.ts';
import { createReferralsService } from './modules/content/referrals.service.ts';
import { createSeoService } from './modules/content/seo.service.ts';
import { createSpeakupService } from './modules/content/speakup.service.ts';
import { startingContent } from './modules/content/starting-content.ts';

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
  /** The operators' metrics (decision 034); app.ts creates them when not given. */
  metrics?: Metrics;
}

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
  // geolocation and A/B variants (decision 024): a new candidate's country, currency and sticky variant
  const geolocate = createGeolocation({ onError: (error) => log.error({ err: error }, 'geolocation failed') });
  const pickVariant = createVariantPicker(config);
  const newCandidateDefaults = async (ip: string) => {
    const country = await geolocate(ip);
    return { segmentation: pickVariant(), countryCode: country.country_code, currency: country.currency };
  };
  const guard = createAccountGuard({ db, limits });
  const verification = createVerificationService({ db, now, limits, guard, otpSecret: config.JWT_SECRET });
  const sessions = createSessionsService({
    db,
    now,
    tokens: deps.tokens,
    config,
    limits,
    verification,
    newCandidateDefaults,
  });
  const passwords = createPasswordsService({ db, now, limits, guard, sessions });
  const signupConfirmation = createSignupConfirmationService({ db, now, limits, sessions, newCandidateDefaults });
  const auth: AuthServices = {
    sessions,
    signupConfirmation,
    verification,
    passwords,
    settings: createAccountSettingsService({ db, now, guard, sessions, verification }),
    gdpr: createGdprService({ db, now, guard, storage }),
    providers: createProviderSignInService({
      db,
      now,
      sessions,
      pickVariant,
      verifyGoogle: createGoogleVerifier(config, now),
      linkedInProfile: createLinkedInClient(config),
    }),
  };

  // screening after applying: questions, self-screening, videos
  const screening = {
    candidate: createSelfScreeningService({ db, now, mailFrom: config.MAIL_FROM, publicUrl: publicUrlOf(config) }),
    uploads: createScreeningUploadsService({ db, storage, now }),
    hiring: createScreeningHiringService({ db, storage, now }),
  };

  // offers, pay (CTC) letters and surveys (decision 016)
  const letterDeps = { db, now, publicUrl: publicUrlOf(config) };
  const offers = {
    candidate: createOffersService(letterDeps),
    hiring: createOffersHiringService(letterDeps),
    templates: createOffersTemplatesService(letterDeps),
    expiry: createOffersExpiryService(letterDeps),
  };
  const ctc = createCtcService(letterDeps);
  const surveys = createSurveysService(letterDeps);

  const assessments = {
    candidate: createAssessmentsService({ db, storage, now }),
    hiring: createAssessmentsHiringService({ db, storage, now }),
    deadline: createAssessmentsDeadlineService({ db, now }),
  };

  // what the candidate must do next, per application: each module that asks something adds its source
  const timeline = createTimelineService({
    db,
    now,
    nextStepSources: [
      screeningAnswersStep,
      selfScreeningStep,
      codingAssessmentStep,
      mandatoryDetailsStep,
      openOfferStep,
      pendingCtcStep,
      pendingSurveyStep,
    ],
  });

  // the hiring workspace (decision 017): members sign up with the candidates' own rules
  const hiring: HiringServices = {
    team: createTeamService({ db, now, signUp: (input, origin) => sessions.signUp(input, origin) }),
    jobs: createHiringJobsService({ db, now }),
    pipeline: createPipelineService({ db, now, urlSigner }),
  };

  // working with many applicants (decision 047): the table, tags, bulk actions, e-mail templates
  const applicantTable = {
    table: createApplicantTableService({ db, now, pipeline: hiring.pipeline, surveys }),
    templates: createEmailTemplatesService({ db, now }),
  };

  // the hiring team decides together (decisions 043, 044): notes, scorecards, interviews
  const interviewDeps = {
    db,
    now,
    publicUrl: publicUrlOf(config),
    organizerEmail: config.MAIL_FROM.replace(/^.*<([^>]+)>.*$/, '$1'),
  };
  const teamWork: TeamWorkServices = {
    notes: createTeamNotesService({ db, now, publicUrl: publicUrlOf(config) }),
    scorecards: createScorecardsService({ db, now }),
    interviews: {
      team: createInterviewsService(interviewDeps),
      candidate: createInterviewsCandidateService(interviewDeps),
    },
    companyAnalytics: createCompanyAnalyticsService({ db, now }),
  };

  // analytics (decision 024): the collector, the key and geolocation endpoints, the operators' funnel
  const collector = createCollectorService({ db, now, limiter, config });
  const analytics: AnalyticsServices = {
    geolocation: createGeolocationService({ geolocate, secret: config.JWT_SECRET, now }),
    collector,
    funnel: createFunnelService({ db, now }),
  };

  // the public site (decision 023): pages, blog, forms, whistleblower, referrals, SEO templates
  const seo = createSeoService({ db });
  const content: ContentServices = {
    pages: createPagesService({ db, now }),
    forms: createFormsService({
      db,
      limiter,
      operatorEmail: config.OPERATOR_EMAIL,
      publicUrl: publicUrlOf(config),
      brand: config.BRAND_NAME,
      limitPerAddress: config.CONTACT_LIMIT_PER_ADDRESS,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    }),
    speakup: createSpeakupService({
      db,
      storage,
      limiter,
      operatorEmail: config.OPERATOR_EMAIL,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    }),
    referrals: createReferralsService({ db, publicUrl: publicUrlOf(config) }),
    enterprise: createEnterpriseService({ db, now }),
    startingContent: startingContent(config.BRAND_NAME, config.OPERATOR_EMAIL),
  };

  // the catalogue: search, companies, job pages, saved jobs, recommendations (spec 02 §7 jobs catalogue)
  // each candidate's ranked 'Jobs for you', under the version of its inputs (decision 038)
  const jobsForYouCache = createComputedCache<RankedJobsForYou>({
    prefix: JOBS_FOR_YOU_CACHE_PREFIX,
    redis: deps.redis,
    onError: (error) => log.error({ err: error }, "'Jobs for you' cache store unavailable; ranked here"),
  });
  const jobs = createJobsService({
    db,
    now,
    jobsForYouCache,
    countJobsForYouRead: (list) => deps.metrics?.jobsForYouReads.inc({ list }),
  });
  deps.metrics?.watchSearchIndex(jobs.searchIndexWatch);

  // the candidate's profile and onboarding, career history and files (spec 01 §7, spec 02 §7)
  // the dashboard's first read after a profile or experience change finds its list ranked (decision 038)
  const profileChanged = (tx: DbOrTx, candidateId: number) =>
    enqueue(tx, JOBS_FOR_YOU_WARM_JOB, { candidateId }, { maxAttempts: 1 });
  const profile = createProfileService({ db, urlSigner, now, profileChanged });
  const candidates = {
    profile,
    career: createCareerService({ db, now, profileChanged }),
    files: createCandidateFilesService({ db, storage, urlSigner, now, changedFields: profile.changedFields }),
  };

  // one bounded pool of parser workers for the analyzer page and the profile's resume proposals (decisions 007, 027)
  const analyzerPool = new AnalyzerPool();

  const services = {
    platform: createPlatformService({ database, config, mailerKind: deps.mailer.kind, seoTemplates: seo.current }),
    content,
    seo,
    auth,
    candidates,
    resumePrefill: createResumePrefillService({
      db,
      storage,
      analyze: (bytes, meta) => analyzerPool.analyze(bytes, meta),
      toHttpError: (error) => jobErrorToHttp(error, log),
      now,
    }),
    analyzerPool,
    // apply, applied jobs, screening answers, withdrawal (spec 01 §4, §7), and what surrounds applying:
    // external clicks, the e-mail click, campaign messages; the jobs they are for come from the catalogue
    applications: {
      candidate: createApplicationsService({ db, now, publicUrl: publicUrlOf(config), urlSigner, jobs }),
      traffic: createApplicationTrafficService({ db, now, urlSigner, jobs }),
    },
    jobs,
    alerts: createAlertsService({ db, now, urlSigner }),
    // the operators' writes: companies, jobs, publishing, banners and cards (the admin command line builds its own)
    catalogue: createCatalogueService({ db, now }),
    timeline,
    hiring,
    applicantTable,
    teamWork,
    screening,
    offers,
    ctc,
    surveys,
    // after selection: coding assessments, mandatory details, the candidate report (decision 015)
    assessments,
    mandatory: {
      candidate: createMandatoryService({ db, storage, now }),
      hiring: createMandatoryHiringService({ db, storage, now }),
      deadline: createMandatoryDeadlineService({ db, now }),
    },
    candidateReport: createCandidateReportService({ db, now }),
    analytics,
    // the bell and e-mail preferences (decision 032)
    notifications: createNotificationsService({ db, now, tokens: deps.tokens }),
    /** Development only: the outbox page exists while e-mail is not really sent. */
    devOutbox: deps.mailer.kind === 'outbox' && !isProductionLike(config) ? createDevOutboxService({ db }) : null,
  };

  const sms = createSmsSender({ db });
  /** What the queue worker runs, by job name (side effects after commit, docs/conventions.md §4). */
  const queueHandlers: QueueHandlers = {
    [EMAIL_JOB]: async (payload: unknown) => deps.mailer.send(payload as MailMessage),
    [JOB_ALERTS_MATCH]: createAlertMatchHandler({ db, publicUrl: publicUrlOf(config), urlSigner, now }),
    [JOB_ALERTS_DIGEST]: createAlertDigestHandler({ db, publicUrl: publicUrlOf(config), urlSigner, now }),
    [JOBS_FOR_YOU_WARM_JOB]: async (payload: unknown) =>
      jobs.warmJobsForYou((payload as { candidateId: number }).candidateId),
    [STORAGE_DELETE_JOB]: async (payload: unknown) => storage.deletePrefix((payload as { prefix: string }).prefix),
    [SMS_JOB]: async (payload: unknown) => sms.send(payload as SmsMessage),
    [VERIFICATION_LINK_JOB]: async (payload: unknown) => verification.deliverVerificationLink(payload as LinkRequest),
    [PASSWORD_RESET_JOB]: async (payload: unknown) => passwords.sendPasswordReset(payload as LinkRequest),
    [SIGNUP_CONFIRMATION_JOB]: async (payload: unknown) =>
      signupConfirmation.deliverSignup(payload as PendingSignupJob),
    [SIGNUP_RESEND_JOB]: async (payload: unknown) => signupConfirmation.deliverResend(payload as LinkRequest),
    [OFFER_EXPIRE_JOB]: async (payload: unknown) => offers.expiry.expire(payload as { offerId: number }),
    [ANALYTICS_FORWARD_JOB]: async (payload: unknown) =>
      collector.forward(payload as Parameters<typeof collector.forward>[0]),
    [ASSESSMENT_REMINDER_JOB]: async (payload: unknown) =>
      assessments.deadline.remind(payload as { assessmentId: number; deadlineAt: string }),
    [NOTIFICATION_EMAIL_JOB]: createNotificationEmailHandler({
      db,
      publicUrl: publicUrlOf(config),
      send: (message) => deps.mailer.send(message),
    }),
    [OFFER_REMINDER_JOB]: async (payload: unknown) =>
      offers.expiry.remind(payload as { offerId: number; expiresAt: string }),
    // an assessment's and a documents request's deadline (decision 046)
    [ASSESSMENT_LAPSE_JOB]: async (payload: unknown) =>
      assessments.deadline.lapse(payload as { assessmentId: number; deadlineAt: string }),
    [DOCUMENTS_REMINDER_JOB]: async (payload: unknown) =>
      services.mandatory.deadline.remind(payload as DocumentsDeadlineJob),
    [DOCUMENTS_LAPSE_JOB]: async (payload: unknown) =>
      services.mandatory.deadline.lapse(payload as DocumentsDeadlineJob),
  };

  return { services, queueHandlers };
}

export type Services = ReturnType<typeof createServices>['services'];
