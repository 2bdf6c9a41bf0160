// /survey/ (spec 01 §2 neutral route; spec 02 §7 survey paths; decision 016).
// With ?form={id}: one survey addressed to the candidate, answered once.
// Without: the surveys waiting for the candidate and the platform's fixed
// survey; a visitor sees the fixed survey's questions and is asked to sign in.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { SurveyAnswers } from '@talent/contracts/surveys';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import {
  fixedSurveyQuery,
  surveyFormQuery,
  surveyFormsQuery,
  useSubmitFixedSurvey,
  useSubmitSurveyForm,
} from './api/survey-queries.ts';
import { SurveyQuestions } from './survey-questions.tsx';
import styles from './surveys.module.css';
import { dateTimeText } from '../../lib/dates.ts';

const detailOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 400 ? (firstErrorMessage(error.data) ?? error.message) : null;

function AddressedSurvey({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(surveyFormQuery(id));
  const submit = useSubmitSurveyForm();
  if (isPending) return <LoadingAnimation message="Loading the survey" />;
  if (isError || !data) return <p role="alert">We could not load this survey.</p>;
  const answered = data.status === 'submitted';
  return (
    <section aria-labelledby="survey-title" className={styles.survey}>
      <p className={styles.kicker}>
        {data.trigger_label}
        {data.company_name ? ` · ${data.company_name}` : ''}
        {data.job_title ? ` · ${data.job_title}` : ''}
      </p>
      <h1 id="survey-title">{data.title}</h1>
      {data.description && <p>{data.description}</p>}
      {answered ? (
        <p role="status" className={styles.done}>
          Thank you — you answered this survey on {dateTimeText(data.submitted_at!)}.
        </p>
      ) : (
        <>
          {detailOf(submit.error) && (
            <p role="alert" className={styles.error}>
              {detailOf(submit.error)}
            </p>
          )}
          <SurveyQuestions
            questions={data.questions}
            busy={submit.isPending}
            errors={fieldErrorsOf(submit.error)}
            onSubmit={(answers: SurveyAnswers) =>
              submit.mutate(
                { form_id: data.id, answers },
                { onSuccess: () => toast.success('Thank you for your answers.') },
              )
            }
          />
        </>
      )}
      <p>
        <Link to={pathTo('survey')}>All your surveys</Link>
      </p>
    </section>
  );
}

function FixedSurvey({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const { data, isPending, isError } = useQuery(fixedSurveyQuery(signedIn));
  const submit = useSubmitFixedSurvey();
  if (isPending) return <LoadingAnimation />;
  if (isError || !data) return <p role="alert">We could not load the survey.</p>;
  return (
    <section aria-labelledby="fixed-survey" className={styles.survey}>
      <h2 id="fixed-survey">{data.title}</h2>
      <p>{data.description}</p>
      {data.submitted || submit.isSuccess ? (
        <p role="status" className={styles.done}>
          Thank you — you have answered this survey.
        </p>
      ) : !signedIn ? (
        <>
          <p>
            <Link to={pathTo('signin', {}, { redirect_to: `${location.pathname}${location.search}` })}>Sign in</Link> to
            answer it.
          </p>
          <SurveyQuestions questions={data.questions} busy={false} errors={{}} disabled onSubmit={() => undefined} />
        </>
      ) : (
        <>
          {detailOf(submit.error) && (
            <p role="alert" className={styles.error}>
              {detailOf(submit.error)}
            </p>
          )}
          <SurveyQuestions
            questions={data.questions}
            busy={submit.isPending}
            errors={fieldErrorsOf(submit.error)}
            onSubmit={(answers) =>
              submit.mutate(answers, { onSuccess: () => toast.success('Thank you for your answers.') })
            }
          />
        </>
      )}
    </section>
  );
}

function WaitingSurveys() {
  const { data, isPending } = useQuery(surveyFormsQuery());
  if (isPending) return <LoadingAnimation />;
  if (!data?.results.length) return <p>No company has asked you to answer a survey.</p>;
  return (
    <ul className={styles.list}>
      {data.results.map((form) => (
        <li key={form.id}>
          <Link to={`${pathTo('survey')}?form=${form.id}`}>{form.title}</Link>
          <span className={form.status === 'pending' ? styles.pending : styles.answered}>
            {form.status === 'pending' ? 'Waiting for your answers' : 'Answered'}
          </span>
          <span className={styles.muted}>
            {[form.company_name, form.job_title, form.trigger_label].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function SurveyScreen() {
  const { isAuthorized } = useSession();
  const [params] = useSearchParams();
  const formId = Number(params.get('form'));
  const addressed = isAuthorized && Number.isInteger(formId) && formId > 0;
  return (
    <main id="main" className="page">
      <PageHead title="Survey" />
      <div className={`card ${styles.page}`}>
        {addressed ? (
          <AddressedSurvey id={formId} />
        ) : (
          <>
            <h1>Surveys</h1>
            {isAuthorized && (
              <section aria-labelledby="waiting">
                <h2 id="waiting">Surveys for you</h2>
                <WaitingSurveys />
              </section>
            )}
            <FixedSurvey signedIn={isAuthorized} />
          </>
        )}
      </div>
    </main>
  );
}
