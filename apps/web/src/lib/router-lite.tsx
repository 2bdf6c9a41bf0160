// The part of React Router this app uses, for the browser and server builds
// (decision 040): the build resolves `react-router` here (vite.config.ts), so
// features keep importing `react-router` and type-check against it. React
// Router's package is one module whose top level cannot be shaken: any import
// of it brings all of it (13.7 KB gzip, an eighth of a public page's first
// visit). Route matching and ranking, path resolution and the components and
// hooks below follow React Router 7's declarative mode; tests run against
// React Router itself.
import {
  createContext,
  createElement,
  Children,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export interface Location extends Path {
  state: unknown;
  key: string;
}
export type To = string | Partial<Path>;
export type Params = Record<string, string | undefined>;
export interface Navigator {
  createHref(to: To): string;
  go(delta: number): void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
}
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}
export interface RouteMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
  route: RouteObject;
}
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const NavigationContext = createContext<{ navigator: Navigator; static: boolean } | null>(null);
const LocationContext = createContext<{ location: Location; navigationType: string } | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; matches: RouteMatch[] }>({ outlet: null, matches: [] });

// ---------------------------------------------------------------- paths

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  if (search && search !== '?') pathname += search.charAt(0) === '?' ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash.charAt(0) === '#' ? hash : `#${hash}`;
  return pathname;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  if (path) {
    const hashIndex = path.indexOf('#');
    if (hashIndex >= 0) {
      parsed.hash = path.substring(hashIndex);
      path = path.substring(0, hashIndex);
    }
    const searchIndex = path.indexOf('?');
    if (searchIndex >= 0) {
      parsed.search = path.substring(searchIndex);
      path = path.substring(0, searchIndex);
    }
    if (path) parsed.pathname = path;
  }
  return parsed;
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const normalizePathname = (pathname: string) => pathname.replace(/\/+$/, '').replace(/^\/*/, '/');
const normalizeSearch = (search?: string) =>
  !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
const normalizeHash = (hash?: string) => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = fromPathname.replace(/\/+$/, '').split('/');
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/** React Router's resolveTo: absolute paths as they are, others from the current route's path. */
function resolveTo(to: To, routePathname: string, locationPathname: string): Path {
  const path = typeof to === 'string' ? parsePath(to) : { ...to };
  const isEmptyPath = to === '' || path.pathname === '';
  const toPathname = isEmptyPath ? '/' : path.pathname;
  const from = toPathname === undefined ? locationPathname : routePathname;
  let pathname = path.pathname
    ? path.pathname.startsWith('/')
      ? path.pathname
      : resolvePathname(path.pathname, from)
    : from;
  const trailingSlash =
    (toPathname && toPathname !== '/' && toPathname.endsWith('/')) ||
    ((isEmptyPath || toPathname === '.') && locationPathname.endsWith('/'));
  if (!pathname.endsWith('/') && trailingSlash) pathname += '/';
  return { pathname, search: normalizeSearch(path.search), hash: normalizeHash(path.hash) };
}

// ---------------------------------------------------------------- matching

interface RouteMeta {
  relativePath: string;
  caseSensitive: boolean;
  childrenIndex: number;
  route: RouteObject;
}
interface Branch {
  path: string;
  score: number;
  routesMeta: RouteMeta[];
}

function computeScore(path: string, index: boolean | undefined) {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  return segments
    .filter((segment) => segment !== '*')
    .reduce((total, segment) => total + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), score);
}

function flattenRoutes(routes: RouteObject[], branches: Branch[] = [], parents: RouteMeta[] = [], parentPath = '') {
  routes.forEach((route, index) => {
    const meta: RouteMeta = {
      relativePath: route.path ?? '',
      caseSensitive: route.caseSensitive === true,
      childrenIndex: index,
      route,
    };
    if (meta.relativePath.startsWith('/')) meta.relativePath = meta.relativePath.slice(parentPath.length);
    const path = joinPaths([parentPath, meta.relativePath]);
    const routesMeta = parents.concat(meta);
    if (route.children?.length) flattenRoutes(route.children, branches, routesMeta, path);
    if (route.path === undefined && !route.index) return;
    branches.push({ path, score: computeScore(path, route.index), routesMeta });
  });
  return branches;
}

