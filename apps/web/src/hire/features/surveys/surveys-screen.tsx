// The company's surveys (decision 016): make one from the usual question types,
// see how many were sent and answered, read the answers. Sending is done from
// an applicant's page or the pipeline's bulk bar.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateSurveySchema,
  SURVEY_QUESTION_KINDS,
  SURVEY_TRIGGERS,
  SURVEY_TRIGGER_LABELS,
  type HiringSurvey,
} from '@talent/contracts/surveys';
import { Button } from '../../../components/ui/button.tsx';
import {
  CheckField,
  FormFailure,
  InputField,
  SelectField,
  TextAreaField,
} from '../../../components/ui/form-fields.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { responsesQuery, surveysQuery } from '../../api/applicant-api.ts';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { useCreateSurvey } from './api/surveys-api.ts';
import { dateTimeText } from '../../../lib/dates.ts';

const KIND_LABELS: Record<(typeof SURVEY_QUESTION_KINDS)[number], string> = {
  single: 'One choice',
  multiple: 'Several choices',
  rating: 'Rating',
  text: 'Free text',
};

/** The form keeps options as one comma-separated line and makes ids from the position. */
const SurveyFormSchema = CreateSurveySchema.omit({ questions: true }).extend({
  questions: z
    .array(
      z.object({
        label: z.string().trim().min(1, { message: 'Write the question.' }).max(300),
        kind: z.enum(SURVEY_QUESTION_KINDS),
        options: z.string().max(1500),
        scale: z.enum(['5', '10']),
        required: z.boolean(),
      }),
    )
    .min(1)
    .max(30),
});
type SurveyFormValues = z.output<typeof SurveyFormSchema>;

function toCreateSurvey(values: SurveyFormValues): z.input<typeof CreateSurveySchema> {
  return {
    ...values,
    questions: values.questions.map((q, index) => {
      const choice = q.kind === 'single' || q.kind === 'multiple';
      return {
        id: `q${index + 1}`,
        kind: q.kind,
        label: q.label,
        required: q.required,
        ...(choice
          ? {
              options: q.options
                .split(',')
                .map((o) => o.trim())
                .filter(Boolean),
            }
          : {}),
        ...(q.kind === 'rating' ? { scale: q.scale === '10' ? 10 : 5 } : {}),
      };
    }),
  };
}

const blank = { label: '', kind: 'rating' as const, options: '', scale: '5' as const, required: true };

function NewSurvey({ onDone }: { onDone: () => void }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof SurveyFormSchema>, unknown, SurveyFormValues>({
    resolver: zodResolver(SurveyFormSchema),
    defaultValues: { title: '', description: '', trigger: 'after_application', questions: [blank] },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const create = useCreateSurvey();
  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      await create.mutateAsync(toCreateSurvey(values));
      form.reset();
      onDone();
    } catch (error) {
      const { placed, message } = applyServerErrors(form.setError, error, ['title', 'description', 'trigger']);
      if (!placed) setFailed(message ?? 'The survey was refused.');
    }
  });
  const { errors } = form.formState;
  const kinds = form.watch('questions');
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="New survey">
      <FormFailure message={failed} />
      <InputField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextAreaField
        label="Description (optional)"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SelectField label="Sent" error={errors.trigger?.message} {...form.register('trigger')}>
        {SURVEY_TRIGGERS.map((trigger) => (
          <option key={trigger} value={trigger}>
            {SURVEY_TRIGGER_LABELS[trigger]}
          </option>
        ))}
      </SelectField>
      {questions.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.fieldset}>
          <legend>Question {index + 1}</legend>
          <InputField
            label={`Question ${index + 1}`}
            error={errors.questions?.[index]?.label?.message}
            {...form.register(`questions.${index}.label`)}
          />
          <div className={styles.pair}>
            <SelectField label="Answer" {...form.register(`questions.${index}.kind`)}>
              {SURVEY_QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </SelectField>
            {kinds[index]?.kind === 'rating' && (
              <SelectField label="Scale" {...form.register(`questions.${index}.scale`)}>
                <option value="5">1 to 5</option>
                <option value="10">1 to 10</option>
              </SelectField>
            )}
          </div>
          {(kinds[index]?.kind === 'single' || kinds[index]?.kind === 'multiple') && (
            <InputField
              label="Options (comma separated)"
              error={errors.questions?.[index]?.options?.message}
              {...form.register(`questions.${index}.options`)}
            />
          )}
          <CheckField label="Required" {...form.register(`questions.${index}.required`)} />
          {questions.fields.length > 1 && (
            <button type="button" className={styles.link} onClick={() => questions.remove(index)}>
              Remove question {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" className={styles.secondary} onClick={() => questions.append(blank)}>
        Add a question
      </button>
      <Button type="submit" busy={form.formState.isSubmitting}>
        Save survey
      </Button>
    </form>
  );
}

function Responses({ survey }: { survey: HiringSurvey }) {
  const responses = useQuery(responsesQuery(survey.id));
  const labels = new Map(survey.questions.map((q) => [q.id, q.label]));
  return (
    <ul className={styles.list}>
      {responses.data?.results.map((response) => (
        <li key={response.form_id}>
          <strong>{response.candidate.name}</strong> ·{' '}
          {response.submitted_at ? `answered ${dateTimeText(response.submitted_at)}` : 'not answered yet'}
          {response.answers && (
            <dl className={styles.facts}>
              {Object.entries(response.answers).map(([id, answer]) => (
                <div key={id}>
                  <dt>{labels.get(id) ?? id}</dt>
                  <dd>{Array.isArray(answer) ? answer.join(', ') : String(answer)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SurveysScreen() {
  const surveys = useQuery(surveysQuery());
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle('Surveys')} exactTitle />
      <div className={styles.titleRow}>
        <h1>Surveys</h1>
        {!creating && (
          <Button
            onClick={() => {
              setSaved(false);
              setCreating(true);
            }}
          >
            New survey
          </Button>
        )}
      </div>
      <p role="status">{saved ? 'Survey saved. Send it from an applicant’s page or the pipeline.' : ''}</p>
      {creating && (
        <section aria-label="New survey" className={styles.panel}>
          <NewSurvey
            onDone={() => {
              setCreating(false);
              setSaved(true);
            }}
          />
        </section>
      )}
      {surveys.data?.results.length === 0 && !creating && <p>No surveys yet.</p>}
      <div className={styles.stack}>
        {surveys.data?.results.map((survey) => (
          <section key={survey.id} aria-labelledby={`survey-${survey.id}`} className={styles.panel}>
            <h2 id={`survey-${survey.id}`}>{survey.title}</h2>
            <p>
              {SURVEY_TRIGGER_LABELS[survey.trigger]} · {survey.questions.length} questions · sent {survey.sent_count} ·
              answered {survey.submitted_count}
            </p>
            {survey.sent_count > 0 && (
              <details>
                <summary>Answers</summary>
                <Responses survey={survey} />
              </details>
            )}
          </section>
        ))}
      </div>
    </main>
  );
}
