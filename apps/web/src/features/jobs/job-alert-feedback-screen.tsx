// /jobs-alerts/feedback/?alert_id=… (protected; spec 02 §2 names it without a
// layout): the alert e-mail's 'Were these relevant?' link and the landing of
// its unsubscribe link (unsubscribed=true). One answer per alert, editable.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AlertFeedbackBodySchema } from '@talent/contracts/job-alerts';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { fieldErrorsOf } from '../../lib/api-client.ts';
import { useAlertFeedback } from './api/job-mutations.ts';
import { alertFeedbackQuery } from './api/job-queries.ts';
import { toast } from '../../lib/toast.ts';
import styles from './jobs.module.css';

const FormSchema = z.object({
  is_relevant: z.enum(['yes', 'no'], { message: 'Choose yes or no.' }),
  comment: AlertFeedbackBodySchema.shape.comment,
});
type Form = z.input<typeof FormSchema>;

function FeedbackForm({ alertId }: { alertId: number }) {
  const [params] = useSearchParams();
  const { data, isPending, isError } = useQuery(alertFeedbackQuery(alertId));
  const form = useForm<Form>({ resolver: zodResolver(FormSchema), defaultValues: { comment: '' } });
  const mutation = useAlertFeedback(alertId, {
    onSuccess: () => {
      toast.success('Thank you for your feedback.');
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field === 'comment' || field === 'is_relevant') form.setError(field, { message });
      }
    },
  });
  if (isPending) return <LoadingAnimation message="Loading your alert" />;
  if (isError) return <p role="alert">We could not find this job alert.</p>;
  const unsubscribed = params.get('unsubscribed') === 'true' && !data.alert.is_active;
  return (
    <div className={styles.feedback}>
      {unsubscribed && (
        <p role="status" className={styles.applied}>
          You are unsubscribed from the alert “{data.alert.label}”. We will not e-mail you about it again.
        </p>
      )}
      <p>
        Alert: <strong>{data.alert.label}</strong>
      </p>
      {data.feedback ? (
        <p role="status">
          You told us these jobs were {data.feedback.is_relevant ? 'relevant' : 'not relevant'}. Thank you.
        </p>
      ) : (
        <form
          onSubmit={form.handleSubmit((values) =>
            mutation.mutate({ is_relevant: values.is_relevant === 'yes', comment: values.comment ?? '' }),
          )}
          noValidate
        >
          <fieldset className={styles.feedback}>
            <legend>Were the jobs in this alert relevant to you?</legend>
            <div className={styles.choices}>
              <label>
                <input type="radio" value="yes" {...form.register('is_relevant')} /> Yes
              </label>
              <label>
                <input type="radio" value="no" {...form.register('is_relevant')} /> No
              </label>
            </div>
            {form.formState.errors.is_relevant && (
              <p role="alert" className={styles.note}>
                {form.formState.errors.is_relevant.message}
              </p>
            )}
            <label htmlFor="alert-comment">What could be better? (optional)</label>
            <textarea id="alert-comment" className={styles.textarea} maxLength={1000} {...form.register('comment')} />
            {form.formState.errors.comment && <p role="alert">{form.formState.errors.comment.message}</p>}
            <Button type="submit" busy={mutation.isPending}>
              Send feedback
            </Button>
          </fieldset>
        </form>
      )}
      <p>
        <Link to={pathTo('dashboard')}>Manage your job alerts</Link>
      </p>
    </div>
  );
}

export default function JobAlertFeedbackScreen() {
  const [params] = useSearchParams();
  const alertId = Number(params.get('alert_id'));
  return (
    <main id="main" className="page">
      <PageHead title="Job alert feedback" />
      <div className="card">
        <h1>Job alert feedback</h1>
        {Number.isInteger(alertId) && alertId > 0 ? (
          <FeedbackForm alertId={alertId} />
        ) : (
          <p>
            Open this page from a job alert e-mail, or <Link to={pathTo('dashboard')}>manage your alerts</Link> on your
            dashboard.
          </p>
        )}
      </div>
    </main>
  );
}
