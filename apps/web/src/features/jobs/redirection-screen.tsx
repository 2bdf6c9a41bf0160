// /redirection/ (spec 02 §2, §4): a loading animation; after about 1 s the
// page reads the query. With job_redirection_url it records an analytics page
// view, posts the click timestamp (no token; the link's signature proves it),
// waits 1 more second and goes to that address in the same window; without it,
// to the new-jobs page (/jobs/).
// Only addresses on this site are followed (no open redirect, no javascript: URL);
// any other link counts as missing and goes to the new-jobs page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECTION_NAVIGATE_DELAY_MS, REDIRECTION_READ_DELAY_MS } from '@talent/contracts/constants';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { trackJobPageView } from './analytics.ts';
import { recordEmailClick, signedEmailClick } from './api/email-click.ts';

/**
 * Only this site's own addresses are followed: the server's e-mail links point here, and anything
 * else (another site, javascript:, data:) would make the page an open redirect.
 */
function followable(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin && (url.protocol === 'https:' || url.protocol === 'http:')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

export default function RedirectionScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timers: number[] = [];
    timers.push(
      window.setTimeout(() => {
        const params = new URLSearchParams(window.location.search);
        const target = followable(params.get('job_redirection_url'));
        if (!target) {
          navigate(pathTo('jobs'), { replace: true });
          return;
        }
        trackJobPageView('Job Redirection', {
          // the application's id, without the link's signature (decision 041)
          candidate_job_id: params.get('candidate_job_id')?.split('.')[0] ?? null,
          utm_source: params.get('utm_source'),
          utm_campaign: params.get('utm_campaign'),
          utm_medium: params.get('utm_medium'),
        });
        const signed = signedEmailClick(params);
        const click = signed ? recordEmailClick(signed).catch(() => null) : Promise.resolve(null);
        void click.then(() => {
          timers.push(window.setTimeout(() => window.location.assign(target), REDIRECTION_NAVIGATE_DELAY_MS));
        });
      }, REDIRECTION_READ_DELAY_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [navigate]);
  return (
    <main id="main" className="page">
      <PageHead title="Redirecting" />
      <LoadingAnimation message="Taking you there" />
    </main>
  );
}
