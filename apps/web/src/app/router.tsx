// The router is built from the shared route table (docs/conventions.md §10): the four
// route kinds and the lookup order of spec 01 §2 (exact path, url patterns,
// sub-routes, else not found). React Router ranks static segments above
// dynamic ones, which gives the same order.
//
// React Router's declarative mode (decision 026): its data router is twice the
// code on every first visit, and this app uses only two of its features,
// each done here in a few lines — a screen's chunk loads lazily, and its
// loader (which only starts the screen's queries, decision 012) runs beside it.
// As with the data router, a navigation changes the address and the page
// together, once the next screen's chunk and loader module have arrived; the
// page on screen stays until then (AppBrowserRouter).
import {
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  createPath,
  matchRoutes,
  parsePath,
  Router,
  useLocation,
  useParams,
  useRoutes,
  type Location,
  type Navigator,
  type Params,
  type RouteObject,
  type To,
} from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '@talent/contracts/routes';
import { renderScope } from '../lib/render-scope.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { useFocusOnNavigate } from './layout/use-focus-on-navigate.ts';
import { ProtectedRoutes } from './route-guard.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { routeLoaders, type RouteLoaderArgs } from './route-loaders.ts';
import { screens } from './screens.ts';

/** What a route object carries for the code here: its own id and the screen it shows. */
interface RouteHandle {
  id: string;
  screen: RouteId;
}

// ---- screens: each loads once, then renders without suspending

const loadedScreens = new Map<RouteId, ComponentType>();
const loadingScreens = new Map<RouteId, Promise<void>>();

/**
 * A screen's scripts, all at once rather than one import after the other: the
 * build lists them per route in route-assets.json instead of in the entry
 * (vite.config.ts), read at the first navigation.
 */
let routeAssets: Promise<Partial<Record<RouteId, { js: string[] }>>> | null = null;
const preloaded = new Set<string>();

function preloadScripts(id: RouteId) {
  routeAssets ??= fetch('/route-assets.json')
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  void routeAssets.then((assets) => {
    for (const file of assets[id]?.js ?? []) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.append(link);
    }
  });
}

/**
 * `preload`: with the screen's other scripts at once; not for the page the
 * server rendered, which links them itself. A chunk that failed stays failed:
 * the route error asks for a reload (a new release is the usual cause).
 */
function loadScreen(id: RouteId, preload = true): Promise<void> {
  let loading = loadingScreens.get(id);
  if (!loading) {
    if (preload && typeof document !== 'undefined') preloadScripts(id);
    loading = screens[id]().then((module) => void loadedScreens.set(id, module.default));
    loadingScreens.set(id, loading);
  }
  return loading;
}

// ---- loaders: one run per navigation to a route, as the data router does

type PagePlace = Pick<Location, 'pathname' | 'search' | 'hash'>;

interface LoaderRun {
  /** Path and query the loader ran for. */
  url: string;
  hash: string;
  /** The navigation it ran for; null for the first page, whichever key the router gives it. */
  key: string | null;
  promise: Promise<void>;
  done: boolean;
  failed: boolean;
  error?: unknown;
}

/** The browser's loader runs, by route id. */
const browserLoaderRuns = new Map<string, LoaderRun>();

/** The loader runs of the page being rendered: each server render has its own (decision 039). */
const loaderRuns = () => (renderScope()?.routerState as Map<string, LoaderRun> | undefined) ?? browserLoaderRuns;

/** The origin a loader's request is made on: the browser's, or the page's on the server. */
const loaderOrigin = () =>
  typeof location === 'undefined' ? (renderScope()?.origin ?? 'http://localhost') : location.origin;

function runLoader(handle: RouteHandle, params: Params, place: PagePlace, key: string | null): LoaderRun | null {
  const load = routeLoaders[handle.screen];
  if (!load) return null;
  const url = `${place.pathname}${place.search}`;
  const runs = loaderRuns();
  const previous = runs.get(handle.id);
  // the same navigation, or one that only changed the hash
  if (
    previous &&
    previous.url === url &&
    (previous.key === null || previous.key === key || previous.hash !== place.hash)
  )
    return previous;
  const args: RouteLoaderArgs = { params, request: new Request(new URL(url, loaderOrigin())) };
  const run: LoaderRun = { url, hash: place.hash, key, promise: Promise.resolve(), done: false, failed: false };
  run.promise = load()
    .then((loader) => loader(args))
    .then(
      () => void (run.done = true),
      (error: unknown) => void Object.assign(run, { done: true, failed: true, error }),
    );
  runs.set(handle.id, run);
  return run;
}

function RouteScreen({ handle }: { handle: RouteHandle }) {
  // Marks the document once the server's HTML is live (journeys wait for it
  // before clicking). The page's content hydrates after the frame, in its own
  // slices (decision 052): the mark waits for the screen, not the frame.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const location = useLocation();
  const params = useParams();
  // started while rendering, beside the screen's chunk (TanStack Query's usePrefetchQuery does the same)
  const run = runLoader(handle, params, location, location.key);
  if (run && !run.done) use(run.promise);
  if (run?.failed) throw run.error;
  const Screen = loadedScreens.get(handle.screen);
  if (!Screen) {
    use(loadScreen(handle.screen));
    return null;
  }
  return <Screen />;
}

