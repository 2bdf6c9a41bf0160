import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from './app/providers.tsx';
import { buildRoutes } from './app/router.tsx';
import { setTrackerLoader } from './lib/analytics.ts';
import { setNavigator } from './lib/api-client.ts';
import { appConfig } from './lib/config.ts';
import { queryClient } from './lib/query-client.ts';
import { SSR_STATE_ELEMENT_ID } from './lib/server-render.ts';
import { getAuthToken } from './lib/session.ts';
import './styles/global.css';

interface ServerState {
  router: NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData'];
  queries: DehydratedState;
}

/** Marks the document once the server's HTML is live (journeys wait for it before clicking). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
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

/** Loads the matched routes' lazy parts first, so the first render is the server's HTML, not a fallback. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy(), { lazy: undefined });
        return;
      }
      const entries = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const),
      );
      Object.assign(route, Object.fromEntries(entries), { lazy: undefined });
    }),
  );
}

async function start() {
  // the configuration names the product (decision 023) before anything is written
  appConfig();
  const root = document.getElementById('root')!;
  const state = serverState();
  const routes = buildRoutes();
  if (state) {
    hydrate(queryClient, state.queries);
    await resolveLazyMatches(routes);
  }
  // The server rendered the head for crawlers; from here React owns it.
  document.querySelectorAll('[data-ssr-head]').forEach((element) => element.remove());
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : {});
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace ?? false }));
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <HydrationMark />
      </Providers>
    </StrictMode>
  );
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// decision 024: the tracker is its own chunk, loaded after consent
setTrackerLoader(() => import('./lib/analytics-runtime.ts'));
void start();
