// The page an auth form sits on: its path and query (applying_to, redirect_to
// and the other sign-in parameters of spec 01 §2), the router's navigate and
// the steps the app provides.
import { useLocation, useNavigate } from 'react-router';
import type { SuccessContext } from '../sign-in-success.ts';
import { useSignInSteps } from '../sign-in-steps.ts';

export function useAuthContext(): SuccessContext {
  const location = useLocation();
  const navigate = useNavigate();
  const steps = useSignInSteps();
  return {
    ...steps,
    navigate: (to, options) => void navigate(to, options),
    pathname: location.pathname,
    search: new URLSearchParams(location.search),
  };
}

export const isLeadershipVisitor = () => {
  try {
    return sessionStorage.getItem('is_leadership_job') === 'true';
  } catch {
    return false;
  }
};
