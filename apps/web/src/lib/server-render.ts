// Public pages are rendered on the server and hydrated here (decision 026).
// What only a browser has (the head React 19 hoists, the window's origin) waits
// for hydration: the first client render must match the server's HTML.
import { useSyncExternalStore } from 'react';
import { renderScope } from './render-scope.ts';

const subscribe = () => () => {};

/** False on the server and during hydration, true from the next render on. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** The page's origin: the browser's, or the public address the server renders for (decision 039). */
export const currentOrigin = () =>
  typeof location === 'undefined' ? (renderScope()?.origin ?? 'http://localhost') : location.origin;

/** The id of the JSON the server puts beside the rendered page: router and query state. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
