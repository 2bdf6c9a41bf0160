import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import {
  BLOG_AUDIENCES,
  BlogListQuerySchema,
  BlogPostListSchema,
  BlogPostSchema,
  CampaignQuerySchema,
  ContactFormSchema,
  ContentPageSchema,
  ContentPageSummarySchema,
  CountryListItemSchema,
  CountryQuerySchema,
  DetailSchema,
  EnquiryFormSchema,
  InsightsSchema,
  LeadFormSchema,
  ReferAndEarnSchema,
  RegionSchema,
  SlugSchema,
  SpeakupAccessSchema,
  SpeakupCaseSchema,
  SpeakupFiledSchema,
  SubscribeSchema,
  TokenBodySchema,
} from '../content.ts';
import type { SchemaTable } from '../endpoint.ts';
import type { contentRoutes } from './content.ts';

const Bad = z.union([DetailErrorSchema, FieldErrorsSchema]);
const Limited = DetailErrorSchema;
const tags = ['content'] as const;
const form = <B extends z.ZodType>(summary: string, body: B) => ({
  tags,
  summary,
  body,
  responses: { 201: DetailSchema, 400: Bad, 429: Limited },
});

export const contentSchemas = {
  page: {
    tags,
    summary: 'A content page (privacy policy, terms, FAQ, about, enterprise pages …) as sanitised HTML',
    params: z.object({ slug: SlugSchema }),
    responses: { 200: ContentPageSchema, 404: DetailErrorSchema },
  },
  blogPosts: {
    tags,
    summary: 'Published blog posts of one audience, newest first',
    query: BlogListQuerySchema,
    responses: { 200: BlogPostListSchema },
  },
  blogPost: {
    tags,
    summary: 'One published blog post',
    params: z.object({ audience: z.enum(BLOG_AUDIENCES), slug: SlugSchema }),
    responses: { 200: BlogPostSchema, 404: DetailErrorSchema },
  },
  contact: form('Send a message to the operators (stored and e-mailed)', ContactFormSchema),
  subscribe: {
    tags,
    summary: 'Subscribe to the newsletter: a confirmation e-mail is sent (double opt-in)',
    body: SubscribeSchema,
    responses: { 202: DetailSchema, 400: Bad, 429: Limited },
  },
  confirmSubscription: {
    tags,
    summary: 'Confirm a subscription with the token of its e-mail',
    body: TokenBodySchema,
    responses: { 200: DetailSchema, 400: Bad },
  },
  unsubscribe: {
    tags,
    summary: 'Unsubscribe with the token of any newsletter e-mail',
    body: TokenBodySchema,
    responses: { 200: DetailSchema, 400: Bad },
  },
  aboutTeam: {
    tags,
    summary: 'The team page',
    responses: { 200: ContentPageSchema, 404: DetailErrorSchema },
  },
  enterprise: {
    tags,
    summary: 'The enterprise pages (hire, remote teams, pricing …)',
    responses: { 200: z.object({ pages: z.array(ContentPageSummarySchema) }) },
  },
  enterpriseRegions: {
    tags,
    summary: 'Regions and their countries for enterprise hiring',
    responses: { 200: z.array(RegionSchema) },
  },
  enterpriseCountries: {
    tags,
    summary: 'Countries for enterprise hiring, optionally of one region',
    query: CountryQuerySchema,
    responses: { 200: z.array(CountryListItemSchema), 404: DetailErrorSchema },
  },
  enterpriseCampaigns: {
    tags,
    summary: 'Enterprise campaign landing pages',
    responses: { 200: z.array(ContentPageSummarySchema) },
  },
  enterpriseForm: form('An enterprise enquiry (business e-mail only)', EnquiryFormSchema),
  talentServicesEnquiry: form('A talent-services enquiry (business e-mail only)', EnquiryFormSchema),
  talentServicesInsights: {
    tags,
    summary: 'Figures about the talent on the platform, from the live catalogue',
    responses: { 200: InsightsSchema },
  },
  leadToaster: form('A lead from the small enquiry box (business e-mail only)', LeadFormSchema),
  pillarPages: {
    tags,
    summary: 'Pillar pages (long guides)',
    responses: { 200: z.array(ContentPageSummarySchema) },
  },
  candidateCampaign: {
    tags,
    summary: 'A candidate campaign landing page',
    query: CampaignQuerySchema,
    responses: { 200: ContentPageSchema, 400: Bad, 404: DetailErrorSchema },
  },
  landingPage: {
    tags,
    summary: 'A landing-page campaign (spec 01 §7)',
    params: z.object({ campaignId: SlugSchema }),
    responses: { 200: ContentPageSchema, 404: DetailErrorSchema },
  },
  referAndEarn: {
    tags,
    summary: 'The candidate’s referral code and link, and whom they referred with each one’s stage',
    responses: { 200: ReferAndEarnSchema, 403: DetailErrorSchema },
  },
  speakupReport: {
    tags: ['speakup'],
    summary:
      'File an anonymous report (multipart: category, message, up to 3 attachments); answers the case code and passphrase',
    multipart: true,
    responses: { 201: SpeakupFiledSchema, 400: Bad, 429: Limited },
  },
  speakupCase: {
    tags: ['speakup'],
    summary: 'Read a report and the operators’ replies with its case code and passphrase',
    body: SpeakupAccessSchema,
    responses: { 200: SpeakupCaseSchema, 400: Bad, 404: DetailErrorSchema, 429: Limited },
  },
  speakupMessage: {
    tags: ['speakup'],
    summary: 'Add information to a report (multipart: case_code, passphrase, message, up to 3 attachments)',
    multipart: true,
    responses: { 201: SpeakupCaseSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema, 429: Limited },
  },
} as const satisfies SchemaTable<typeof contentRoutes>;
