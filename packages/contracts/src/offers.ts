// Offers and pay (CTC) letters (spec 02 §7 catalogue; decision 016). The spec
// shows the paths only: these shapes are ours. Amounts are whole currency
// units in one of the spec's currencies, worded with the spec's helpers.
import { z } from 'zod';
import { parseAmount } from './amounts.ts';
import { CURRENCIES, MIN_CTC, type Currency } from './constants.ts';
import { freeText, requiredText } from './fields.ts';
import { MAX_INDIAN_WORDS_DIGITS, MAX_WORDS_DIGITS, numberToIndianWords, numberToWords } from './number-words.ts';

const Id = z.coerce.number().int().positive().max(2147483647);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD.' });

export const OfferMessages = {
  alreadyAccepted: 'You have already accepted this offer.',
  declined: 'You declined this offer; it can no longer change.',
  withdrawn: 'The company withdrew this offer; it can no longer be accepted or declined.',
  expired: 'This offer has expired; it can no longer be accepted or declined.',
  revised: 'This offer was revised. Review the new version before you accept it.',
  openOfferExists: 'This application already has an open offer. Revise it or withdraw it first.',
  applicationClosed: 'This application was withdrawn or closed; it cannot receive an offer.',
  notOpen: 'Only an open offer can be revised or withdrawn.',
  unknownReason: 'Choose one of the listed reasons.',
  noteRequired: 'Tell us a little more when you choose “Other”.',
  expiryInPast: 'The expiry must be in the future.',
  expiryTooFar: 'An offer can stay open for at most 90 days.',
  startInPast: 'The start date cannot be in the past.',
  missingField: (name: string) => `The template needs a value for {{${name}}}.`,
  nothingChanged: 'This revision changes nothing.',
  ctcAlreadyAccepted: 'You have already accepted this letter.',
  ctcDeclined: 'You declined this letter; it can no longer change.',
  ctcWithdrawn: 'The company withdrew this letter; it can no longer be accepted or declined.',
  ctcPendingExists: 'This application already has a letter waiting for the candidate.',
  ctcNotPending: 'Only a letter waiting for the candidate can be withdrawn.',
  minCtc: `The total CTC must be at least ${MIN_CTC}.`,
  amountFormat: 'Enter a whole amount in digits; separators are fine (24,00,000 or 2,400,000), decimals are not.',
  amountTooLarge: (digits: number) => `The total must have at most ${digits} digits, so it can be written in words.`,
} as const;

// ---------------------------------------------------------------- offers

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn by the company',
  expired: 'Expired',
};

/** /candidate_jobs/offers/rejection-list/: the reasons a candidate may give for declining. */
export const DECLINE_REASONS = [
  { code: 'accepted_other_offer', label: 'I accepted another offer' },
  { code: 'compensation', label: 'The pay does not meet my expectations' },
  { code: 'role_mismatch', label: 'The role is not what I am looking for' },
  { code: 'location', label: 'The location or way of working does not suit me' },
  { code: 'start_date', label: 'The start date does not work for me' },
  { code: 'counter_offer', label: 'I am staying with my current employer' },
  { code: 'personal', label: 'Personal reasons' },
  { code: 'other', label: 'Other' },
] as const;
export type DeclineReasonCode = (typeof DECLINE_REASONS)[number]['code'];
export const DeclineReasonSchema = z.object({ code: z.string(), label: z.string() });
export const DeclineReasonListSchema = z.object({ results: z.array(DeclineReasonSchema) });

export const OfferChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type OfferChange = z.infer<typeof OfferChangeSchema>;

export const OfferVersionSummarySchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  change_note: z.string(),
});

export const OfferCompanySchema = z.object({ name: z.string(), slug: z.string() });

