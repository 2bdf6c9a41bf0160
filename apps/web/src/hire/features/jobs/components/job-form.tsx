// The job editor's form (decision 017): the job's fields, the description as
// rich text and the screening questions the candidate answers when applying.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CURRENCIES } from '@talent/contracts/constants';
import { COUNTRIES } from '@talent/contracts/countries';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  type HiringJob,
  type HiringJobInput,
} from '@talent/contracts/hiring';
import { pathTo } from '@talent/contracts/routes';
import { CheckField, FormFailure, SelectField } from '../../../../components/ui/form-fields.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { fieldErrorsOf, firstErrorMessage, ApiError } from '../../../../lib/api-client.ts';
import styles from '../../../components/hiring.module.css';
import { useSaveJob } from '../api/jobs-api.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

type Question = NonNullable<HiringJobInput['screening_questions']>[number];

const employmentTypeOptions = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }));
const ANSWER_KINDS: { value: Question['kind']; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'yes_no', label: 'Yes / no' },
  { value: 'choice', label: 'Choice' },
];
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

export function JobForm({ job }: { job: HiringJob | null }) {
  const navigate = useNavigate();
  const [description, setDescription] = useState(job?.description ?? '');
  const [remote, setRemote] = useState(job?.is_remote ?? false);
  const [questions, setQuestions] = useState<Question[]>(job?.screening_questions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveJob(job?.id ?? null, {
    onSuccess: (saved) => navigate(pathTo('hireJob', { jobId: saved.id })),
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      const detail = error instanceof ApiError ? firstErrorMessage(error.data) : undefined;
      setErrors(Object.keys(fields).length ? fields : { detail: detail ?? 'Could not save the job.' });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const list = (name: string) =>
      text(name)
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
    setErrors({});
    save.mutate({
      title: text('title'),
      description,
      location: text('location'),
      ...(remote ? {} : { country_code: text('country_code') }),
      is_remote: remote,
      applicant_countries: remote ? list('applicant_countries').map((c) => c.toUpperCase()) : [],
      employment_type: text('employment_type') as HiringJobInput['employment_type'],
      experience_min: Number(text('experience_min') || 0),
      experience_max: Number(text('experience_max') || 0),
      salary_min: text('salary_min') ? Number(text('salary_min')) : null,
      salary_max: text('salary_max') ? Number(text('salary_max')) : null,
      salary_currency: (text('salary_currency') || null) as HiringJobInput['salary_currency'],
      skills: list('skills'),
      job_category: text('job_category'),
      job_sub_category: text('job_sub_category'),
      external_apply_url: text('external_apply_url') || null,
      screening_questions: questions,
    });
  }

  const field = (name: string, label: string, props: Record<string, unknown> = {}, value?: string | number | null) => (
    <TextField name={name} label={label} defaultValue={value ?? ''} error={errors[name]} {...props} />
  );

  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <FormFailure message={errors.detail} />
      {field('title', 'Title', { required: true }, job?.title)}
      <div>
        <span id="job-description-label" className={styles.label}>
          Description
        </span>
        <RichTextEditor initial={job?.description ?? ''} onChange={setDescription} />
        {errors.description && <span className={styles.error}>{errors.description}</span>}
      </div>
      <CheckField label="Remote" checked={remote} onChange={(event) => setRemote(event.target.checked)} />
      {remote ? (
        field(
          'applicant_countries',
          'Applicant countries (codes, comma separated)',
          { placeholder: 'IN, DE' },
          job?.applicant_countries.join(', '),
        )
      ) : (
        <div className={styles.pair}>
          {field('location', 'Location', {}, job?.location)}
          {/* the job's country: search filters, the job page and its JSON-LD address read it */}
          <SelectField
            name="country_code"
            label="Country"
            options={COUNTRIES}
            placeholder={null}
            defaultValue={job?.country_code ?? 'IN'}
            error={errors.country_code}
          />
        </div>
      )}
      <SelectField
        name="employment_type"
        label="Employment type"
        options={employmentTypeOptions}
        placeholder={null}
        defaultValue={job?.employment_type ?? 'FULL_TIME'}
        error={errors.employment_type}
      />
      <div className={styles.pair}>
        {field('experience_min', 'Experience from (years)', { type: 'number', min: 0 }, job?.experience_min ?? 0)}
        {field('experience_max', 'to (years)', { type: 'number', min: 0 }, job?.experience_max ?? 0)}
      </div>
      <div className={styles.pair}>
        {field('salary_min', 'Salary from', { type: 'number', min: 0 }, job?.salary_min)}
        {field('salary_max', 'Salary to', { type: 'number', min: 0 }, job?.salary_max)}
        <SelectField
          name="salary_currency"
          label="Currency"
          options={currencyOptions}
          placeholder="—"
          defaultValue={job?.salary_currency ?? ''}
          error={errors.salary_currency}
        />
      </div>
      {field('skills', 'Skills (comma separated)', {}, job?.skills.join(', '))}
      <div className={styles.pair}>
        {field('job_category', 'Category', {}, job?.job_category)}
        {field('job_sub_category', 'Sub-category', {}, job?.job_sub_category)}
      </div>
      {field('external_apply_url', 'External apply link (optional)', { type: 'url' }, job?.external_apply_url)}
      <fieldset className={styles.fieldset}>
        <legend>Screening questions</legend>
        {questions.map((question, index) => (
          <div key={question.id ?? `new-${index}`} className={styles.question}>
            <TextField
              label={`Question ${index + 1}`}
              value={question.question}
              onChange={(event) =>
                setQuestions(questions.map((q, i) => (i === index ? { ...q, question: event.target.value } : q)))
              }
            />
            <SelectField
              label="Answer type"
              options={ANSWER_KINDS}
              placeholder={null}
              value={question.kind}
              onChange={(event) =>
                setQuestions(
                  questions.map((q, i) => (i === index ? { ...q, kind: event.target.value as Question['kind'] } : q)),
                )
              }
            />
            <button
              type="button"
              className={styles.link}
              onClick={() => setQuestions(questions.filter((_, i) => i !== index))}
            >
              Remove question {index + 1}
            </button>
            {question.kind === 'choice' && (
              <TextField
                className={styles.questionOptions}
                label="Options (comma separated)"
                value={(question.options ?? []).join(',')}
                onChange={(event) =>
                  setQuestions(
                    questions.map((q, i) =>
                      i === index ? { ...q, options: event.target.value.split(',').map((o) => o.trimStart()) } : q,
                    ),
                  )
                }
              />
            )}
          </div>
        ))}
        {errors.screening_questions && <span className={styles.error}>{errors.screening_questions}</span>}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => setQuestions([...questions, { question: '', kind: 'text' }])}
        >
          Add a question
        </button>
      </fieldset>
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save job'}
      </button>
    </form>
  );
}
