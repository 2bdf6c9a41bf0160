// Sign-in through identity providers, shown only when configured: Google
// one-tap (spec 01 §7 POST /auth/exchangetoken/, multipart) and LinkedIn
// (spec 01 §2 /linkedin-redirect/: response type code, basic profile and
// e-mail scopes). The LinkedIn state is kept in session storage and checked
// on return (CSRF); the page's query goes with it so applying_to survives.
import { useEffect, useRef } from 'react';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { appConfig } from '../../../lib/config.ts';
import { toast } from '../../../lib/toast.ts';
import { authApi } from '../api/auth-api.ts';
import { oneTapFailureMessage } from '../login-errors.ts';
import { completeOneTap } from '../sign-in-success.ts';
import styles from './auth.module.css';
import { isLeadershipVisitor, useAuthContext } from './use-auth-context.ts';

export const LINKEDIN_STATE_KEY = 'linkedin_oauth';
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
      prompt(): void;
    };
  };
}

let googleScript: Promise<GoogleIdentity> | undefined;
function loadGoogle(): Promise<GoogleIdentity> {
  googleScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => {
      googleScript = undefined;
      reject(new Error('Google sign-in did not load'));
    };
    document.head.appendChild(script);
  });
  return googleScript;
}

function GoogleButton({ clientId }: { clientId: string }) {
  const ctx = useAuthContext();
  const ctxRef = useRef(ctx);
  useEffect(() => {
    ctxRef.current = ctx;
  });
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            if (!credential) {
              toast.error(Messages.somethingWrongLaterNoDot);
              return;
            }
            const search = ctxRef.current.search;
            try {
              const login = await authApi.oneTap({
                exchangetoken: credential,
                referral_code: search.get('referral_code') ?? undefined,
                is_leadership_job: isLeadershipVisitor() || undefined,
              });
              await completeOneTap(login, ctxRef.current);
            } catch (error) {
              toast.error(oneTapFailureMessage(error));
            }
          },
        });
        google.accounts.id.renderButton(holder.current, { theme: 'outline', size: 'large', width: 320 });
        google.accounts.id.prompt();
      })
      // spec 01 §8: one-tap widget error
      .catch(() => !cancelled && toast.error(Messages.somethingWrongLaterNoDot));
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  return <div ref={holder} />;
}

function LinkedInButton({ clientId, authorizeUrl }: { clientId: string; authorizeUrl: string }) {
  const ctx = useAuthContext();
  const start = () => {
    const state = crypto.randomUUID();
    sessionStorage.setItem(
      LINKEDIN_STATE_KEY,
      JSON.stringify({ state, pathname: ctx.pathname, search: ctx.search.toString() }),
    );
    const url = new URL(authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: `${window.location.origin}${pathTo('linkedinRedirect')}`,
      scope: 'openid profile email',
      state,
    }).toString();
    window.location.assign(url.href);
  };
  return (
    <Button variant="secondary" className={styles.full} onClick={start}>
      Continue with LinkedIn
    </Button>
  );
}

export function ProviderSignIn() {
  const { googleClientId, linkedinClientId, linkedinAuthorizeUrl } = appConfig();
  if (!googleClientId && !(linkedinClientId && linkedinAuthorizeUrl)) return null;
  return (
    <>
      <div className={styles.divider}>or</div>
      <div className={styles.providers}>
        {googleClientId && <GoogleButton clientId={googleClientId} />}
        {linkedinClientId && linkedinAuthorizeUrl && (
          <LinkedInButton clientId={linkedinClientId} authorizeUrl={linkedinAuthorizeUrl} />
        )}
      </div>
    </>
  );
}
