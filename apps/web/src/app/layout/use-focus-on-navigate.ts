// After a client-side move to another page (a link, a sign-in's redirect),
// focus goes to the new page's heading, as a screen-reader user would have it
// after a full page load: the page is announced by its title, and Tab goes on
// from the top of its content rather than from a control that no longer
// exists. Not on the first load, not while a dialog is open, and not when
// the page has already put focus somewhere of its own. The new page also
// opens at its top, as after a full load, except going back or forward (the
// browser puts the reader back) or to a #section (the page scrolls to it).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const WAIT_MS = 1500;

function focusTaken() {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  // focus left in the navigation bar (the link or menu that was used) does not count
  return !active.closest('nav, header, [data-navbar]');
}

export function useFocusOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const scrolled = useRef(pathname);
  // before the pages' own effects, so a page that scrolls somewhere itself (a section, its documents) still can
  useLayoutEffect(() => {
    if (scrolled.current === pathname) return;
    scrolled.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      if (document.querySelector('[role="dialog"], dialog[open]') || focusTaken()) return;
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) {
        // the page's data may still be loading
        if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
