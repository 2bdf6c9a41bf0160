// Discover jobs v3 (spec 01 §2, spec 02 §2): only a loading animation, a full
// page reload about 500 ms after it appears, and a shadow on the top bar once
// the page is scrolled more than 48 px.
// Where the reload goes is not in the spec: it loads the job search page
// (/jobs/) as a whole new document — the server sends its head tags and the
// newest client — with location.replace, so Back does not return to this
// loading page and reload again.
import { useEffect } from 'react';
import { DISCOVER_RELOAD_DELAY_MS, NAVBAR_SHADOW_THRESHOLD_PX } from '@talent/contracts/constants';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';

export const SHADOW_ATTRIBUTE = 'data-discover-scrolled';

export default function DiscoverScreen() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(pathTo('jobs')), DISCOVER_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    const onScroll = () => document.body.toggleAttribute(SHADOW_ATTRIBUTE, window.scrollY > NAVBAR_SHADOW_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.body.removeAttribute(SHADOW_ATTRIBUTE);
    };
  }, []);
  return (
    <main id="main" className="page">
      <PageHead title="Discover jobs" />
      {/* the top bar belongs to the layout; this page only marks the body and styles the bar from here */}
      <style>{`body[${SHADOW_ATTRIBUTE}] header { box-shadow: var(--shadow-2); }`}</style>
      <LoadingAnimation message="Finding the latest jobs for you" />
    </main>
  );
}
