// The build's router (decision 040) against React Router itself: the same
// route for every kind of address, the same resolved links, the same rendered
// page for nested routes.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as reactRouter from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@talent/contracts/routes';
import { buildRoutes } from './router.tsx';
import * as lite from '../lib/router-lite.tsx';

const routes = buildRoutes();

const idsOf = (matches: { route: { id?: string } }[] | null) => matches?.map((m) => m.route.id ?? '(layout)') ?? null;
const paramsOf = (matches: { params: Record<string, string | undefined> }[] | null) => matches?.at(-1)?.params ?? null;

/** Every route's own address with sample parameters, and addresses no route names. */
const addresses = [
  ...ROUTES.flatMap((route) => {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => `sample-${name.toLowerCase()}`);
    return [path, path.replace(/\/$/, ''), `${path}more/below/`, path.toUpperCase()];
  }),
  '/',
  '/nowhere/',
  '/saffron-foods/',
  '/jobs/saffron-foods/',
  '/jobs/saffron-foods/senior-engineer-12/',
  '/hire/',
  '/hire/jobs/12/',
  '/blog/a-post/',
  '/blog/enterprises/a-post/',
  '/a%20b/',
  '/%E0%A4%/',
  '//double//slash/',
];

describe('router-lite', () => {
  it('matches every address to the route React Router matches, with the same parameters', () => {
    // React Router warns about the malformed address on purpose; the lite router must match it the same way
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const pathname of addresses) {
      const expected = reactRouter.matchRoutes(routes, { pathname });
      const actual = lite.matchRoutes(routes as lite.RouteObject[], { pathname });
      expect(idsOf(actual), pathname).toEqual(idsOf(expected));
      expect(paramsOf(actual), pathname).toEqual(paramsOf(expected));
      expect(
        actual?.map((m) => [m.pathname, m.pathnameBase]),
        pathname,
      ).toEqual(expected?.map((m) => [m.pathname, m.pathnameBase]));
    }
    expect(warned.mock.calls.map(([text]) => String(text))).toEqual([expect.stringContaining('/%E0%A4%/')]);
    warned.mockRestore();
  });

  it('writes and reads paths as React Router does', () => {
    for (const path of ['/', '/jobs/?a=1#x', '?page=2', '#top', '/a/b/', '', '/x?', '/y#']) {
      expect(lite.parsePath(path)).toEqual(reactRouter.parsePath(path));
      expect(lite.createPath(lite.parsePath(path))).toEqual(reactRouter.createPath(reactRouter.parsePath(path)));
    }
  });

  it('renders the same links, nested routes and parameters on the server', () => {
    const page = (router: typeof lite | typeof reactRouter, location: string) => {
      const R = router as typeof lite;
      function Screen() {
        const params = R.useParams();
        const [search] = R.useSearchParams();
        const location = R.useLocation();
        return (
          <main>
            <p>{JSON.stringify(params)}</p>
            <p>{search.get('page')}</p>
            <p>{location.pathname}</p>
            <R.Link to="?page=2">next</R.Link>
            <R.Link to="/jobs/">jobs</R.Link>
            <R.Link to="details/">relative</R.Link>
            <R.Link to="https://example.com/x">away</R.Link>
            <R.NavLink to="/blog/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
              blog
            </R.NavLink>
            <R.NavLink to="/blog/" end>
              blog only
            </R.NavLink>
          </main>
        );
      }
      function Layout() {
        return (
          <div>
            frame <R.Outlet />
          </div>
        );
      }
      function Nested() {
        return (
          <R.Routes>
            <R.Route path="jobs/:id/" element={<Screen />} />
            <R.Route path="*" element={<p>inner missing</p>} />
          </R.Routes>
        );
      }
      const tree: lite.RouteObject[] = [
        { path: '/hire/*', element: <Nested /> },
        {
          element: <Layout />,
          children: [
            { path: '/blog/*', element: <Screen /> },
            { path: '/:company/', element: <Screen /> },
            { path: '*', element: <p>missing</p> },
          ],
        },
      ];
      function App() {
        return R.useRoutes(tree);
      }
      return renderToString(
        <R.StaticRouter location={location}>
          <App />
        </R.StaticRouter>,
      );
    };
    for (const location of ['/blog/', '/blog/post/?page=3', '/saffron/', '/x/y/z/', '/hire/jobs/4/', '/hire/other/']) {
      expect(page(lite, location), location).toBe(page(reactRouter, location));
    }
  });

  it('follows a link in the browser as React Router does: push, and replace for the same address', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const history: [string, string][] = [];
    const navigator: lite.Navigator = {
      createHref: (to) => (typeof to === 'string' ? to : lite.createPath(to)),
      go: () => undefined,
      push: (to) => void history.push(['push', typeof to === 'string' ? to : lite.createPath(to)]),
      replace: (to) => void history.push(['replace', typeof to === 'string' ? to : lite.createPath(to)]),
    };
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <lite.Router location="/blog/?page=1" navigator={navigator}>
          <lite.Link to="?page=2">next</lite.Link>
          <lite.Link to="/blog/?page=1">same</lite.Link>
          <lite.Link to="/jobs/" target="_blank">
            tab
          </lite.Link>
        </lite.Router>,
      ),
    );
    const [next, same, tab] = [...container.querySelectorAll('a')];
    expect(next!.getAttribute('href')).toBe('/blog/?page=2');
    await act(async () => next!.click());
    await act(async () => same!.click());
    tab!.addEventListener('click', (event) => event.preventDefault());
    await act(async () => tab!.click());
    expect(history).toEqual([
      ['push', '/blog/?page=2'],
      ['replace', '/blog/?page=1'],
    ]);
    await act(async () => root.unmount());
    container.remove();
  });
});
