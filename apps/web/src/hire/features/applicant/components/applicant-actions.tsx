// Moving one application forward (decision 017): each action opens a dialog
// with its form (react-hook-form with the contracts' zod schema, server field
// errors put back on their fields) and calls the same endpoint the admin
// command line and the candidate's side use. Focus returns to the opener.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { APPLICATION_STAGE_LABELS, FINAL_STAGES } from '@talent/contracts/application-timeline';
import { ASSESSMENT_LANGUAGES, CreateAssessmentSchema } from '@talent/contracts/assessments';
import { CURRENCIES } from '@talent/contracts/constants';
import {
  MOVABLE_STAGES,
  HireApplicationSchema,
  MoveApplicationSchema,
  REJECTION_REASONS,
  RejectApplicationSchema,
  ReopenApplicationSchema,
  type ApplicantDetail,
  type MovableStage,
} from '@talent/contracts/hiring';
import {
  MANDATORY_DEFAULT_DUE_DAYS,
  MANDATORY_DETAIL_FIELDS,
  MANDATORY_DETAIL_KEYS,
  MANDATORY_DOCUMENT_KEYS,
  MANDATORY_DOCUMENT_KINDS,
  RequestMandatorySchema,
} from '@talent/contracts/mandatory-details';
import { CreateCtcSchema, CreateOfferSchema, OFFER_TEMPLATE_FIELDS } from '@talent/contracts/offers';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../../components/ui/button.tsx';
import {
  CheckField,
  FormFailure,
  InputField,
  SelectField,
  TextAreaField,
} from '../../../../components/ui/form-fields.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { surveysQuery, templatesQuery } from '../../../api/applicant-api.ts';
import styles from '../../../components/hiring.module.css';
import { SelfScreeningSetup } from '../../../components/self-screening-setup.tsx';
import {
  useAssignAssessment,
  useCreateCtcLetter,
  useCreateOffer,
  useHireApplication,
  useMoveApplication,
  useRejectApplication,
  useReopenApplication,
  useRequestDocuments,
  useSendSurvey,
} from '../api/applicant-actions-api.ts';

type Done = (message: string) => void;

/** Puts the server's field errors on the form; answers the message for the rest. */
function failure<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly string[]) {
  const { placed, message } = applyServerErrors(setError, error, fields);
  return placed ? null : (message ?? 'The change was refused.');
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
/** date and datetime-local inputs give local times (a date: the end of that day); the API takes ISO instants. */
const localToIso = (value: string) => {
  const date = new Date(value.length === 10 ? `${value}T23:59` : value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};
const LocalTime = z.string().min(1, { message: 'Choose a date and time.' });

function MoveForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof MoveApplicationSchema>, unknown, z.output<typeof MoveApplicationSchema>>({
    resolver: zodResolver(MoveApplicationSchema),
    // the next stage of the pipeline by default
    defaultValues: {
      stage: MOVABLE_STAGES.slice(MOVABLE_STAGES.indexOf(detail.stage as MovableStage) + 1)[0] ?? 'applied',
      note: '',
    },
  });
  const stage = form.watch('stage');
  const move = useMoveApplication(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      const moved = await move.mutateAsync({ ...body, version: detail.version });
      onDone(`Moved to ${moved.stage_label}.`);
    } catch (error) {
      setFailed(failure(form.setError, error, ['stage', 'note']));
    }
  });
  const { errors } = form.formState;
  return (
    <>
      <form onSubmit={submit} className={styles.form} noValidate aria-label="Move the application">
        <FormFailure message={failed} />
        <SelectField label="Move to" error={errors.stage?.message} {...form.register('stage')}>
          {MOVABLE_STAGES.filter((s) => s !== detail.stage).map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STAGE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Note for the history (optional)"
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Move
        </Button>
      </form>
      {/* screening asks the job's video questions and offers its interview slots: set them up here */}
      {(stage === 'screening' || stage === 'interview_slot') && <SelfScreeningSetup jobId={detail.job.id} />}
    </>
  );
}

function RejectForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof RejectApplicationSchema>, unknown, z.output<typeof RejectApplicationSchema>>({
    resolver: zodResolver(RejectApplicationSchema),
    defaultValues: { reason: REJECTION_REASONS[0], note: '', notify: true, message: '' },
  });
  const reject = useRejectApplication(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await reject.mutateAsync({ ...body, version: detail.version });
      onDone('Application rejected.');
    } catch (error) {
      setFailed(failure(form.setError, error, ['reason', 'note', 'message']));
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Reject the application">
      <FormFailure message={failed} />
      <SelectField
        label="Reason (kept in the team's history)"
        error={errors.reason?.message}
        {...form.register('reason')}
      >
        {REJECTION_REASONS.map((reason) => (
          <option key={reason}>{reason}</option>
        ))}
      </SelectField>
      <TextAreaField label="Internal note (optional)" error={errors.note?.message} {...form.register('note')} />
      {/* decision 031: the candidate is always told, in the app and by e-mail */}
      <TextAreaField
        label="Message added to the candidate's e-mail (optional)"
        hint="The candidate is told in the app and by e-mail; the reason stays with the team."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
        Reject
      </Button>
    </form>
  );
}

const AssessmentFormSchema = CreateAssessmentSchema.extend({ deadline_at: LocalTime });

function AssessmentForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof AssessmentFormSchema>, unknown, z.output<typeof AssessmentFormSchema>>({
    resolver: zodResolver(AssessmentFormSchema),
    defaultValues: {
      title: '',
      instructions: '',
      questions: [{ prompt: '', language: 'javascript', starter_code: '' }],
      time_limit_minutes: 60,
      deadline_at: '',
      allow_files: true,
    },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const assign = useAssignAssessment(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await assign.mutateAsync({ ...body, deadline_at: localToIso(body.deadline_at) });
      onDone('Assessment sent.');
    } catch (error) {
      setFailed(
        failure(form.setError, error, ['title', 'instructions', 'questions', 'time_limit_minutes', 'deadline_at']),
      );
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Send a coding assessment">
      <FormFailure message={failed} />
      <InputField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextAreaField label="Instructions" error={errors.instructions?.message} {...form.register('instructions')} />
      {questions.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.fieldset}>
          <legend>Task {index + 1}</legend>
          <TextAreaField
            label={`Task ${index + 1}`}
            error={errors.questions?.[index]?.prompt?.message}
            {...form.register(`questions.${index}.prompt`)}
          />
          <SelectField label="Language" {...form.register(`questions.${index}.language`)}>
            {ASSESSMENT_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </SelectField>
          <TextAreaField label="Starter code (optional)" {...form.register(`questions.${index}.starter_code`)} />
          {questions.fields.length > 1 && (
            <button type="button" className={styles.link} onClick={() => questions.remove(index)}>
              Remove task {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => questions.append({ prompt: '', language: 'javascript', starter_code: '' })}
      >
        Add a task
      </button>
      <div className={styles.pair}>
        <InputField
          label="Time limit (minutes)"
          type="number"
          min={5}
          max={480}
          error={errors.time_limit_minutes?.message}
          {...form.register('time_limit_minutes')}
        />
        <InputField
          label="Deadline"
          type="datetime-local"
          error={errors.deadline_at?.message}
          {...form.register('deadline_at')}
        />
      </div>
      <CheckField label="Candidates may upload files" {...form.register('allow_files')} />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Send assessment
      </Button>
    </form>
  );
}

function DocumentsForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof RequestMandatorySchema>, unknown, z.output<typeof RequestMandatorySchema>>({
    resolver: zodResolver(RequestMandatorySchema),
    defaultValues: {
      details: ['legal_name', 'date_of_birth'],
      documents: ['identity_proof'],
      // decision 046: a week unless the member chooses another day
      due_at: isoDay(MANDATORY_DEFAULT_DUE_DAYS),
    },
  });
  const request = useRequestDocuments(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await request.mutateAsync({ ...body, ...(body.due_at ? { due_at: localToIso(body.due_at) } : {}) });
      onDone('Documents requested.');
    } catch (error) {
      setFailed(failure(form.setError, error, ['details', 'documents', 'due_at']));
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Ask for documents">
      <FormFailure message={failed} />
      <fieldset className={styles.fieldset}>
        <legend>Details</legend>
        {MANDATORY_DETAIL_KEYS.map((key) => (
          <CheckField key={key} label={MANDATORY_DETAIL_FIELDS[key]} value={key} {...form.register('details')} />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Documents</legend>
        {MANDATORY_DOCUMENT_KEYS.map((key) => (
          <CheckField key={key} label={MANDATORY_DOCUMENT_KINDS[key]} value={key} {...form.register('documents')} />
        ))}
        {errors.documents?.message && (
          <span role="alert" className={styles.error}>
            {errors.documents.message}
          </span>
        )}
      </fieldset>
      <InputField label="Due by" type="date" error={errors.due_at?.message} {...form.register('due_at')} />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Ask for them
      </Button>
    </form>
  );
}

const OfferFormSchema = CreateOfferSchema.omit({ application_id: true }).extend({
  expires_at: CreateOfferSchema.shape.start_date,
});
const STANDARD_FIELDS: readonly string[] = OFFER_TEMPLATE_FIELDS;

function OfferForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const templates = useQuery(templatesQuery());
  const form = useForm<z.input<typeof OfferFormSchema>, unknown, z.output<typeof OfferFormSchema>>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: {
      role: detail.job.title,
      start_date: isoDay(30),
      location: detail.candidate.current_location ?? '',
      expires_at: isoDay(7),
      fields: {},
    },
  });
  const templateId = form.watch('template_id');
  const template = templates.data?.results.find((t) => String(t.id) === String(templateId));
  const extra = (template?.fields ?? []).filter((name) => !STANDARD_FIELDS.includes(name));
  const create = useCreateOffer(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await create.mutateAsync({ ...body, expires_at: localToIso(body.expires_at) });
      onDone('Offer sent.');
    } catch (error) {
      setFailed(failure(form.setError, error, ['role', 'start_date', 'location', 'expires_at', 'template_id']));
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Make an offer">
      <FormFailure message={failed} />
      <SelectField
        label="Letter template"
        {...form.register('template_id', { setValueAs: (v: string) => (v ? Number(v) : undefined) })}
      >
        {(templates.data?.results ?? []).map((t) => (
          <option key={t.id} value={t.is_default ? '' : t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <InputField label="Role" error={errors.role?.message} {...form.register('role')} />
      <div className={styles.pair}>
        <InputField
          label="Start date"
          type="date"
          error={errors.start_date?.message}
          {...form.register('start_date')}
        />
        <InputField label="Answer by" type="date" error={errors.expires_at?.message} {...form.register('expires_at')} />
      </div>
      <InputField label="Location" error={errors.location?.message} {...form.register('location')} />
      {extra.map((name) => (
        <InputField key={name} label={`Template field: ${name}`} {...form.register(`fields.${name}`)} />
      ))}
      <p className={styles.hint}>
        The letter is filled from the template with the candidate&apos;s name, the company and these terms; the
        candidate is e-mailed a link to read and accept it.
      </p>
      <Button type="submit" busy={form.formState.isSubmitting}>
        Send offer
      </Button>
    </form>
  );
}

const CtcFormSchema = CreateCtcSchema.omit({ application_id: true });

function CtcForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof CtcFormSchema>, unknown, z.output<typeof CtcFormSchema>>({
    resolver: zodResolver(CtcFormSchema),
    defaultValues: { currency: 'INR', fixed: '', other_components: [], note: '' },
  });
  const others = useFieldArray({ control: form.control, name: 'other_components' });
  const create = useCreateCtcLetter(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await create.mutateAsync(body);
      onDone('CTC letter sent.');
    } catch (error) {
      setFailed(
        failure(form.setError, error, ['currency', 'fixed', 'variable', 'bonus', 'effective_from', 'note', 'total']),
      );
    }
  });
  const { errors } = form.formState;
  const optional = { setValueAs: (v: string) => (v === '' ? undefined : v) };
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Send a CTC letter">
      <FormFailure message={failed} />
      <SelectField label="Currency" error={errors.currency?.message} {...form.register('currency')}>
        {CURRENCIES.map((currency) => (
          <option key={currency}>{currency}</option>
        ))}
      </SelectField>
      <div className={styles.pair}>
        <InputField
          label="Fixed pay (a year)"
          inputMode="numeric"
          error={errors.fixed?.message}
          {...form.register('fixed')}
        />
        <InputField
          label="Variable pay (optional)"
          inputMode="numeric"
          error={errors.variable?.message}
          {...form.register('variable', optional)}
        />
        <InputField
          label="Bonus (optional)"
          inputMode="numeric"
          error={errors.bonus?.message}
          {...form.register('bonus', optional)}
        />
      </div>
      {others.fields.map((field, index) => (
        <div key={field.id} className={styles.pair}>
          <InputField
            label={`Other component ${index + 1}`}
            error={errors.other_components?.[index]?.label?.message}
            {...form.register(`other_components.${index}.label`)}
          />
          <InputField
            label={`Amount ${index + 1}`}
            inputMode="numeric"
            error={errors.other_components?.[index]?.amount?.message}
            {...form.register(`other_components.${index}.amount`)}
          />
          <button type="button" className={styles.link} onClick={() => others.remove(index)}>
            Remove component {index + 1}
          </button>
        </div>
      ))}
      {others.fields.length < 10 && (
        <button type="button" className={styles.secondary} onClick={() => others.append({ label: '', amount: '' })}>
          Add a component
        </button>
      )}
      <InputField
        label="Effective from (optional)"
        type="date"
        error={errors.effective_from?.message}
        {...form.register('effective_from', optional)}
      />
      <TextAreaField label="Note (optional)" error={errors.note?.message} {...form.register('note')} />
      <p className={styles.hint}>
        Whole amounts, with or without separators (24,00,000 or 2,400,000); the letter writes each in words.
      </p>
      <Button type="submit" busy={form.formState.isSubmitting}>
        Send CTC letter
      </Button>
    </form>
  );
}

const SurveyPickSchema = z.object({ survey_id: z.coerce.number().int().positive({ message: 'Choose a survey.' }) });

function SurveyForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const surveys = useQuery(surveysQuery());
  const form = useForm<z.input<typeof SurveyPickSchema>, unknown, z.output<typeof SurveyPickSchema>>({
    resolver: zodResolver(SurveyPickSchema),
    defaultValues: { survey_id: '' },
  });
  const send = useSendSurvey(detail.id);
  const submit = form.handleSubmit(async ({ survey_id }) => {
    setFailed(null);
    try {
      const result = await send.mutateAsync(survey_id);
      onDone(result.sent ? 'Survey sent.' : 'This candidate already has this survey.');
    } catch (error) {
      setFailed(failure(form.setError, error, ['application_ids']));
    }
  });
  const list = surveys.data?.results ?? [];
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Send a survey">
      <FormFailure message={failed} />
      {surveys.isSuccess && list.length === 0 ? (
        <p>
          Your team has no surveys yet. <Link to={pathTo('hireSurveys')}>Make one</Link>.
        </p>
      ) : (
        <SelectField label="Survey" error={form.formState.errors.survey_id?.message} {...form.register('survey_id')}>
          <option value="">Choose a survey</option>
          {list.map((survey) => (
            <option key={survey.id} value={survey.id}>
              {survey.title}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" busy={form.formState.isSubmitting} disabled={list.length === 0}>
        Send survey
      </Button>
    </form>
  );
}

/** After an accepted offer or pay letter no confirmation is asked (decision 031). */
const HIRE_READY: readonly string[] = ['offer_accepted', 'ctc', 'ctc_accepted'];

function HireForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const ready = HIRE_READY.includes(detail.stage);
  const form = useForm<z.input<typeof HireApplicationSchema>, unknown, z.output<typeof HireApplicationSchema>>({
    resolver: zodResolver(HireApplicationSchema),
    defaultValues: { confirm_direct: false, note: '' },
  });
  const hire = useHireApplication(detail.id);
  const confirmed = form.watch('confirm_direct');
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await hire.mutateAsync({ ...body, version: detail.version });
      onDone('Hired. The candidate is told, and the application is closed on both sides.');
    } catch (error) {
      setFailed(failure(form.setError, error, ['note']));
    }
  });
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Hire the candidate">
      <FormFailure message={failed} />
      <p>
        {ready
          ? 'The candidate accepted the offer. Hiring closes the application and tells the candidate.'
          : 'There is no accepted offer on this application yet.'}
      </p>
      {!ready && <CheckField label="Hire directly, without an accepted offer" {...form.register('confirm_direct')} />}
      <TextAreaField label="Note for the history (optional)" {...form.register('note')} />
      <Button type="submit" busy={form.formState.isSubmitting} disabled={!ready && !confirmed}>
        Hire
      </Button>
    </form>
  );
}

function ReopenForm({ detail, onDone }: { detail: ApplicantDetail; onDone: Done }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof ReopenApplicationSchema>, unknown, z.output<typeof ReopenApplicationSchema>>({
    resolver: zodResolver(ReopenApplicationSchema),
    defaultValues: { stage: 'applied', reason: '' },
  });
  const reopen = useReopenApplication(detail.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      const moved = await reopen.mutateAsync({ ...body, version: detail.version });
      onDone(`Reopened at ${moved.stage_label}. The candidate is told.`);
    } catch (error) {
      setFailed(failure(form.setError, error, ['stage', 'reason']));
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Reopen the application">
      <FormFailure message={failed} />
      <SelectField label="Reopen at" error={errors.stage?.message} {...form.register('stage')}>
        {MOVABLE_STAGES.map((s) => (
          <option key={s} value={s}>
            {APPLICATION_STAGE_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Reason (kept in the team's history)"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Reopen
      </Button>
    </form>
  );
}

const ACTIONS = {
  move: { label: 'Move', title: 'Move the application', Form: MoveForm },
  assessment: { label: 'Send assessment', title: 'Send a coding assessment', Form: AssessmentForm },
  documents: { label: 'Ask for documents', title: 'Ask for details and documents', Form: DocumentsForm },
  offer: { label: 'Make offer', title: 'Make an offer', Form: OfferForm },
  ctc: { label: 'Send CTC letter', title: 'Send a pay (CTC) letter', Form: CtcForm },
  survey: { label: 'Send survey', title: 'Send a survey', Form: SurveyForm },
  reject: { label: 'Reject', title: 'Reject the application', Form: RejectForm },
  hire: { label: 'Hire', title: 'Hire the candidate', Form: HireForm },
  reopen: { label: 'Reopen', title: 'Reopen the application', Form: ReopenForm },
} as const;
type ActionName = keyof typeof ACTIONS;

/** The applicant page's actions: one button per move, each opening its dialog. */
export function ApplicantActions({ detail }: { detail: ApplicantDetail }) {
  const [open, setOpen] = useState<ActionName | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const closed = FINAL_STAGES.includes(detail.stage);
  const action = open ? ACTIONS[open] : null;
  return (
    <section aria-label="Actions" className={styles.actionBar}>
      {(Object.keys(ACTIONS) as ActionName[]).map((name) => (
        <Button
          key={name}
          variant={name === 'reject' ? 'danger' : name === 'move' ? 'primary' : 'secondary'}
          disabled={
            name === 'reopen' ? !detail.can_reopen : name === 'hire' ? !detail.can_hire : closed && name !== 'survey'
          }
          onClick={() => {
            setMessage(null);
            setOpen(name);
          }}
        >
          {ACTIONS[name].label}
        </Button>
      ))}
      <p role="status" className={styles.status}>
        {message}
      </p>
      {action && (
        <Modal open title={action.title} onClose={() => setOpen(null)} size="lg">
          <action.Form
            detail={detail}
            onDone={(text) => {
              setOpen(null);
              setMessage(text);
            }}
          />
        </Modal>
      )}
    </section>
  );
}
