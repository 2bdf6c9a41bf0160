// /candidate/mandatory-details/{jobApplicationId}/ (spec 02 §7 catalogue:
// candidate_mandatory_details and candidate_mandatory_documents; decision
// 015): after selection, the details and documents the job asks for, what is
// given and what is still missing. Each document is checked by its content
// and size before it is sent, as the server checks it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import {
  MANDATORY_DETAIL_FIELDS,
  MANDATORY_DOCUMENT_KINDS,
  MANDATORY_DOCUMENT_MAX_BYTES,
  MandatoryMessages,
  type MandatoryDetailField,
  type MandatoryDetails,
  type MandatoryDocumentKind,
} from '@talent/contracts/mandatory-details';
import { birthAfterJobStartIssue, birthDateIssue, latestToday } from '@talent/contracts/date-rules';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { FileDropZone } from '../../components/ui/file-drop-zone.tsx';
import type { FileRule } from '../../components/ui/file-rules.ts';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { fieldErrorsOf } from '../../lib/api-client.ts';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { toast } from '../../lib/toast.ts';
import {
  errorText,
  mandatoryDetailsQuery,
  openDocument,
  useSaveDetails,
  useUploadDocument,
} from './api/mandatory-queries.ts';
import { documentProblem } from './document-check.ts';
import styles from './mandatory.module.css';
import { dateText } from '../../lib/dates.ts';

/** What the drop zone lets through by name and size; the content is checked next (document-check.ts). */
const DOCUMENT_RULE: FileRule = {
  formats: 'PDF, JPG, PNG',
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  maxBytes: MANDATORY_DOCUMENT_MAX_BYTES,
  messages: { invalidType: MandatoryMessages.fileType, tooLarge: MandatoryMessages.fileTooLarge },
};

