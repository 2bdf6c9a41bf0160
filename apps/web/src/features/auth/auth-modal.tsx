// spec 01 §2 'Auth modal via query': a=signin, signup, reset-password or
// verify-email opens the matching form over the current page. Switching
// between them drops sa, token and redirect; closing (Escape, backdrop, the
// close button) clears every parameter the spec lists.
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute, type RouteId } from '@talent/contracts/routes';
import { Spinner } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { appConfig } from '../../lib/config.ts';
import { useSession } from '../../lib/session.ts';
import { authActionOf, hrefWith, withAuthAction, withoutAuthAction, type AuthAction } from './auth-query.ts';

// The forms (react-hook-form and zod) load when the modal opens, not with
// every page the root layout renders.
const ForgotPasswordForm = lazy(() =>
  import('./components/forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('./components/reset-password-form.tsx').then((m) => ({ default: m.ResetPasswordForm })),
);
const SigninForm = lazy(() => import('./components/signin-form.tsx').then((m) => ({ default: m.SigninForm })));
const SignupForm = lazy(() => import('./components/signup-form.tsx').then((m) => ({ default: m.SignupForm })));
const VerifyEmailPanel = lazy(() =>
  import('./components/verify-email-panel.tsx').then((m) => ({ default: m.VerifyEmailPanel })),
);

const TITLES: Record<AuthAction, string> = {
  signin: 'Login',
  signup: 'Create New Account',
  'reset-password': 'Reset password',
  'verify-email': 'Verify your e-mail',
};

/** The pages that are these forms already. */
const AUTH_PAGES: RouteId[] = ['auth', 'signin', 'signup', 'forgotPassword', 'resetPassword', 'verifyEmail'];

export function AuthModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthorized } = useSession();
  const search = new URLSearchParams(location.search);
  const action = authActionOf(search);
  const route = matchRoute(location.pathname, { companySlugs: appConfig().companySlugs })?.route;
  const onAuthPage = route ? AUTH_PAGES.includes(route.id as RouteId) : false;
  const open =
    action !== null && !onAuthPage && (action === 'verify-email' || action === 'reset-password' || !isAuthorized);
  if (!open) return null;

  const go = (next: URLSearchParams) => navigate(hrefWith(location.pathname, next, location.hash), { replace: true });
  const close = () => go(withoutAuthAction(search));
  const switchTo = (next: AuthAction) => go(withAuthAction(search, next));
  const token = search.get('token');

  return (
    <Modal open title={TITLES[action]} onClose={close} size={action === 'signup' ? 'md' : 'sm'}>
      <Suspense fallback={<Spinner />}>
        {action === 'signin' && <SigninForm onSwitch={switchTo} />}
        {action === 'signup' && <SignupForm onSwitch={switchTo} />}
        {action === 'reset-password' && (token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />)}
        {action === 'verify-email' && <VerifyEmailPanel token={token} />}
      </Suspense>
    </Modal>
  );
}
