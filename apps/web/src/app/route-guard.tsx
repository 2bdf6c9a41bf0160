// spec 01 §4 step 2 and §6: a protected route without a token sends the
// visitor to login, remembering where they were going.
import { Navigate, Outlet, useLocation } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { useSession } from '../lib/session.ts';

export function ProtectedRoutes() {
  const { isAuthorized } = useSession();
  const location = useLocation();
  if (!isAuthorized) {
    const params = new URLSearchParams(location.search);
    const keep: Record<string, string> = { redirect_to: `${location.pathname}${location.search}` };
    for (const key of ['a', 'sa']) {
      const value = params.get(key);
      if (value) keep[key] = value;
    }
    return <Navigate to={pathTo('signin', {}, keep)} replace />;
  }
  return <Outlet />;
}
