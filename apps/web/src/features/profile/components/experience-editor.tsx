// The employment list with add, edit and delete (spec 02 §3 experience item,
// §4 list transitions, §8 messages). Each item shows its duration as
// '(N year, M month)'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CURRENCIES } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import {
  JOB_TYPES,
  ExperienceInputSchema,
  experienceDurationText,
  experienceErrorMessage,
  JOB_TYPE_LABELS,
  type Experience,
} from '@talent/contracts/profile';
import { hasForbiddenSymbols } from '@talent/contracts/validators';
import { useAddExperience, useDeleteExperience, useUpdateExperience } from '../api/profile-mutations.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CheckField, SelectField, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { ItemFormActions, ListEditor, removeItem, saveItem } from './list-editor.tsx';
import styles from './profile-forms.module.css';
import { RichTextView } from './rich-text-view.tsx';
import { periodText } from '../../../lib/dates.ts';
import { defaultCurrency } from '../../../lib/country.ts';

const REQUIRED = ['title', 'company_name', 'duration_start'] as const;

/** The form holds text; it becomes the contract's experience body (location and roles as lists). */
const ExperienceFormSchema = z
  .object({
    title: z.string(),
    company_name: z.string(),
    employment_type: z.string(),
    location: z.string(),
    duration_start: z.string(),
    duration_end: z.string(),
    is_current: z.boolean(),
    salary: z.string(),
    salary_currency: z.string(),
    experience_roles: z.string(),
    description: z.string(),
  })
  .superRefine((value, ctx) => {
    for (const key of REQUIRED) {
      if (!value[key].trim()) ctx.addIssue({ code: 'custom', path: [key], message: Messages.required });
    }
    if (hasForbiddenSymbols(value.description)) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: Messages.forbiddenSymbols });
    }
  })
  .transform((value): z.input<typeof ExperienceInputSchema> => ({
    ...value,
    // spec 02 §3: location is a list joined by comma before sending
    location: value.location.split(','),
    experience_roles: value.experience_roles
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean),
    duration_end: value.is_current ? null : value.duration_end,
  }))
  .pipe(ExperienceInputSchema);

type ExperienceFormInput = z.input<typeof ExperienceFormSchema>;
type ExperienceFormOutput = z.output<typeof ExperienceFormSchema>;

const emptyForm: ExperienceFormInput = {
  title: '',
  company_name: '',
  employment_type: '',
  location: '',
  duration_start: '',
  duration_end: '',
  is_current: false,
  salary: '',
  salary_currency: 'INR',
  experience_roles: '',
  description: '',
};

const FORM_FIELDS = Object.keys(emptyForm);

const formOf = (item: Experience): ExperienceFormInput => ({
  title: item.title,
  company_name: item.company_name,
  employment_type: item.employment_type ?? '',
  location: item.location,
  duration_start: item.duration_start,
  duration_end: item.duration_end ?? '',
  is_current: item.is_current,
  salary: item.salary ?? '',
  salary_currency: item.salary_currency ?? 'INR',
  experience_roles: item.experience_roles.join(', '),
  description: item.description.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''),
});

const typeOptions = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
const currencyOptions = CURRENCIES.map((value) => ({ value, label: value }));

function ExperienceForm({
  candidateId,
  item,
  onDone,
}: {
  candidateId: number;
  item: Experience | null;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExperienceFormInput, unknown, ExperienceFormOutput>({
    resolver: zodResolver(ExperienceFormSchema),
    // decision 024: a new amount starts in the visitor's country's currency
    defaultValues: item ? formOf(item) : { ...emptyForm, salary_currency: defaultCurrency() },
  });
  const isCurrent = watch('is_current');
  const operation = item ? 'update' : 'add';
  const add = useAddExperience(candidateId);
  const update = useUpdateExperience(candidateId);

  const onSubmit = handleSubmit((values) =>
    saveItem(() => (item ? update.mutateAsync({ id: item.id, body: values }) : add.mutateAsync(values)), {
      saved: item ? Messages.employmentUpdated : Messages.employmentAdded,
      done: onDone,
      setError,
      fields: FORM_FIELDS,
      failureText: (status, data) => experienceErrorMessage(operation, status, data),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={item ? 'Edit employment' : 'Add employment'}>
      <div className={styles.grid}>
        <TextField label="Job title" required {...register('title')} error={errors.title?.message} />
        <TextField label="Company" required {...register('company_name')} error={errors.company_name?.message} />
        <SelectField
          label="Employment type"
          options={typeOptions}
          {...register('employment_type')}
          error={errors.employment_type?.message}
        />
        <TextField
          label="Location"
          hint="Separate several places with commas."
          {...register('location')}
          error={errors.location?.message}
        />
        <TextField
          label="Start date"
          type="date"
          required
          {...register('duration_start')}
          error={errors.duration_start?.message}
        />
        <TextField
          label="End date"
          type="date"
          disabled={isCurrent}
          required={!isCurrent}
          {...register('duration_end')}
          error={errors.duration_end?.message}
        />
      </div>
      <CheckField label="I currently work here" {...register('is_current')} />
      <div className={styles.grid}>
        <TextField label="Annual salary" inputMode="decimal" {...register('salary')} error={errors.salary?.message} />
        <SelectField
          label="Salary currency"
          options={currencyOptions}
          placeholder={null}
          {...register('salary_currency')}
          error={errors.salary_currency?.message}
        />
      </div>
      <TextField
        label="Roles"
        hint="For example: Backend, Team lead. Separate with commas."
        {...register('experience_roles')}
        error={errors.experience_roles?.message}
      />
      <TextAreaField label="Description" rows={4} {...register('description')} error={errors.description?.message} />
      <ItemFormActions noun="employment" editing={item !== null} busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}

const nameOf = (item: Experience) => `${item.title} at ${item.company_name}`;

export function ExperienceEditor({ candidateId, items }: { candidateId: number; items: readonly Experience[] }) {
  const remove = useDeleteExperience(candidateId);
  return (
    <ListEditor
      items={items}
      noun="employment"
      listLabel="Employment"
      emptyText="No employment added yet."
      nameOf={nameOf}
      summary={(item) => (
        <>
          <h3 className={styles.itemTitle}>
            {item.title} at {item.company_name}
            {item.is_current && <span className={styles.badge}>Current</span>}
          </h3>
          <p className={styles.meta}>
            {periodText(item.duration_start, item.duration_end)}{' '}
            {experienceDurationText(item.duration_start, item.duration_end)}
            {item.location ? ` · ${item.location}` : ''}
          </p>
          {item.experience_roles.length > 0 && <p className={styles.meta}>{item.experience_roles.join(', ')}</p>}
        </>
      )}
      details={(item) => <RichTextView html={item.description} />}
      form={(item, done) => <ExperienceForm candidateId={candidateId} item={item} onDone={done} />}
      remove={removeItem(
        (item: Experience) => remove.mutateAsync(item.id),
        (status, data) => experienceErrorMessage('delete', status, data),
      )}
    />
  );
}
