// Profile from the resume (decision 027): the analyzer's parser proposes
// experience, education, skills and links from the candidate's stored resume;
// each proposal says how sure the parser is, and nothing is saved until the
// candidate confirms it through the profile's own endpoints.
import { z } from 'zod';
import { QUALIFICATION_TYPES } from './constants.ts';

export const PrefillMessages = {
  notAResume:
    'We could not find any experience, education, skills or links in this file. Check that it is your resume, or fill in your profile by hand.',
  imageOnly:
    'This resume is a scanned image, so its text cannot be read. Upload the PDF or Word file it was written in, or fill in your profile by hand.',
  noResume: 'There is no resume with this id on your profile. Upload your resume again.',
  invalidFileId: 'This is not a resume id.',
  nothingChosen: 'Choose at least one item to add, or skip this step.',
  saved: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} added to your profile.`,
  /** Leaving the onboarding resume step while ticked proposals are not saved (decision 027). */
  unsavedTitle: 'Leave your resume suggestions?',
  unsaved: (count: number) =>
    count === 1
      ? '1 ticked item from your resume is not on your profile yet. It is not saved if you leave this step.'
      : `${count} ticked items from your resume are not on your profile yet. They are not saved if you leave this step.`,
  leaveUnsaved: 'Leave without them',
  stayWithUnsaved: 'Stay and add them',
} as const;

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export const ConfidenceLevelSchema = z.enum(CONFIDENCE_LEVELS);
export type ConfidenceLevel = z.infer<typeof ConfidenceLevelSchema>;

/** Scores at or above these bounds read as high / medium; below, low. */
export const CONFIDENCE_BOUNDS = { high: 0.75, medium: 0.5 } as const;

export const confidenceLevelOf = (score: number): ConfidenceLevel =>
  score >= CONFIDENCE_BOUNDS.high ? 'high' : score >= CONFIDENCE_BOUNDS.medium ? 'medium' : 'low';

export const ConfidenceSchema = z.object({
  /** 0–1: how sure the parser is that the item is read right. */
  score: z.number().min(0).max(1),
  level: ConfidenceLevelSchema,
  /** Why it is less than sure, in words a candidate understands ('No start date found'). */
  reasons: z.array(z.string()),
});
export type Confidence = z.infer<typeof ConfidenceSchema>;

/** A calendar date 'YYYY-MM-DD' (the first of the month or year the resume names), or null when none was read. */
const ProposedDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

export const ProposedExperienceSchema = z.object({
  title: z.string(),
  company_name: z.string(),
  location: z.string(),
  duration_start: ProposedDate,
  duration_end: ProposedDate,
  is_current: z.boolean(),
  /** The bullets under the role, as a list the rich-text editor shows. */
  description: z.string(),
});
export type ProposedExperience = z.infer<typeof ProposedExperienceSchema>;

export const ProposedQualificationSchema = z.object({
  education_type: z.enum(QUALIFICATION_TYPES),
  name: z.string(),
  institution: z.string(),
  field_of_study: z.string(),
  grade: z.string(),
  duration_start: ProposedDate,
  duration_end: ProposedDate,
});
export type ProposedQualification = z.infer<typeof ProposedQualificationSchema>;

export const ProposedSkillSchema = z.object({ name: z.string() });
export type ProposedSkill = z.infer<typeof ProposedSkillSchema>;

/** The profile fields a link can fill (spec 02 §3). */
export const LINK_FIELDS = ['linkedIn', 'github', 'stack_overflow', 'portfolio_link'] as const;
export const LinkFieldSchema = z.enum(LINK_FIELDS);
export type LinkField = z.infer<typeof LinkFieldSchema>;
export const LINK_FIELD_LABELS: Record<LinkField, string> = {
  linkedIn: 'LinkedIn',
  github: 'GitHub',
  stack_overflow: 'Stack Overflow',
  portfolio_link: 'Portfolio',
};

export const ProposedLinkSchema = z.object({ field: LinkFieldSchema, url: z.string() });
export type ProposedLink = z.infer<typeof ProposedLinkSchema>;

const proposal = <T extends z.ZodType>(item: T) =>
  z.object({
    /** Stable within one answer ('experience-0'): the client keys its choices by it. */
    key: z.string(),
    confidence: ConfidenceSchema,
    item,
  });

export const ExperienceProposalSchema = proposal(ProposedExperienceSchema);
export type ExperienceProposal = z.infer<typeof ExperienceProposalSchema>;
export const QualificationProposalSchema = proposal(ProposedQualificationSchema);
export type QualificationProposal = z.infer<typeof QualificationProposalSchema>;
export const SkillProposalSchema = proposal(ProposedSkillSchema);
export type SkillProposal = z.infer<typeof SkillProposalSchema>;
export const LinkProposalSchema = proposal(ProposedLinkSchema);
export type LinkProposal = z.infer<typeof LinkProposalSchema>;

/** GET …/resume/{fileId}/prefill/: what the resume proposes. Reading it saves nothing. */
export const ResumePrefillSchema = z.object({
  file_id: z.string(),
  resume_filename: z.string().nullable(),
  experience: z.array(ExperienceProposalSchema),
  education: z.array(QualificationProposalSchema),
  skills: z.array(SkillProposalSchema),
  links: z.array(LinkProposalSchema),
});
export type ResumePrefill = z.infer<typeof ResumePrefillSchema>;

/** The id of a stored resume: the random name the server gave the file. */
export const ResumeFileIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: PrefillMessages.invalidFileId });
