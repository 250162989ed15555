// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { loadLazyParts } from './components/lazyPart';
import { App, matchScreen, screens, type ScreenName } from './App';
import { FlashProvider } from './lib/flash';
import { href, Link, Route, Routes, StaticRouter, useParams, type Params } from './lib/router';
import * as paths from './paths';

// The one table of screens (paths.ts, App.tsx), on no DOM at all, as a server will use it.
describe('the table of screens', () => {
  const names = Object.keys(paths) as ScreenName[];

  it('gives every pattern a screen, and every screen a pattern', () => {
    expect(Object.keys(screens).sort()).toEqual([...names].sort());
  });

  it.each(names)('a link to %s comes back to it, with its params', (name) => {
    const address = href(paths[name], { id: '12345', date: '2026-11-20' });
    const match = matchScreen(address);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(paths[name].includes(':id') ? { id: '12345' } : {});
    expect(match?.search.get('date')).toBe('2026-11-20');
  });

  it('matches the most specific pattern, whatever the order', () => {
    expect(matchScreen('/mlb/game/7')).toMatchObject({ name: 'mlbGame', params: { id: '7' } });
    expect(matchScreen('/mlb/game')).toMatchObject({ name: 'mlbTeam', params: { id: 'game' } });
    expect(matchScreen('/television/sports/nhl')?.name).toBe('nhlOnTv');
    expect(matchScreen({ pathname: '/mlb/147/', search: '?date=2026-11-20' })).toMatchObject({
      name: 'mlbTeam',
      params: { id: '147' },
    });
    expect(matchScreen('/television/show/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('knows no screen at an unknown address', () => {
    expect(matchScreen('/no/such/page')).toBeNull();
    expect(matchScreen('/mlb')).toBeNull();
  });

  it('types the params from the pattern', () => {
    expectTypeOf<Params<typeof paths.mlbGame>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Params<'/a/:b/c/:d'>>().toEqualTypeOf<{ b: string; d: string }>();
    expectTypeOf<Params<typeof paths.cinema>>().toEqualTypeOf<{}>(); // eslint-disable-line @typescript-eslint/no-empty-object-type
    const match = matchScreen('/television/show/7');
    if (match?.name === 'show') expectTypeOf(match.params).toEqualTypeOf<{ id: string }>();
    // @ts-expect-error a team's link needs its id
    href(paths.mlbTeam, { date: '2026-11-20' });
    // @ts-expect-error a pattern is not an address until its params are filled in
    expectTypeOf(<Link to={paths.show}>Show</Link>).not.toBeAny();
    expectTypeOf(<Link to={paths.login}>Log in</Link>).not.toBeAny();
  });
});

describe('href', () => {
  it('fills the params in, encoded, and puts the rest in the query string when set', () => {
    expect(href(paths.mlbTeam, { id: 147 })).toBe('/mlb/147');
    expect(href(paths.mlbTeam, { id: 147, date: '2026-11-20' })).toBe('/mlb/147?date=2026-11-20');
    expect(href(paths.mlbTeam, { id: 147, date: undefined })).toBe('/mlb/147');
    expect(href(paths.show, { id: 'a/b' })).toBe('/television/show/a%2Fb');
    expect(href(paths.login, {})).toBe('/user/login');
  });

  it('writes a query value safely', () => {
    expect(href(paths.cinema, { zip: '10001' })).toBe('/cinema?zip=10001');
    expect(href(paths.cinema, { zip: 'a&b' })).toBe('/cinema?zip=a%26b');
    expect(href(paths.search, { q: 'red sox', zip: '' })).toBe('/search?q=red%20sox');
  });
});

describe('rendering at an address handed in, with no window', () => {
  // As the server does before it draws a page: the frame's lazy parts (shell-parts.ts) are drawn in place.
  beforeAll(() => loadLazyParts());

  function Show() {
    return <p>{`show ${useParams(paths.show).id}`}</p>;
  }

  it('renders the app at the address: its header, and the screen matched', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/television/sports?date=2026-11-20">
          <FlashProvider>
            <App />
          </FlashProvider>
        </StaticRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Entertainment Guide');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/television\/sports"|<a[^>]*href="\/television\/sports"[^>]*aria-current="page"/,
    );
  });

  it('gives a screen its params', () => {
    const html = renderToString(
      <StaticRouter location="/television/show/82">
        <Routes>
          <Route path={paths.show} element={<Show />} />
        </Routes>
      </StaticRouter>,
    );
    expect(html).toBe('<p>show 82</p>');
  });
});
