// Readiness and the client's global configuration (ARCHITECTURE: 'window
// configuration'): API base, company slugs, page ids, feature switches.
import { ANALYTICS_ENVIRONMENTS } from '@talent/contracts/analytics';
import type { AppConfig } from '@talent/contracts/app-config';
import type { SeoTemplates } from '@talent/contracts/seo';
import { isProductionLike, type Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { listCompanySlugs } from './platform.repo.ts';

export interface PlatformDeps {
  database: Pick<Database, 'db' | 'engine' | 'ping'>;
  config: Config;
  /** The development outbox link shows only while e-mail is kept in the outbox. */
  mailerKind: 'smtp' | 'outbox';
  /** spec 02 §9: operators' SEO templates, carried to the client for heads after navigation. */
  seoTemplates?: () => SeoTemplates;
}

export function createPlatformService({ database, config, mailerKind, seoTemplates }: PlatformDeps) {
  let companySlugs: string[] = config.COMPANY_SLUGS;
  return {
    /** The configured companies, or those in the database when none are configured. */
    async refreshCompanySlugs() {
      if (config.COMPANY_SLUGS.length === 0) companySlugs = await listCompanySlugs(database.db);
    },

    async ready(): Promise<{ status: 'ready'; database: string } | null> {
      try {
        await database.ping();
        return { status: 'ready', database: database.engine };
      } catch {
        return null;
      }
    },

    clientConfig(): AppConfig {
      return {
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
        devOutbox: mailerKind === 'outbox' && !isProductionLike(config),
        brand: { name: config.BRAND_NAME, logoUrl: config.BRAND_LOGO_URL, claim: config.BRAND_CLAIM },
        analytics: {
          enabled:
            config.ANALYTICS_CLIENT === 'on' ||
            (config.ANALYTICS_CLIENT === 'auto' && ANALYTICS_ENVIRONMENTS.includes(config.APP_ENV)),
          url: config.ANALYTICS_CLIENT_URL ?? '/api/analytics/v1/batch',
          writeKey: config.ANALYTICS_CLIENT_URL ? (config.ANALYTICS_CLIENT_WRITE_KEY ?? null) : null,
        },
        seoTemplates: seoTemplates?.() ?? {},
      };
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