export const OfferSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  status_label: z.string(),
  company: OfferCompanySchema,
  /** The current version's terms. */
  version: z.number().int(),
  role: z.string(),
  start_date: z.string(),
  location: z.string(),
  expires_at: z.string(),
  /** The letter of the current version, plain text, paragraphs separated by a blank line; immutable per version. */
  letter_text: z.string(),
  sent_at: z.string(),
  revised_at: z.string().nullable(),
  /** What the current version changed from the one before (empty for the first). */
  changes: z.array(OfferChangeSchema),
  versions: z.array(OfferVersionSummarySchema),
  accepted_at: z.string().nullable(),
  accepted_version: z.number().int().nullable(),
  /** Where the acceptance came from: the address and browser recorded with it. */
  accepted_from: z.object({ ip: z.string(), user_agent: z.string() }).nullable(),
  declined_at: z.string().nullable(),
  decline_reason: DeclineReasonSchema.nullable(),
  decline_note: z.string(),
  withdrawn_at: z.string().nullable(),
  withdraw_reason: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferListSchema = z.object({ count: z.number().int(), results: z.array(OfferSchema) });

export const AcceptOfferSchema = z.object({
  offer_id: Id,
  /** The version the candidate read and confirmed; a revised offer answers 409. */
  version: z.coerce.number().int().positive().max(1000),
});
export const DeclineOfferSchema = z.object({
  offer_id: Id,
  reason: z.string().trim().max(40),
  note: freeText(1000).optional(),
});

// hiring side

export const OFFER_TEMPLATE_FIELDS = [
  'candidate_name',
  'company',
  'role',
  'start_date',
  'location',
  'expires_on',
] as const;
export const OFFER_FIELD_LABELS: Record<string, string> = {
  role: 'Role',
  start_date: 'Start date',
  location: 'Location',
  expires_at: 'Answer by',
  letter_text: 'Letter',
};

export const DEFAULT_OFFER_TEMPLATE = `Dear {{candidate_name}},

We are delighted to offer you the position of {{role}} at {{company}}.

Your start date will be {{start_date}}, and you will be based in {{location}}.

The details of your pay are set out in a separate CTC letter. This offer is subject to the verification of the documents you provide.

Please let us know your decision by {{expires_on}}. We look forward to welcoming you to the team.

Sincerely,
The {{company}} hiring team`;

const placeholderName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { message: 'Use lowercase letters, digits and _.' });
/** Template fields the hiring team fills per offer (beyond the standard ones). */
export const OfferFieldsSchema = z.record(placeholderName, freeText(500)).refine((v) => Object.keys(v).length <= 30, {
  message: 'At most 30 fields.',
});

export const OfferTemplateInputSchema = z.object({
  name: requiredText(120),
  body: requiredText(20000),
});
export const OfferTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  /** The placeholders the body uses. */
  fields: z.array(z.string()),
  is_default: z.boolean(),
});
export type OfferTemplate = z.infer<typeof OfferTemplateSchema>;
export const OfferTemplateListSchema = z.object({ results: z.array(OfferTemplateSchema) });

export const CreateOfferSchema = z.object({
  application_id: Id,
  /** Omitted: the built-in template. */
  template_id: Id.optional(),
  role: requiredText(200),
  start_date: IsoDate,
  location: requiredText(200),
  expires_at: z.iso.datetime({ offset: true }),
  fields: OfferFieldsSchema.optional(),
});
export type CreateOffer = z.infer<typeof CreateOfferSchema>;

export const ReviseOfferSchema = z.object({
  template_id: Id.optional(),
  role: requiredText(200).optional(),
  start_date: IsoDate.optional(),
  location: requiredText(200).optional(),
  expires_at: z.iso.datetime({ offset: true }).optional(),
  fields: OfferFieldsSchema.optional(),
  change_note: requiredText(500),
});
export type ReviseOffer = z.infer<typeof ReviseOfferSchema>;
export const WithdrawSchema = z.object({ reason: requiredText(500) });

export const HiringOfferSchema = OfferSchema.extend({
  candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  fields: z.record(z.string(), z.string()),
  template_id: z.number().int().nullable(),
});
export type HiringOffer = z.infer<typeof HiringOfferSchema>;
export const HiringOfferListSchema = z.object({ results: z.array(HiringOfferSchema) });
export const ApplicationQuerySchema = z.object({ application_id: Id.optional() });

// ---------------------------------------------------------------- CTC letters

