// spec 01 §2 /linkedin-redirect/: the return point of the LinkedIn
// authorisation (response type code). The state must match the one saved
// when the visitor left (CSRF); the code goes to POST /api/auth/linkedin/,
// and the answer is handled like a one-tap sign-in (spec 01 §4).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { toast } from '../../lib/toast.ts';
import { authApi, authKeys } from './api/auth-api.ts';
import { hrefWith } from './auth-query.ts';
import { LINKEDIN_STATE_KEY } from './components/provider-sign-in.tsx';
import { oneTapFailureMessage } from './login-errors.ts';
import { completeOneTap } from './sign-in-success.ts';
import { useSignInSteps } from './sign-in-steps.ts';

interface Saved {
  state: string;
  pathname: string;
  search: string;
}

function readSaved(): Saved | null {
  try {
    const raw = sessionStorage.getItem(LINKEDIN_STATE_KEY);
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

export default function LinkedinRedirectScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const steps = useSignInSteps();
  const code = params.get('code');
  const saved = useRef<Saved | null | undefined>(undefined);
  saved.current ??= readSaved();
  const stateMatches = Boolean(code && saved.current && saved.current.state === params.get('state'));

  const exchange = useQuery({
    queryKey: authKeys.linkedIn(code ?? ''),
    queryFn: () =>
      authApi.linkedIn({
        code: code!,
        redirect_uri: `${window.location.origin}${pathTo('linkedinRedirect')}`,
        referral_code: new URLSearchParams(saved.current?.search).get('referral_code') ?? undefined,
      }),
    enabled: stateMatches,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (stateMatches && exchange.isPending) return;
    sessionStorage.removeItem(LINKEDIN_STATE_KEY);
    const back = saved.current ? hrefWith(saved.current.pathname, new URLSearchParams(saved.current.search)) : null;
    if (!stateMatches || exchange.isError) {
      // a refused authorisation, a state that does not match, or a failed exchange
      toast.error(exchange.isError ? oneTapFailureMessage(exchange.error) : Messages.somethingWrongLater);
      navigate(back ?? pathTo('signin'), { replace: true });
      return;
    }
    if (exchange.isSuccess) {
      void completeOneTap(exchange.data, {
        ...steps,
        navigate: (to, options) => void navigate(to, options),
        pathname: saved.current?.pathname ?? pathTo('signin'),
        search: new URLSearchParams(saved.current?.search),
      });
    }
  }, [
    stateMatches,
    exchange.isPending,
    exchange.isError,
    exchange.isSuccess,
    exchange.data,
    exchange.error,
    navigate,
    steps,
  ]);

  return (
    <main id="main" className="page">
      <PageHead title="Signing you in" />
      <LoadingAnimation message="Signing you in with LinkedIn" />
    </main>
  );
}
