import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPathname,
  useLocation,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="where">{pathname + search + hash}</output>;
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

/** Whether the router left a click to the browser (did not prevent its default); the browser's own navigation is then stopped, as jsdom has none. */
function leftToBrowser(element: Element, init?: MouseEventInit): boolean {
  let left = false;
  const after = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after, { once: true });
  fireEvent.click(element, init);
  return left;
}

function Param({ name }: { name: string }) {
  return <p>{`${name}=${useParams()[name] ?? '(none)'}`}</p>;
}

function Frame() {
  return (
    <div>
      <p>frame</p>
      <Outlet />
    </div>
  );
}

/** The app's shape: one layout route around an index, params, a nested path and a catch-all. */
function App() {
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route index element={<p>home</p>} />
        <Route path="mlb/:id" element={<Param name="id" />} />
        <Route path="television/show/:id" element={<Param name="id" />} />
        <Route path="television" element={<p>tv</p>} />
        <Route path="*" element={<Param name="*" />} />
      </Route>
    </Routes>
  );
}

describe('matchPathname', () => {
  it.each([
    ['mlb/:id', '/mlb/147', { id: '147' }],
    ['mlb/:id', '/mlb/147/', { id: '147' }],
    ['mlb/:id', '/mlb', null],
    ['mlb/:id', '/mlb/147/roster', null],
    ['television', '/television', {}],
    ['television', '/cinema', null],
    ['television/show/:id', '/television/show/a%20b', { id: 'a b' }],
    ['*', '/some/unknown/path', { '*': 'some/unknown/path' }],
    ['user/*', '/user/a/b', { '*': 'a/b' }],
  ])('%s against %s', (pattern, pathname, params) => {
    expect(matchPathname(pattern, pathname)).toEqual(params);
  });
});

describe('Routes', () => {
  it.each([
    ['/', 'home'],
    ['/mlb/147', 'id=147'],
    ['/television/show/7', 'id=7'],
    ['/television', 'tv'],
    ['/no/such/page', '*=no/such/page'],
  ])('renders the route matching %s inside the layout route', (url, text) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('frame')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders the most specific route matching, whatever the order', () => {
    render(
      <MemoryRouter initialEntries={['/mlb/game/7']}>
        <Routes>
          <Route path="*" element={<p>anything</p>} />
          <Route path="mlb/:league/:id" element={<p>two params</p>} />
          <Route path="mlb/game/:id" element={<Param name="id" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('id=7')).toBeInTheDocument();
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <Routes>
          <Route path="here" element={<p>here</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for a router around its hooks', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow(/BrowserRouter or MemoryRouter/);
  });
});

describe('links', () => {
  it('a plain click on a Link goes to its address within the app', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/mlb/147?from=home">Team</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/mlb/147?from=home');
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(where()).toBe('/mlb/147?from=home');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'a click with %o is left to the browser',
    (modifiers) => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <Link to="/cinema">Cinema</Link>
          <Where />
        </MemoryRouter>,
      );
      expect(leftToBrowser(screen.getByRole('link', { name: 'Cinema' }), modifiers)).toBe(true);
      expect(where()).toBe('/');
    },
  );

  it('a link opening another window is left to the browser, and an onClick that prevents the default stops it', () => {
    const stop = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/cinema" target="_blank">
          New tab
        </Link>
        <Link to="/cinema" onClick={stop}>
          Stopped
        </Link>
        <Where />
      </MemoryRouter>,
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Stopped' }));
    expect(stop).toHaveBeenCalledOnce();
    expect(where()).toBe('/');
  });

  it('a NavLink marks the current page, and pages below it unless `end`', () => {
    render(
      <MemoryRouter initialEntries={['/television/movies']}>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/television">On TV</NavLink>
        <NavLink to="/television" end>
          Only TV
        </NavLink>
        <NavLink to="/television/movies" className={({ isActive }) => (isActive ? 'here' : 'there')}>
          Movies
        </NavLink>
        <NavLink to="/cinema" className="plain">
          Cinema
        </NavLink>
      </MemoryRouter>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Home')).not.toHaveAttribute('aria-current');
    expect(link('On TV')).toHaveAttribute('aria-current', 'page');
    expect(link('On TV')).toHaveClass('active');
    expect(link('Only TV')).not.toHaveAttribute('aria-current');
    expect(link('Movies')).toHaveAttribute('class', 'here');
    expect(link('Cinema')).toHaveAttribute('class', 'plain');
  });
});

describe('Navigate and the query string', () => {
  it('Navigate goes to its address when it renders', () => {
    render(
      <MemoryRouter initialEntries={['/user/account']}>
        <Routes>
          <Route path="user/account" element={<Navigate to="/" replace />} />
          <Route index element={<p>home</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('useSearchParams reads the query string and sets a new one on the same path', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>{`zip=${params.get('zip')}`}</p>
          <button type="button" onClick={() => setParams({ zip: '10001' })}>
            Set
          </button>
          <button type="button" onClick={() => setParams((current) => (current.delete('zip'), current))}>
            Clear
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/cinema?zip=90210']}>
        <Search />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('zip=90210')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(where()).toBe('/cinema?zip=10001');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where()).toBe('/cinema');
  });

  it('a relative address resolves against the current path', async () => {
    render(
      <MemoryRouter initialEntries={['/television/show/7']}>
        <Link to="8">Next</Link>
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(where()).toBe('/television/show/8');
  });
});

describe('BrowserRouter', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  function Page() {
    const [, setParams] = useSearchParams();
    return (
      <>
        <Link to="/cinema">Cinema</Link>
        <Link to="/user" replace>
          Account
        </Link>
        <button type="button" onClick={() => setParams({ zip: '10001' })}>
          Zip
        </button>
        <Where />
      </>
    );
  }

  it('pushes a history entry per link, replaces on `replace`, and follows Back', async () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    const length = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Cinema' }));
    expect(window.location.pathname).toBe('/cinema');
    expect(window.history.length).toBe(length + 1);
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(window.location.pathname).toBe('/user');
    expect(window.history.length).toBe(length + 1);
    act(() => {
      window.history.replaceState(null, '', '/television#top');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/television#top');
  });

  it('a new page starts at its top; a new query string on the same page keeps the scroll', async () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cinema' }));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Zip' }));
    expect(where()).toBe('/cinema?zip=10001');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
