// The workspace's frame and gates (decision 017): members see the frame with
// its navigation; anyone else signs in, or is told the account has no team.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { BRAND } from '@talent/contracts/page-shell';
import { matchRoute, pathTo, type RouteId } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ApiError, firstErrorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { hiringKeys, meQuery, signOut } from '../api/workspace-api.ts';
import styles from '../components/hiring.module.css';
import { workspaceTitle } from '../components/workspace-title.ts';
import { SignIn } from '../features/team/sign-in-screen.tsx';

// decisions 024, 048: the analytics screen, with its charts, loads only on its own page
const AnalyticsScreen = lazy(() => import('../features/analytics/analytics-screen.tsx'));

/**
 * /hire/analytics/: a member of a hiring team reads it inside the workspace's
 * frame (their company's figures); an operator who is not a member reads the
 * platform's funnel alone (operators are granted by the admin command line).
 */
export function OperatorGate() {
  const { isAuthorized } = useSession();
  const me = useQuery({ ...meQuery(), enabled: isAuthorized });
  if (!isAuthorized) return <SignIn />;
  if (me.isLoading) return <p className={styles.narrow}>Loading…</p>;
  const screen = (
    <Suspense fallback={<p className={styles.narrow}>Loading…</p>}>
      <AnalyticsScreen role={me.data?.role ?? null} />
    </Suspense>
  );
  return me.data ? <Frame>{screen}</Frame> : screen;
}

/** The pages below a job (its editor, board, applicants and an applicant): the Jobs section is where the member is. */
const JOB_PAGES: ReadonlySet<string> = new Set([
  'hireJobNew',
  'hireJobEdit',
  'hireJob',
  'hireApplicants',
  'hireApplication',
] satisfies RouteId[]);

function Frame({ children }: { children: ReactNode }) {
  const me = useQuery(meQuery());
  const { pathname } = useLocation();
  const page = matchRoute(pathname, { companySlugs: [] })?.route.id;
  const onJobPage = page !== undefined && JOB_PAGES.has(page);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.bar}>
        <Link to={pathTo('hire')} className={styles.brand}>
          {me.data?.company.name ?? BRAND} · Hiring
        </Link>
        <nav aria-label="Workspace">
          <Link
            to={pathTo('hire')}
            aria-current={pathname === pathTo('hire') ? 'page' : onJobPage ? 'true' : undefined}
          >
            Jobs
          </Link>
          <NavLink to={pathTo('hireInterviews')}>Interviews</NavLink>
          <NavLink to={pathTo('hireSurveys')}>Surveys</NavLink>
          <NavLink to={pathTo('hireTemplates')}>Templates</NavLink>
          <NavLink to={pathTo('hireOverview')}>Overview</NavLink>
          <NavLink to={pathTo('hireTeam')}>Team</NavLink>
          <NavLink to={pathTo('hireAnalytics')}>Analytics</NavLink>
        </nav>
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            void signOut().finally(() => {
              queryClient.removeQueries({ queryKey: hiringKeys.all });
              navigate(pathTo('hire'), { replace: true });
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

/** The members' screens: signed in, and a member of a company's hiring team. */
export function MemberGate({ children }: { children: ReactNode }) {
  const { isAuthorized } = useSession();
  const me = useQuery({ ...meQuery(), enabled: isAuthorized });
  if (!isAuthorized) return <SignIn />;
  if (me.isLoading) return <p className={styles.narrow}>Loading…</p>;
  if (me.error instanceof ApiError && me.error.status === 403)
    return (
      <main id="main" className={styles.narrow}>
        <PageHead title={workspaceTitle('Hiring workspace')} exactTitle />
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
