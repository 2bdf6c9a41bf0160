// What one applicant gave after applying (decisions 015, 016): screening
// videos, the coding assessment (with its review), required details and
// documents (every read recorded, so they load only when opened), offers and
// pay letters with their state, and the candidate report.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ReviewAssessmentSchema, type HiringAssessment } from '@talent/contracts/assessments';
import { assessmentRoutes } from '@talent/contracts/endpoints/assessments';
import { mandatoryRoutes } from '@talent/contracts/endpoints/mandatory-details';
import { counted } from '@talent/contracts/plurals';
import { offersRoutes } from '@talent/contracts/endpoints/offers';
import { screeningRoutes } from '@talent/contracts/endpoints/screening';
import type { ApplicantDetail } from '@talent/contracts/hiring';
import { formatAmount } from '@talent/contracts/offers';
import { Button } from '../../../../components/ui/button.tsx';
import { FormFailure, InputField, SelectField, TextAreaField } from '../../../../components/ui/form-fields.tsx';
import { ApiError, firstErrorMessage } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import {
  assessmentsQuery,
  documentsQuery,
  downloadFile,
  fileUrl,
  lettersQuery,
  offersQuery,
  reportQuery,
  selfScreeningQuery,
} from '../../../api/applicant-api.ts';
import styles from '../../../components/hiring.module.css';
import { useReviewAssessment, useWithdrawLetter, useWithdrawOffer } from '../api/applicant-actions-api.ts';
import { dateTimeText } from '../../../../lib/dates.ts';

const when = (iso: string | null) => (iso ? dateTimeText(iso) : '—');
const errorText = (error: unknown) => firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.';

