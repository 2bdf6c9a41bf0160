// E-mail verification (spec 01 §2 /verify-email/ and a=verify-email): the
// e-mailed link verifies the address; without a (valid) link the candidate
// can ask for a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AuthMessages, SendVerificationLinkRequestSchema } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { authApi, authKeys } from '../api/auth-api.ts';
import styles from './auth.module.css';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? Messages.tooManyAttempts
    : ((error instanceof ApiError ? firstErrorMessage(error.data) : undefined) ?? Messages.somethingWrongLater);

function ResendByAddress() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof SendVerificationLinkRequestSchema>, unknown, { email: string }>({
    resolver: zodResolver(SendVerificationLinkRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      setSent((await authApi.sendVerificationLink(email)).detail);
    } catch (error) {
      toast.error(failureText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Send a verification link">
      {sent && (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" busy={form.formState.isSubmitting} className={styles.full}>
        Send a new verification link
      </Button>
    </form>
  );
}

export function ResendVerification() {
  const { isAuthorized } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  if (!isAuthorized) return <ResendByAddress />;
  return (
    <div>
      {sent && (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={async () => {
          try {
            setSent((await authApi.sendVerification()).detail);
          } catch (error) {
            toast.error(failureText(error));
          }
        }}
      >
        Send a new verification link
      </Button>
    </div>
  );
}

export function VerifyEmailPanel({ token }: { token: string | null }) {
  const { isAuthorized } = useSession();
  const queryClient = useQueryClient();
  // a query, not an effect with a fetch: the link is single-use and the cache answers a second mount
  const verification = useQuery({
    queryKey: authKeys.emailLink(token ?? ''),
    queryFn: () => authApi.verifyEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (!verification.isSuccess) return;
    void queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
    void queryClient.invalidateQueries({ queryKey: authKeys.settings() });
  }, [verification.isSuccess, queryClient]);

  if (!token) {
    return (
      <>
        <p className={styles.lead}>Open the link we e-mailed you, or ask for a new one.</p>
        <ResendVerification />
      </>
    );
  }
  if (verification.isPending) return <Spinner label="Verifying your e-mail address" />;
  if (verification.isError) {
    return (
      <>
        <p className={styles.alert} role="alert">
          {verification.error instanceof ApiError
            ? (firstErrorMessage(verification.error.data) ?? AuthMessages.verificationLinkInvalid)
            : Messages.somethingWrongLater}
        </p>
        <ResendVerification />
      </>
    );
  }
  return (
    <>
      <p className={styles.notice} role="status">
        {verification.data.detail}
      </p>
      <Link to={isAuthorized ? pathTo('dashboard') : pathTo('signin')}>
        {isAuthorized ? 'Go to your dashboard' : 'Login'}
      </Link>
    </>
  );
}
