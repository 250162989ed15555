/**
 * What a crawler or a link preview reads in each rendered page's first HTML, without running its
 * script: one title and description of its own, the canonical address, Open Graph and Twitter
 * card, and schema.org JSON-LD whose items carry each type's required properties (checked here,
 * as validators that fetch schema.org's context cannot run offline; decision 0132).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';
import { INJECT_ORIGIN, createTestApp, type TestApp } from './test-app';

/** The origin of the whole addresses in pages asked for by `inject` (written without the scheme's own port). */
const ORIGIN = new URL(INJECT_ORIGIN).origin;

const DAY = '2026-11-21';

type Item = Record<string, unknown>;

interface Head {
  titles: string[];
  /** `<meta>` contents by name or property, each in the order met. */
  meta: Map<string, string[]>;
  canonicals: string[];
  /** Every schema.org item of the page's JSON-LD, nested ones included. */
  items: Found[];
}

/** The text of an attribute value as React writes it. */
const unescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : unescaped(value);
};

/** Properties whose item is what an airing shows: described by its name, its own page says the rest. */
const AIRED = new Set(['workPerformed', 'broadcastOfEvent']);

/** An item of a page's JSON-LD, and whether it is what an airing shows (see `AIRED`). */
interface Found {
  item: Item;
  aired: boolean;
}

/** Every object with an `@type` in a JSON-LD document, depth first. */
function typedItems(value: unknown, aired = false, found: Found[] = []): Found[] {
  if (Array.isArray(value)) for (const entry of value) typedItems(entry, aired, found);
  else if (value && typeof value === 'object') {
    if ('@type' in value) found.push({ item: value as Item, aired });
    for (const [key, entry] of Object.entries(value)) typedItems(entry, aired || AIRED.has(key), found);
  }
  return found;
}

function headOf(html: string): Head {
  const head = /<head>([^]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = new Map<string, string[]>();
  for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescaped(m[1]!)),
    meta,
    canonicals: (head.match(/<link rel="canonical"[^>]*>/g) ?? []).map((tag) => attribute(tag, 'href')!),
    items: scripts.flatMap((script) => typedItems(JSON.parse(script[1]!))),
  };
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const named = (value: unknown, type?: string) =>
  !!value &&
  typeof value === 'object' &&
  isText((value as Item).name) &&
  (type === undefined || (value as Item)['@type'] === type);

/**
 * Each type's required properties: schema.org requires none, so these are what search engines
 * require of each (Google's event, movie and TV rich results) and what says what the item is.
 * A reference (`{ "@id": … }`) is checked where it is defined.
 */
const REQUIRED: Record<string, Record<string, (value: unknown) => boolean>> = {
  WebSite: { name: isText, url: isText },
  SportsTeam: { name: isText },
  SportsEvent: {
    name: isText,
    startDate: isInstant,
    location: (v) => named(v, 'Place'),
    homeTeam: (v) => named(v, 'SportsTeam'),
    awayTeam: (v) => named(v, 'SportsTeam'),
    eventStatus: (v) => typeof v === 'string' && v.startsWith('https://schema.org/Event'),
  },
  Movie: { name: isText, image: (v) => typeof v === 'string' && URL.canParse(v) },
  ScreeningEvent: { name: isText, startDate: isInstant, location: (v) => named(v, 'MovieTheater') },
  TVSeries: { name: isText, url: isText },
  TVEpisode: {
    name: isText,
    episodeNumber: Number.isInteger,
    partOfSeason: (v) => Number.isInteger((v as Item | undefined)?.seasonNumber),
  },
  BroadcastEvent: {
    name: isText,
    startDate: isInstant,
    publishedOn: (v) => named(v, 'BroadcastService'),
  },
};

