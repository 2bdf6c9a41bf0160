// spec 01 §2: the cookie-consent banner is shown to signed-out users who have
// not chosen yet. The choice is kept in a cookie and sent to the account
// after sign-in (spec 01 §4 sign-in success, §3 cookie preference payload).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CookiePreferences } from '@talent/contracts/auth';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { useHydrated } from '../../lib/server-render.ts';
import { useSession } from '../../lib/session.ts';
import styles from './components/auth.module.css';
import { readConsent, writeConsent } from './cookie-preferences.ts';

export function CookieConsent() {
  const { isAuthorized } = useSession();
  const [consent, setConsent] = useState<CookiePreferences | null>(() => readConsent());
  const banner = useRef<HTMLElement>(null);
  // The server's page is shared by every visitor, so it carries the banner for
  // all of them and paints it with the page; a visitor who has chosen never
  // sees it, because the consent check in the page's head hides it before the
  // body is drawn (decision 026). After hydration the browser decides.
  const hydrated = useHydrated();
  const visible = !hydrated || (!isAuthorized && !consent);

  // room at the end of the page, so the fixed banner never hides its last
  // lines: the footer grows by it (its own colour), never a bare band below it
  useEffect(() => {
    if (!hydrated || !visible || !banner.current) return;
    const root = document.documentElement.style;
    root.setProperty('--consent-room', `${banner.current.offsetHeight + 32}px`);
    return () => {
      root.removeProperty('--consent-room');
    };
  }, [hydrated, visible]);

  if (!visible) return null;
  const choose = (preferences: CookiePreferences) => {
    writeConsent(preferences);
    setConsent(preferences);
  };
  return (
    <section ref={banner} className={styles.banner} aria-label="Cookie consent" data-consent-banner="">
      <p>
        We use necessary cookies to keep you signed in, and, with your consent, analytics and marketing cookies. Read
        our <Link to={pathTo('privacyPolicy')}>privacy policy</Link>.
      </p>
      <div className={styles.inline}>
        <Button
          variant="secondary"
          onClick={() => choose({ is_necessary: true, is_analytical: false, is_marketing: false })}
        >
          Only necessary
        </Button>
        <Button onClick={() => choose({ is_necessary: true, is_analytical: true, is_marketing: true })}>
          Accept all
        </Button>
      </div>
    </section>
  );
}
