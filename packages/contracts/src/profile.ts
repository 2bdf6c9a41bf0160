// The candidate profile as GET /v3/users/candidate/ returns it (spec 01 §3,
// spec 02 §3), the bodies of the profile calls (spec 02 §7), their rules
// (spec 02 §5) and the completeness weights (spec 02 §9). The client forms and
// the server routes validate with these same schemas.
import { z } from 'zod';
import {
  COMPLETENESS_WEIGHTS,
  CURRENCIES,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  MIN_CTC,
  QUALIFICATION_TYPES,
  SKILL_YEARS,
} from './constants.ts';
import { isCountryCode } from './countries.ts';
import { startDateIssue } from './date-rules.ts';
import { freeText, LinkedInSchema, requiredText, UrlSchema } from './fields.ts';
import { Messages } from './messages.ts';
import {
  ONBOARDING_FINISHED,
  ONBOARDING_STATUS,
  ONBOARDING_V2_STEPS,
  type OnboardingStatusName,
} from './onboarding.ts';
import { RICH_TEXT_MAX } from './rich-text.ts';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  isValidDecimal,
  isValidPhoneFor,
  isValidYears,
  OTHER_PHONE_PATTERN,
} from './validators.ts';

/** Our own wording for rules the spec states without a message. */
export const ProfileMessages = {
  invalidDate: 'Enter a valid date.',
  endBeforeStart: 'End date cannot be before the start date.',
  currentRoleHasNoEnd: 'A current role has no end date.',
  endRequired: 'Enter an end date or mark this as your current role.',
  invalidCurrency: 'Choose one of USD, EUR, INR, AED or GBP.',
  amountTooLarge: 'Enter an amount below 1,000,000,000,000.',
  minCtc: `The CTC must be at least ${MIN_CTC}.`,
  salaryRangeOrder: 'The lower end of the range cannot be above the upper end.',
  invalidCountry: 'Choose a country from the list.',
  invalidSkillYears: 'Choose 0 to 9 or >9 years.',
  duplicateSkill: 'This skill is already in your list.',
  tooManyItems: 'Too many entries.',
  numberOfDaysRequired: 'Enter the number of days.',
  lastWorkingDateOnlyWhenServing: 'A last working date applies only while serving the notice period.',
  invalidChoice: 'Choose one of the options.',
  unknownOnboardingStatus: 'Unknown onboarding status.',
  resumeInvalidType: Messages.resumeInvalidType,
  resumeTooLarge: 'File size must be less than 5MB',
  imageInvalidType: 'Please select a valid image (JPEG, PNG, GIF or WEBP)',
  imageTooLarge: 'Image size must be less than 5MB',
  noFile: 'No file was uploaded.',
  unknownFileField: 'Choose resume or profile_image.',
  fileMissing: 'There is no file to delete.',
} as const;

export const GENDERS = ['male', 'female', 'non_binary', 'prefer_not_to_say'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  non_binary: 'Non-binary',
  prefer_not_to_say: 'Prefer not to say',
};
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'freelance'] as const;
export const JOB_TYPE_LABELS: Record<(typeof JOB_TYPES)[number], string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
  freelance: 'Freelance',
};
export const JOB_NATURES = ['remote', 'onsite', 'hybrid'] as const;
export const JOB_NATURE_LABELS: Record<(typeof JOB_NATURES)[number], string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};
/** Notice period in days, as offered in the forms. */
export const NOTICE_PERIODS = [
  { value: 0, label: 'Immediate' },
  { value: 15, label: '15 days' },
  { value: 30, label: '1 month' },
  { value: 45, label: '45 days' },
  { value: 60, label: '2 months' },
  { value: 90, label: '3 months' },
  { value: 120, label: 'More than 3 months' },
] as const;
export const JOINING_RANGES = [
  'immediate',
  'within_15_days',
  'within_30_days',
  'within_60_days',
  'within_90_days',
  'custom',
] as const;
export const JOINING_RANGE_LABELS: Record<(typeof JOINING_RANGES)[number], string> = {
  immediate: 'Immediately',
  within_15_days: 'Within 15 days',
  within_30_days: 'Within 30 days',
  within_60_days: 'Within 60 days',
  within_90_days: 'Within 90 days',
  custom: 'In a number of days',
};
export const PROFILE_LIMITS = { skills: 50, roles: 20, locations: 20, countries: 60 } as const;

