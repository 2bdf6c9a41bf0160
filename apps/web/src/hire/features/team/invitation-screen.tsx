// /hire/invitation/ (decision 017): the e-mailed invitation link. A new member
// sets a name and password; someone with an account signs in and accepts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BRAND } from '@talent/contracts/page-shell';
import { HiringMessages } from '@talent/contracts/hiring';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { setSessionTokens, useSession } from '../../../lib/session.ts';
import { hiringKeys } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { acceptInvitation, invitationQuery, joinInvitation } from './api/team-api.ts';
import { SignIn } from './sign-in-screen.tsx';

/** The product's bar above a page a person reaches from an e-mail before they are a member. */
function BrandBar({ company }: { company?: string | undefined }) {
  return (
    <header className={styles.bar}>
      <Link to={pathTo('hire')} className={styles.brand}>
        {company ? `${company} · Hiring on ${BRAND}` : `${BRAND} · Hiring`}
      </Link>
    </header>
  );
}

export function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthorized } = useSession();
  const preview = useQuery(invitationQuery(token));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // the member's workspace is read afresh; the invitation, used now, is not read again (it answers 404)
  const refreshWorkspace = () =>
    queryClient.invalidateQueries({
      queryKey: hiringKeys.all,
      predicate: (query) => !query.queryKey.includes('invitation'),
    });

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const accepted = await acceptInvitation(token, {
        first_name: String(form.get('first_name') ?? ''),
        last_name: String(form.get('last_name') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setSessionTokens(accepted.token, accepted.refresh);
      await refreshWorkspace();
      navigate(pathTo('hire'), { replace: true });
    } catch (caught) {
      const data = caught instanceof ApiError ? caught.data : null;
      const fields: Record<string, string> = {};
      if (data && typeof data === 'object')
        for (const [key, value] of Object.entries(data as Record<string, unknown>))
          fields[key] = Array.isArray(value) ? String(value[0]) : String(value);
      setErrors(Object.keys(fields).length ? fields : { detail: 'Could not accept the invitation.' });
    } finally {
      setBusy(false);
    }
  }

  async function join() {
    setBusy(true);
    try {
      await joinInvitation(token);
      await refreshWorkspace();
      navigate(pathTo('hire'), { replace: true });
    } catch (caught) {
      setErrors({ detail: firstErrorMessage(caught instanceof ApiError ? caught.data : null) ?? 'Could not join.' });
    } finally {
      setBusy(false);
    }
  }

  if (preview.isLoading)
    return (
      <div className={styles.frame}>
        <BrandBar />
        <p className={styles.narrow}>Loading the invitation…</p>
      </div>
    );
  if (!preview.data)
    return (
      <div className={styles.frame}>
        <BrandBar />
        <main id="main" className={styles.narrow}>
          <PageHead title={workspaceTitle('Invitation')} exactTitle />
          <h1>Invitation</h1>
          <p role="alert">{HiringMessages.invitationInvalid}</p>
        </main>
      </div>
    );
  const invitation = preview.data;
  return (
    <div className={styles.frame}>
      <BrandBar company={invitation.company_name} />
      <main id="main" className={styles.narrow}>
        <PageHead title={workspaceTitle('Join the hiring team')} exactTitle />
        <h1>Join the {invitation.company_name} hiring team</h1>
        <p>
          Invitation for <strong>{invitation.email}</strong> as {invitation.role}.
        </p>
        {errors.detail && (
          <p role="alert" className={styles.error}>
            {errors.detail}
          </p>
        )}
        {invitation.has_account ? (
          isAuthorized ? (
            <button type="button" className={styles.primary} onClick={() => void join()} disabled={busy}>
              Accept the invitation
            </button>
          ) : (
            <SignIn after={<p>Sign in with {invitation.email}, then accept.</p>} />
          )
        ) : (
          <form onSubmit={accept} className={styles.form} noValidate>
            {(
              [
                ['first_name', 'First name', 'text', 'given-name'],
                ['last_name', 'Last name', 'text', 'family-name'],
                ['password', 'Choose a password', 'password', 'new-password'],
              ] as const
            ).map(([name, label, type, autoComplete]) => (
              <label key={name}>
                {label}
                <input
                  name={name}
                  type={type}
                  autoComplete={autoComplete}
                  aria-invalid={Boolean(errors[name])}
                  aria-describedby={
                    [name === 'password' ? 'password-rule' : '', errors[name] ? `${name}-error` : '']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                />
                {/* spec 01 §5: the rule is said before it is broken, not only after */}
                {name === 'password' && (
                  <span id="password-rule" className={styles.hint}>
                    {Messages.passwordRule}
                  </span>
                )}
                {errors[name] && (
                  <span id={`${name}-error`} className={styles.error}>
                    {errors[name]}
                  </span>
                )}
              </label>
            ))}
            <button type="submit" className={styles.primary} disabled={busy}>
              Create account and join
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
