// The public site (decision 023): content pages and blog posts, the forms that
// reach a person (contact, enterprise enquiries and leads, newsletter,
// whistleblower) and refer and earn. Texts not in the spec are ours, kept here
// so client and server say the same.
import { z } from 'zod';
import { COUNTRIES } from './countries.ts';
import { EmailSchema, freeText, requiredText } from './fields.ts';
import { Messages } from './messages.ts';
import { paginated } from './paging.ts';
import { isBusinessEmail } from './validators.ts';
import {
  BLOG_AUDIENCES,
  CASE_CODE_PATTERN,
  CONTENT_SLUG_PATTERN,
  HONEYPOT_FIELD,
  REFERRAL_STAGES,
  SPEAKUP_CATEGORIES,
  TEAM_SIZES,
} from './content-constants.ts';

export * from './content-constants.ts';

const honeypot = z.string().max(200).optional();

export const BusinessEmailSchema = EmailSchema.refine(isBusinessEmail, { message: Messages.businessEmail });

// ---- pages and blog -------------------------------------------------------

export const SlugSchema = z.string().regex(CONTENT_SLUG_PATTERN);

export const FaqEntrySchema = z.object({ question: z.string(), answer_html: z.string(), answer_text: z.string() });
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  updated_at: z.string(),
  /** The FAQ page's questions, read from its `##` headings (FAQPage structured data). */
  faq: z.array(FaqEntrySchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentPageSummarySchema = z.object({ slug: z.string(), title: z.string(), description: z.string() });
export type ContentPageSummary = z.infer<typeof ContentPageSummarySchema>;

export const BlogListQuerySchema = z.object({
  audience: z.enum(BLOG_AUDIENCES).default('professionals'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export const BlogPostSummarySchema = z.object({
  audience: z.enum(BLOG_AUDIENCES),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  published_at: z.string(),
  url: z.string(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
export const BlogPostListSchema = paginated(BlogPostSummarySchema);
export type BlogPostList = z.infer<typeof BlogPostListSchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({ html: z.string(), updated_at: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

// ---- forms ------------------------------------------------------------------

export const DetailSchema = z.object({ detail: z.string() });

export const ContactFormSchema = z.object({
  name: requiredText(120),
  email: EmailSchema,
  subject: requiredText(150),
  message: requiredText(5000),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

const countryCode = z
  .string()
  .refine((v) => v === '' || COUNTRIES.some((c) => c.value === v), { message: 'Choose a country from the list.' });

export const EnquiryFormSchema = z.object({
  name: requiredText(120),
  email: BusinessEmailSchema,
  company: requiredText(150),
  phone: freeText(20).optional().default(''),
  country: countryCode.optional().default(''),
  team_size: z.enum(TEAM_SIZES).or(z.literal('')).optional().default(''),
  message: freeText(3000).optional().default(''),
  campaign: freeText(80).optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type EnquiryForm = z.input<typeof EnquiryFormSchema>;

export const LeadFormSchema = z.object({
  email: BusinessEmailSchema,
  name: freeText(120).optional().default(''),
  [HONEYPOT_FIELD]: honeypot,
});

export const SubscribeSchema = z.object({ email: EmailSchema, [HONEYPOT_FIELD]: honeypot });
export const TokenBodySchema = z.object({ token: z.string().min(16).max(128) });

// ---- enterprise catalogue -------------------------------------------------

export const RegionSchema = z.object({ code: z.string(), name: z.string(), countries: z.array(z.string()) });
export const CountryListItemSchema = z.object({ code: z.string(), name: z.string(), region: z.string() });
export const CountryQuerySchema = z.object({ region: z.string().max(40).optional() });
export const InsightSchema = z.object({ label: z.string(), value: z.string(), description: z.string() });
export const InsightsSchema = z.object({ generated_at: z.string(), insights: z.array(InsightSchema) });
export type Insights = z.infer<typeof InsightsSchema>;
export const CampaignQuerySchema = z.object({ campaign: SlugSchema });

// ---- whistleblower --------------------------------------------------------

export const SpeakupAccessSchema = z.object({
  case_code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(CASE_CODE_PATTERN, { message: 'Enter the case code as it was given (XXXX-XXXX-XXXX).' })),
  passphrase: z.string().trim().min(8).max(200),
});
export type SpeakupAccess = z.input<typeof SpeakupAccessSchema>;

export const SpeakupReportFieldsSchema = z.object({
  category: z.enum(SPEAKUP_CATEGORIES),
  message: requiredText(10000),
});
export const SpeakupMessageFieldsSchema = SpeakupAccessSchema.extend({ message: requiredText(10000) });

export const SpeakupFiledSchema = z.object({ case_code: z.string(), passphrase: z.string(), detail: z.string() });
export type SpeakupFiled = z.infer<typeof SpeakupFiledSchema>;
export const SpeakupMessageSchema = z.object({
  author: z.enum(['reporter', 'operator']),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ filename: z.string(), size_bytes: z.number() })),
});
export const SpeakupCaseSchema = z.object({
  case_code: z.string(),
  category: z.string(),
  status: z.enum(['open', 'in_review', 'closed']),
  created_at: z.string(),
  messages: z.array(SpeakupMessageSchema),
});
export type SpeakupCase = z.infer<typeof SpeakupCaseSchema>;

// ---- refer and earn ---------------------------------------------------------

export const ReferAndEarnSchema = z.object({
  code: z.string(),
  link: z.string(),
  referrals: z.array(
    z.object({ name: z.string(), joined_at: z.string(), stage: z.enum(REFERRAL_STAGES), stage_label: z.string() }),
  ),
});
export type ReferAndEarn = z.infer<typeof ReferAndEarnSchema>;