export const CTC_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type CtcStatus = (typeof CTC_STATUSES)[number];
export const CTC_STATUS_LABELS: Record<CtcStatus, string> = {
  pending: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn by the company',
};
export const CTC_COMPONENT_KINDS = ['fixed', 'variable', 'bonus', 'other'] as const;
export type CtcComponentKind = (typeof CTC_COMPONENT_KINDS)[number];
export const CTC_COMPONENT_LABELS: Record<Exclude<CtcComponentKind, 'other'>, string> = {
  fixed: 'Fixed pay',
  variable: 'Variable pay',
  bonus: 'Bonus',
};
export const CURRENCY_NAMES: Record<Currency, string> = {
  USD: 'US dollars',
  EUR: 'euros',
  INR: 'Indian rupees',
  AED: 'UAE dirhams',
  GBP: 'pounds sterling',
};

/** The most digits a total may have so that it can be written in words (spec 02 §5 helpers). */
export const maxAmountDigits = (currency: Currency) =>
  currency === 'INR' ? MAX_INDIAN_WORDS_DIGITS : MAX_WORDS_DIGITS;

/** spec 02 §5: INR in Indian words (lakh, crore), the others in international words; '' when too long. */
export function amountInWords(amount: number, currency: Currency): string {
  const words = currency === 'INR' ? numberToIndianWords(amount) : numberToWords(amount);
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)} ${CURRENCY_NAMES[currency]}` : '';
}

/** Digit grouping as the currency's readers expect: 12,50,000 for INR, 1,250,000 otherwise. */
export function formatAmount(amount: number, currency: Currency): string {
  return `${currency} ${amount.toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US')}`;
}

/** A whole amount (a number, or text with the separators people type), at most 10 digits. */
export const AmountSchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const value = parseAmount(v);
  if (value === null || String(value).length > 10) {
    ctx.addIssue({ code: 'custom', message: OfferMessages.amountFormat });
    return z.NEVER;
  }
  return value;
});

export const CtcComponentSchema = z.object({
  kind: z.enum(CTC_COMPONENT_KINDS),
  label: z.string(),
  amount: z.number().int(),
  amount_in_words: z.string(),
});
export type CtcComponent = z.infer<typeof CtcComponentSchema>;

export const CtcLetterSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  offer_id: z.number().int().nullable(),
  status: z.enum(CTC_STATUSES),
  status_label: z.string(),
  company: OfferCompanySchema,
  role: z.string(),
  currency: z.enum(CURRENCIES),
  components: z.array(CtcComponentSchema),
  total: z.number().int(),
  total_in_words: z.string(),
  effective_from: z.string().nullable(),
  note: z.string(),
  sent_at: z.string(),
  accepted_at: z.string().nullable(),
  accepted_from: z.object({ ip: z.string(), user_agent: z.string() }).nullable(),
  declined_at: z.string().nullable(),
  decline_reason: DeclineReasonSchema.nullable(),
  decline_note: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type CtcLetter = z.infer<typeof CtcLetterSchema>;
export const CtcLetterListSchema = z.object({ count: z.number().int(), results: z.array(CtcLetterSchema) });

export const AcceptCtcSchema = z.object({ ctc_id: Id });
export const DeclineCtcSchema = z.object({
  ctc_id: Id,
  reason: z.string().trim().max(40),
  note: freeText(1000).optional(),
});

export const CreateCtcSchema = z.object({
  application_id: Id,
  currency: z.enum(CURRENCIES, { message: 'Choose one of USD, EUR, INR, AED, GBP.' }),
  fixed: AmountSchema,
  variable: AmountSchema.optional(),
  bonus: AmountSchema.optional(),
  other_components: z
    .array(z.object({ label: requiredText(80), amount: AmountSchema }))
    .max(10)
    .optional(),
  effective_from: IsoDate.optional(),
  note: freeText(2000).optional(),
});
export type CreateCtc = z.infer<typeof CreateCtcSchema>;

export const HiringCtcLetterSchema = CtcLetterSchema.extend({
  candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export const HiringCtcLetterListSchema = z.object({ results: z.array(HiringCtcLetterSchema) });
