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
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
