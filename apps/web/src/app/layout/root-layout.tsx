// The frame of every page: maintenance strip, navigation bar, the page, footer,
// toasts and the loading overlay; plus the per-navigation rules of the spec.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { trailingSlashRedirect } from '@talent/contracts/routes';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { LoadingAnimation, LoadingOverlay } from '../../components/ui/loading.tsx';
import { MaintenanceStrip } from '../../components/ui/maintenance-strip.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { authActionOf } from '../../features/auth/auth-query.ts';
import { CookieConsent } from '../../features/auth/cookie-consent.tsx';
import { SignInStepsContext, type SignInSteps } from '../../features/auth/sign-in-steps.ts';
import { useSessionStart } from '../../features/auth/use-session-start.ts';
import { useGlobalLoading } from '../../lib/loading.ts';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { useHydrated } from '../../lib/server-render.ts';
import { useSession } from '../../lib/session.ts';
import { usePageAnalytics } from './use-page-analytics.ts';

// Loaded when used: the auth modal with a=… in the address (spec 01 §2), the
// onboarding reroutes with a session (spec 01 §4).
const AuthModal = lazy(() => import('../../features/auth/auth-modal.tsx').then((m) => ({ default: m.AuthModal })));
const SignedInRules = lazy(() => import('./signed-in-shell.tsx').then((m) => ({ default: m.SignedInRules })));

function TrailingSlash() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = trailingSlashRedirect(location.pathname, location.search, location.hash);
    if (target) navigate(target, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return null;
}

function SessionStart() {
  useSessionStart();
  return null;
}

/**
 * The auth modal with a=… in the address (spec 01 §2). Its own component: the
 * switch to `useHydrated() === true` re-renders this one synchronously, not the
 * layout, whose re-render would hydrate the whole page at once (decision 052).
 */
function AuthModalSlot() {
  const { search } = useLocation();
  // the modal opens over a page the browser owns: never in the server's HTML
  const open = useHydrated() && authActionOf(new URLSearchParams(search)) !== null;
  return open ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  const { isAuthorized } = useSession();
  const profile = useCurrentCandidate();
  usePageAnalytics(isAuthorized);
  const loading = useGlobalLoading();
  const queryClient = useQueryClient();
  // spec 01 §4 sign-in success step 1: the jobs feature's apply flow, loaded
  // when a sign-in needs it rather than with every page
  const signInSteps = useMemo<SignInSteps>(
    () => ({
      applyToJob: async (jobId, context) =>
        (await import('../../features/jobs/api/apply-job.ts')).applyToJob(jobId, { ...context, queryClient }),
    }),
    [queryClient],
  );
  // spec 01 §2: a loading animation shows while the initial user data loads
  const initialProfileLoading = isAuthorized && profile.isLoading;

  return (
    <SignInStepsContext value={signInSteps}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TrailingSlash />
      <SessionStart />
      {isAuthorized && (
        <Suspense fallback={null}>
          <SignedInRules />
        </Suspense>
      )}
      <MaintenanceStrip />
      <Navbar />
      <div style={{ minHeight: 'calc(100vh - var(--navbar-height))' }}>
        {initialProfileLoading ? (
          <LoadingAnimation message="Loading your profile" />
        ) : (
          <Suspense fallback={<LoadingAnimation />}>
            <Outlet />
          </Suspense>
        )}
      </div>
      <Footer />
      <AuthModalSlot />
      <CookieConsent />
      <Toast />
      {loading.active && <LoadingOverlay message={loading.message} />}
    </SignInStepsContext>
  );
}