function DetailsForm({ data }: { data: MandatoryDetails }) {
  const save = useSaveDetails(data.application_id);
  // the jobs on the profile: none of them starts before the date of birth
  const starts = useCurrentCandidate().data?.experience.map((job) => job.duration_start) ?? [];
  const keys = data.required_details.map((d) => d.key);
  const form = useForm<Record<MandatoryDetailField, string>>({
    defaultValues: Object.fromEntries(keys.map((key) => [key, data.details[key] ?? ''])) as Record<
      MandatoryDetailField,
      string
    >,
  });
  const { errors } = form.formState;
  if (!keys.length) return null;
  return (
    <section aria-labelledby="details-title" className={styles.section}>
      <h2 id="details-title">Your details</h2>
      <form
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((values) =>
          save.mutate(
            Object.fromEntries(keys.map((key) => [key, values[key].trim()])) as Record<MandatoryDetailField, string>,
            {
              onSuccess: (result) =>
                toast.success(result.complete ? MandatoryMessages.complete : 'Your details are saved.'),
              onError: (error) => {
                const fields = fieldErrorsOf(error);
                for (const [field, message] of Object.entries(fields)) {
                  const key = field.replace(/^details\./, '') as MandatoryDetailField;
                  if (keys.includes(key)) form.setError(key, { message });
                }
              },
            },
          ),
        )}
      >
        {data.required_details.map(({ key, label }) => {
          const error = errors[key]?.message;
          const multiline = key === 'permanent_address' || key === 'current_address';
          const props = {
            id: `detail-${key}`,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `detail-${key}-error` : undefined,
            ...form.register(key, {
              validate: (value: string) =>
                !value.trim()
                  ? MandatoryMessages.detailRequired
                  : key === 'date_of_birth'
                    ? (birthDateIssue(value.trim()) ?? birthAfterJobStartIssue(value.trim(), starts) ?? true)
                    : true,
            }),
          };
          return (
            <div key={key} className={styles.field}>
              <label htmlFor={`detail-${key}`}>
                {key === 'date_of_birth' ? 'Date of birth' : label}
                {!data.details[key] && <span className={styles.missingTag}> · missing</span>}
              </label>
              {multiline ? (
                <textarea rows={3} maxLength={500} {...props} />
              ) : (
                <input
                  type={key === 'date_of_birth' ? 'date' : 'text'}
                  max={key === 'date_of_birth' ? latestToday() : undefined}
                  maxLength={500}
                  autoComplete={key === 'legal_name' ? 'name' : key === 'date_of_birth' ? 'bday' : 'off'}
                  {...props}
                />
              )}
              {error && (
                <p id={`detail-${key}-error`} role="alert" className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {save.error && !Object.keys(fieldErrorsOf(save.error)).length && (
          <p role="alert" className={styles.error}>
            {errorText(save.error)}
          </p>
        )}
        <div>
          <Button type="submit" busy={save.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </section>
  );
}

function DocumentRow({ data, kind, label }: { data: MandatoryDetails; kind: MandatoryDocumentKind; label: string }) {
  const upload = useUploadDocument(data.application_id);
  const [problem, setProblem] = useState<string | null>(null);
  const given = data.documents.find((d) => d.kind === kind);
  const send = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    // the content, as the server checks it (document-check.ts)
    const refusal = await documentProblem(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    upload.mutate(
      { kind, file },
      { onSuccess: () => toast.success(`${label} uploaded.`), onError: (error) => setProblem(errorText(error)) },
    );
  };
  return (
    <li className={styles.document}>
      <div>
        <strong>{label}</strong>{' '}
        {given ? <span className={styles.given}>Received</span> : <span className={styles.missingBadge}>Missing</span>}
        {given && (
          <p className={styles.muted}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void openDocument(data.application_id, given.id).catch((e) => toast.error(errorText(e)))}
            >
              {given.filename}
            </button>{' '}
            · {Math.ceil(given.size_bytes / 1024)} KB · {dateText(given.uploaded_at)}
          </p>
        )}
      </div>
      <div className={styles.upload}>
        <FileDropZone
          compact
          hideSelection
          label={given ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          title="Drop the file here or choose it"
          buttonLabel={given ? 'Choose another file' : 'Choose a file'}
          rule={DOCUMENT_RULE}
          file={null}
          disabled={upload.isPending}
          error={problem}
          onRefuse={() => setProblem(null)}
          onFileChange={(file) => void send(file)}
        />
        {upload.isPending && <p role="status">Uploading…</p>}
      </div>
    </li>
  );
}

function Missing({ data }: { data: MandatoryDetails }) {
  if (data.complete)
    return (
      <p role="status" className={styles.complete}>
        {MandatoryMessages.complete} The hiring team will be in touch.
      </p>
    );
  const items = [
    ...data.missing.details.map((key) => (key === 'date_of_birth' ? 'Date of birth' : MANDATORY_DETAIL_FIELDS[key])),
    ...data.missing.documents.map((kind) => MANDATORY_DOCUMENT_KINDS[kind]),
  ];
  return (
    <div className={styles.missing} role="status">
      <p>
        <strong>Still missing ({items.length}):</strong> {items.join(', ')}.
      </p>
    </div>
  );
}

export default function MandatoryDetailsScreen() {
  const { jobApplicationId = '' } = useParams();
  const id = Number(jobApplicationId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error } = useQuery({ ...mandatoryDetailsQuery(id), enabled: valid });
  return (
    <main id="main" className="page">
      <PageHead title="Details and documents" />
      <div className={`card ${styles.page}`}>
        <header>
          <p className={styles.kicker}>
            {data ? `${data.job_title}${data.company_name ? ` · ${data.company_name}` : ''}` : ' '}
          </p>
          <h1>Details and documents</h1>
        </header>
        {!valid ? (
          <p role="alert">This address does not name an application.</p>
        ) : isPending ? (
          <LoadingAnimation message="Loading what the hiring team asks for" />
        ) : isError ? (
          <p role="alert" className={styles.error}>
            {errorText(error)}
          </p>
        ) : (
          <>
            <p>
              You were selected. The hiring team needs a few details and documents to go ahead. Only you and the hiring
              team of this job can see them, and every time someone opens them it is recorded.
            </p>
            <Missing data={data} />
            <DetailsForm data={data} />
            {data.required_documents.length > 0 && (
              <section aria-labelledby="documents-title" className={styles.section}>
                <h2 id="documents-title">Your documents</h2>
                <ul className={styles.documents}>
                  {data.required_documents.map(({ kind, label }) => (
                    <DocumentRow key={kind} data={data} kind={kind} label={label} />
                  ))}
                </ul>
              </section>
            )}
            <p>
              <Link to={pathTo('mandatoryStatus')}>All your details and documents</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
