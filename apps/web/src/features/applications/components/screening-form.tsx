// The answers of an application: the job's screening questions (spec 01 §4
// applied-job screening) and, for international candidates, the extra fields
// of the international job-apply page. Every question and required field must
// be answered; the server checks again and its field errors land on the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DASHBOARD_REDIRECT_DELAY_MS } from '@talent/contracts/constants';
import type { ApplicationForm, CustomField } from '@talent/contracts/applications';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { hasForbiddenSymbols } from '@talent/contracts/validators';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmitScreening } from '../api/application-queries.ts';
import styles from '../applications.module.css';

type Question = CustomField;

export function questionsOf(application: ApplicationForm): Question[] {
  return [
    ...application.custom_fields,
    ...application.screening_questions.map((q) => ({
      id: q.id,
      label: q.question,
      kind: q.kind,
      ...(q.options ? { options: q.options } : {}),
      required: true,
    })),
  ];
}

function schemaFor(questions: Question[]) {
  return z.object(
    Object.fromEntries(
      questions.map((q) => [
        q.id,
        z
          .string()
          .trim()
          .max(2000)
          .refine((v) => !q.required || v.length > 0, { message: Messages.screeningAnswerRequired })
          .refine((v) => !hasForbiddenSymbols(v), { message: Messages.forbiddenSymbols }),
      ]),
    ),
  );
}

export function ScreeningForm({ application, submitText }: { application: ApplicationForm; submitText: string }) {
  const questions = useMemo(() => questionsOf(application), [application]);
  const schema = useMemo(() => schemaFor(questions), [questions]);
  const navigate = useNavigate();
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(questions.map((q) => [q.id, application.answers[q.id] ?? ''])),
  });
  const submit = useSubmitScreening(application.id);
  // the answered application replaces this form as soon as the mutation
  // stores it, and mutate()'s own callbacks never run for an unmounted form:
  // the promise of mutateAsync() settles regardless
  const onSubmit = (values: Record<string, string>) =>
    submit.mutateAsync(questions.map((q) => ({ question_id: q.id, answer: values[q.id] ?? '' }))).then(
      () => {
        toast.success(Messages.jobApplicationSuccessful);
        window.setTimeout(() => navigate(pathTo('dashboard')), DASHBOARD_REDIRECT_DELAY_MS);
      },
      (error: unknown) => {
        const fields = fieldErrorsOf(error);
        const known = Object.entries(fields).filter(([field]) => questions.some((q) => q.id === field));
        known.forEach(([field, message]) => form.setError(field, { message }));
        if (known.length === 0) {
          toast.error(
            error instanceof ApiError ? (firstErrorMessage(error.data) ?? error.message) : Messages.genericError,
          );
        }
      },
    );

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {questions.map((q, index) => {
        const error = form.formState.errors[q.id]?.message;
        const errorId = error ? `${q.id}-error` : undefined;
        return (
          <fieldset key={q.id} className={styles.question} aria-describedby={errorId}>
            <legend>
              {index + 1}. {q.label}
              {q.required ? <span aria-hidden="true"> *</span> : null}
            </legend>
            {q.kind === 'yes_no' ? (
              <div className={styles.choices}>
                <label>
                  <input type="radio" value="yes" {...form.register(q.id)} /> Yes
                </label>
                <label>
                  <input type="radio" value="no" {...form.register(q.id)} /> No
                </label>
              </div>
            ) : q.kind === 'choice' ? (
              <select aria-label={q.label} className={styles.select} {...form.register(q.id)}>
                <option value="">Choose…</option>
                {q.options?.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <textarea aria-label={q.label} className={styles.textarea} maxLength={2000} {...form.register(q.id)} />
            )}
            {error && (
              <p id={errorId} role="alert" className={styles.error}>
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <Button type="submit" busy={submit.isPending}>
        {submitText}
      </Button>
    </form>
  );
}