function routeObject(id: string, path: string, screen: RouteId): RouteObject {
  const handle: RouteHandle = { id, screen };
  return { id, path, handle, element: <RouteScreen handle={handle} /> };
}

function toRouteObjects(route: RouteDef): RouteObject[] {
  const objects = [routeObject(route.id, route.path, route.id as RouteId)];
  if (route.subRoutes) objects.push(routeObject(`${route.id}.sub`, `${route.path}*`, route.id as RouteId));
  return objects;
}

export function buildRoutes(): RouteObject[] {
  const protectedRoutes = ROUTES.filter((r) => r.kind === 'protected').flatMap(toRouteObjects);
  const otherRoutes = ROUTES.filter((r: RouteDef) => r.kind !== 'protected' && r.area !== 'hire').flatMap(
    toRouteObjects,
  );
  return [
    // the hiring workspace has its own frame and sign-in (decision 017), outside the candidate layout
    routeObject('hire', '/hire/*', 'hire'),
    {
      element: <RootLayout />,
      children: [
        ...otherRoutes,
        { element: <ProtectedRoutes />, children: protectedRoutes },
        routeObject('notFound', '*', 'pageNotFound'),
      ],
    },
  ];
}

/** The page for the current location; a screen that fails shows the route error until the next navigation. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // every area, the candidate's and the hiring workspace (which has its own frame), and a move between them
  useFocusOnNavigate();
  return <RouteErrorBoundary location={location.key}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * Before the first render: loads the screens the page shows and runs their
 * loaders, so the first render is the whole page (the server's HTML when
 * hydrating), never a fallback. `hydrated`: the server ran the loaders and
 * their data came with the page, so the browser does not run them again. On
 * the server each render's loader runs are its own (its render scope).
 */
export async function prepareRoutes(routes: RouteObject[], place: PagePlace, options: { hydrated?: boolean } = {}) {
  const matches = matchRoutes(routes, place) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as RouteHandle | undefined;
      if (!handle) return;
      if (options.hydrated) {
        const url = `${place.pathname}${place.search}`;
        const promise = Promise.resolve();
        loaderRuns().set(handle.id, { url, hash: place.hash, key: null, promise, done: true, failed: false });
      } else {
        await runLoader(handle, params, place, null)?.promise;
      }
      await loadScreen(handle.screen, !options.hydrated).catch(() => undefined);
    }),
  );
}

/** Loads what a navigation's page needs before it is shown: its screens, its loaders run. */
async function prepareNavigation(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const handle = route.handle as RouteHandle | undefined;
      if (!handle) return;
      await runLoader(handle, params, location, location.key)?.promise;
      await loadScreen(handle.screen).catch(() => undefined);
    }),
  );
}

type NavigationType = NonNullable<ComponentProps<typeof Router>['navigationType']>;
interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

const historyState = () => (window.history.state ?? null) as Partial<HistoryState> | null;

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = historyState();
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

/** The last navigation asked for: an earlier one still loading is dropped when it is done. */
let navigationId = 0;

/**
 * The browser's router. A link or navigate() changes the address and the page
 * together once the next page is loaded (prepareNavigation), as the data
 * router did: the page on screen, and the address, stay until then. Back and
 * forward change the address first (the browser does), and the page follows
 * in a transition. The history entries are the ones React Router writes.
 */
export function AppBrowserRouter({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  const [current, setCurrent] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: 'POP' as NavigationType,
    location: browserLocation(),
  }));
  const navigator = useMemo<Navigator>(() => {
    const move = async (action: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
      const id = ++navigationId;
      const path = typeof to === 'string' ? parsePath(to) : to;
      const key = Math.random().toString(36).slice(2, 10);
      const location: Location = {
        pathname: path.pathname ?? '/',
        search: path.search ?? '',
        hash: path.hash ?? '',
        state: state ?? null,
        key,
      };
      await prepareNavigation(routes, location);
      if (id !== navigationId) return;
      const index = (historyState()?.idx ?? 0) + (action === 'PUSH' ? 1 : 0);
      const entry: HistoryState = { usr: location.state, key, idx: index };
      if (action === 'PUSH') window.history.pushState(entry, '', createPath(location));
      else window.history.replaceState(entry, '', createPath(location));
      startTransition(() => setCurrent({ action: action as NavigationType, location }));
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state) => void move('PUSH', to, state),
      replace: (to, state) => void move('REPLACE', to, state),
    };
  }, [routes]);
  useEffect(() => {
    const onPop = () => {
      navigationId += 1;
      startTransition(() => setCurrent({ action: 'POP' as NavigationType, location: browserLocation() }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Router location={current.location} navigationType={current.action} navigator={navigator}>
      {children}
    </Router>
  );
}
