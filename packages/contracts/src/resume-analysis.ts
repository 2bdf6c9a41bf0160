// spec 02 §3 / §7: the resume-analysis call answers HTML or JSON; the spec does
// not show the JSON fields, so this is our shape. The parsed resume follows the
// JSON Resume model (basics, work, education, skills, certificates).
import { z } from 'zod';

export const CHECK_STATUSES = ['pass', 'warn', 'fail'] as const;
export const CheckStatusSchema = z.enum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof CheckStatusSchema>;

export const CHECK_CATEGORIES = [
  'parseability',
  'contact',
  'sections',
  'dates',
  'impact',
  'length',
  'skills',
  'privacy',
] as const;
export const CheckCategorySchema = z.enum(CHECK_CATEGORIES);
export type CheckCategory = z.infer<typeof CheckCategorySchema>;

export const CATEGORY_LABELS: Record<CheckCategory, string> = {
  parseability: 'Parseability',
  contact: 'Contact details',
  sections: 'Sections',
  dates: 'Dates and experience',
  impact: 'Impact',
  length: 'Length',
  skills: 'Skills',
  privacy: 'Privacy',
};

/** Weights of the overall score (total 100). */
export const CATEGORY_WEIGHTS: Record<CheckCategory, number> = {
  parseability: 25,
  contact: 15,
  sections: 10,
  dates: 15,
  impact: 15,
  length: 5,
  skills: 10,
  privacy: 5,
};

export const CHECK_IDS = [
  // parseability
  'text-layer',
  'columns',
  'tables-textboxes',
  'header-contact',
  'icon-glyphs',
  'fonts',
  // contact
  'contact-name',
  'contact-email',
  'contact-phone',
  'contact-location',
  'contact-links',
  'name-match',
  // sections
  'sections-present',
  'standard-headings',
  // dates
  'date-format',
  'date-order',
  'date-gaps',
  'date-overlaps',
  'date-validity',
  'experience-total',
  // impact
  'quantified-bullets',
  'action-verbs',
  'bullet-length',
  'first-person',
  'repeated-verbs',
  // length
  'page-count',
  'word-count',
  'bullets-per-role',
  // skills
  'skills-count',
  'skills-balance',
  'skills-backed',
  // privacy
  'photo',
  'date-of-birth',
  'street-address',
] as const;
export const CheckIdSchema = z.enum(CHECK_IDS);
export type CheckId = z.infer<typeof CheckIdSchema>;

/** 'YYYY' or 'YYYY-MM' (JSON Resume's partial ISO dates). */
export const PartialDateSchema = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/);

export const ProfileNetworkSchema = z.enum(['linkedin', 'github', 'portfolio', 'twitter', 'other']);
export type ProfileNetwork = z.infer<typeof ProfileNetworkSchema>;

export const ProfileLinkSchema = z.object({ network: ProfileNetworkSchema, url: z.string() });
export type ProfileLink = z.infer<typeof ProfileLinkSchema>;

export const WorkEntrySchema = z.object({
  company: z.string().nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  startDate: PartialDateSchema.nullable(),
  endDate: PartialDateSchema.nullable(),
  current: z.boolean(),
  /** The dates as written, for the evidence of date checks. */
  dateText: z.string().nullable(),
  highlights: z.array(z.string()),
});
export type WorkEntry = z.infer<typeof WorkEntrySchema>;

export const EducationEntrySchema = z.object({
  institution: z.string().nullable(),
  studyType: z.string().nullable(),
  area: z.string().nullable(),
  startDate: PartialDateSchema.nullable(),
  endDate: PartialDateSchema.nullable(),
  score: z.string().nullable(),
});
export type EducationEntry = z.infer<typeof EducationEntrySchema>;

export const SkillSchema = z.object({ name: z.string(), kind: z.enum(['hard', 'soft']) });
export type Skill = z.infer<typeof SkillSchema>;

