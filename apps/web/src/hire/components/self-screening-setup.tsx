// A job's self-screening (decision 015): the video questions candidates answer
// and the live interview slots they book. Shown on the job's pipeline and when
// an application is moved to screening.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateScreeningQuestionSchema,
  CreateSlotSchema,
  SCREENING_DEFAULT_MAX_SECONDS,
} from '@talent/contracts/screening';
import { Button } from '../../components/ui/button.tsx';
import { FormFailure, InputField } from '../../components/ui/form-fields.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { slotsQuery, videoQuestionsQuery } from '../api/applicant-api.ts';
import { useCreateSlot, useCreateVideoQuestion } from '../api/screening-setup-api.ts';
import styles from './hiring.module.css';
import { dateTimeText } from '../../lib/dates.ts';

const QuestionFormSchema = z.object({
  prompt: CreateScreeningQuestionSchema.shape.prompt,
  /** Comma separated in the form; a list for the API. */
  choices: z.string().max(700),
  max_seconds: CreateScreeningQuestionSchema.shape.max_seconds,
});
const SlotFormSchema = CreateSlotSchema.extend({ starts_at: z.string().min(1, { message: 'Choose a start time.' }) });

function AddQuestion({ jobId }: { jobId: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof QuestionFormSchema>, unknown, z.output<typeof QuestionFormSchema>>({
    resolver: zodResolver(QuestionFormSchema),
    defaultValues: { prompt: '', choices: '', max_seconds: SCREENING_DEFAULT_MAX_SECONDS },
  });
  const create = useCreateVideoQuestion(jobId);
  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      await create.mutateAsync({
        prompt: values.prompt,
        max_seconds: values.max_seconds,
        choices: values.choices
          .split(',')
          .map((choice) => choice.trim())
          .filter(Boolean),
      });
      form.reset();
    } catch (error) {
      const { placed, message } = applyServerErrors(form.setError, error, ['prompt', 'choices', 'max_seconds']);
      if (!placed) setFailed(message ?? 'The question was refused.');
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Add a video question">
      <FormFailure message={failed} />
      <InputField label="Video question" error={errors.prompt?.message} {...form.register('prompt')} />
      <div className={styles.pair}>
        <InputField
          label="Answer choices (optional, comma separated)"
          error={errors.choices?.message}
          {...form.register('choices')}
        />
        <InputField
          label="Seconds to answer"
          type="number"
          min={15}
          max={600}
          error={errors.max_seconds?.message}
          {...form.register('max_seconds')}
        />
      </div>
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        Add question
      </Button>
    </form>
  );
}

function AddSlot({ jobId }: { jobId: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof SlotFormSchema>, unknown, z.output<typeof SlotFormSchema>>({
    resolver: zodResolver(SlotFormSchema),
    defaultValues: { starts_at: '', duration_minutes: 30, capacity: 1 },
  });
  const create = useCreateSlot(jobId);
  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      // datetime-local is the member's local time; slots are stored in UTC (decision 015)
      await create.mutateAsync({ ...values, starts_at: new Date(values.starts_at).toISOString() });
      form.reset();
    } catch (error) {
      const { placed, message } = applyServerErrors(form.setError, error, [
        'starts_at',
        'duration_minutes',
        'capacity',
      ]);
      if (!placed) setFailed(message ?? 'The slot was refused.');
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Add an interview slot">
      <FormFailure message={failed} />
      <div className={styles.pair}>
        <InputField
          label="Interview starts"
          type="datetime-local"
          error={errors.starts_at?.message}
          {...form.register('starts_at')}
        />
        <InputField
          label="Minutes"
          type="number"
          min={10}
          max={240}
          error={errors.duration_minutes?.message}
          {...form.register('duration_minutes')}
        />
        <InputField
          label="Seats"
          type="number"
          min={1}
          max={50}
          error={errors.capacity?.message}
          {...form.register('capacity')}
        />
      </div>
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        Add slot
      </Button>
    </form>
  );
}

export function SelfScreeningSetup({ jobId }: { jobId: number }) {
  const questions = useQuery(videoQuestionsQuery(jobId));
  const slots = useQuery(slotsQuery(jobId));
  return (
    <section aria-labelledby={`self-screening-${jobId}`} className={styles.panel}>
      <h2 id={`self-screening-${jobId}`}>Self-screening for this job</h2>
      <h3>Video questions</h3>
      {questions.data?.results.length ? (
        <ol className={styles.list}>
          {questions.data.results.map((question) => (
            <li key={question.id}>
              {question.prompt}{' '}
              <small>
                ({question.max_seconds} s{question.choices.length ? `; ${question.choices.join(' / ')}` : ''})
              </small>
            </li>
          ))}
        </ol>
      ) : (
        <p>No video questions yet: candidates moved to screening answer the questions you add here.</p>
      )}
      <AddQuestion jobId={jobId} />
      <h3>Interview slots</h3>
      {slots.data?.results.length ? (
        <ul className={styles.list}>
          {slots.data.results.map((slot) => (
            <li key={slot.id}>
              {dateTimeText(slot.starts_at, { weekday: true })} · {slot.duration_minutes} min · {slot.booked_count} of{' '}
              {slot.capacity} booked
            </li>
          ))}
        </ul>
      ) : (
        <p>No interview slots: candidates book a live interview only when you offer slots.</p>
      )}
      <AddSlot jobId={jobId} />
    </section>
  );
}
