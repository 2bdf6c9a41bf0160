// spec 01 §7 / §9: the 'global configuration' the content-managed site supplies.
// Here the server renders it into every document from its environment, so a
// change needs a restart, not a rebuild.
import { z } from 'zod';

export const AppConfigSchema = z.object({
  apiBase: z.string(),
  analyzerBase: z.string(),
  environment: z.enum(['PRODUCTION', 'PREPROD', 'DEVELOPMENT', 'TEST', 'LOCAL']),
  companySlugs: z.array(z.string()),
  pageIds: z.record(z.string(), z.string()),
  features: z.object({
    showCareerSolutions: z.boolean(),
    showReferAndEarn: z.boolean(),
    maintenanceStrip: z.object({ enabled: z.boolean(), text: z.string() }),
    abTesting: z.boolean(),
  }),
  links: z.object({
    careerSolutions: z.string(),
    blog: z.string(),
    blogEnterprise: z.string(),
    assessmentSite: z.string(),
  }),
  cookieDomain: z.string().nullable(),
  googleClientId: z.string().nullable(),
  linkedinClientId: z.string().nullable(),
  linkedinAuthorizeUrl: z.string().nullable(),
  devOutbox: z.boolean(),
  /** decision 023: the brand (name, logo, marketing claim) comes from configuration. */
  brand: z.object({ name: z.string(), logoUrl: z.string(), claim: z.string() }),
  /** spec 02 §9: operators' SEO templates by page type. */
  /**
   * decision 024: the browser's analytics. enabled: the environment sends events
   * (spec 02 §9) or ANALYTICS_CLIENT forces it; url: the batch destination (the
   * product's collector, or a Segment-compatible one); writeKey for the latter.
   */
  analytics: z.object({ enabled: z.boolean(), url: z.string(), writeKey: z.string().nullable() }),
  seoTemplates: z.record(
    z.string(),
    z.partialRecord(
      z.enum([
        'title',
        'description',
        'og_title',
        'og_description',
        'og_image',
        'twitter_title',
        'twitter_description',
      ]),
      z.string().nullable(),
    ),
  ),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