// ---------------------------------------------------------------- fields

const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = ProfileMessages.invalidChoice,
) => z.enum(values, { error: message });

/** '' from an empty form field means "no value". */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.string(), z.number()])
    .nullable()
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? null : v))
    // a number reaching a text-only schema fails there with its own message
    .pipe(schema.nullable() as unknown as z.ZodType<z.output<T> | null, string | number | null>);

/** A whole number from a number or a form's string; '' means no value. */
const nullableInt = (min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .nullable()
    .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
    .pipe(z.number().int().min(min).max(max).nullable());

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD'; a month 'YYYY-MM' (month inputs) means its first day. */
export const DateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, { message: ProfileMessages.invalidDate })
  .transform((v) => (v.length === 7 ? `${v}-01` : v))
  .refine(isRealDate, { message: ProfileMessages.invalidDate })
  .refine((v) => v >= '1900-01-01' && v <= '2100-12-31', { message: ProfileMessages.invalidDate });

/** spec 02 §5 decimal: up to two decimals; bounded to what the database keeps. */
export const MoneySchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine(isValidDecimal, { message: Messages.invalidDecimal })
  .refine((v) => Number(v) < 1e12, { message: ProfileMessages.amountTooLarge });

export const CurrencySchema = choice(CURRENCIES, ProfileMessages.invalidCurrency);
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: ProfileMessages.invalidCountry });

/** spec 02 §5 years of experience: up to two digits plus up to two decimals. */
export const ExperienceYearsSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine(isValidYears, { message: Messages.invalidYears })
  .transform(Number);

/** spec 02 §3 skill: exp_years '0'–'9' or '>9'; an empty value becomes '0'. */
export const SkillSchema = z.object({
  name: requiredText(60),
  exp_years: z
    .string()
    .transform((v) => {
      const trimmed = v.trim();
      return trimmed === '' ? '0' : trimmed;
    })
    .pipe(choice(SKILL_YEARS, ProfileMessages.invalidSkillYears))
    .default('0'),
});
export type Skill = z.output<typeof SkillSchema>;

export const SkillsSchema = z
  .array(SkillSchema)
  .max(PROFILE_LIMITS.skills, { message: ProfileMessages.tooManyItems })
  .superRefine((skills, ctx) => {
    const seen = new Set<string>();
    skills.forEach((skill, index) => {
      const key = skill.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: ProfileMessages.duplicateSkill, path: [index, 'name'] });
      seen.add(key);
    });
  });

/** spec 02 §3: a location array is joined by comma into one string. */
export const joinLocation = (value: string | readonly string[]) =>
  (Array.isArray(value) ? value : [value])
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

const LocationListSchema = z
  .union([z.array(freeText(100)), freeText(2000)])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((part) => part.trim())
      .filter(Boolean)
      .filter((part, index, all) => all.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index),
  )
  .pipe(z.array(z.string()).max(PROFILE_LIMITS.locations, { message: ProfileMessages.tooManyItems }));

/** Rich text (spec 02 §5): tags are cleaned on the server; the other forbidden symbols are refused. */
export const RichTextSchema = z
  .string()
  .max(RICH_TEXT_MAX)
  .refine((v) => !/[|\\\t]/.test(v), { message: Messages.forbiddenSymbols });

// ---------------------------------------------------------------- experience