function compareIndexes(a: number[], b: number[]) {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

const compiled = new Map<string, [RegExp, { name: string; optional: boolean }[]]>();

function compilePath(path: string, caseSensitive: boolean, end: boolean) {
  const cacheKey = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
  const known = compiled.get(cacheKey);
  if (known) return known;
  const params: { name: string; optional: boolean }[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      params.push({ name, optional: optional !== undefined });
      return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
    })
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const result: [RegExp, { name: string; optional: boolean }[]] = [
    new RegExp(source, caseSensitive ? undefined : 'i'),
    params,
  ];
  compiled.set(cacheKey, result);
  return result;
}

function matchPath(pattern: { path: string; caseSensitive: boolean; end: boolean }, pathname: string) {
  const [matcher, names] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);
  const match = pathname.match(matcher);
  if (!match) return null;
  const matchedPathname = match[0];
  let pathnameBase = matchedPathname.replace(/(.)\/+$/, '$1');
  const groups = match.slice(1);
  const params: Params = {};
  names.forEach(({ name, optional }, index) => {
    if (name === '*') {
      const splat = groups[index] || '';
      pathnameBase = matchedPathname.slice(0, matchedPathname.length - splat.length).replace(/(.)\/+$/, '$1');
    }
    const value = groups[index];
    params[name] = optional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params, pathname: matchedPathname, pathnameBase };
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (let i = 0; i < branch.routesMeta.length; i++) {
    const meta = branch.routesMeta[i]!;
    const end = i === branch.routesMeta.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath({ path: meta.relativePath, caseSensitive: meta.caseSensitive, end }, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route: meta.route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

function decodePath(value: string) {
  try {
    return value
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

export function matchRoutes(routes: RouteObject[], location: Partial<Location> | string): RouteMatch[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location) : location).pathname || '/';
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes).sort((a, b) =>
      a.score !== b.score
        ? b.score - a.score
        : compareIndexes(
            a.routesMeta.map((meta) => meta.childrenIndex),
            b.routesMeta.map((meta) => meta.childrenIndex),
          ),
    );
    branchCache.set(routes, branches);
  }
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

// ---------------------------------------------------------------- routers

export function Router({
  location,
  navigationType = 'POP',
  navigator,
  static: isStatic = false,
  children,
}: {
  location: Partial<Location> | string;
  navigationType?: string;
  navigator: Navigator;
  static?: boolean;
  children?: ReactNode;
}) {
  const place = typeof location === 'string' ? parsePath(location) : location;
  const { pathname = '/', search = '', hash = '', state = null, key = 'default' } = place as Partial<Location>;
  const navigation = useMemo(() => ({ navigator, static: isStatic }), [navigator, isStatic]);
  const current = useMemo(
    () => ({ location: { pathname, search, hash, state, key }, navigationType }),
    [pathname, search, hash, state, key, navigationType],
  );
  return (
    <NavigationContext value={navigation}>
      <LocationContext value={current}>{children}</LocationContext>
    </NavigationContext>
  );
}

const onServer = (method: string) => () => {
  throw new Error(`You cannot use navigator.${method}() on the server because it is a stateless environment.`);
};

export function StaticRouter({ location, children }: { location: Partial<Location> | string; children?: ReactNode }) {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: onServer('go'),
    push: onServer('push'),
    replace: onServer('replace'),
  };
  return (
    <Router location={location} navigator={navigator} static>
      {children}
    </Router>
  );
}

// ---------------------------------------------------------------- hooks

function useCurrent() {
  const current = useContext(LocationContext);
  if (!current) throw new Error('useLocation() may be used only in the context of a <Router> component.');
  return current;
}

export const useLocation = (): Location => useCurrent().location;
export const useNavigationType = () => useCurrent().navigationType;

export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}

/** The path a relative `to` starts from: the whole path the current route matched (React Router 7). */
const useRoutePathname = () => {
  const { matches } = useContext(RouteContext);
  const contributing = matches.filter((match, index) => index === 0 || Boolean(match.route.path));
  return contributing[contributing.length - 1]?.pathname ?? '/';
};

export function useResolvedPath(to: To): Path {
  const { pathname } = useLocation();
  const routePathname = useRoutePathname();
  return useMemo(() => resolveTo(to, routePathname, pathname), [to, routePathname, pathname]);
}

export function useNavigate() {
  const navigation = useContext(NavigationContext);
  const { pathname } = useLocation();
  const routePathname = useRoutePathname();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!navigation || navigation.static) return;
      if (typeof to === 'number') return navigation.navigator.go(to);
      const path = resolveTo(to, routePathname, pathname);
      (options.replace ? navigation.navigator.replace : navigation.navigator.push)(path, options.state);
    },
    [navigation, routePathname, pathname],
  );
}