function Video({ answerId, contentType, label }: { answerId: number; contentType: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (url)
    return (
      <video controls preload="metadata" src={url} aria-label={label} className={styles.video}>
        <track kind="captions" />
        {contentType}
      </video>
    );
  return (
    <>
      <Button
        variant="secondary"
        onClick={() =>
          void fileUrl(screeningRoutes.hiringAnswerVideo, { answerId }).then(setUrl, () => setFailed(true))
        }
      >
        Play the answer to “{label}”
      </Button>
      {failed && <span className={styles.error}>The video could not be loaded.</span>}
    </>
  );
}

export function ScreeningVideos({ applicationId }: { applicationId: number }) {
  const screening = useQuery(selfScreeningQuery(applicationId));
  const data = screening.data;
  return (
    <section aria-labelledby="videos-heading" className={styles.panel}>
      <h2 id="videos-heading">Self-screening</h2>
      {!data ? (
        <p>{screening.isLoading ? 'Loading…' : 'No self-screening for this application.'}</p>
      ) : (
        <>
          <p>
            {data.state === 'completed'
              ? `Completed ${when(data.completed_at)}`
              : data.state === 'in_progress'
                ? `Started ${when(data.consented_at)}, not finished`
                : 'Not started'}
            {data.booking && ` · live interview ${when(data.booking.slot.starts_at)} (${data.booking.time_zone})`}
          </p>
          {data.answers.length === 0 ? (
            <p>No video answers yet.</p>
          ) : (
            <ol className={styles.history}>
              {data.answers.map((answer) => (
                <li key={answer.id}>
                  <strong>{answer.prompt}</strong>
                  {answer.choice && <> · chose “{answer.choice}”</>}
                  <br />
                  <small>
                    {Math.round(answer.duration_ms / 1000)} s · attempt {answer.attempts} · {when(answer.recorded_at)}
                  </small>
                  <div>
                    <Video answerId={answer.id} contentType={answer.content_type} label={answer.prompt} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function ReviewForm({ assessment }: { assessment: HiringAssessment }) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<z.input<typeof ReviewAssessmentSchema>, unknown, z.output<typeof ReviewAssessmentSchema>>({
    resolver: zodResolver(ReviewAssessmentSchema),
    defaultValues: { score: '', result: 'passed', feedback: '' },
  });
  const review = useReviewAssessment(assessment.id);
  const submit = form.handleSubmit(async (body) => {
    setFailed(null);
    try {
      await review.mutateAsync(body);
    } catch (error) {
      const { placed, message } = applyServerErrors(form.setError, error, ['score', 'result', 'feedback']);
      if (!placed) setFailed(message ?? 'The review was refused.');
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label="Review the assessment">
      <FormFailure message={failed} />
      <div className={styles.pair}>
        <InputField
          label="Score (0–100)"
          type="number"
          min={0}
          max={100}
          error={errors.score?.message}
          {...form.register('score')}
        />
        <SelectField label="Result" error={errors.result?.message} {...form.register('result')}>
          <option value="passed">Passed</option>
          <option value="failed">Failed</option>
        </SelectField>
      </div>
      <TextAreaField
        label="Feedback for the candidate"
        error={errors.feedback?.message}
        {...form.register('feedback')}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Save review
      </Button>
    </form>
  );
}

export function AssessmentSubmissions({ applicationId }: { applicationId: number }) {
  const assessments = useQuery(assessmentsQuery(applicationId));
  const list = assessments.data?.results ?? [];
  return (
    <section aria-labelledby="assessment-heading" className={styles.panel}>
      <h2 id="assessment-heading">Coding assessment</h2>
      {list.length === 0 && <p>{assessments.isLoading ? 'Loading…' : 'No assessment sent.'}</p>}
      {list.map((assessment) => (
        <div key={assessment.id}>
          <p>
            <strong>{assessment.title}</strong> · {assessment.state_label} · deadline {when(assessment.deadline_at)}
            {assessment.submitted_at && ` · submitted ${when(assessment.submitted_at)}`}
          </p>
          {assessment.questions.map((question, index) => (
            <div key={question.id} className={styles.submission}>
              <h3>
                Task {index + 1} ({question.language})
              </h3>
              <p className={styles.prewrap}>{question.prompt}</p>
              {assessment.answers && (
                <pre className={styles.code} tabIndex={0} aria-label={`Answer to task ${index + 1}`}>
                  {assessment.answers[question.id] ?? '(no answer)'}
                </pre>
              )}
            </div>
          ))}
          {assessment.files.length > 0 && (
            <ul className={styles.list}>
              {assessment.files.map((file) => (
                <li key={file.id}>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() =>
                      void downloadFile(
                        assessmentRoutes.hiringFile,
                        { assessmentId: assessment.id, fileId: file.id },
                        file.filename,
                      )
                    }
                  >
                    Download {file.filename}
                  </button>{' '}
                  ({Math.ceil(file.size_bytes / 1024)} KB)
                </li>
              ))}
            </ul>
          )}
          {assessment.result ? (
            <p>
              Reviewed: {assessment.result.score}/100, {assessment.result.result}. {assessment.result.feedback}
            </p>
          ) : (
            assessment.state === 'submitted' && <ReviewForm assessment={assessment} />
          )}
        </div>
      ))}
    </section>
  );
}

export function RequiredDocuments({ applicationId }: { applicationId: number }) {
  const [open, setOpen] = useState(false);
  const documents = useQuery({ ...documentsQuery(applicationId), enabled: open });
  const data = documents.data;
  const notRequested = documents.error instanceof ApiError && documents.error.status === 404;
  return (
    <section aria-labelledby="documents-heading" className={styles.panel}>
      <h2 id="documents-heading">Details and documents</h2>
      {!open ? (
        <>
          <p>Personal details and identity documents: each time they are opened, who and when is recorded.</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Show details and documents
          </Button>
        </>
      ) : notRequested ? (
        <p>Not asked for yet.</p>
      ) : !data ? (
        <p>Loading…</p>
      ) : (
        <>
          <p>
            {data.complete ? `Complete since ${when(data.completed_at)}` : 'Waiting for the candidate'} · asked{' '}
            {when(data.requested_at)}
          </p>
          <dl className={styles.facts}>
            {data.required_details.map((detail) => (
              <div key={detail.key}>
                <dt>{detail.label}</dt>
                <dd>{data.details[detail.key] || 'Not given yet'}</dd>
              </div>
            ))}
          </dl>
          <ul className={styles.list}>
            {data.required_documents.map((required) => {
              const file = data.documents.find((d) => d.kind === required.kind);
              return (
                <li key={required.kind}>
                  {required.label}:{' '}
                  {file ? (
                    <button
                      type="button"
                      className={styles.link}
                      onClick={() =>
                        void downloadFile(
                          mandatoryRoutes.hiringDocumentFile,
                          { applicationId, documentId: file.id },
                          file.filename,
                        )
                      }
                    >
                      Download {file.filename}
                    </button>
                  ) : (
                    'not uploaded yet'
                  )}
                </li>
              );
            })}
          </ul>
          <details>
            <summary>Who read them ({data.reads.length})</summary>
            <ul className={styles.list}>
              {data.reads.map((read, index) => (
                <li key={index}>
                  {read.reader_email ?? read.reader_role} read {read.what}, {when(read.at)}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}

export function OffersAndLetters({ applicationId }: { applicationId: number }) {
  const offers = useQuery(offersQuery(applicationId));
  const letters = useQuery(lettersQuery(applicationId));
  const [message, setMessage] = useState<string | null>(null);
  const withdrawOffer = useWithdrawOffer();
  const withdrawLetter = useWithdrawLetter();
  return (
    <section aria-labelledby="offers-heading" className={styles.panel}>
      <h2 id="offers-heading">Offers and pay letters</h2>
      <FormFailure message={message} />
      {offers.data?.results.length === 0 && letters.data?.results.length === 0 && <p>No offer yet.</p>}
      {offers.data?.results.map((offer) => (
        <div key={offer.id} className={styles.submission}>
          <p>
            <strong>Offer: {offer.role}</strong> · {offerStatus(offer.status)} · version {offer.version} · answer by{' '}
            {when(offer.expires_at)}
            {offer.accepted_at && ` · accepted ${when(offer.accepted_at)}`}
            {offer.declined_at && ` · declined ${when(offer.declined_at)}: ${offer.decline_reason?.label ?? ''}`}
          </p>
          <details>
            <summary>Letter</summary>
            <p className={styles.prewrap}>{offer.letter_text}</p>
          </details>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() =>
                void downloadFile(offersRoutes.hiringOfferPdf, { offerId: offer.id }, `offer-${offer.id}.pdf`)
              }
            >
              Download PDF
            </Button>
            {offer.status === 'open' && (
              <Button
                variant="danger"
                busy={withdrawOffer.isPending}
                onClick={() => withdrawOffer.mutate(offer.id, { onError: (e) => setMessage(errorText(e)) })}
              >
                Withdraw offer
              </Button>
            )}
          </div>
        </div>
      ))}
      {letters.data?.results.map((letter) => (
        <div key={letter.id} className={styles.submission}>
          <p>
            <strong>CTC letter</strong> ·{' '}
            {letter.status === 'pending' ? 'Waiting for the candidate' : letter.status_label} · total{' '}
            {formatAmount(letter.total, letter.currency)} ({letter.total_in_words})
          </p>
          <ul className={styles.list}>
            {letter.components.map((component) => (
              <li key={component.label}>
                {component.label}: {formatAmount(component.amount, letter.currency)}
              </li>
            ))}
          </ul>
          {letter.status === 'pending' && (
            <Button
              variant="danger"
              busy={withdrawLetter.isPending}
              onClick={() => withdrawLetter.mutate(letter.id, { onError: (e) => setMessage(errorText(e)) })}
            >
              Withdraw letter
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}

/** The candidate-side labels speak to the candidate ('Waiting for your answer'); these speak to the team. */
function offerStatus(status: string) {
  return status === 'open' ? 'Waiting for the candidate' : status.charAt(0).toUpperCase() + status.slice(1);
}

export function CandidateReport({ detail }: { detail: ApplicantDetail }) {
  const [open, setOpen] = useState(false);
  const report = useQuery({ ...reportQuery(detail.candidate.user_id), enabled: open });
  const data = report.data;
  return (
    <section aria-labelledby="report-heading" className={styles.panel}>
      <h2 id="report-heading">Candidate report</h2>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show the candidate report
        </Button>
      ) : !data ? (
        <p>{report.isError ? errorText(report.error) : 'Loading…'}</p>
      ) : (
        <>
          <h3>Experience</h3>
          <ul className={styles.list}>
            {data.experience.map((item, index) => (
              <li key={index}>
                {item.title}, {item.company} ({item.period})
              </li>
            ))}
          </ul>
          <h3>Education</h3>
          <ul className={styles.list}>
            {data.education.map((item, index) => (
              <li key={index}>
                {item.title}, {item.institution}
              </li>
            ))}
          </ul>
          <h3>Applications to your company</h3>
          <ul className={styles.list}>
            {data.applications.map((application) => (
              <li key={application.application_id}>
                {application.job_title}: {application.status_label}, applied {when(application.applied_at)}
                {application.video_answers.length > 0 &&
                  ` · ${counted(application.video_answers.length, 'video answer', 'video answers')}`}
                {application.interview_at && ` · interview ${when(application.interview_at)}`}
                {application.assessment &&
                  ` · assessment ${application.assessment.state_label}${application.assessment.result ? ` (${application.assessment.result.score}/100)` : ''}`}
              </li>
            ))}
          </ul>
          <p>
            <small>Generated {when(data.generated_at)}</small>
          </p>
        </>
      )}
    </section>
  );
}