// No defaults here: a PATCH must not fill in fields it did not send; the database has the defaults.
export const ExperienceFieldsSchema = z.object({
  title: requiredText(120),
  company_name: requiredText(120),
  experience_roles: z
    .array(requiredText(120))
    .max(PROFILE_LIMITS.roles, { message: ProfileMessages.tooManyItems })
    .optional(),
  employment_type: blankToNull(choice(JOB_TYPES)).optional(),
  location: z
    .union([z.array(freeText(100)).max(PROFILE_LIMITS.locations), freeText(500)])
    .transform(joinLocation)
    .pipe(z.string().max(500))
    .optional(),
  salary: blankToNull(MoneySchema).optional(),
  salary_currency: blankToNull(CurrencySchema).optional(),
  duration_start: DateSchema,
  duration_end: blankToNull(DateSchema).optional(),
  is_current: z.boolean().optional(),
  description: RichTextSchema.optional(),
});

export interface ExperienceDates {
  duration_start: string;
  duration_end?: string | null | undefined;
  is_current?: boolean | undefined;
}

/** Experience dates (spec 02 §3 experience item; the rule is our own): a job held started no later than today; end not before start; a current role has no end; a past role has one. */
export function experienceDateIssues(
  value: ExperienceDates,
  now: Date = new Date(),
): { path: 'duration_start' | 'duration_end'; message: string }[] {
  const start = startDateIssue(value.duration_start, now);
  if (start) return [{ path: 'duration_start', message: start }];
  if (value.is_current) {
    return value.duration_end ? [{ path: 'duration_end', message: ProfileMessages.currentRoleHasNoEnd }] : [];
  }
  if (!value.duration_end) return [{ path: 'duration_end', message: ProfileMessages.endRequired }];
  if (value.duration_end < value.duration_start)
    return [{ path: 'duration_end', message: ProfileMessages.endBeforeStart }];
  return [];
}