type SearchInit = string | URLSearchParams | [string, string][] | Record<string, string | string[]>;

function createSearchParams(init: SearchInit = '') {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams)
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
}

export function useSearchParams(defaultInit?: SearchInit) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => {
    const params = createSearchParams(search);
    if (defaultInit) {
      const defaults = createSearchParams(defaultInit);
      for (const key of new Set(defaults.keys())) {
        if (!params.has(key)) defaults.getAll(key).forEach((value) => params.append(key, value));
      }
    }
    return params;
  }, [search, defaultInit]);
  const setSearchParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const params = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next);
      navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams] as const;
}

// ---------------------------------------------------------------- routes

export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { matches: parents } = useContext(RouteContext);
  const location = useLocation();
  const parent = parents[parents.length - 1];
  const parentBase = parent?.pathnameBase ?? '/';
  const remaining =
    parentBase === '/'
      ? location.pathname
      : `/${location.pathname
          .replace(/^\//, '')
          .split('/')
          .slice(parentBase.replace(/^\//, '').split('/').length)
          .join('/')}`;
  const found = matchRoutes(routes, { pathname: remaining });
  if (!found) return null;
  const matches = found.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths([parentBase, match.pathname]),
    pathnameBase: match.pathnameBase === '/' ? parentBase : joinPaths([parentBase, match.pathnameBase]),
  }));
  const all = parents.concat(matches);
  return matches.reduceRight<ReactElement | null>((outlet, match, index) => {
    const element = match.route.element ? match.route.element : outlet;
    return <RouteContext value={{ outlet, matches: all.slice(0, parents.length + index + 1) }}>{element}</RouteContext>;
  }, null);
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

export function Route(_: RouteObject & { children?: ReactNode }): ReactElement | null {
  throw new Error('A <Route> is only ever to be used as the child of <Routes> element.');
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (element) => {
    if (!isValidElement<RouteObject & { children?: ReactNode }>(element)) return;
    if (element.type === Fragment) {
      routes.push(...routesFromChildren(element.props.children));
      return;
    }
    const props = element.props;
    const route: RouteObject = { path: props.path, index: props.index, element: props.element };
    if (props.caseSensitive) route.caseSensitive = true;
    if (props.children) route.children = routesFromChildren(props.children);
    routes.push(route);
  });
  return routes;
}

export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesFromChildren(children));
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(useResolvedPath(to));
  useEffect(() => navigate(JSON.parse(target) as Path, { replace, state }), [navigate, target, replace, state]);
  return null;
}

// ---------------------------------------------------------------- links

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another origin: a plain anchor the browser follows. */
function externalHref(to: To): string | null {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to) || typeof location === 'undefined') return null;
  try {
    const url = new URL(to.startsWith('//') ? location.protocol + to : to);
    return url.origin === location.origin ? null : to;
  } catch {
    return to;
  }
}

/** A same-origin absolute address as the path it names. */
function localTo(to: To): To {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return to;
  try {
    const url = new URL(to.startsWith('//') ? `http:${to}` : to);
    return url.pathname + url.search + url.hash;
  } catch {
    return to;
  }
}

export function Link({ to, replace, state, reloadDocument, target, onClick, ref, ...rest }: LinkProps) {
  const navigation = useContext(NavigationContext);
  const location = useLocation();
  const navigate = useNavigate();
  const external = externalHref(to);
  const path = useResolvedPath(localTo(to));
  const href = external ?? navigation?.navigator.createHref(path) ?? createPath(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      external ||
      reloadDocument ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  // React Router marks its own links for route discovery; the same markup here
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={handleClick}
      data-discover={external ? undefined : 'true'}
    />
  );
}

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export function NavLink({
  className,
  style,
  children,
  end = false,
  caseSensitive = false,
  ...rest
}: Omit<LinkProps, 'className' | 'style' | 'children'> & {
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
  end?: boolean;
  caseSensitive?: boolean;
}) {
  const path = useResolvedPath(rest.to);
  let locationPathname = useLocation().pathname;
  let toPathname = path.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(renderProps)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return createElement(
    Link,
    {
      ...rest,
      'aria-current': isActive ? 'page' : undefined,
      className: classes,
      style: typeof style === 'function' ? style(renderProps) : style,
    },
    typeof children === 'function' ? children(renderProps) : children,
  );
}
