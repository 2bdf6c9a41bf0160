// The newsletter (spec 02 §7 /users/subscribe/; decision 023): subscribe, then
// confirm with the e-mail's link (?confirm=) — double opt-in — and leave with
// the link every mail carries (?unsubscribe=).
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError, firstErrorMessage } from '../../lib/api-client.ts';
import { contentApi } from './api/content-queries.ts';
import { Honeypot } from './components/honeypot.tsx';
import { usePublicForm } from './components/use-public-form.ts';
import styles from './content.module.css';

function TokenAction({ kind, token }: { kind: 'confirm' | 'unsubscribe'; token: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    const call = kind === 'confirm' ? contentApi.confirmSubscription : contentApi.unsubscribe;
    call({ body: { token } }, { handle: false }).then(
      (result) => setAnswer({ ok: true, text: result.detail }),
      (error: unknown) =>
        setAnswer({
          ok: false,
          text: (error instanceof ApiError && firstErrorMessage(error.data)) || 'Something went wrong.',
        }),
    );
  }, [kind, token]);
  if (!answer) return <p role="status">One moment…</p>;
  return (
    <p className={answer.ok ? styles.success : styles.errorBox} role={answer.ok ? 'status' : 'alert'}>
      {answer.text}
    </p>
  );
}

export default function NewsletterScreen() {
  const route = ROUTE_BY_ID.newsletter;
  const [search] = useSearchParams();
  const confirm = search.get('confirm');
  const unsubscribe = search.get('unsubscribe');
  const form = usePublicForm({ email: '', website: '' }, { email: ['required', 'email'] });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((values) => contentApi.subscribe({ body: values }, { handle: false }));
  };
  return (
    <main id="main" className="page">
      <PageHead title={route.title} canonicalPath={route.path} />
      <div className="card">
        <h1>{route.title}</h1>
        {confirm ? (
          <TokenAction kind="confirm" token={confirm} />
        ) : unsubscribe ? (
          <TokenAction kind="unsubscribe" token={unsubscribe} />
        ) : form.done ? (
          <p className={styles.success} role="status">
            {form.done}
          </p>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <p>Career advice and new kinds of jobs, about twice a month. We send a link to confirm first.</p>
            <TextField label="E-mail" type="email" required autoComplete="email" {...form.field('email')} />
            <Honeypot value={form.values.website} onChange={(website) => form.setValues((v) => ({ ...v, website }))} />
            {form.errors.non_field_errors && (
              <p className={styles.errorBox} role="alert">
                {form.errors.non_field_errors}
              </p>
            )}
            <Button type="submit" busy={form.sending}>
              Subscribe
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