export const ExperienceInputSchema = ExperienceFieldsSchema.superRefine((value, ctx) => {
  for (const issue of experienceDateIssues(value)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
});
export type ExperienceInput = z.input<typeof ExperienceInputSchema>;
/** PATCH …/experience/{id}: any subset; the merged item must still pass the date rules. */
export const ExperiencePatchSchema = ExperienceFieldsSchema.partial();

export const ExperienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  experience_roles: z.array(z.string()),
  employment_type: z.string().nullable(),
  location: z.string(),
  salary: z.string().nullable(),
  salary_currency: z.string().nullable(),
  duration_start: z.string(),
  duration_end: z.string().nullable(),
  is_current: z.boolean(),
  description: z.string(),
  created_at: z.string(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

/** spec 02 §3: '(N year, M month)', a year counting 365 days and a month 30. */
export function experienceDurationText(start: string, end: string | null, today: Date = new Date()): string {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = end ? Date.parse(`${end}T00:00:00Z`) : Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.max(0, Math.floor((to - from) / 86_400_000));
  const years = Math.floor(days / DAYS_PER_YEAR);
  const months = Math.floor((days % DAYS_PER_YEAR) / DAYS_PER_MONTH);
  return `(${years} year, ${months} month)`;
}

// ---------------------------------------------------------------- qualifications

export type QualificationType = 'degree' | 'certificate';
export type EducationType = (typeof QUALIFICATION_TYPES)[number];

/** spec 02 §3: certificates go to the certificates list, degrees and diplomas to education. */
export const qualificationTypeOf = (educationType: EducationType): QualificationType =>
  educationType === 'certificate' ? 'certificate' : 'degree';

export const QualificationFieldsSchema = z.object({
  education_type: choice(QUALIFICATION_TYPES),
  name: requiredText(150),
  institution: freeText(150).optional(),
  field_of_study: freeText(150).optional(),
  grade: freeText(20).optional(),
  // spec 02 §5: the client drops qualification_type and country and sends duration_start null
  qualification_type: choice(['degree', 'certificate'] as const).optional(),
  country: blankToNull(CountryCodeSchema).optional(),
  duration_start: blankToNull(DateSchema).optional(),
  duration_end: blankToNull(DateSchema).optional(),
});

export function qualificationDateIssues(value: {
  duration_start?: string | null | undefined;
  duration_end?: string | null | undefined;
}): { path: 'duration_end'; message: string }[] {
  if (value.duration_start && value.duration_end && value.duration_end < value.duration_start) {
    return [{ path: 'duration_end', message: ProfileMessages.endBeforeStart }];
  }
  return [];
}

export const QualificationInputSchema = QualificationFieldsSchema.superRefine((value, ctx) => {
  for (const issue of qualificationDateIssues(value)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
});
export type QualificationInput = z.input<typeof QualificationInputSchema>;
export const QualificationPatchSchema = QualificationFieldsSchema.partial();

export const QualificationSchema = z.object({
  id: z.number().int(),
  qualification_type: z.enum(['degree', 'certificate']),
  education_type: z.enum(QUALIFICATION_TYPES),
  name: z.string(),
  institution: z.string(),
  field_of_study: z.string(),
  grade: z.string(),
  country: z.string().nullable(),
  duration_start: z.string().nullable(),
  duration_end: z.string().nullable(),
  created_at: z.string(),
});
export type Qualification = z.infer<typeof QualificationSchema>;

/** spec 02 §3: qualifications shown are education plus certificates, newest first by created_at. */
export function mergeQualifications(education: readonly Qualification[], certificates: readonly Qualification[]) {
  return [...education, ...certificates].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

// ---------------------------------------------------------------- the profile

export const ProfileUserSchema = z.object({
  email: z.string(),
  onboarding_status: z.string(),
  onboarding_complete: z.boolean(),
  back_page: z.string().nullable(),
  email_verified: z.boolean(),
  password_change_required: z.boolean(),
  using_default_password: z.boolean(),
  login_count: z.number().int(),
});
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

export const CandidateProfileCoreSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  profile_image_link: z.string().nullable(),
  resume_link: z.string().nullable(),
  country_code: z.string(),
  campaign: z.string().nullable(),
  is_take_two_candidate: z.boolean(),
  candidate_onboarding_segmentation: z.number().int(),
  back_page: z.string().nullable(),
  user: ProfileUserSchema,
});
export type CandidateProfileCore = z.infer<typeof CandidateProfileCoreSchema>;

const money = z.string().nullable();

export const CandidateProfileSchema = CandidateProfileCoreSchema.extend({
  gender: z.string().nullable(),
  phone_location: z.string(),
  /** The phone and country code on the profile were confirmed with a one-time code. */
  phone_verified: z.boolean(),
  current_location: z.string().nullable(),
  marketing_email_consent: z.boolean(),
  workflow_status: z.string().nullable(),
  interviewSlotsSelected: z.array(z.unknown()),
  interviewSlotsConfirmed: z.record(z.string(), z.unknown()),
  current_annual_salary: money,
  current_salary_currency: z.string(),
  expected_salary: money,
  expected_salary_currency: z.string(),
  expected_salary_from: money,
  expected_salary_to: money,
  desired_salary: money,
  fixed_salary: money,
  variable_salary: money,
  bonus_salary: money,
  fixed_ctc: money,
  other_ctc_components: money,
  total_salary: z.object({ amount: money, currency: z.string() }),
  eops: money,
  perks_and_benefits: z.string().nullable(),
  notice_period: z.number().int().nullable(),
  serving_notice_period: z.boolean(),
  last_working_date_of_notice_period: z.string().nullable(),
  joining_range: z.string().nullable(),
  number_of_days: z.number().int().nullable(),
  looking_for_role: z.boolean().nullable(),
  profile_completeness: z.number().int(),
  resume_pdf_link: z.string().nullable(),
  resume_filename: z.string().nullable(),
  /** The stored resume's id, for the proposals read from it (decision 027). */
  resume_file_id: z.string().nullable(),
  s3_resume_file_size: z.number().int().nullable(),
  experience: z.array(ExperienceSchema),
  experience_years: z.number().nullable(),
  experience_months: z.number().int().nullable(),
  is_fresher: z.boolean(),
  education: z.array(QualificationSchema),
  certificates: z.array(QualificationSchema),
  skills: z.array(z.object({ name: z.string(), exp_years: z.string() })),
  preferred_country: z.array(z.string()),
  preferred_locations: z.array(z.string()),
  open_to_remote_work: z.boolean().nullable(),
  job_type: z.array(z.string()),
  job_nature: z.string().nullable(),
  job_profile_preference: z.string().nullable(),
  linkedIn: z.string().nullable(),
  stack_overflow: z.string().nullable(),
  github: z.string().nullable(),
  portfolio_link: z.string().nullable(),
  is_confirm: z.boolean(),
});
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

// ---------------------------------------------------------------- PATCH /v2/users/candidate/

const nullableUrl = blankToNull(UrlSchema);

/** Every field is optional: the call updates any subset and answers the changed fields. */
export const CandidateUpdateSchema = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  gender: blankToNull(choice(GENDERS)),
  // digits here; whether they fit the country code is a rule across fields (profileRuleIssues)
  phone: blankToNull(z.string().trim().regex(OTHER_PHONE_PATTERN, { message: Messages.phone })),
  phone_location: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, { message: Messages.phone }),
  current_location: blankToNull(freeText(200)),
  marketing_email_consent: z.boolean(),
  current_annual_salary: blankToNull(MoneySchema),
  current_salary_currency: CurrencySchema,
  expected_salary: blankToNull(MoneySchema),
  expected_salary_currency: CurrencySchema,
  expected_salary_from: blankToNull(MoneySchema),
  expected_salary_to: blankToNull(MoneySchema),
  desired_salary: blankToNull(MoneySchema),
  fixed_salary: blankToNull(MoneySchema),
  variable_salary: blankToNull(MoneySchema),
  bonus_salary: blankToNull(MoneySchema),
  fixed_ctc: blankToNull(MoneySchema.refine((v) => Number(v) >= MIN_CTC, { message: ProfileMessages.minCtc })),
  other_ctc_components: blankToNull(MoneySchema),
  eops: blankToNull(MoneySchema),
  perks_and_benefits: blankToNull(freeText(1000)),
  notice_period: nullableInt(0, 365),
  serving_notice_period: z.boolean(),
  last_working_date_of_notice_period: blankToNull(DateSchema),
  joining_range: blankToNull(choice(JOINING_RANGES)),
  number_of_days: nullableInt(1, 365),
  looking_for_role: z.boolean().nullable(),
  experience_years: blankToNull(ExperienceYearsSchema),
  experience_months: nullableInt(0, 11),
  is_fresher: z.boolean(),
  skills: SkillsSchema,
  preferred_country: z
    .array(CountryCodeSchema)
    .max(PROFILE_LIMITS.countries, { message: ProfileMessages.tooManyItems })
    .transform((codes) => [...new Set(codes)]),
  preferred_locations: LocationListSchema,
  open_to_remote_work: z.boolean().nullable(),
  job_type: z.array(choice(JOB_TYPES)).transform((types) => [...new Set(types)]),
  job_nature: blankToNull(choice(JOB_NATURES)),
  job_profile_preference: blankToNull(freeText(120)),
  linkedIn: blankToNull(LinkedInSchema),
  stack_overflow: nullableUrl,
  github: nullableUrl,
  portfolio_link: nullableUrl,
  is_confirm: z.boolean(),
});
export const CandidatePatchSchema = CandidateUpdateSchema.partial();
export type CandidatePatchInput = z.input<typeof CandidatePatchSchema>;
export type CandidatePatch = z.output<typeof CandidatePatchSchema>;