/** What an item lacks of its type's required properties, one line each. */
function missing({ item, aired }: Found): string[] {
  const required = aired ? { name: isText } : (REQUIRED[String(item['@type'])] ?? {});
  const lacking = Object.entries(required).flatMap(([property, holds]) => (holds(item[property]) ? [] : [property]));
  // An airing says what is aired: a film, a show or a game.
  if (item['@type'] === 'BroadcastEvent' && !item.workPerformed && !item.broadcastOfEvent)
    lacking.push('workPerformed or broadcastOfEvent');
  return lacking.map((property) => `${String(item['@type'])} ${JSON.stringify(item.name ?? '')}: ${property}`);
}

interface Game {
  id: number;
  home: { name: string };
  visitor: { name: string };
  home_score: number | null;
  visitor_score: number | null;
  status: string;
}

describe('each rendered page says what it is', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const json = async <T>(url: string) => (await get(url)).json<T>();
  /** Pages by their address, each with the schema.org types it must hold, as drawn once. */
  let pages: { url: string; canonical: string; types: string[]; status: number; html: string }[];
  const drawn = (url: string) => pages.find((page) => page.url === url)!.html;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: path.join(repoRoot, 'web/dist') } });
    const [nhlFinal] = (await json<Game[]>(`/v1/sports/nhl/games?date=2026-11-20`)).filter((g) => g.status === 'Final');
    const [mlbFinal] = (await json<{ PastGames: Game[] }>('/v1/sports/mlb/team/147')).PastGames.slice(-1);
    const [film] = (await json<{ films: { filmId: string }[] }>('/v1/search?q=harvest')).films;
    const addresses = [
      { url: '/', canonical: '/', types: ['WebSite'] },
      { url: '/cinema?zip=10001', canonical: '/cinema?zip=10001', types: ['Movie', 'ScreeningEvent'] },
      { url: '/television', canonical: '/television', types: ['BroadcastEvent', 'Movie'] },
      { url: '/television/sports', canonical: '/television/sports', types: ['BroadcastEvent'] },
      { url: '/television/sports/nhl', canonical: '/television/sports/nhl', types: [] },
      { url: '/mlb/147', canonical: '/mlb/147', types: ['SportsTeam'] },
      { url: '/nhl/3', canonical: '/nhl/3', types: ['SportsTeam'] },
      { url: `/mlb/game/${mlbFinal!.id}`, canonical: `/mlb/game/${mlbFinal!.id}`, types: ['SportsEvent'] },
      {
        url: `/nhl/game/${nhlFinal!.id}`,
        canonical: `/nhl/game/${nhlFinal!.id}`,
        types: ['SportsEvent', 'BroadcastEvent'],
      },
      { url: '/television/show/82', canonical: '/television/show/82', types: ['TVSeries', 'TVEpisode'] },
      {
        url: `/film/${film!.filmId}?zip=10001`,
        canonical: `/film/${film!.filmId}`,
        types: ['Movie', 'ScreeningEvent'],
      },
      { url: '/search?q=Rangers', canonical: '/search?q=Rangers', types: [] },
      { url: '/tonight', canonical: '/tonight', types: [] },
    ];
    // Drawn here, in the hook's longer time: thirteen first drawings on a busy machine.
    pages = [];
    for (const address of addresses) {
      const res = await get(address.url);
      pages.push({ ...address, status: res.statusCode, html: res.body });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('each has one title, description and canonical address, and its Open Graph and Twitter card', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { url, canonical, status, html } of pages) {
      expect(status, url).toBe(200);
      const head = headOf(html);
      const one = (key: string) => {
        const values = head.meta.get(key) ?? [];
        expect(values, `${url}: ${key}`).toHaveLength(1);
        return values[0]!;
      };
      expect(head.titles, url).toHaveLength(1);
      titles.add(head.titles[0]!);
      const description = one('description');
      expect(description.length, url).toBeGreaterThan(40);
      descriptions.add(description);
      expect(head.canonicals, url).toEqual([`${ORIGIN}${canonical}`]);
      expect(one('og:url'), url).toBe(head.canonicals[0]);
      expect(one('og:description'), url).toBe(description);
      expect(one('twitter:description'), url).toBe(description);
      // The preview's title is the tab's without the product's name.
      expect(head.titles[0], url).toContain(one('og:title'));
      expect(one('twitter:title'), url).toBe(one('og:title'));
      expect(one('og:type'), url).toMatch(/^(website|video\.\w+)$/);
      expect(one('twitter:card'), url).toBe(head.meta.has('og:image') ? 'summary_large_image' : 'summary');
    }
    // No two pages share a title or a description.
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it('each names what it shows in its title: the game with its score, the film, the show, the team, the place', async () => {
    const titleOf = (url: string) => headOf(drawn(url)).titles[0];
    const [game] = (await json<Game[]>(`/v1/sports/nhl/games?date=2026-11-20`)).filter((g) => g.status === 'Final');
    expect(titleOf(`/nhl/game/${game!.id}`)).toBe(
      `${game!.visitor.name} ${game!.visitor_score}, ${game!.home.name} ${game!.home_score} — Final | Entertainment Guide`,
    );
    const show = await json<{ name: string }>('/v1/tv-show/82');
    expect(titleOf('/television/show/82')).toContain(show.name);
    expect(titleOf('/nhl/3')).toBe('New York Rangers | Entertainment Guide');
    expect(titleOf('/cinema?zip=10001')).toBe('Movies near New York, NY | Entertainment Guide');
    const landing = headOf(drawn('/')).meta.get('description')![0]!;
    const [first] = await json<Game[]>(`/v1/sports/nhl/games?date=${DAY}`);
    expect(landing).toContain(`${first!.visitor.name} at ${first!.home.name}`);
  });

  it("each JSON-LD item has its type's required properties, and each page the types it shows", async () => {
    for (const { url, types, html } of pages) {
      const { items } = headOf(html);
      const found = new Set(items.map(({ item }) => String(item['@type'])));
      for (const type of types) expect([...found], `${url} has a ${type}`).toContain(type);
      expect(items.flatMap(missing), url).toEqual([]);
    }
  });

  it('a show names only episodes already published on the day it is drawn', async () => {
    const { items } = headOf(drawn('/television/show/82'));
    const published = items.flatMap(({ item }) => (item['@type'] === 'TVEpisode' ? [String(item.datePublished)] : []));
    expect(published.length).toBeGreaterThan(0);
    for (const day of published) expect(day <= DAY, day).toBe(true);
  });

  it('the required checks do find an item that lacks what its type needs', () => {
    const standing = (item: Item) => missing({ item, aired: false });
    expect(standing({ '@type': 'SportsEvent', name: 'A at B', startDate: 'soon' })).toEqual([
      'SportsEvent "A at B": startDate',
      'SportsEvent "A at B": location',
      'SportsEvent "A at B": homeTeam',
      'SportsEvent "A at B": awayTeam',
      'SportsEvent "A at B": eventStatus',
    ]);
    expect(standing({ '@type': 'BroadcastEvent', name: 'News', startDate: '2026-11-21T20:00Z' })).toEqual([
      'BroadcastEvent "News": publishedOn',
      'BroadcastEvent "News": workPerformed or broadcastOfEvent',
    ]);
    expect(standing({ '@type': 'Movie', name: 'Film', image: '/poster.jpg' })).toEqual(['Movie "Film": image']);
    // What an airing shows needs its name alone.
    expect(missing({ item: { '@type': 'SportsEvent', name: 'Hockey' }, aired: true })).toEqual([]);
    expect(missing({ item: { '@type': 'Movie' }, aired: true })).toEqual(['Movie "": name']);
  });

  it("a preview's picture is a whole address that answers with the picture", async () => {
    for (const url of [
      '/cinema?zip=10001',
      '/television/show/82',
      pages.find((p) => p.url.startsWith('/film/'))!.url,
    ]) {
      const [image] = headOf(drawn(url)).meta.get('og:image') ?? [];
      const address = new URL(image!);
      expect(address.origin, url).toBe(ORIGIN);
      const picture = await get(address.pathname);
      expect(picture.statusCode, image).toBe(200);
      expect(picture.headers['content-type'], image).toMatch(/^image\//);
    }
  });
});
