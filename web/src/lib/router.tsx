/**
 * The app's router: the small part of React Router's API the screens use (routes with one
 * layout level, `:param` and `*` paths, links, redirects, the query string), in about 1.5 KB
 * instead of React Router's 17.7 KB gzip, to keep the landing page under its 90 KB budget
 * (docs/decisions/0042). Same names and call shapes, so the screens read as before. Beside them:
 * params typed from their pattern, `href` to fill a pattern in, `matchLocation` (a pure function,
 * no DOM) and `StaticRouter` for rendering at an address handed in, as a server will
 * (docs/decisions/0106).
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

interface NavigateOptions {
  replace?: boolean;
}

type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a BrowserRouter or MemoryRouter');
  return router;
}

function parse(url: string): Location {
  const parsed = new URL(url, 'http://here');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

const windowLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** The router of the real page: the browser's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    const onPop = () => setLocation(windowLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const target = parse(new URL(to, window.location.href).href);
    const url = target.pathname + target.search + target.hash;
    if (options.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    setLocation((current) => {
      // A new page starts at its top; a changed query string on the same page keeps the scroll.
      if (current.pathname !== target.pathname) window.scrollTo(0, 0);
      return target;
    });
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router at a fixed address, needing no `window`: a server renders the address it was asked for. Navigation is ignored. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(() => ({ location: parse(location), navigate: () => undefined }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router kept in memory, for tests. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(initialEntries[initialEntries.length - 1] ?? '/'));
  const navigate = useCallback<NavigateFunction>(
    (to) => setLocation((current) => parse(new URL(to, `http://here${current.pathname}`).href)),
    [],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type ParamsInit = URLSearchParams | Record<string, string>;
type ParamsSetter = (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => void;

/** The query string as URLSearchParams, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [URLSearchParams, ParamsSetter] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<ParamsSetter>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(value).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}

// ---- Patterns, typed params, links ----

/** The names of a pattern's `:param` segments: `ParamName<'/mlb/game/:id'>` is `'id'`. */
export type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern's params as read from an address: `Params<'/mlb/:id'>` is `{ id: string }`. */
export type Params<P extends string> = { [K in ParamName<P>]: string };

/** What `href` fills a pattern with: each of its params, then query values (left out when undefined or empty). */
export type LinkValues<P extends string> = { [K in ParamName<P>]: string | number } & Record<
  string,
  string | number | undefined
>;

/**
 * An address of the app: `pattern` with its params filled in (encoded), and the other values as
 * its query string. `href(paths.mlbTeam, { id: 147, date })` is '/mlb/147?date=…', or '/mlb/147'
 * without a date; a missing param is a type error.
 */
export function href<P extends string>(pattern: P, values: LinkValues<P>): string {
  const all: Record<string, string | number | undefined> = values;
  const used = new Set<string>();
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    used.add(name);
    return encodeURIComponent(all[name]!);
  });
  const query = Object.entries(all)
    .filter(([name, value]) => !used.has(name) && value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** One entry of a table of patterns matched: its name, typed params and the query string. */
export type LocationMatch<T extends Record<string, string>> = {
  [N in keyof T]: { name: N; params: Params<T[N]>; search: URLSearchParams };
}[keyof T];

/**
 * Which pattern of `table` (name → pattern) an address matches, with its params: a pure
 * function, so a server can run it on the address it was asked for. The most specific pattern
 * wins (fewest params), whatever the table's order.
 */
export function matchLocation<T extends Record<string, string>>(
  table: T,
  location: string | Pick<Location, 'pathname' | 'search'>,
): LocationMatch<T> | null {
  const { pathname, search } = typeof location === 'string' ? parse(location) : location;
  const segments = pathname.split('/').filter(Boolean);
  let best: { name: keyof T; params: Record<string, string>; rank: number } | null = null;
  for (const name of Object.keys(table) as (keyof T)[]) {
    const pattern = table[name]!;
    const params = matchPath(pattern, segments);
    if (params && (!best || rank(pattern) < best.rank)) best = { name, params, rank: rank(pattern) };
  }
  return best && ({ name: best.name, params: best.params, search: new URLSearchParams(search) } as LocationMatch<T>);
}

/** How loosely a pattern matches: each param counts one, a `*` more than any number of them. */
const rank = (pattern: string) => (pattern.match(/:/g)?.length ?? 0) + (pattern.includes('*') ? 100 : 0);

// ---- Routes ----

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route's description; `Routes` reads its props and never renders it. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface Match {
  element: ReactNode;
  params: Record<string, string>;
  outlet: ReactNode;
}