export const CertificateSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  date: PartialDateSchema.nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const SECTION_KINDS = [
  'summary',
  'work',
  'education',
  'skills',
  'certificates',
  'projects',
  'awards',
  'publications',
  'languages',
  'interests',
  'volunteer',
  'references',
  'contact',
  'personal',
  'other',
] as const;
export const SectionKindSchema = z.enum(SECTION_KINDS);
export type SectionKind = z.infer<typeof SectionKindSchema>;

export const SectionSchema = z.object({
  kind: SectionKindSchema,
  heading: z.string(),
  /** False for headings an applicant tracking system is unlikely to recognise. */
  standard: z.boolean(),
});
export type Section = z.infer<typeof SectionSchema>;

export const ParsedResumeSchema = z.object({
  basics: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    summary: z.string().nullable(),
    profiles: z.array(ProfileLinkSchema),
  }),
  work: z.array(WorkEntrySchema),
  education: z.array(EducationEntrySchema),
  skills: z.array(SkillSchema),
  certificates: z.array(CertificateSchema),
  sections: z.array(SectionSchema),
});
export type ParsedResume = z.infer<typeof ParsedResumeSchema>;

export const AnalysisCheckSchema = z.object({
  id: CheckIdSchema,
  category: CheckCategorySchema,
  title: z.string(),
  status: CheckStatusSchema,
  /** One sentence: what was found. */
  summary: z.string(),
  /** Quotes or figures from the resume that support the status. */
  evidence: z.array(z.string()),
  /** How to fix it; null when the check passes. */
  fix: z.string().nullable(),
});
export type AnalysisCheck = z.infer<typeof AnalysisCheckSchema>;

export const ScoreSchema = z.object({
  overall: z.number().int().min(0).max(100),
  breakdown: z.array(
    z.object({
      category: CheckCategorySchema,
      label: z.string(),
      score: z.number().int().min(0).max(100),
      weight: z.number().int().min(0).max(100),
      pass: z.number().int().min(0),
      warn: z.number().int().min(0),
      fail: z.number().int().min(0),
    }),
  ),
});
export type Score = z.infer<typeof ScoreSchema>;

/** One row of 'What an applicant tracking system sees'. */
export const AtsFieldSchema = z.object({
  group: z.string(),
  field: z.string(),
  value: z.string().nullable(),
});
export type AtsField = z.infer<typeof AtsFieldSchema>;

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc'] as const;
export const DocumentFormatSchema = z.enum(DOCUMENT_FORMATS);
export type DocumentFormat = z.infer<typeof DocumentFormatSchema>;

export const DocumentInfoSchema = z.object({
  fileName: z.string().nullable(),
  format: DocumentFormatSchema,
  bytes: z.number().int().min(0),
  pages: z.number().int().min(0),
  /** DOC and DOCX have no fixed pages: the count is estimated from the text. */
  pagesEstimated: z.boolean(),
  words: z.number().int().min(0),
  encrypted: z.boolean(),
  imageOnly: z.boolean(),
  columns: z.number().int().min(1),
  fonts: z.array(z.string()),
});
export type DocumentInfo = z.infer<typeof DocumentInfoSchema>;

export const AnalysisStatsSchema = z.object({
  experienceMonths: z.number().int().min(0).nullable(),
  bullets: z.number().int().min(0),
  quantifiedBullets: z.number().int().min(0),
  actionVerbBullets: z.number().int().min(0),
});
export type AnalysisStats = z.infer<typeof AnalysisStatsSchema>;

export const ResumeAnalysisSchema = z.object({
  version: z.literal(1),
  candidateName: z.string().nullable(),
  document: DocumentInfoSchema,
  resume: ParsedResumeSchema,
  stats: AnalysisStatsSchema,
  score: ScoreSchema,
  checks: z.array(AnalysisCheckSchema),
  atsView: z.array(AtsFieldSchema),
  analysisMs: z.number().int().min(0),
});
export type ResumeAnalysis = z.infer<typeof ResumeAnalysisSchema>;
