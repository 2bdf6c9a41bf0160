// Qualifications: education and certificates merged and sorted newest first
// (spec 02 §3), with add, edit, delete and the transfer between degree and
// certificate (spec 02 §4), and the messages of spec 02 §8.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QUALIFICATION_TYPES } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import {
  educationErrorMessage,
  mergeQualifications,
  QualificationInputSchema,
  type Qualification,
} from '@talent/contracts/profile';
import {
  transferOf,
  useAddQualification,
  useDeleteQualification,
  useUpdateQualification,
} from '../api/profile-mutations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { ItemFormActions, ListEditor, removeItem, saveItem } from './list-editor.tsx';
import styles from './profile-forms.module.css';
import { failureOf } from '../../../lib/form-errors.ts';
import { monthYearText } from '../../../lib/dates.ts';

const TYPE_LABELS: Record<(typeof QUALIFICATION_TYPES)[number], string> = {
  degree: 'Degree',
  certificate: 'Certificate',
  diploma: 'Diploma',
};
const typeOptions = QUALIFICATION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

const QualificationFormSchema = z
  .object({
    education_type: z.string(),
    name: z.string(),
    institution: z.string(),
    field_of_study: z.string(),
    grade: z.string(),
    duration_end: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!value.education_type) ctx.addIssue({ code: 'custom', path: ['education_type'], message: Messages.required });
  })
  .transform((value): z.input<typeof QualificationInputSchema> => value as z.input<typeof QualificationInputSchema>)
  .pipe(QualificationInputSchema);

type QualificationFormInput = z.input<typeof QualificationFormSchema>;
type QualificationFormOutput = z.output<typeof QualificationFormSchema>;

const emptyForm: QualificationFormInput = {
  education_type: 'degree',
  name: '',
  institution: '',
  field_of_study: '',
  grade: '',
  duration_end: '',
};
const FORM_FIELDS = Object.keys(emptyForm);

const formOf = (item: Qualification): QualificationFormInput => ({
  education_type: item.education_type,
  name: item.name,
  institution: item.institution,
  field_of_study: item.field_of_study,
  grade: item.grade,
  duration_end: item.duration_end ?? '',
});

function QualificationForm({
  candidateId,
  item,
  onDone,
}: {
  candidateId: number;
  item: Qualification | null;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QualificationFormInput, unknown, QualificationFormOutput>({
    resolver: zodResolver(QualificationFormSchema),
    defaultValues: item ? formOf(item) : emptyForm,
  });

  const add = useAddQualification(candidateId);
  const update = useUpdateQualification(candidateId);

  const onSubmit = handleSubmit((values) =>
    saveItem(() => (item ? update.mutateAsync({ previous: item, form: values }) : add.mutateAsync(values)), {
      saved: item ? Messages.qualificationUpdated : Messages.qualificationAdded,
      done: onDone,
      setError,
      fields: FORM_FIELDS,
      failureText: (status, data) => educationErrorMessage(item ? 'update' : 'add', status, data),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={item ? 'Edit qualification' : 'Add qualification'}>
      <div className={styles.grid}>
        <SelectField
          label="Type"
          required
          options={typeOptions}
          placeholder={null}
          {...register('education_type')}
          error={errors.education_type?.message}
        />
        <TextField label="Degree or certificate name" required {...register('name')} error={errors.name?.message} />
        <TextField label="Institution" {...register('institution')} error={errors.institution?.message} />
        <TextField label="Field of study" {...register('field_of_study')} error={errors.field_of_study?.message} />
        <TextField label="Grade" {...register('grade')} error={errors.grade?.message} />
        <TextField
          label="Completed on"
          type="date"
          {...register('duration_end')}
          error={errors.duration_end?.message}
        />
      </div>
      <ItemFormActions noun="qualification" editing={item !== null} busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}

export function QualificationEditor({
  candidateId,
  education,
  certificates,
}: {
  candidateId: number;
  education: readonly Qualification[];
  certificates: readonly Qualification[];
}) {
  const update = useUpdateQualification(candidateId);
  const remove = useDeleteQualification(candidateId);
  const items = mergeQualifications(education, certificates);

  const transfer = async (item: Qualification) => {
    try {
      await update.mutateAsync(transferOf(item));
      toast.success(Messages.qualificationUpdated);
    } catch (error) {
      const { status, data } = failureOf(error);
      toast.error(educationErrorMessage('update', status, data));
    }
  };

  return (
    <ListEditor
      items={items}
      noun="qualification"
      listLabel="Qualifications"
      emptyText="No qualifications added yet."
      nameOf={(item) => item.name}
      summary={(item) => (
        <>
          <h3 className={styles.itemTitle}>
            {item.name}
            <span className={styles.badge}>{TYPE_LABELS[item.education_type]}</span>
          </h3>
          <p className={styles.meta}>
            {[item.institution, item.field_of_study, item.grade && `Grade ${item.grade}`].filter(Boolean).join(' · ')}
            {item.duration_end ? ` · completed ${monthYearText(item.duration_end)}` : ''}
          </p>
        </>
      )}
      moreActions={(item) => (
        <Button variant="ghost" onClick={() => void transfer(item)}>
          {item.qualification_type === 'certificate' ? 'Move to degrees' : 'Move to certificates'}
        </Button>
      )}
      form={(item, done) => <QualificationForm candidateId={candidateId} item={item} onDone={done} />}
      remove={removeItem(
        (item: Qualification) => remove.mutateAsync(item),
        (status, data) => educationErrorMessage('delete', status, data),
      )}
    />
  );
}
