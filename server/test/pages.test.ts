/**
 * Pages rendered on the server (the built web app's server bundle, on the real app): each public
 * screen's first HTML holds its content, in a document whose head holds what screens hoist;
 * statuses say what the address is; pages are kept and shared like public /v1 answers.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';
import { liveEnv, startFakeProvider, type FakeProvider } from './fake-provider';
import { appsOnOneDatabase, type TestApp } from './test-app';
import { loadPageRenderer } from '../src/http/pages';

const WEB_DIST = { WEB_DIST_DIR: path.join(repoRoot, 'web/dist') };
/**
 * For the tests of what a page holds: its data waited for as long as a busy machine needs (a team
 * page's first drawing reads the offline world's season). The budget itself is tested with a
 * provider that hangs, below.
 */
const DRAWN_WHOLE = { ...WEB_DIST, REQUEST_DEADLINE_MS: '30000' };
const DAY = '2026-11-21';
// Opening a PGlite database is much of an app's cost: the file's apps share one, emptied before each.
const newApp = appsOnOneDatabase();

interface Named {
  name: string;
}
interface Game {
  id: number;
  home: Named;
  visitor: Named;
  home_score: number | null;
  visitor_score: number | null;
  status: string;
}

/** The visible text of a page's `<main>`, tags and React's text separators taken out. */
const mainText = (html: string) =>
  (/<main[^]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('server-rendered pages', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const json = async <T>(url: string) => (await get(url)).json<T>();

  beforeAll(async () => {
    t = await newApp({ env: DRAWN_WHOLE });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the failure page tells the browser to draw the page itself rather than hydrate it', async () => {
    const renderer = (await loadPageRenderer(t.app, WEB_DIST.WEB_DIST_DIR, 'America/New_York'))!;
    const html = await renderer.renderFailure('/tonight');
    expect(mainText(html)).toContain('This page could not be shown.');
    const data = /<script type="application\/json" id="[^"]+"[^>]*>([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(data![1]!)).toMatchObject({ failed: true });
  });

  it("the landing page holds the day's games, scores and the new releases", async () => {
    const games = [
      ...(await json<Game[]>(`/v1/sports/nhl/games?date=${DAY}`)),
      ...(await json<Game[]>(`/v1/sports/mlb/games?date=${DAY}`)),
    ];
    const releases = await json<{ title: string }[]>('/v1/discover');
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const text = mainText(res.body);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(text).toContain(game.visitor.name);
      expect(text).toContain(game.home.name);
    }
    for (const game of games.filter((g) => g.home_score !== null))
      expect(text).toMatch(new RegExp(`${game.home.name}[^]*?${game.home_score}`));
    expect(text).toContain(releases[0]!.title);
  });

  it('the cinema page holds the films and showtimes near the zip', async () => {
    const films = await json<{ title: string; showtimes: { dateTime: string }[] }[]>(
      `/v1/movies?zip=10001&date=${DAY}`,
    );
    const text = mainText((await get('/cinema?zip=10001')).body);
    expect(text).toContain('New York, NY');
    for (const film of films.slice(0, 5)) expect(text).toContain(film.title);
    const [hour, minute] = films[0]!.showtimes.at(-1)!.dateTime.slice(11, 16).split(':').map(Number) as [
      number,
      number,
    ];
    expect(text).toContain(`${hour % 12 || 12}:${String(minute).padStart(2, '0')}`);
    // Another day is in the address, and is kept apart.
    const tomorrow = await get('/cinema?zip=10001&date=2026-11-22');
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.body).toMatch(/<time dateTime="2026-11-22T/);
  });

  it('the TV pages hold the films and sports on TV, with times in the guide zone', async () => {
    const movies = await json<{ startTime: string; program: { title: string } }[]>(
      `/v1/tv-movies?date=${DAY}T05:00:00.000Z`,
    );
    const html = (await get('/television')).body;
    for (const airing of movies.slice(0, 3)) expect(mainText(html)).toContain(airing.program.title);
    // Times are drawn in TIME_ZONE (America/New_York by default), inside <time datetime>.
    expect(html).toMatch(/<time dateTime="2026-11-21T\d\d:\d\dZ">\d{1,2}:\d\d [AP]M/);
    const sports = (await get('/television/sports')).body;
    expect(sports).toMatch(/<time dateTime="2026-11-21T\d\d:\d\dZ">/);
    const nhl = mainText((await get('/television/sports/nhl')).body);
    expect(nhl).toMatch(/NHL/);
  });

  it('team, game and show pages hold their content, and the title a screen renders lands in <head>', async () => {
    const team = await get('/mlb/147');
    expect(team.statusCode).toBe(200);
    expect(/<head>[^]*<\/head>/.exec(team.body)?.[0]).toContain(
      '<title>New York Yankees | Entertainment Guide</title>',
    );
    expect(/<body>[^]*<\/body>/.exec(team.body)?.[0]).not.toContain('<title>');
    expect(mainText(team.body)).toContain('Upcoming games');

    const [game] = await json<Game[]>(`/v1/sports/nhl/games?date=${DAY}`);
    const gameText = mainText((await get(`/nhl/game/${game!.id}`)).body);
    expect(gameText).toContain(game!.home.name);
    expect(gameText).toContain(game!.visitor.name);

    const show = await json<{ name: string }>('/v1/tv-show/82');
    expect(mainText((await get('/television/show/82')).body)).toContain(show.name);
    expect(mainText((await get('/nhl/3')).body)).toContain('New York Rangers');
  });

  it('a game page of each league holds both teams and the score once play has begun', async () => {
    const [nhl] = (await json<Game[]>('/v1/sports/nhl/games?date=2026-11-20')).filter((g) => g.status === 'Final');
    const mlb = (await json<{ PastGames: Game[] }>('/v1/sports/mlb/team/147')).PastGames.at(-1)!;
    for (const [league, game] of [
      ['nhl', nhl!],
      ['mlb', mlb],
    ] as const) {
      const res = await get(`/${league}/game/${game.id}`);
      expect(res.statusCode).toBe(200);
      const text = mainText(res.body);
      expect(text).toContain(`${game.visitor.name} at ${game.home.name}`);
      expect(text).toMatch(new RegExp(`${game.visitor.name}[^]*?${game.visitor_score}[^]*?${game.home_score}`));
      expect(text).toContain(game.status);
    }
  });

  it('a film page holds the film and its showtimes near the zip, by theatre', async () => {
    const [found] = (await json<{ films: { filmId: string }[] }>('/v1/search?q=harvest')).films;
    const film = await json<{
      title: string;
      showtimes: { theatres: { theatre: { name: string }; times: { dateTime: string }[] }[] };
    }>(`/v1/films/${found!.filmId}?zip=10001`);
    const res = await get(`/film/${found!.filmId}?zip=10001`);
    expect(res.statusCode).toBe(200);
    const text = mainText(res.body);
    expect(text).toContain(film.title);
    const [first] = film.showtimes.theatres;
    expect(text).toContain(first!.theatre.name);
    for (const { dateTime } of first!.times) expect(res.body).toContain(`<time dateTime="${dateTime}`);
  });

  it('is drawn with every query parameter its screen reads, as the browser draws it', async () => {
    // The NHL games page reads its day from the address.
    const nhl = await get('/television/sports/nhl?date=2026-12-22');
    expect(nhl.statusCode).toBe(200);
    expect(nhl.body).toContain('<span class="day-title" aria-live="polite">Tuesday Dec. 22</span>');
    // A login asked for on the way keeps where it returns, for the link to create an account too.
    const login = await get('/user/login?next=%2Fmlb%2F147');
    expect(login.body).toContain('href="/user/new?next=%2Fmlb%2F147"');
    expect((await get('/user/login')).body).toContain('href="/user/new"');
  });

  it('search results and Tonight for visitors arrive with their content', async () => {
    const search = mainText((await get('/search?q=Rangers')).body);
    expect(search).toContain('New York Rangers');
    expect(search).toContain('Texas Rangers');
    const tonight = mainText((await get('/tonight')).body);
    // The evening's games (each with its page) before prime time on TV, by channel.
    expect(tonight).toMatch(/Games tonight.*Details.*Prime time on TV.*Channel.*Turner Classic Movies/s);
  });

  it('the document carries no inline script: the bundle and the theme from files, the data and schema.org data as JSON', async () => {
    const html = (await get('/mlb/147')).body;
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts)
      expect(tag).toMatch(/ src="\/assets\/[^"]+\.js"| src="\/prefs\.js"|type="application\/(ld\+)?json"/);
    expect(html).not.toMatch(/ style="/);
    const state = /<script type="application\/json" id="page-state" data-app="([^"]+)">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(state![2]!).queries.queries.length).toBeGreaterThan(0);
    // The page starts from its small first script alone, which asks for the app (named beside the data) once painted.
    const modules = scripts.filter((tag) => tag.includes('type="module"'));
    expect(modules).toEqual([expect.stringMatching(/ src="\/assets\/boot-[^"]+\.js"/)]);
    expect(state![1]).toMatch(/^\/assets\/index-[^"]+\.js$/);
    expect(html).not.toContain(`href="${state![1]}"`);
  });

  it('is drawn for a visitor whatever credentials come, so it can be shared', async () => {
    const res = await get('/mlb/147?from=share', { authorization: 'Bearer whatever', cookie: 'token=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(mainText(res.body)).toContain('to follow the New York Yankees');
  });

  describe('statuses', () => {
    it('an unknown address shows the landing page with a 404, all of them one kept page', async () => {
      const first = await get('/no/such/page');
      expect(first.statusCode).toBe(404);
      expect(mainText(first.body)).toContain('NHL');
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const second = await get('/another/unknown?x=1');
      expect(second.statusCode).toBe(404);
      expect(second.headers.age).toBeDefined();
      expect(second.headers.etag).toBe(first.headers.etag);
    });

    it.each([
      ['/mlb/999999', 'Team not found'],
      ['/nhl/999', 'Team not found'],
      ['/mlb/game/1', 'Game not found'],
      ['/television/show/99999999', 'Show not found'],
    ])('%s is its not-found page with a 404, not kept', async (url, heading) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(mainText(res.body)).toContain(heading);
    });

    it.each([
      ['/mlb/abc', 'Team not found'],
      ['/nhl/game/abc', 'Game not found'],
      ['/television/show/abc', 'Show not found'],
      ['/film/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Film not found'],
    ])('%s, an id that is not one, is its not-found page with a 400, not kept', async (url, heading) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(mainText(res.body)).toContain(heading);
      expect(res.body).not.toContain('<script>alert');
    });

    it.each([
      ['/cinema?zip=<script>alert(1)</script>', 'Please enter a valid U.S. zip code.'],
      ['/cinema?zip=10001&date=garbage', 'not a day of the calendar'],
      ['/?date=garbage', 'not a day of the calendar'],
      ['/television?date=2026-02-30', 'not a day of the calendar'],
      // A day of the calendar beyond the listings: the server's sentence after the spec's words.
      ['/cinema?zip=10001&date=2099-01-01', 'Failed to get listings. Listings go at most 365 days ahead'],
      ['/television?date=2099-01-01', 'Failed to get listings. Listings are available for dates within'],
    ])('%s is the page with its validation message and a 400, input never raw', async (url, message) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(mainText(res.body)).toContain(message);
      expect(res.body).not.toContain('<script>alert');
    });
  });

  it("is not part of the API's document", async () => {
    const document = await json<{ paths: Record<string, unknown> }>('/v1/openapi.json');
    expect(Object.keys(document.paths).filter((route) => !route.startsWith('/v1/'))).toEqual([]);
  });

  describe('kept pages', () => {
    it('are sent again from the kept answers with an ETag, a 304 and compression', async () => {
      const first = await get('/television/show/82');
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const again = await get('/television/show/82', { 'accept-encoding': 'br' });
      expect(again.headers.age).toBeDefined();
      expect(again.headers['content-encoding']).toBe('br');
      const revalidated = await get('/television/show/82', { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
    });

    it('share one entry across query parameters the page does not read', async () => {
      await get('/nhl/3?date=2026-11-21');
      const other = await get('/nhl/3?utm_source=chat&date=2026-11-21');
      expect(other.headers.age).toBeDefined();
      const anotherDay = await get('/nhl/3?date=2026-11-22');
      expect(anotherDay.headers.age).toBeUndefined();
    });
  });
});

describe("each client's share of page drawings", () => {
  let t: TestApp;
  // A drawing costs 5 units: a share of 30 a minute is one drawing per client every ten seconds.
  beforeAll(async () => {
    t = await newApp({ env: { ...WEB_DIST, FAIR_SHARE_PER_MINUTE: '30' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const getFrom = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('refuses a client past its share a page missing the kept answers, while kept pages and other clients are served', async () => {
    const kept = await getFrom('203.0.113.2', '/?nhl=2026-11-01');
    expect(kept.headers['cache-control']).toMatch(/^public/);
    expect((await getFrom('203.0.113.1', '/?nhl=2026-11-02')).statusCode).toBe(200);
    const refused = await getFrom('203.0.113.1', '/?nhl=2026-11-03');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/^You have asked for this too often just now\. Please wait \d+ seconds/);
    // A page already kept costs nothing; a parameter the page does not read makes it no new one.
    const again = await getFrom('203.0.113.1', '/?nhl=2026-11-01&utm_source=chat');
    expect(again.statusCode).toBe(200);
    expect(again.headers.age).toBeDefined();
    expect((await getFrom('203.0.113.3', '/?nhl=2026-11-03')).statusCode).toBe(200);
  });
});

describe('a page whose provider hangs', () => {
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await newApp({ env: { ...WEB_DIST, ...liveEnv(fake), REQUEST_DEADLINE_MS: '2000' } });
    fake.mode = 'hang';
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is sent as its shell within the request budget, not kept, for the browser to fill in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mlb/147' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('class="site-header"');
    // Sent before the team's /v1 answer gave up (a 504 at the deadline): still loading, not failed.
    expect(mainText(res.body)).toContain('Loading');
    expect(mainText(res.body)).not.toContain('could not be loaded');
  });
});

describe('a page whose rendering throws', () => {
  let t: TestApp;
  let dir: string;
  const lines: Record<string, unknown>[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  beforeAll(async () => {
    // A server bundle whose screen throws, beside a built app's manifest.
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-pages-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
    await fs.mkdir(path.join(dir, 'dist-server'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    await fs.writeFile(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/style-1.css'] } }),
    );
    await fs.writeFile(
      path.join(dir, 'dist-server/entry-server.js'),
      `export const createPageRenderer = () => ({
        addressOf: (url) => url.split('?')[0],
        render: async () => { throw new Error('a screen broke'); },
        renderFailure: async () => '<!DOCTYPE html><html><body><h1>Something went wrong</h1></body></html>',
      });`,
    );
    t = await newApp({ env: { WEB_DIST_DIR: dist }, logger: { level: 'error', stream: log } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("is the error boundary's page with a 500, never kept, and the log says why", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mlb/147' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Something went wrong');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'the page failed to render',
        address: '/mlb/147',
        err: expect.objectContaining({ message: 'a screen broke' }),
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/mlb/147' })).statusCode).toBe(500);
  });
});

describe('server-rendered pages in the postseason (October 2026)', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    t = await newApp({ now: '2026-10-15T16:00:00Z', env: DRAWN_WHOLE });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the landing shows the series games with their series state, and the bracket page every series with its games', async () => {
    const games = (await get('/v1/sports/mlb/games?date=2026-10-15')).json<
      (Game & { series: { round: string; game: number; before: string | null } })[]
    >();
    const landing = mainText((await get('/')).body);
    for (const g of games) {
      expect(landing).toContain(
        `${g.series.round} Game ${g.series.game}${g.series.before ? ` · ${g.series.before}` : ''}`,
      );
    }
    expect(landing).toContain('The MLB postseason: every series');

    const bracket = (await get('/v1/sports/mlb/postseason')).json<{
      rounds: { series: { round: string; status: string; games: { number: number }[] }[] }[];
    }>();
    const page = await get('/mlb/postseason');
    expect(page.statusCode).toBe(200);
    const text = mainText(page.body);
    for (const s of bracket.rounds.flatMap((r) => r.series)) {
      expect(text).toContain(s.status);
      for (const g of s.games) expect(text).toContain(`Game ${g.number}`);
    }
    expect(text).toContain('ALCS');
    expect(text).toContain('Teams to be decided');
  });

  it('a team in the postseason has its series on its page, and a team out of it none', async () => {
    const bracket = (await get('/v1/sports/mlb/postseason')).json<{
      rounds: { series: { round: string; status: string; higher: { team: Named & { id: number } } | null }[] }[];
    }>();
    const lcs = bracket.rounds[2]!.series[0]!;
    const text = mainText((await get(`/mlb/${lcs.higher!.team.id}`)).body);
    expect(text).toContain('Postseason 2026');
    expect(text).toContain(`${lcs.round} against`);
    expect(text).toContain(lcs.status);
    const inIt = new Set(bracket.rounds.flatMap((r) => r.series).flatMap((s) => [s.higher?.team.id]));
    const standings = (await get('/v1/sports/mlb/standings')).json<{
      groups: { divisions: { teamRecords: { team: { id: number }; clinch: string | null }[] }[] }[];
    }>();
    const out = standings.groups
      .flatMap((g) => g.divisions.flatMap((d) => d.teamRecords))
      .find((r) => r.clinch === 'e' && !inIt.has(r.team.id))!;
    expect(mainText((await get(`/mlb/${out.team.id}`)).body)).not.toContain('Postseason 2026');
  });
});
