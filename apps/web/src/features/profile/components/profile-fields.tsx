// Groups of profile fields on one react-hook-form form (profile-form.ts),
// composed by the onboarding steps and the profile view sections.
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CURRENCIES } from '@talent/contracts/constants';
import {
  GENDER_LABELS,
  GENDERS,
  JOB_NATURE_LABELS,
  JOB_NATURES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  JOINING_RANGE_LABELS,
  JOINING_RANGES,
  NOTICE_PERIODS,
  type CandidatePatch,
} from '@talent/contracts/profile';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CountryPicker } from './country-picker.tsx';
import { CheckField, SelectField } from '../../../components/ui/form-fields.tsx';
import type { ProfileFormField, ProfileFormValues } from './profile-form.ts';
import styles from './profile-forms.module.css';
import { SkillsEditor } from './skills-editor.tsx';

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, CandidatePatch>;

interface GroupProps {
  form: ProfileForm;
  /** Fields shown with the required marker. */
  required?: readonly ProfileFormField[];
}

const errorOf = (form: ProfileForm, field: ProfileFormField) => {
  const error = form.formState.errors[field];
  return error && 'message' in error ? (error.message as string | undefined) : undefined;
};
const currencyOptions = CURRENCIES.map((value) => ({ value, label: value }));
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function BasicInfoFields({
  form,
  required = [],
  afterPhone,
}: GroupProps & {
  /** Shown right under the phone number, across the form (the onboarding step's phone verification). */
  afterPhone?: ReactNode;
}) {
  const { register } = form;
  const req = (field: ProfileFormField) => required.includes(field);
  return (
    <div className={`${styles.grid} ${styles.dense}`}>
      <TextField
        label="First name"
        required={req('first_name')}
        autoComplete="given-name"
        {...register('first_name')}
        error={errorOf(form, 'first_name')}
      />
      <TextField
        label="Last name"
        required={req('last_name')}
        autoComplete="family-name"
        {...register('last_name')}
        error={errorOf(form, 'last_name')}
      />
      <div className={styles.row}>
        <TextField
          label="Code"
          className={styles.code}
          {...register('phone_location')}
          error={errorOf(form, 'phone_location')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required={req('phone')}
          {...register('phone')}
          error={errorOf(form, 'phone')}
        />
      </div>
      {afterPhone}
      <SelectField
        label="Gender"
        options={options(GENDERS, GENDER_LABELS)}
        required={req('gender')}
        {...register('gender')}
        error={errorOf(form, 'gender')}
      />
      <TextField
        label="Current location"
        required={req('current_location')}
        autoComplete="address-level2"
        {...register('current_location')}
        error={errorOf(form, 'current_location')}
      />
    </div>
  );
}

export function CareerFields({ form, required = [] }: GroupProps) {
  const { register, watch } = form;
  const fresher = watch('is_fresher');
  const req = (field: ProfileFormField) => required.includes(field) && !fresher;
  return (
    <>
      <CheckField label="I am a fresher (no work experience yet)" {...register('is_fresher')} />
      <div className={styles.grid}>
        <TextField
          label="Total experience (years)"
          inputMode="decimal"
          disabled={fresher}
          required={req('experience_years')}
          {...register('experience_years')}
          error={errorOf(form, 'experience_years')}
        />
        <SelectField
          label="and months"
          disabled={fresher}
          options={Array.from({ length: 12 }, (_, i) => ({ value: String(i), label: String(i) }))}
          {...register('experience_months')}
          error={errorOf(form, 'experience_months')}
        />
        <TextField
          label="Role you are looking for"
          required={required.includes('job_profile_preference')}
          {...register('job_profile_preference')}
          error={errorOf(form, 'job_profile_preference')}
        />
      </div>
    </>
  );
}

export function SalaryFields({ form, required = [], details = false }: GroupProps & { details?: boolean }) {
  const { register, watch } = form;
  const fresher = watch('is_fresher');
  const money = (field: ProfileFormField, label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      required={required.includes(field) && !(fresher && field === 'current_annual_salary')}
      {...register(field)}
      error={errorOf(form, field)}
    />
  );
  const currency = (field: ProfileFormField, label: string) => (
    <SelectField
      label={label}
      options={currencyOptions}
      placeholder={null}
      {...register(field)}
      error={errorOf(form, field)}
    />
  );
  return (
    <>
      <div className={styles.grid}>
        {money('current_annual_salary', 'Current annual salary')}
        {currency('current_salary_currency', 'Current salary currency')}
        {money('expected_salary', 'Expected annual salary')}
        {currency('expected_salary_currency', 'Expected salary currency')}
      </div>
      {details && (
        <>
          <div className={styles.grid}>
            {money('expected_salary_from', 'Expected range from')}
            {money('expected_salary_to', 'Expected range to')}
          </div>
          <div className={styles.grid}>
            {money('fixed_salary', 'Fixed salary')}
            {money('variable_salary', 'Variable salary')}
            {money('bonus_salary', 'Bonus')}
            {money('fixed_ctc', 'Fixed CTC')}
            {money('other_ctc_components', 'Other CTC components')}
            {money('eops', 'EOPS')}
          </div>
          <TextField
            label="Perks and benefits"
            {...register('perks_and_benefits')}
            error={errorOf(form, 'perks_and_benefits')}
          />
        </>
      )}
    </>
  );
}

export function NoticeFields({ form, required = [] }: GroupProps) {
  const { register, watch } = form;
  const fresher = watch('is_fresher');
  const serving = watch('serving_notice_period');
  const joining = watch('joining_range');
  return (
    <>
      <div className={styles.grid}>
        <SelectField
          label="Notice period"
          options={NOTICE_PERIODS.map((p) => ({ value: String(p.value), label: p.label }))}
          required={required.includes('notice_period') && !fresher}
          {...register('notice_period')}
          error={errorOf(form, 'notice_period')}
        />
        <SelectField
          label="When can you join?"
          options={options(JOINING_RANGES, JOINING_RANGE_LABELS)}
          required={required.includes('joining_range')}
          {...register('joining_range')}
          error={errorOf(form, 'joining_range')}
        />
        {joining === 'custom' && (
          <TextField
            label="Number of days"
            inputMode="numeric"
            required
            {...register('number_of_days')}
            error={errorOf(form, 'number_of_days')}
          />
        )}
      </div>
      <CheckField label="I am serving my notice period" {...register('serving_notice_period')} />
      {serving && (
        <TextField
          label="Last working day"
          type="date"
          {...register('last_working_date_of_notice_period')}
          error={errorOf(form, 'last_working_date_of_notice_period')}
        />
      )}
    </>
  );
}

export function SkillsField({ form }: GroupProps) {
  const error = form.formState.errors.skills;
  const message = error ? (error.message ?? (Array.isArray(error) ? undefined : error.root?.message)) : undefined;
  return (
    <Controller
      control={form.control}
      name="skills"
      render={({ field }) => (
        <SkillsEditor value={field.value} onChange={field.onChange} error={message ?? skillItemError(form)} />
      )}
    />
  );
}

/** The first message of a skill item (a duplicate name, years outside '0'–'9', '>9'). */
function skillItemError(form: ProfileForm): string | undefined {
  const items = form.formState.errors.skills;
  if (!Array.isArray(items)) return undefined;
  for (const item of items) {
    const message = item?.name?.message ?? item?.exp_years?.message;
    if (message) return message;
  }
  return undefined;
}

export function PreferenceFields({ form, required = [] }: GroupProps) {
  const { register, control } = form;
  return (
    <>
      <Controller
        control={control}
        name="preferred_country"
        render={({ field }) => (
          <CountryPicker value={field.value} onChange={field.onChange} error={errorOf(form, 'preferred_country')} />
        )}
      />
      <TextField
        label="Preferred locations"
        hint="Cities you would work in, separated by commas."
        required={required.includes('preferred_locations')}
        {...register('preferred_locations')}
        error={errorOf(form, 'preferred_locations')}
      />
      <CheckField label="Open to remote work" {...register('open_to_remote_work')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Job type
          {required.includes('job_type') && <span aria-hidden="true"> *</span>}
        </legend>
        <div className={styles.chips}>
          {JOB_TYPES.map((type) => (
            <CheckField key={type} label={JOB_TYPE_LABELS[type]} value={type} {...register('job_type')} />
          ))}
        </div>
        {errorOf(form, 'job_type') && (
          <p className={styles.error} role="alert">
            {errorOf(form, 'job_type')}
          </p>
        )}
      </fieldset>
      <SelectField
        label="Work arrangement"
        options={options(JOB_NATURES, JOB_NATURE_LABELS)}
        {...register('job_nature')}
        error={errorOf(form, 'job_nature')}
      />
    </>
  );
}

export function LinkFields({ form, required = [] }: GroupProps) {
  const { register } = form;
  return (
    <div className={styles.grid}>
      <TextField
        label="LinkedIn profile"
        type="url"
        placeholder="https://www.linkedin.com/in/your-name"
        required={required.includes('linkedIn')}
        {...register('linkedIn')}
        error={errorOf(form, 'linkedIn')}
      />
      <TextField label="GitHub" type="url" {...register('github')} error={errorOf(form, 'github')} />
      <TextField
        label="Stack Overflow"
        type="url"
        {...register('stack_overflow')}
        error={errorOf(form, 'stack_overflow')}
      />
      <TextField label="Portfolio" type="url" {...register('portfolio_link')} error={errorOf(form, 'portfolio_link')} />
    </div>
  );
}
