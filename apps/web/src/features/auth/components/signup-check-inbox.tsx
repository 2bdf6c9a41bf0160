// Confirm-first sign-up (decision 014): the server answered 202 instead of a
// session, so the account is finished from the e-mailed link. The same screen
// follows every address; it names the address typed and can send the e-mail
// again (limited by the server like the other e-mail forms).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Messages } from '@talent/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/config.ts';
import { authApi } from '../api/auth-api.ts';
import type { AuthAction } from '../auth-query.ts';
import styles from './auth.module.css';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? Messages.tooManyAttempts
    : ((error instanceof ApiError ? firstErrorMessage(error.data) : undefined) ?? Messages.somethingWrongLater);

export function SignupCheckInbox({
  email,
  detail,
  onChangeAddress,
  onSwitch,
  signinHref,
}: {
  email: string;
  /** The server's answer ('Check your inbox …'). */
  detail: string;
  onChangeAddress: () => void;
  onSwitch?: ((action: AuthAction) => void) | undefined;
  signinHref: string;
}) {
  const [resent, setResent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // the form this replaces had the focus (and, on a phone, the scroll): bring the message into view
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus();
    region.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const resend = async () => {
    setSending(true);
    setFailure(null);
    setResent(null);
    try {
      setResent((await authApi.resendSignUpLink(email)).detail);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label="Check your inbox" ref={region} tabIndex={-1} className={styles.inbox}>
      <p className={styles.notice} role="status">
        {detail}
      </p>
      <p>
        We sent it to <strong className={styles.address}>{email}</strong>. Open the link in that e-mail to finish
        creating your account and continue where you left off.
      </p>
      {appConfig().devOutbox && (
        // development only: no mail leaves this machine, the message waits in the outbox
        <p className={styles.lead}>
          Running locally: open the <a href="/api/dev/outbox/">development outbox</a> to follow the link.
        </p>
      )}
      {resent && (
        <p className={styles.notice} role="status">
          {resent}
        </p>
      )}
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <Button variant="secondary" busy={sending} className={styles.full} onClick={() => void resend()}>
        Send the e-mail again
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onChangeAddress}>
          Use another e-mail address
        </button>
        {onSwitch ? (
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('signin')}>
            Login
          </button>
        ) : (
          <Link to={signinHref}>Login</Link>
        )}
      </div>
    </section>
  );
}
