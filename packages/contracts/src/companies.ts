// Companies as the public pages and the job cards show them (spec 02 §3
// company), and the banners and promotional cards placed beside them.
import { z } from 'zod';
import { CompanyDetailsSchema } from './jobs.ts';
import { paginated } from './paging.ts';

export const CompanySchema = CompanyDetailsSchema.extend({
  priority: z.number().int(),
  open_jobs: z.number().int(),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListResponseSchema = paginated(CompanySchema);

/** /companies-evp/{companyId}/: spec 02 §3 company (company_about_section.name, id). */
export const CompanyEvpSchema = CompanySchema.extend({
  company_about_section: z.object({ id: z.number().int(), name: z.string(), about: z.string() }),
});
export type CompanyEvp = z.infer<typeof CompanyEvpSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  placement: z.string(),
  title: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const PromotionalCardSchema = z.object({
  id: z.number().int(),
  placement: z.string(),
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
});
export type PromotionalCard = z.infer<typeof PromotionalCardSchema>;
