// One form model for every profile field the onboarding steps and the profile
// view edit. The inputs hold text; a schema built for the fields a form shows
// checks what that form requires, then hands the values to the contracts'
// PATCH schema and its rules across fields (spec 02 §5), so the browser and
// the server refuse the same things with the same messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Messages } from '@talent/contracts/messages';
import {
  CandidatePatchSchema,
  profileRuleIssues,
  type CandidatePatch,
  type CandidateProfile,
} from '@talent/contracts/profile';
import { defaultCurrency } from '../../../lib/country.ts';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone_location: string;
  phone: string;
  gender: string;
  current_location: string;
  is_fresher: boolean;
  experience_years: string;
  experience_months: string;
  job_profile_preference: string;
  current_annual_salary: string;
  current_salary_currency: string;
  expected_salary: string;
  expected_salary_currency: string;
  expected_salary_from: string;
  expected_salary_to: string;
  fixed_salary: string;
  variable_salary: string;
  bonus_salary: string;
  fixed_ctc: string;
  other_ctc_components: string;
  eops: string;
  perks_and_benefits: string;
  notice_period: string;
  serving_notice_period: boolean;
  last_working_date_of_notice_period: string;
  joining_range: string;
  number_of_days: string;
  skills: { name: string; exp_years: string }[];
  preferred_country: string[];
  preferred_locations: string;
  open_to_remote_work: boolean;
  job_type: string[];
  job_nature: string;
  linkedIn: string;
  github: string;
  stack_overflow: string;
  portfolio_link: string;
}
export type ProfileFormField = keyof ProfileFormValues;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// decision 024: amounts not given yet start in the visitor's country's currency
export function profileFormValues(p: CandidateProfile): ProfileFormValues {
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    phone_location: p.phone_location || '+91',
    phone: text(p.phone),
    gender: text(p.gender),
    current_location: text(p.current_location),
    is_fresher: p.is_fresher,
    experience_years: text(p.experience_years),
    experience_months: text(p.experience_months),
    job_profile_preference: text(p.job_profile_preference),
    current_annual_salary: text(p.current_annual_salary),
    current_salary_currency: p.current_annual_salary
      ? p.current_salary_currency
      : defaultCurrency(p.current_salary_currency),
    expected_salary: text(p.expected_salary),
    expected_salary_currency: p.expected_salary
      ? p.expected_salary_currency
      : defaultCurrency(p.expected_salary_currency),
    expected_salary_from: text(p.expected_salary_from),
    expected_salary_to: text(p.expected_salary_to),
    fixed_salary: text(p.fixed_salary),
    variable_salary: text(p.variable_salary),
    bonus_salary: text(p.bonus_salary),
    fixed_ctc: text(p.fixed_ctc),
    other_ctc_components: text(p.other_ctc_components),
    eops: text(p.eops),
    perks_and_benefits: text(p.perks_and_benefits),
    notice_period: text(p.notice_period),
    serving_notice_period: p.serving_notice_period,
    last_working_date_of_notice_period: text(p.last_working_date_of_notice_period),
    joining_range: text(p.joining_range),
    number_of_days: text(p.number_of_days),
    skills: p.skills.map((skill) => ({ ...skill })),
    preferred_country: [...p.preferred_country],
    preferred_locations: p.preferred_locations.join(', '),
    open_to_remote_work: p.open_to_remote_work ?? false,
    job_type: [...p.job_type],
    job_nature: text(p.job_nature),
    linkedIn: text(p.linkedIn),
    github: text(p.github),
    stack_overflow: text(p.stack_overflow),
    portfolio_link: text(p.portfolio_link),
  };
}

const SHAPE = {
  first_name: z.string(),
  last_name: z.string(),
  phone_location: z.string(),
  phone: z.string(),
  gender: z.string(),
  current_location: z.string(),
  is_fresher: z.boolean(),
  experience_years: z.string(),
  experience_months: z.string(),
  job_profile_preference: z.string(),
  current_annual_salary: z.string(),
  current_salary_currency: z.string(),
  expected_salary: z.string(),
  expected_salary_currency: z.string(),
  expected_salary_from: z.string(),
  expected_salary_to: z.string(),
  fixed_salary: z.string(),
  variable_salary: z.string(),
  bonus_salary: z.string(),
  fixed_ctc: z.string(),
  other_ctc_components: z.string(),
  eops: z.string(),
  perks_and_benefits: z.string(),
  notice_period: z.string(),
  serving_notice_period: z.boolean(),
  last_working_date_of_notice_period: z.string(),
  joining_range: z.string(),
  number_of_days: z.string(),
  skills: z.array(z.object({ name: z.string(), exp_years: z.string() })),
  preferred_country: z.array(z.string()),
  preferred_locations: z.string(),
  open_to_remote_work: z.boolean(),
  job_type: z.array(z.string()),
  job_nature: z.string(),
  linkedIn: z.string(),
  github: z.string(),
  stack_overflow: z.string(),
  portfolio_link: z.string(),
} satisfies Record<ProfileFormField, z.ZodType>;

/** A fresher has no current salary, notice period or years to give. */
const NOT_FOR_FRESHERS = new Set<ProfileFormField>(['experience_years', 'current_annual_salary', 'notice_period']);

const isBlank = (value: unknown) =>
  (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function toPatch(values: Partial<ProfileFormValues>, freshers: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  if (freshers && 'experience_years' in values) out.experience_years = '0';
  if (freshers && 'experience_months' in values) out.experience_months = '0';
  // a choice that no longer applies takes its dependent value with it
  if ('serving_notice_period' in values && !values.serving_notice_period) {
    if ('last_working_date_of_notice_period' in values) out.last_working_date_of_notice_period = '';
  }
  if ('joining_range' in values && values.joining_range !== 'custom' && 'number_of_days' in values) {
    out.number_of_days = '';
  }
  return out;
}

/** The schema of a form showing `fields`; `required` ones must be filled (spec 01 §5 missing fields). */
export function profileFormSchema(fields: readonly ProfileFormField[], required: readonly ProfileFormField[] = []) {
  const shape = Object.fromEntries(fields.map((field) => [field, SHAPE[field]]));
  return z
    .object(shape)
    .superRefine((value, ctx) => {
      const values = value as Partial<ProfileFormValues>;
      for (const field of required) {
        if (values.is_fresher && NOT_FOR_FRESHERS.has(field)) continue;
        if (isBlank(values[field])) ctx.addIssue({ code: 'custom', path: [field], message: Messages.required });
      }
    })
    .transform((value) => {
      const values = value as Partial<ProfileFormValues>;
      return toPatch(values, Boolean(values.is_fresher)) as z.input<typeof CandidatePatchSchema>;
    })
    .pipe(
      CandidatePatchSchema.superRefine((value, ctx) => {
        for (const issue of profileRuleIssues(value)) {
          ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
        }
      }),
    );
}

export function useProfileForm(
  profile: CandidateProfile,
  fields: readonly ProfileFormField[],
  required: readonly ProfileFormField[] = [],
) {
  return useForm<ProfileFormValues, unknown, CandidatePatch>({
    resolver: zodResolver(profileFormSchema(fields, required)) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      CandidatePatch
    >,
    defaultValues: profileFormValues(profile),
  });
}

/** spec 01 §5: 'Some Fields are missing.Please fill them' when a required field is empty. */
export function hasMissingFields(errors: FieldErrors<ProfileFormValues>): boolean {
  return Object.values(errors).some((error) => error && 'message' in error && error.message === Messages.required);
}
