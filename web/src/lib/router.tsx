/**
 * The app's router: the small part of React Router's API the screens use (routes with one
 * layout level, `:param` and `*` paths, links, redirects, the query string), in about 1.5 KB
 * instead of React Router's 17.7 KB gzip, to keep the landing page under its 90 KB budget
 * (docs/decisions/0042). Same names and call shapes, so the screens read as before.
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

const windowLocation = (): Location => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

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

/** A router kept in memory, for tests. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(initialEntries[initialEntries.length - 1] ?? '/'));
  const navigate = useCallback<NavigateFunction>((to) => setLocation((current) => parse(new URL(to, `http://here${current.pathname}`).href)), []);
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

function matchRoutes(children: ReactNode, segments: string[]): Match | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const { path, index, element, children: nested } = child.props;
    if (nested) {
      // A layout route without a path: its children match, and it wraps them.
      const inner = matchRoutes(nested, segments);
      if (inner) return { element, params: inner.params, outlet: inner.element };
      continue;
    }
    if (index) {
      if (segments.length === 0) return { element, params: {}, outlet: null };
      continue;
    }
    const params = matchPath(path ?? '', segments);
    if (params) return { element, params, outlet: null };
  }
  return null;
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

/** Where a layout route shows its matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

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

/** A plain click is handled here; modified clicks (new tab, download…) are left to the browser. */
function useLinkClick(to: string, replace: boolean | undefined, target: string | undefined, onClick: LinkProps['onClick']) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const handle = useLinkClick(to, replace, target, onClick);
  return <a {...rest} href={to} target={target} onClick={handle} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path (not on paths below it). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows whether it points at the current page: `aria-current="page"` and an 'active' class. */
export function NavLink({ to, end = false, className, replace, onClick, target, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const handle = useLinkClick(to, replace, target, onClick);
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return <a {...rest} href={to} target={target} onClick={handle} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}
