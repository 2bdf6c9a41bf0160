// After a client-side move to another page (a link, a sign-in's redirect),
// focus goes to the new page's heading, as a screen-reader user would have it
// after a full page load: the page is announced by its title, and Tab goes on
// from the top of its content rather than from a control that no longer
// exists. Not on the first load, not while a dialog is open, and not when
// the page has already put focus somewhere of its own.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 1500;

function focusTaken() {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  // focus left in the navigation bar (the link or menu that was used) does not count
  return !active.closest('nav, header, [data-navbar]');
}

export function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
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
