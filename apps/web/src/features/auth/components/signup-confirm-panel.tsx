// Confirm-first sign-up (decision 014): the e-mailed link
// (/auth/signup/?sa=confirm&token=…) creates the account and signs it in; then
// the sign-in success of spec 01 §4 runs as after an instant sign-up, from the
// page the sign-up was made on (its applying_to, redirect_to …). A used link
// says so and offers sign-in; an invalid or expired one offers a new sign-up.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { Spinner } from '../../../components/ui/loading.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { authApi, authKeys } from '../api/auth-api.ts';
import { safeRelativePath } from '../post-login-redirect.ts';
import { completeSignIn } from '../sign-in-success.ts';
import styles from './auth.module.css';
import { useAuthContext } from './use-auth-context.ts';

/** Where the sign-up was made, as the sign-in success reads it; the sign-up page itself when unknown. */
function signUpPlace(returnTo: string | undefined) {
  const place = safeRelativePath(returnTo);
  return place
    ? { pathname: place.path, search: new URLSearchParams(place.query) }
    : { pathname: pathTo('signup'), search: new URLSearchParams() };
}

/**
 * Confirmations whose sign-in has run: the panel can mount again on the way
 * (the query cache then answers the same confirmation), and the sign-in, which
 * may apply to a job, runs once.
 */
const continued = new WeakSet<object>();

export function SignupConfirmPanel({ token }: { token: string }) {
  const ctx = useAuthContext();
  // a query, not an effect with a fetch: the link is single-use and the cache answers a second mount
  const confirmation = useQuery({
    queryKey: authKeys.signupLink(token),
    queryFn: () => authApi.confirmSignUp(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (!confirmation.data || continued.has(confirmation.data)) return;
    continued.add(confirmation.data);
    const { return_to: returnTo, ...login } = confirmation.data;
    void completeSignIn(login, { ...ctx, ...signUpPlace(returnTo) }, { signedUp: true });
  }, [confirmation.data, ctx]);

  if (confirmation.isError) {
    const { error } = confirmation;
    const used = error instanceof ApiError && error.status === 409;
    const text =
      error instanceof ApiError && error.status === 429
        ? Messages.tooManyAttempts
        : error instanceof ApiError
          ? (firstErrorMessage(error.data) ?? AuthMessages.signupLinkInvalid)
          : Messages.somethingWrongLater;
    return (
      <>
        <p className={styles.alert} role="alert">
          {text}
        </p>
        <div className={styles.links}>
          <Link to={pathTo('signin')}>Login</Link>
          {!used && <Link to={pathTo('signup')}>Create New Account</Link>}
        </div>
      </>
    );
  }
  return (
    <>
      <p className={styles.lead}>Finishing your account and signing you in…</p>
      <Spinner label="Creating your account" />
    </>
  );
}
