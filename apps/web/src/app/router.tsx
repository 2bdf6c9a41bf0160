// The router is built from the shared route table (conventions §10): the four
// route kinds and the lookup order of spec 01 §2 (exact path, url patterns,
// sub-routes, else not found). React Router ranks static segments above
// dynamic ones, which gives the same order.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '@talent/contracts/routes';
import { RootLayout } from './layout/root-layout.tsx';
import { ProtectedRoutes } from './route-guard.tsx';
import { RouteError } from './route-error.tsx';
import { routeLoaders } from './route-loaders.ts';
import { screens } from './screens.ts';

export interface RouteHandle {
  route: RouteDef;
}

function toRouteObject(route: RouteDef): RouteObject[] {
  const load = screens[route.id as RouteId];
  const loader = routeLoaders[route.id as RouteId];
  // a fresh object per route: the router replaces a lazy object's entries once
  // they have loaded, so two routes sharing one would lose the second's
  const object = (id: string, path: string): RouteObject => ({
    id,
    path,
    handle: { route } satisfies RouteHandle,
    // the screen's chunk and its loader's load side by side
    lazy: { Component: async () => (await load()).default, ...(loader ? { loader } : {}) },
  });
  const objects = [object(route.id, route.path)];
  if (route.subRoutes) objects.push(object(`${route.id}.sub`, `${route.path}*`));
  return objects;
}

export function buildRoutes(): RouteObject[] {
  const protectedRoutes = ROUTES.filter((r) => r.kind === 'protected').flatMap(toRouteObject);
  const otherRoutes = ROUTES.filter((r) => r.kind !== 'protected' && r.id !== 'hire').flatMap(toRouteObject);
  return [
    // the hiring workspace has its own frame and sign-in (decision 017), outside the candidate layout
    {
      id: 'hire',
      path: '/hire/*',
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await screens.hire()).default }),
    },
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...otherRoutes,
        { element: <ProtectedRoutes />, children: protectedRoutes },
        { id: 'notFound', path: '*', lazy: async () => ({ Component: (await screens.pageNotFound()).default }) },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
