// spec 01 §3: the responsive browser view type.
import { useSyncExternalStore } from 'react';
import { browserViewFor, type BrowserView } from '@talent/contracts/page-shell';

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useBrowserView(): BrowserView {
  return useSyncExternalStore(
    subscribe,
    () => browserViewFor(window.innerWidth),
    () => 'DESKTOP',
  );
}

/** The navigation bar switches to drawers below 820 px (spec 01 §2). */
export const isCompactView = (view: BrowserView) => view === 'PHONE' || view === 'TABLET';
