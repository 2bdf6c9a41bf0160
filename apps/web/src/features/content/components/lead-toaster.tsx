// The lead toaster (spec 02 §7 /lead/submit-toaster/; decision 023): on the
// pages companies read, once a visitor has read half of one, a small panel in
// the corner offers the monthly hiring insights for a work e-mail. It never
// takes focus, waits for the cookie choice so the two never overlap, and a
// 'Not now' or a sent form keeps it away for 30 days. The panel and its form
// load when it opens (decision 052): most visits never see it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_COOKIE } from '@talent/contracts/page-shell';
import { getCookie } from '../../../lib/cookies.ts';
import { useSession } from '../../../lib/session.ts';

const LeadToasterPanel = lazy(() =>
  import('./lead-toaster-panel.tsx').then((module) => ({ default: module.LeadToasterPanel })),
);

const DISMISSED_KEY = 'lead_toaster_dismissed_at';
const QUIET_DAYS = 30;

function recentlyDismissed() {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return at > 0 && Date.now() - at < QUIET_DAYS * 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

export function dismiss() {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // private mode: it simply comes back next visit
  }
}

/** Whether the visitor has read half of the page (or the page is short and read whole). */
const readHalf = () =>
  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight / 2 + window.innerHeight / 2;

export function LeadToaster() {
  const { isAuthorized } = useSession();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isAuthorized || recentlyDismissed()) return;
    // a look each second: the cookie choice and the reading position, whichever comes last
    const timer = window.setInterval(() => {
      if (getCookie(CONSENT_COOKIE) && readHalf()) {
        setOpen(true);
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isAuthorized]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LeadToasterPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