const ParamsContext = createContext<Record<string, string>>({});
const OutletContext = createContext<ReactNode>(null);

/** Matches `pattern` ('mlb/:id', '*', '') against the path's segments; answers its params or null. */
function matchPath(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '*') return { ...params, '*': segments.slice(i).join('/') };
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The params of an address's path if a route's `path` pattern matches it as `Routes` would, else null. */
export function matchPathname(pattern: string, pathname: string): Record<string, string> | null {
  return matchPath(pattern, pathname.split('/').filter(Boolean));
}

/** The most specific route matching the segments (as `matchLocation`), a layout route wrapping its child's match. */
function matchRoutes(children: ReactNode, segments: string[]): Match | null {
  let best: (Match & { rank: number }) | null = null;
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const { path, index, element, children: nested } = child.props;
    if (nested) {
      // A layout route without a path: its children match, and it wraps them.
      const inner = matchRoutes(nested, segments);
      if (inner) return { element, params: inner.params, outlet: inner.element };
      continue;
    }
    const pattern = index ? '' : (path ?? '');
    const params = matchPath(pattern, segments);
    if (params && (!best || rank(pattern) < best.rank)) best = { element, params, outlet: null, rank: rank(pattern) };
  }
  return best;
}

/** Renders the first route matching the address (layout routes wrap their children's match). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchRoutes(children, pathname.split('/').filter(Boolean));
  if (!match) return null;
  return (
    <ParamsContext.Provider value={match.params}>
      <OutletContext.Provider value={match.outlet}>{match.element}</OutletContext.Provider>
    </ParamsContext.Provider>
  );
}

/** Gives the screens inside it the params of a route matched elsewhere (by `matchLocation`), for `useParams`. */
export function ParamsProvider({ params, children }: { params: Record<string, string>; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The matched route's params; given the screen's pattern (`useParams(paths.mlbTeam)`), typed from it. */
export function useParams(): Record<string, string | undefined>;
export function useParams<P extends string>(pattern: P): Params<P>;
export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

/** Goes to `to` as soon as it renders. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

// ---- Links ----

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A link's address: any, except a pattern still holding its params (`paths.mlbTeam` alone: fill it with `href`). Types only. */
type Address<T extends string> = T & (T extends `${string}/:${string}` ? never : unknown);

/** A plain click is handled here; modified clicks (new tab, download…) are left to the browser. */
function useLinkClick(
  to: string,
  replace: boolean | undefined,
  target: string | undefined,
  onClick: LinkProps['onClick'],
) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    if (target && target !== '_self') return;
    // Offline, a page opened before is kept whole (with its data) by the service worker: the
    // browser's own navigation reaches that copy, where moving within the app would find no data.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    event.preventDefault();
    navigate(to, { replace });
  };
}

export function Link<T extends string>({ to, replace, onClick, target, ...rest }: LinkProps & { to: Address<T> }) {
  const handle = useLinkClick(to, replace, target, onClick);
  return <a {...rest} href={to} target={target} onClick={handle} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path (not on paths below it). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows whether it points at the current page: `aria-current="page"` and an 'active' class. */
export function NavLink<T extends string>({
  to,
  end = false,
  className,
  replace,
  onClick,
  target,
  ...rest
}: NavLinkProps & { to: Address<T> }) {
  const { pathname } = useLocation();
  const handle = useLinkClick(to, replace, target, onClick);
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={handle}
      className={classes || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
