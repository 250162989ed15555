import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the stand-in misbehaves; 'ok' answers every provider path with a small valid answer. */
export type FaultMode =
  'ok' | 'slow' | 'hang' | 'reset' | '500' | 'garbage' | 'wrong-shape' | 'redirect-off-host' | 'svg' | 'oversized';

export const FAULT_MODES: FaultMode[] = [
  'slow',
  'hang',
  'reset',
  '500',
  'garbage',
  'wrong-shape',
  'redirect-off-host',
  'svg',
  'oversized',
];

export interface FakeProvider {
  /** http://127.0.0.1:PORT; each provider lives under its own prefix (see `liveEnv`). */
  url: string;
  mode: FaultMode;
  /** Paths asked for, in order (the key included, as the provider would see it). */
  requests: string[];
  /** Delay of the 'slow' mode. */
  slowMs: number;
  close(): Promise<void>;
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const game = (gamePk: number, state: string) => ({
  gamePk,
  gameDate: '2026-11-21T23:05:00Z',
  officialDate: '2026-11-21',
  seriesDescription: 'Regular Season',
  status: {
    detailedState: state,
    abstractGameState: state === 'Final' ? 'Final' : 'Preview',
    codedGameState: state === 'Final' ? 'F' : 'S',
  },
  teams: {
    home: { team: { id: 147, name: 'New York Yankees' }, score: 3 },
    away: { team: { id: 111, name: 'Boston Red Sox' }, score: 1 },
  },
  linescore: { currentInning: 9 },
});
const nhlGame = {
  id: 2026020300,
  gameType: 2,
  gameDate: '2026-11-21',
  startTimeUTC: '2026-11-22T00:00:00Z',
  gameState: 'FUT',
  gameScheduleState: 'OK',
  homeTeam: { id: 10, abbrev: 'TOR' },
  awayTeam: { id: 6, abbrev: 'BOS' },
};
const airing = {
  startTime: '2026-11-21T18:00Z',
  endTime: '2026-11-21T20:00Z',
  station: { callSign: 'AMC' },
  program: {
    rootId: 1,
    title: 'A Film',
    eventTitle: 'Hockey: A at B',
    genres: ['Drama'],
    preferredImage: { uri: 'assets/p1.jpg' },
  },
};
const show = {
  id: 82,
  name: 'Example Show',
  network: { name: 'HBO' },
  webChannel: null,
  summary: '<p>s</p>',
  runtime: 60,
  genres: ['Drama'],
  image: null,
  _links: { self: { href: 'https://api.tvmaze.com/shows/82' } },
};

/** A small valid answer for each provider path the app asks for. */
function okAnswer(path: string): unknown {
  if (path.startsWith('/mlb/api/v1/schedule'))
    return { dates: [{ date: '2026-11-21', games: [game(1, 'Final'), game(2, 'Scheduled')] }] };
  if (path.startsWith('/mlb/api/v1.1/game/'))
    return {
      gamePk: 1,
      gameData: {
        game: { type: 'R' },
        datetime: { dateTime: '2026-11-21T23:05:00Z', officialDate: '2026-11-21' },
        status: { detailedState: 'Final', abstractGameState: 'Final', codedGameState: 'F', statusCode: 'F' },
        teams: { home: { id: 147, name: 'New York Yankees' }, away: { id: 111, name: 'Boston Red Sox' } },
      },
      liveData: { linescore: { currentInning: 9, teams: { home: { runs: 3 }, away: { runs: 1 } } } },
    };
  if (path.startsWith('/mlb/api/v1/teams/'))
    return { teams: [{ id: 147, name: 'New York Yankees', division: { id: 201, name: 'American League East' } }] };
  if (path.startsWith('/mlb/api/v1/standings'))
    return {
      records: [
        {
          division: { id: 201 },
          teamRecords: [
            {
              team: { id: 147, name: 'New York Yankees' },
              divisionRank: '1',
              leagueRank: '1',
              leagueRecord: { wins: 90, losses: 72, pct: '.556' },
            },
          ],
        },
      ],
    };
  if (path.startsWith('/mlb/api/v1/divisions')) return { divisions: [{ id: 201, name: 'American League East' }] };
  if (path.startsWith('/nhl/v1/schedule/'))
    return {
      gameWeek: [
        { date: '2026-11-21', games: [nhlGame] },
        { date: '2026-11-22', games: [{ ...nhlGame, id: 2026020301, gameDate: '2026-11-22' }] },
      ],
      nextStartDate: '2026-11-28',
    };
  if (path.startsWith('/nhl/v1/gamecenter/')) return nhlGame;
  if (path.startsWith('/nhl-stats/en/team'))
    return {
      data: [
        { id: 10, fullName: 'Toronto Maple Leafs' },
        { id: 6, fullName: 'Boston Bruins' },
      ],
    };
  if (path.startsWith('/gracenote/movies/showings'))
    return [
      {
        title: 'Replay Feature',
        rootId: 5,
        showtimes: [{ theatre: { id: '1', name: 'Bijou' }, dateTime: '2026-11-21T19:00' }],
      },
    ];
  if (path.startsWith('/gracenote/movies/airings') || path.startsWith('/gracenote/sports/')) return [airing];
  if (path.startsWith('/tmdb/discover/movie'))
    return {
      page: 1,
      total_pages: 1,
      results: [
        {
          id: 9,
          title: 'Replay Release',
          overview: 'o',
          poster_path: '/r.jpg',
          release_date: '2026-12-01',
          popularity: 50,
        },
      ],
    };
  if (path.startsWith('/tvmaze/search/shows')) return [{ score: 0.9, show }];
  if (/^\/tvmaze\/shows\/\d+\/episodes/.test(path))
    return [
      {
        id: 501,
        name: 'Return',
        season: 2,
        number: 1,
        airdate: '2026-11-25',
        airstamp: '2026-11-26T02:00:00Z',
        runtime: 60,
        summary: null,
      },
    ];
  if (path.startsWith('/tvmaze/shows/')) return show;
  // A day with no streaming releases.
  if (path.startsWith('/tvmaze/schedule/web')) return [];
  if (path.startsWith('/tvmaze/episodes/'))
    return { id: 5, name: 'Pilot', season: 1, number: 1, airdate: '2026-11-20', summary: null };
  return undefined;
}

/**
 * One stand-in for every provider, on loopback, whose behaviour a test switches at will: it
 * answers well, slowly, never, resets, fails, talks nonsense, sends JSON of the wrong shape,
 * redirects elsewhere, or (for images) sends SVG or far too many bytes.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  const sockets = new Set<Socket>();
  const state: Omit<FakeProvider, 'url' | 'close'> = { mode: 'ok', requests: [], slowMs: 150 };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    state.requests.push(path);
    const image = path.startsWith('/images/');
    const sendOk = () => {
      if (image) return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
      const body = okAnswer(path);
      if (body === undefined)
        return res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    switch (state.mode) {
      case 'ok':
        return sendOk();
      case 'slow':
        return void setTimeout(sendOk, state.slowMs);
      case 'hang':
        return; // never answers; the socket is destroyed when the stand-in closes
      case 'reset':
        return req.socket.destroy();
      case '500':
        return res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error</h1>');
      case 'garbage':
        return res
          .writeHead(200, { 'content-type': image ? 'image/png' : 'application/json' })
          .end('<html>this is not it</html>');
      case 'wrong-shape':
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              path.includes('showings') || path.includes('airings') || path.includes('search')
                ? [{ surprise: true }]
                : { surprise: true, dates: 'soon', gameWeek: 7, results: 'none' },
            ),
          );
      case 'redirect-off-host':
        return res.writeHead(302, { location: `http://127.0.0.2:9${path}` }).end();
      case 'svg':
        return res
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case 'oversized': {
        // A PNG header and then far more bytes than any poster, with no length announced.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG_BYTES);
        const chunk = Buffer.alloc(256 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 64 && res.write(chunk)) sent++;
          if (sent >= 64 || res.destroyed) return res.end();
          res.once('drain', () => {
            sent++;
            pump();
          });
        };
        return pump();
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

/** Live mode with every provider (and image host) on the stand-in. */
export function liveEnv(fake: Pick<FakeProvider, 'url'>): Record<string, string> {
  return {
    DATA_SOURCE: 'live',
    MLB_BASE_URL: `${fake.url}/mlb`,
    NHL_BASE_URL: `${fake.url}/nhl`,
    NHL_STATS_BASE_URL: `${fake.url}/nhl-stats`,
    GRACENOTE_BASE_URL: `${fake.url}/gracenote`,
    GRACENOTE_IMAGE_BASE_URL: `${fake.url}/images/gracenote`,
    GRACENOTE_API_KEY: 'fake-gracenote-key',
    TMDB_BASE_URL: `${fake.url}/tmdb`,
    TMDB_IMAGE_BASE_URL: `${fake.url}/images/tmdb`,
    TMDB_API_KEY: 'fake-tmdb-key',
    TVMAZE_BASE_URL: `${fake.url}/tvmaze`,
    TVMAZE_IMAGE_BASE_URL: `${fake.url}/images/tvmaze`,
  };
}