export interface ProfileRuleInput {
  phone?: string | null | undefined;
  phone_location?: string | undefined;
  expected_salary_from?: string | null | undefined;
  expected_salary_to?: string | null | undefined;
  joining_range?: string | null | undefined;
  number_of_days?: number | null | undefined;
  serving_notice_period?: boolean | undefined;
  last_working_date_of_notice_period?: string | null | undefined;
}

/** Rules across fields, checked on the profile as it would be after the change. */
export function profileRuleIssues(value: ProfileRuleInput): { path: keyof ProfileRuleInput; message: string }[] {
  const issues: { path: keyof ProfileRuleInput; message: string }[] = [];
  // spec 01 §5 with the country code chosen: the one phone rule onboarding and the one-time codes apply
  if (value.phone && !isValidPhoneFor(value.phone, value.phone_location ?? DEFAULT_PHONE_COUNTRY_CODE)) {
    issues.push({ path: 'phone', message: Messages.phone });
  }
  if (
    value.expected_salary_from &&
    value.expected_salary_to &&
    Number(value.expected_salary_from) > Number(value.expected_salary_to)
  ) {
    issues.push({ path: 'expected_salary_from', message: ProfileMessages.salaryRangeOrder });
  }
  if (value.joining_range === 'custom' && !value.number_of_days) {
    issues.push({ path: 'number_of_days', message: ProfileMessages.numberOfDaysRequired });
  }
  if (value.serving_notice_period === false && value.last_working_date_of_notice_period) {
    issues.push({
      path: 'last_working_date_of_notice_period',
      message: ProfileMessages.lastWorkingDateOnlyWhenServing,
    });
  }
  return issues;
}

