// The frame of every page: maintenance strip, navigation bar, the page, footer,
// toasts and the loading overlay; plus the per-navigation rules of the spec.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { trailingSlashRedirect } from '@talent/contracts/routes';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { LoadingAnimation, LoadingOverlay } from '../../components/ui/loading.tsx';
import { MaintenanceStrip } from '../../components/ui/maintenance-strip.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AuthModal } from '../../features/auth/auth-modal.tsx';
import { CookieConsent } from '../../features/auth/cookie-consent.tsx';
import { SignInStepsContext, type SignInSteps } from '../../features/auth/sign-in-steps.ts';
import { useSessionStart } from '../../features/auth/use-session-start.ts';
import { useOnboardingRedirect } from '../../features/profile/onboarding/use-onboarding-redirect.ts';
import { useGlobalLoading } from '../../lib/loading.ts';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { useSession } from '../../lib/session.ts';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';
import { usePageAnalytics } from './use-page-analytics.ts';

function TrailingSlash() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = trailingSlashRedirect(location.pathname, location.search, location.hash);
    if (target) navigate(target, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return null;
}

export function RootLayout() {
  useSessionStart();
  useOnboardingRedirect();
  const { isAuthorized } = useSession();
  const profile = useCurrentCandidate();
  usePageAnalytics(isAuthorized);
  useFocusOnNavigate();
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
      <AuthModal />
      <CookieConsent />
      <Toast />
      {loading.active && <LoadingOverlay message={loading.message} />}
    </SignInStepsContext>
  );
}
