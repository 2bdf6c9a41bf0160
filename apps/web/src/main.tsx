import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useNavigate } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppBrowserRouter, AppRoutes, buildRoutes, prepareRoutes } from './app/router.tsx';
import { setTrackerLoader } from './lib/analytics.ts';
import { focusFirstInvalidAfterSubmit } from './lib/focus-first-invalid.ts';
import { setNavigator } from './lib/api-client.ts';
import { appConfig } from './lib/config.ts';
import { queryClient } from './lib/query-client.ts';
import { SSR_STATE_ELEMENT_ID } from './lib/server-render.ts';
import { getAuthToken } from './lib/session.ts';
import './styles/global.css';

interface ServerState {
  queries: DehydratedState;
}

/** The page the server rendered, when it was rendered for a visitor without a session (decision 026). */
function serverState(): ServerState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent || getAuthToken()) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

type Navigation = Parameters<Parameters<typeof setNavigator>[0]>;

/** A move the api client asked for before the router was there (401 → /talent, 404 → not found). */
let waiting: Navigation | null = null;

/** Lets the api client move to another page from outside React. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const go = (...[to, options]: Navigation) => void navigate(to, { replace: options?.replace ?? false });
    setNavigator(go);
    if (waiting) go(...waiting);
    waiting = null;
  }, [navigate]);
  return null;
}

async function start() {
  // the configuration names the product (decision 023) before anything is written
  appConfig();
  const root = document.getElementById('root')!;
  const state = serverState();
  setNavigator((...navigation) => (waiting = navigation));
  const routes = buildRoutes();
  if (state) hydrate(queryClient, state.queries);
  // the first render is the whole page: the server's HTML, or the page without a fallback first
  await Promise.all([
    prepareRoutes(routes, window.location, { hydrated: Boolean(state) }),
    // a candidate's page has the signed-in bar from its first frame
    getAuthToken() ? import('./app/layout/signed-in-shell.tsx').catch(() => undefined) : null,
  ]);
  // the server's head stays until the page's own replaces it (components/ui/page-head.tsx)
  const app = (
    <StrictMode>
      <Providers>
        <AppBrowserRouter routes={routes}>
          <NavigatorBridge />
          <AppRoutes routes={routes} />
        </AppBrowserRouter>
      </Providers>
    </StrictMode>
  );
  // hydrating in a transition lets React yield between components, so a tap
  // or a key press is answered during it instead of after it (decision 052)
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// decision 024: the tracker is its own chunk, loaded after consent
setTrackerLoader(() => import('./lib/analytics-runtime.ts'));
focusFirstInvalidAfterSubmit();
void start();