export const CandidatePatchResponseSchema = CandidateProfileSchema.omit({ user: true })
  .partial()
  .extend({ user: ProfileUserSchema.partial().optional() });
export type CandidatePatchResponse = z.infer<typeof CandidatePatchResponseSchema>;

// ---------------------------------------------------------------- onboarding status

export type OnboardingStatusStored =
  OnboardingStatusName | (typeof ONBOARDING_V2_STEPS)[number] | typeof ONBOARDING_FINISHED;

const CODE_TO_NAME = Object.fromEntries(
  Object.entries(ONBOARDING_STATUS).map(([name, code]) => [String(code), name as OnboardingStatusName]),
) as Record<string, OnboardingStatusName>;

/** spec 01 §4: a status by name, by its code 1–8, or the finished value '14'. */
export function normalizeOnboardingStatus(value: string | number): OnboardingStatusStored | null {
  const text = String(value).trim().toUpperCase();
  if (text === ONBOARDING_FINISHED) return ONBOARDING_FINISHED;
  if (CODE_TO_NAME[text]) return CODE_TO_NAME[text];
  if (text in ONBOARDING_STATUS) return text as OnboardingStatusName;
  if ((ONBOARDING_V2_STEPS as readonly string[]).includes(text)) return text as (typeof ONBOARDING_V2_STEPS)[number];
  return null;
}

export const OnboardingStatusUpdateSchema = z.object({
  status: z.union([z.string().max(40), z.number().int()]).transform((v, ctx) => {
    const status = normalizeOnboardingStatus(v);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: ProfileMessages.unknownOnboardingStatus });
      return z.NEVER;
    }
    return status;
  }),
});
export const OnboardingStatusResponseSchema = z.object({
  onboarding_status: z.string(),
  onboarding_complete: z.boolean(),
  back_page: z.string().nullable(),
});
export type OnboardingStatusResponse = z.infer<typeof OnboardingStatusResponseSchema>;

// ---------------------------------------------------------------- completeness

export interface CompletenessInput {
  experience: readonly unknown[];
  is_fresher: boolean;
  education: readonly unknown[];
  certificates: readonly unknown[];
  skills: readonly unknown[];
  current_location: string | null;
  phone: string | null;
  first_name: string;
  job_profile_preference: string | null;
  resume_link: string | null;
  current_annual_salary: string | null;
  expected_salary: string | null;
  experience_years: number | null;
  joining_range: string | null;
  linkedIn: string | null;
}

export type CompletenessPart = keyof typeof COMPLETENESS_WEIGHTS;

