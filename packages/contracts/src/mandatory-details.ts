// Mandatory details after selection (spec 02 §7 catalogue: status, details,
// documents). The shapes and the field and document vocabulary are ours
// (decision 015). The most sensitive data in the product: only the candidate
// and the job's hiring team read it, and every read is recorded.
import { z } from 'zod';
import { DateRuleMessages } from './date-rules.ts';
import { freeText } from './fields.ts';
import { IdSchema } from './paging.ts';

export const MANDATORY_DETAIL_FIELDS = {
  legal_name: 'Full legal name',
  date_of_birth: 'Date of birth (YYYY-MM-DD)',
  permanent_address: 'Permanent address',
  current_address: 'Current address',
  national_id_number: 'National identity number (PAN, SSN…)',
  emergency_contact: 'Emergency contact (name and phone)',
  previous_employer: 'Previous employer',
} as const;
export type MandatoryDetailField = keyof typeof MANDATORY_DETAIL_FIELDS;
export const MANDATORY_DETAIL_KEYS = Object.keys(MANDATORY_DETAIL_FIELDS) as [
  MandatoryDetailField,
  ...MandatoryDetailField[],
];

export const MANDATORY_DOCUMENT_KINDS = {
  identity_proof: 'Identity proof',
  address_proof: 'Address proof',
  previous_employment: 'Previous employment documents (relieving letter, payslips)',
  education_certificate: 'Highest education certificate',
  photograph: 'Passport-size photograph',
} as const;
export type MandatoryDocumentKind = keyof typeof MANDATORY_DOCUMENT_KINDS;
export const MANDATORY_DOCUMENT_KEYS = Object.keys(MANDATORY_DOCUMENT_KINDS) as [
  MandatoryDocumentKind,
  ...MandatoryDocumentKind[],
];

export const MANDATORY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const MandatoryMessages = {
  notRequested: 'The hiring team has not asked for documents on this application.',
  notRequired: 'This document is not asked for on this application.',
  unknownKind: 'Choose which document this is.',
  noFile: 'Choose a file to upload.',
  fileType: 'Upload a PDF, JPG or PNG file.',
  fileTooLarge: 'The file is larger than 5 MB.',
  detailRequired: 'This field is required.',
  dateOfBirth: DateRuleMessages.invalidDate,
  applicationClosed: 'This application was withdrawn.',
  complete: 'All details and documents are in.',
  dueInPast: 'Choose a deadline in the future.',
  dueTooFar: 'Choose a deadline within 30 days.',
} as const;

/** decision 046: a documents request is due a week after it is made unless the team chooses another day. */
export const MANDATORY_DEFAULT_DUE_DAYS = 7;
export const MANDATORY_MAX_DUE_DAYS = 30;

/** What each side is told about a documents request's deadline (decision 046); {job}, {company}, {candidate}, {due} are filled in. */
export const DocumentsDeadlineNotices = {
  reminderTitle: 'Your documents are due soon',
  reminderBody: 'The documents {company} asked for, for {job}, are due on {due}.',
  lapsedTitle: 'The deadline for your documents passed',
  lapsedBody:
    'The deadline for the documents {company} asked for, for {job}, passed. You can still send them; the team decides what happens next.',
  lapsedTimeline: 'The deadline for the documents passed with something still missing.',
  lapsedTeam: '{candidate} did not send every document for {job} by the deadline.',
} as const;

export const MandatoryDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MANDATORY_DOCUMENT_KEYS),
  label: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type MandatoryDocument = z.infer<typeof MandatoryDocumentSchema>;

export const MandatoryMissingSchema = z.object({
  details: z.array(z.enum(MANDATORY_DETAIL_KEYS)),
  documents: z.array(z.enum(MANDATORY_DOCUMENT_KEYS)),
});

export const MandatoryStatusItemSchema = z.object({
  application_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string().nullable(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  /** decision 046: when the request is due (null on requests made before deadlines existed) */
  due_at: z.string().nullable(),
  complete: z.boolean(),
  missing: MandatoryMissingSchema,
});
export type MandatoryStatusItem = z.infer<typeof MandatoryStatusItemSchema>;
export const MandatoryStatusSchema = z.object({ results: z.array(MandatoryStatusItemSchema) });

export const MandatoryDetailsSchema = MandatoryStatusItemSchema.extend({
  required_details: z.array(z.object({ key: z.enum(MANDATORY_DETAIL_KEYS), label: z.string() })),
  details: z.record(z.string(), z.string()),
  required_documents: z.array(z.object({ kind: z.enum(MANDATORY_DOCUMENT_KEYS), label: z.string() })),
  documents: z.array(MandatoryDocumentSchema),
});
export type MandatoryDetails = z.infer<typeof MandatoryDetailsSchema>;

export const SaveMandatoryDetailsSchema = z.object({
  details: z.partialRecord(z.enum(MANDATORY_DETAIL_KEYS), freeText(500)),
});
export type SaveMandatoryDetails = z.infer<typeof SaveMandatoryDetailsSchema>;

export const MandatoryDocumentsSchema = z.object({
  application_id: z.number().int(),
  documents: z.array(MandatoryDocumentSchema),
  missing: z.array(z.enum(MANDATORY_DOCUMENT_KEYS)),
  complete: z.boolean(),
});

// ------------------------------------------------------------- hiring side

export const RequestMandatorySchema = z
  .object({
    details: z.array(z.enum(MANDATORY_DETAIL_KEYS)).max(MANDATORY_DETAIL_KEYS.length).default([]),
    documents: z.array(z.enum(MANDATORY_DOCUMENT_KEYS)).max(MANDATORY_DOCUMENT_KEYS.length).default([]),
    /** decision 046: ISO date-time; a week from now when absent */
    due_at: z.string().trim().max(40).optional(),
  })
  .refine((body) => body.details.length + body.documents.length > 0, {
    message: 'Ask for at least one detail or document.',
    path: ['documents'],
  });
export type RequestMandatory = z.infer<typeof RequestMandatorySchema>;

export const MandatoryReadSchema = z.object({
  reader_role: z.enum(['candidate', 'hiring', 'operator']),
  reader_email: z.string().nullable(),
  what: z.string(),
  document_id: z.number().int().nullable(),
  at: z.string(),
});
export const HiringMandatorySchema = MandatoryDetailsSchema.extend({
  documents: z.array(MandatoryDocumentSchema.extend({ file_path: z.string() })),
  reads: z.array(MandatoryReadSchema),
});
export type HiringMandatory = z.infer<typeof HiringMandatorySchema>;

export const MandatoryParamsSchema = z.object({ id: IdSchema });
export const MandatoryDocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema });
