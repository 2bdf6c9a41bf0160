// A company's e-mail templates (decision 047): the message a rejection, an
// interview invitation and an offer carry, written once by the team with
// placeholders filled per applicant. The template is the team's paragraph in
// the system's e-mail (the subject, the link and the sign-off stay the
// system's), plain text: the HTML e-mail escapes it.
import { z } from 'zod';
import { freeText } from './fields.ts';

export const EMAIL_TEMPLATE_KINDS = ['rejection', 'interview_invitation', 'offer_cover_note'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplateKind, string> = {
  rejection: 'Rejection',
  interview_invitation: 'Interview invitation',
  offer_cover_note: 'Offer cover note',
};

/** Every placeholder a template may use, with what it stands for. */
export const TEMPLATE_PLACEHOLDERS = {
  candidate_first_name: "The applicant's first name",
  candidate_name: "The applicant's full name",
  job_title: "The job's title",
  company_name: "Your company's name",
  interview_link: 'The page where the applicant picks an interview time',
  offer_link: 'The page where the applicant reads the offer',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;

const COMMON: readonly TemplatePlaceholder[] = ['candidate_first_name', 'candidate_name', 'job_title', 'company_name'];

/** The placeholders each kind may use: a link exists only where the e-mail has one. */
export const PLACEHOLDERS_BY_KIND: Record<EmailTemplateKind, readonly TemplatePlaceholder[]> = {
  rejection: COMMON,
  interview_invitation: [...COMMON, 'interview_link'],
  offer_cover_note: [...COMMON, 'offer_link'],
};

/** What a company without a template of its own sends. */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKind, string> = {
  rejection:
    'Dear {{candidate_first_name}},\n\nThank you for your interest in the {{job_title}} role at {{company_name}}. After careful consideration we have decided not to move forward with your application.\n\nWe wish you the best in your search.',
  interview_invitation:
    'Dear {{candidate_first_name}},\n\nWe would like to meet you about the {{job_title}} role at {{company_name}}. Please pick the time that suits you: {{interview_link}}',
  offer_cover_note:
    'Dear {{candidate_first_name}},\n\nWe are delighted to offer you the {{job_title}} role at {{company_name}}. You can read the offer here: {{offer_link}}',
};

/** The applicant a preview is rendered with. */
export const SAMPLE_TEMPLATE_VALUES: Record<TemplatePlaceholder, string> = {
  candidate_first_name: 'Kavya',
  candidate_name: 'Kavya Raman',
  job_title: 'Frontend Engineer',
  company_name: 'Saffron Foods',
  interview_link: 'https://example.com/interviews/123/',
  offer_link: 'https://example.com/offers/123/',
};

export const EMAIL_TEMPLATE_MAX = 4000;

export const EmailTemplateMessages = {
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `Unknown placeholder {{${name}}}. Use one of: ${allowed.map((p) => `{{${p}}}`).join(', ')}.`,
  required: 'Write the template.',
  saved: 'Template saved.',
} as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders in a text this kind may not use, in order of appearance, each once. */
export function unknownPlaceholders(kind: EmailTemplateKind, text: string): string[] {
  const allowed = PLACEHOLDERS_BY_KIND[kind];
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !allowed.includes(name as TemplatePlaceholder)))];
}

/** The template with its placeholders filled, as paragraphs (split on blank lines). */
export function renderTemplate(text: string, values: Partial<Record<TemplatePlaceholder, string>>): string[] {
  const filled = text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? (values[name as TemplatePlaceholder] ?? '') : whole,
  );
  return filled
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const EmailTemplateKindParamsSchema = z.object({ kind: z.enum(EMAIL_TEMPLATE_KINDS) });

/** A body for one kind; the kind's placeholders are checked where the kind is known (the route). */
export const EmailTemplateInputSchema = z.object({
  body: freeText(EMAIL_TEMPLATE_MAX).refine((v) => v.length > 0, { message: EmailTemplateMessages.required }),
});
export type EmailTemplateInput = z.input<typeof EmailTemplateInputSchema>;

export const EmailTemplateSchema = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  label: z.string(),
  body: z.string(),
  /** True while the company has not written its own. */
  is_default: z.boolean(),
  placeholders: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

export const EmailTemplateListSchema = z.object({ results: z.array(EmailTemplateSchema) });