/**
 * Which of the spec 02 §9 parts (weights total 100) the profile has. A fresher
 * has no experience to list, so is_fresher counts for the experience part; the
 * salary part counts a current or an expected amount, since a fresher has only
 * the second.
 */
export function completenessParts(p: CompletenessInput): Record<CompletenessPart, boolean> {
  const has = (value: string | null) => Boolean(value && value.trim());
  return {
    experience: p.experience.length > 0 || p.is_fresher,
    education: p.education.length + p.certificates.length > 0,
    skills: p.skills.length > 0,
    location: has(p.current_location),
    phone: has(p.phone),
    first_name: has(p.first_name),
    job_profile_preference: has(p.job_profile_preference),
    resume: has(p.resume_link),
    salary_amount: has(p.current_annual_salary) || has(p.expected_salary),
    experience_years: p.experience_years !== null,
    joining_range: has(p.joining_range),
    linkedIn: has(p.linkedIn),
  };
}

export function profileCompleteness(p: CompletenessInput): number {
  const parts = completenessParts(p);
  return (Object.keys(parts) as CompletenessPart[]).reduce(
    (sum, key) => sum + (parts[key] ? COMPLETENESS_WEIGHTS[key] : 0),
    0,
  );
}

/** What each missing part is called where the candidate is asked to add it. */
export const COMPLETENESS_LABELS: Record<CompletenessPart, string> = {
  experience: 'Employment history',
  education: 'Education or a certificate',
  skills: 'Skills',
  location: 'Current location',
  phone: 'Phone number',
  first_name: 'First name',
  job_profile_preference: 'The role you are looking for',
  resume: 'Resume',
  salary_amount: 'Salary',
  experience_years: 'Years of experience',
  joining_range: 'When you can join',
  linkedIn: 'LinkedIn profile',
};

/** The missing parts, the heaviest first: what adds the most to the profile comes first. */
export function missingProfileParts(p: CompletenessInput): { part: CompletenessPart; label: string; weight: number }[] {
  const parts = completenessParts(p);
  return (Object.keys(parts) as CompletenessPart[])
    .filter((part) => !parts[part])
    .map((part) => ({ part, label: COMPLETENESS_LABELS[part], weight: COMPLETENESS_WEIGHTS[part] }))
    .sort((a, b) => b.weight - a.weight);
}

// ---------------------------------------------------------------- documents

/** The file fields of POST/DELETE /v2/users/candidate/document/. */
export const DOCUMENT_FIELDS = ['resume', 'profile_image'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export const ResumeFieldsSchema = CandidateProfileSchema.pick({
  resume_link: true,
  resume_pdf_link: true,
  resume_filename: true,
  resume_file_id: true,
  s3_resume_file_size: true,
  profile_completeness: true,
});
export const ProfileImageFieldsSchema = CandidateProfileSchema.pick({
  profile_image_link: true,
  profile_completeness: true,
});

// ---------------------------------------------------------------- error messages (spec 02 §8)

const firstOf = (value: unknown) =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : undefined;
const recordOf = (data: unknown) => (data && typeof data === 'object' ? (data as Record<string, unknown>) : {});

/** Experience add/update/delete: non_field_errors, else the generic text; an update without a response shows the server-issue text. status 0 means no response. */
export function experienceErrorMessage(operation: 'add' | 'update' | 'delete', status: number, data: unknown): string {
  if (status === 0 && operation === 'update') return Messages.serverIssue;
  return firstOf(recordOf(data).non_field_errors) ?? Messages.genericError;
}

/** Education: an update reads non_field_errors, an add or delete reads detail; no response shows the server-issue text. */
export function educationErrorMessage(operation: 'add' | 'update' | 'delete', status: number, data: unknown): string {
  if (status === 0) return Messages.serverIssue;
  const record = recordOf(data);
  return (operation === 'update' ? firstOf(record.non_field_errors) : firstOf(record.detail)) ?? Messages.genericError;
}
