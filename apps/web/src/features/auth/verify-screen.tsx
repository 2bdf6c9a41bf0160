// spec 01 §2 /verify/ and §4 session start step 1: a link that carried a token
// (or an identifier) lands here with it in the tempToken (or identifier)
// cookie and the page it was for in redirect_path. A token that the server
// accepts becomes the session and the visitor continues to that page; an
// identifier needs an exchange the spec does not show, so it is refused
// like an expired link.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { IDENTIFIER_COOKIE, REDIRECT_PATH_COOKIE, TEMP_TOKEN_COOKIE } from './session-cookies.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { getCookie, removeCookie } from '../../lib/cookies.ts';
import { currentCandidateKeys, fetchCurrentCandidate } from '../../lib/current-candidate.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { authKeys } from './api/auth-api.ts';
import { postLoginRoute } from '@talent/contracts/onboarding-routing';
import { safeRelativePath } from './post-login-redirect.ts';

async function verifyLink(): Promise<string> {
  const tempToken = getCookie(TEMP_TOKEN_COOKIE);
  const redirectPath = getCookie(REDIRECT_PATH_COOKIE);
  for (const name of [TEMP_TOKEN_COOKIE, IDENTIFIER_COOKIE, REDIRECT_PATH_COOKIE]) removeCookie(name);
  if (!tempToken) throw new Error(Messages.linkExpired);
  setSessionTokens(tempToken);
  try {
    const profile = await fetchCurrentCandidate(undefined, { handle: false });
    queryClient.setQueryData(currentCandidateKeys.all, profile);
    const target = safeRelativePath(redirectPath);
    return target && target.path !== pathTo('verify')
      ? `${target.path}${target.query}`
      : postLoginRoute(profile.user, new URLSearchParams());
  } catch {
    clearSessionTokens();
    throw new Error(Messages.linkExpired);
  }
}

export default function VerifyScreen() {
  const navigate = useNavigate();
  const result = useQuery({ queryKey: [...authKeys.all, 'verify-link'], queryFn: verifyLink, retry: false, gcTime: 0 });
  useEffect(() => {
    if (result.isSuccess) navigate(result.data, { replace: true });
    if (result.isError) {
      toast.error(Messages.linkExpired);
      navigate(pathTo('signin'), { replace: true });
    }
  }, [result.isSuccess, result.isError, result.data, navigate]);
  return (
    <main id="main" className="page">
      <PageHead title="Verifying" />
      <LoadingAnimation message="Checking your link" />
    </main>
  );
}
