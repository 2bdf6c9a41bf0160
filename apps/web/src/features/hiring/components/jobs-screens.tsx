// The job list and the job editor (decision 017). The description is edited as
// rich text limited to the spec 02 §5 tags; the server cleans it again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CURRENCIES } from '@talent/contracts/constants';
import { COUNTRIES } from '@talent/contracts/countries';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  HIRING_JOB_STATE_LABELS,
  type HiringJob,
  type HiringJobInput,
} from '@talent/contracts/hiring';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { hiringApi, hiringKeys, jobQuery, jobsQuery, own, richText } from '../api/hiring-api.ts';
import styles from '../hiring.module.css';
import { Head } from './head.tsx';
import { NotFound } from './not-found.tsx';

export function JobsScreen() {
  const jobs = useQuery(jobsQuery());
  return (
    <main id="main" className={styles.page}>
      <Head title="Jobs" />
      <div className={styles.titleRow}>
        <h1>Jobs</h1>
        <Link to="/hire/jobs/new/" className={styles.primary}>
          New job
        </Link>
      </div>
      {jobs.data?.results.length === 0 && <p>No jobs yet. Create the first one.</p>}
      <ul className={styles.cards}>
        {jobs.data?.results.map((job) => (
          <li key={job.id} className={styles.card}>
            <h2>
              <Link to={`/hire/jobs/${job.id}/`}>{job.title}</Link>
            </h2>
            <p>
              <span className={styles.badge} data-state={job.state}>
                {HIRING_JOB_STATE_LABELS[job.state]}
              </span>{' '}
              {job.is_remote ? 'Remote' : job.location} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]}
            </p>
            <p>
              {job.applicant_count} applicants · {job.new_count} new
            </p>
            <p>
              <Link to={`/hire/jobs/${job.id}/edit/`}>Edit</Link>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}

const TOOLS = [
  ['bold', 'Bold'],
  ['italic', 'Italic'],
  ['underline', 'Underline'],
  ['insertUnorderedList', 'Bulleted list'],
  ['insertOrderedList', 'Numbered list'],
] as const;

function RichTextEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="Description formatting" className={styles.toolbar}>
        {TOOLS.map(([command, label]) => (
          <button
            key={command}
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              // execCommand is deprecated but the only built-in editing command set; the server cleans the result
              document.execCommand(command);
              onChange(ref.current?.innerHTML ?? '');
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        id="job-description"
        role="textbox"
        aria-multiline="true"
        aria-labelledby="job-description-label"
        contentEditable
        suppressContentEditableWarning
        className={styles.editable}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        dangerouslySetInnerHTML={{ __html: initial }}
      />
    </div>
  );
}

type Question = NonNullable<HiringJobInput['screening_questions']>[number];

function JobForm({ job }: { job: HiringJob | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(job?.description ?? '');
  const [remote, setRemote] = useState(job?.is_remote ?? false);
  const [questions, setQuestions] = useState<Question[]>(job?.screening_questions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: HiringJobInput) =>
      job
        ? hiringApi.updateJob({ params: { jobId: job.id }, body }, richText)
        : hiringApi.createJob({ body }, richText),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
      navigate(`/hire/jobs/${saved.id}/`);
    },
    onError: (error) => {
      const data = error instanceof ApiError ? error.data : null;
      const fields: Record<string, string> = {};
      if (data && typeof data === 'object')
        for (const [key, value] of Object.entries(data as Record<string, unknown>))
          fields[key] = Array.isArray(value) ? String(value[0]) : String(value);
      setErrors(Object.keys(fields).length ? fields : { detail: 'Could not save the job.' });
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
    <label>
      {label}
      <input
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        {...props}
      />
      {errors[name] && (
        <span id={`${name}-error`} className={styles.error}>
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      {errors.detail && (
        <p role="alert" className={styles.error}>
          {errors.detail}
        </p>
      )}
      {field('title', 'Title', { required: true }, job?.title)}
      <div>
        <span id="job-description-label" className={styles.label}>
          Description
        </span>
        <RichTextEditor initial={job?.description ?? ''} onChange={setDescription} />
        {errors.description && <span className={styles.error}>{errors.description}</span>}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={remote} onChange={(event) => setRemote(event.target.checked)} /> Remote
      </label>
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
          <label>
            Country
            <select name="country_code" defaultValue={job?.country_code ?? 'IN'}>
              {COUNTRIES.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
            {errors.country_code && <span className={styles.error}>{errors.country_code}</span>}
          </label>
        </div>
      )}
      <label>
        Employment type
        <select name="employment_type" defaultValue={job?.employment_type ?? 'FULL_TIME'}>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.pair}>
        {field('experience_min', 'Experience from (years)', { type: 'number', min: 0 }, job?.experience_min ?? 0)}
        {field('experience_max', 'to (years)', { type: 'number', min: 0 }, job?.experience_max ?? 0)}
      </div>
      <div className={styles.pair}>
        {field('salary_min', 'Salary from', { type: 'number', min: 0 }, job?.salary_min)}
        {field('salary_max', 'Salary to', { type: 'number', min: 0 }, job?.salary_max)}
        <label>
          Currency
          <select name="salary_currency" defaultValue={job?.salary_currency ?? ''}>
            <option value="">—</option>
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
          {errors.salary_currency && <span className={styles.error}>{errors.salary_currency}</span>}
        </label>
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
            <label>
              Question {index + 1}
              <input
                value={question.question}
                onChange={(event) =>
                  setQuestions(questions.map((q, i) => (i === index ? { ...q, question: event.target.value } : q)))
                }
              />
            </label>
            <label>
              Answer type
              <select
                value={question.kind}
                onChange={(event) =>
                  setQuestions(
                    questions.map((q, i) => (i === index ? { ...q, kind: event.target.value as Question['kind'] } : q)),
                  )
                }
              >
                <option value="text">Text</option>
                <option value="yes_no">Yes / no</option>
                <option value="choice">Choice</option>
              </select>
            </label>
            <button
              type="button"
              className={styles.link}
              onClick={() => setQuestions(questions.filter((_, i) => i !== index))}
            >
              Remove question {index + 1}
            </button>
            {question.kind === 'choice' && (
              <label className={styles.questionOptions}>
                Options (comma separated)
                <input
                  value={(question.options ?? []).join(',')}
                  onChange={(event) =>
                    setQuestions(
                      questions.map((q, i) =>
                        i === index ? { ...q, options: event.target.value.split(',').map((o) => o.trimStart()) } : q,
                      ),
                    )
                  }
                />
              </label>
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

export function JobEditorScreen() {
  const { jobId } = useParams();
  const id = jobId ? Number(jobId) : null;
  const job = useQuery({ ...jobQuery(id ?? 0), enabled: id !== null });
  const title = id ? 'Edit job' : 'New job';
  // another company's job, or none: saying so, never an empty form that would save a new job
  if (id !== null && job.isError) return <NotFound />;
  return (
    <main id="main" className={styles.page}>
      <Head title={title} />
      <h1>{title}</h1>
      {id !== null && !job.data ? <p>Loading…</p> : <JobForm key={job.data?.id ?? 'new'} job={job.data ?? null} />}
    </main>
  );
}

/** Publish, unpublish and close, with the server's reason when a change is refused. */
export function JobActions({ job }: { job: HiringJob }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: 'publishJob' | 'unpublishJob' | 'closeJob') =>
      hiringApi[action]({ params: { jobId: job.id } }, own),
    onSuccess: async () => {
      setMessage(null);
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    },
    onError: (error) => setMessage(firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.'),
  });
  return (
    <div className={`${styles.actions} ${styles.jobActions}`}>
      <span className={styles.badge} data-state={job.state}>
        {HIRING_JOB_STATE_LABELS[job.state]}
      </span>
      {job.state !== 'published' && (
        <button type="button" className={styles.primary} onClick={() => act.mutate('publishJob')}>
          {job.state === 'closed' ? 'Reopen' : 'Publish'}
        </button>
      )}
      {job.state === 'published' && (
        <button type="button" className={styles.secondary} onClick={() => act.mutate('unpublishJob')}>
          Unpublish
        </button>
      )}
      {job.state !== 'closed' && (
        <button type="button" className={styles.secondary} onClick={() => act.mutate('closeJob')}>
          Close
        </button>
      )}
      <Link to={`/hire/jobs/${job.id}/edit/`}>Edit</Link>
      {job.state === 'published' && (
        <a href={job.public_path} target="_blank" rel="noreferrer">
          View job page
        </a>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
