// The hiring workspace under /hire/ (decision 017): its own frame, sign-in and
// screens, loaded as one lazy chunk that no public or candidate page imports.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link, NavLink, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { BRAND } from '@talent/contracts/constants';
import { ApiError, firstErrorMessage } from '../../lib/api-client.ts';
import { setSessionTokens, useSession } from '../../lib/session.ts';
import { hiringApi, hiringKeys, meQuery, own, signIn, signOut } from './api/hiring-api.ts';
import { Head } from './components/head.tsx';
import { JobEditorScreen, JobsScreen } from './components/jobs-screens.tsx';
import { NotFound } from './components/not-found.tsx';
import { ApplicantScreen, PipelineScreen } from './components/pipeline-screens.tsx';
import { SurveysScreen } from './components/surveys-screen.tsx';
import { OverviewScreen, TeamScreen } from './components/team-screens.tsx';
import styles from './hiring.module.css';

// decision 024: the operators' funnel, with its charting library, loads only on its own page
const AnalyticsScreen = lazy(() => import('./components/analytics-screen.tsx'));

/** Operators are signed-in users granted by the admin command line, not necessarily hiring members. */
function OperatorGate() {
  const { isAuthorized } = useSession();
  if (!isAuthorized) return <SignIn />;
  return (
    <Suspense fallback={<p className={styles.narrow}>Loading…</p>}>
      <AnalyticsScreen />
    </Suspense>
  );
}

function SignIn({ after }: { after?: ReactNode }) {
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
      <Head title="Sign in" />
      <h1>Sign in to your hiring workspace</h1>
      <form onSubmit={submit} className={styles.form} noValidate>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {after}
    </main>
  );
}

function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthorized } = useSession();
  const preview = useQuery({
    queryKey: [...hiringKeys.all, 'invitation', token],
    queryFn: () => hiringApi.invitation({ params: { token } }, own),
    retry: false,
    enabled: token.length >= 16,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const accepted = await hiringApi.acceptInvitation(
        {
          params: { token },
          body: {
            first_name: String(form.get('first_name') ?? ''),
            last_name: String(form.get('last_name') ?? ''),
            password: String(form.get('password') ?? ''),
          },
        },
        own,
      );
      setSessionTokens(accepted.token, accepted.refresh);
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
      navigate('/hire/', { replace: true });
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
      await hiringApi.joinInvitation({ params: { token } }, own);
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
      navigate('/hire/', { replace: true });
    } catch (caught) {
      setErrors({ detail: firstErrorMessage(caught instanceof ApiError ? caught.data : null) ?? 'Could not join.' });
    } finally {
      setBusy(false);
    }
  }

  if (preview.isLoading) return <p className={styles.narrow}>Loading the invitation…</p>;
  if (!preview.data)
    return (
      <main id="main" className={styles.narrow}>
        <Head title="Invitation" />
        <h1>Invitation</h1>
        <p role="alert">This invitation link is invalid, expired or already used.</p>
      </main>
    );
  const invitation = preview.data;
  return (
    <main id="main" className={styles.narrow}>
      <Head title="Join the hiring team" />
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
                aria-describedby={errors[name] ? `${name}-error` : undefined}
              />
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
  );
}

function Frame({ children }: { children: ReactNode }) {
  const me = useQuery(meQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.bar}>
        <Link to="/hire/" className={styles.brand}>
          {me.data?.company.name ?? BRAND} · Hiring
        </Link>
        <nav aria-label="Workspace">
          <NavLink to="/hire/" end>
            Jobs
          </NavLink>
          <NavLink to="/hire/surveys/">Surveys</NavLink>
          <NavLink to="/hire/overview/">Overview</NavLink>
          <NavLink to="/hire/team/">Team</NavLink>
          <NavLink to="/hire/analytics/">Analytics</NavLink>
        </nav>
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            void signOut().finally(() => {
              queryClient.removeQueries({ queryKey: hiringKeys.all });
              navigate('/hire/', { replace: true });
            })
          }
        >
          Sign out
        </button>
      </header>
      {children}
    </div>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const { isAuthorized } = useSession();
  const me = useQuery({ ...meQuery(), enabled: isAuthorized });
  if (!isAuthorized) return <SignIn />;
  if (me.isLoading) return <p className={styles.narrow}>Loading…</p>;
  if (me.error instanceof ApiError && me.error.status === 403)
    return (
      <main id="main" className={styles.narrow}>
        <Head title="Hiring workspace" />
        <h1>Hiring workspace</h1>
        <p role="alert">{firstErrorMessage(me.error.data)}</p>
        <button type="button" className={styles.primary} onClick={() => void signOut()}>
          Sign in with another account
        </button>
      </main>
    );
  if (!me.data) return <SignIn />;
  return <Frame>{children}</Frame>;
}

export function HiringWorkspace() {
  return (
    <Routes>
      <Route path="invitation/" element={<InvitationScreen />} />
      <Route path="analytics/" element={<OperatorGate />} />
      <Route
        path="*"
        element={
          <Gate>
            <Routes>
              <Route index element={<JobsScreen />} />
              <Route path="jobs/new/" element={<JobEditorScreen />} />
              <Route path="jobs/:jobId/edit/" element={<JobEditorScreen />} />
              <Route path="jobs/:jobId/" element={<PipelineScreen />} />
              <Route path="applications/:applicationId/" element={<ApplicantScreen />} />
              <Route path="team/" element={<TeamScreen />} />
              <Route path="surveys/" element={<SurveysScreen />} />
              <Route path="overview/" element={<OverviewScreen />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Gate>
        }
      />
    </Routes>
  );
}
