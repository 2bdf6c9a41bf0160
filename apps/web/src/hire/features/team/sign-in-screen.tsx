// The workspace's sign-in (decision 017): the candidates' own sign-in call
// (same sessions, same rate limits), shown wherever a member must sign in.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormFailure } from '../../../components/ui/form-fields.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { hiringKeys, signIn } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';

export function SignIn({ after }: { after?: ReactNode }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    } catch (caught) {
      setError(firstErrorMessage(caught instanceof ApiError ? caught.data : null) ?? 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <main id="main" className={styles.narrow}>
      <PageHead title={workspaceTitle('Sign in')} exactTitle />
      <h1>Sign in to your hiring workspace</h1>
      <form onSubmit={submit} className={styles.form} noValidate>
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
        <FormFailure message={error} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {after}
    </main>
  );
}
