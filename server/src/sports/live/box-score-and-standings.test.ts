import type { MlbBoxScore, NhlBoxScore } from '@guide/common/box-score';
import type { LeagueStandings } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { liveSportsAppForTests, newVisitor } from '../../../test/live-sports-app';
import {
  faultyAnswer,
  haveRecordings,
  readRecording as read,
  recordedRoutes,
  type ProviderFault,
  type ReplayHandler,
} from '../../../test/replay-server';

/**
 * The live feed of game 744914 (HOU 3 @ TOR 1, 2024-07-01), built: no recording holds it. Its
 * shape is the recorded feed's (mlb/game-feed-live.json: `gameData.datetime`, `status`, `teams`,
 * `liveData.linescore`), its teams and score the recorded box score's.
 */
const feed744914 = (gamePk = 744914) => ({
  gamePk,
  gameData: {
    game: { type: 'R', doubleHeader: 'N', gameNumber: 1 },
    datetime: { dateTime: '2024-07-01T19:07:00Z', officialDate: '2024-07-01' },
    status: (read('mlb/game-feed-live.json') as { gameData: { status: unknown } }).gameData.status,
    teams: { home: { id: 141, name: 'Toronto Blue Jays' }, away: { id: 117, name: 'Houston Astros' } },
  },
  liveData: { linescore: { currentInning: 9, teams: { home: { runs: 1 }, away: { runs: 3 } } } },
});

const STANDINGS = ['mlb/standings-regularseason-2024.json', 'mlb/divisions.json', 'nhl/standings-now-2024-12-05.json'];
const RECORDINGS = [
  'mlb/boxscore-744914.json',
  'mlb/game-feed-live.json',
  'nhl/gamecenter-2023020280-boxscore.json',
  'nhl/stats-team-list.json',
];

describe.skipIf(!haveRecordings(...RECORDINGS))('box scores from the recorded provider answers', () => {
  const live = liveSportsAppForTests(
    recordedRoutes(
      {
        '/api/v1/game/744914/boxscore': 'mlb/boxscore-744914.json',
        // The boxscore carries the game's own fields as the landing does: one recording answers both.
        '/v1/gamecenter/2023020280/landing': 'nhl/gamecenter-2023020280-boxscore.json',
        '/v1/gamecenter/2023020280/boxscore': 'nhl/gamecenter-2023020280-boxscore.json',
        '/stats/rest/en/team': 'nhl/stats-team-list.json',
      },
      (url) => (url.pathname === '/api/v1.1/game/744914/feed/live' ? { body: feed744914() } : undefined),
    ),
    '2024-07-02T16:00:00Z',
  );
  const get = (url: string) => live.t.app.inject({ method: 'GET', url, remoteAddress: newVisitor() });

  it('HOU 3 @ TOR 1: nine spots each in batting order, a pinch hitter after the man he replaced, pitchers in order with decisions and season ERA', async () => {
    const res = await get('/v1/sports/mlb/game/744914/boxscore');
    expect(res.statusCode).toBe(200);
    const box = res.json<MlbBoxScore>();
    expect(box.note).toBeNull();
    expect(box.game).toMatchObject({ status: 'Final', home_score: 1, visitor_score: 3 });
    const { visitor, home } = box.teams!;
    expect(visitor.team).toEqual({ id: 117, name: 'Houston Astros' });
    expect(visitor.batters.map((b) => b.name)).toEqual([
      'Alex Bregman',
      'Jake Meyers',
      'Yordan Alvarez',
      'Yainer Diaz',
      'Jon Singleton',
      'Jeremy Peña',
      'Mauricio Dubón',
      'Trey Cabbage',
      'Chas McCormick',
    ]);
    expect(visitor.batters[0]).toEqual({
      id: 608324,
      name: 'Alex Bregman',
      position: '3B',
      substitute: false,
      atBats: 4,
      runs: 1,
      hits: 2,
      rbi: 0,
      walks: 0,
      strikeOuts: 0,
      average: '.251',
    });
    expect(home.batters.slice(-2)).toMatchObject([
      { name: 'Kevin Kiermaier', position: 'CF', substitute: false },
      { name: 'Addison Barger', position: 'PH-LF', substitute: true },
    ]);
    expect(visitor.pitchers.map((p) => [p.name, p.inningsPitched, p.note])).toEqual([
      ['Hunter Brown', '6.0', '(W, 6-5)'],
      ['Rafael Montero', '1.0', '(H, 9)'],
      ['Bryan Abreu', '1.0', '(H, 18)'],
      ['Josh Hader', '1.0', '(S, 13)'],
    ]);
    expect(visitor.pitchers[0]).toMatchObject({ hits: 2, earnedRuns: 0, pitches: 99, era: '4.07' });
    expect(home.pitchers[0]).toMatchObject({ name: 'Yariel Rodríguez', inningsPitched: '6.2', note: '(L, 0-3)' });
    expect(visitor.batters.reduce((n, b) => n + b.runs, 0)).toBe(3);
    expect(res.headers['cache-control']).toBe('public, max-age=21600');
  });

  it('CHI 3 @ CBJ 7: forwards then defence, the starting goalie first with his decision, the relief goalie after', async () => {
    const res = await get('/v1/sports/nhl/game/2023020280/boxscore');
    expect(res.statusCode).toBe(200);
    const box = res.json<NhlBoxScore>();
    const { visitor, home } = box.teams!;
    expect(visitor.team.name).toBe('Chicago Blackhawks');
    expect(home.team.name).toBe('Columbus Blue Jackets');
    expect(visitor.skaters[0]).toMatchObject({ id: 8477987, name: 'R. Donato', position: 'C', timeOnIce: '14:35' });
    expect(visitor.skaters.at(-1)!.position).toBe('D');
    expect(visitor.skaters.reduce((n, s) => n + s.goals, 0)).toBe(3);
    expect(home.skaters.reduce((n, s) => n + s.goals, 0)).toBe(7);
    expect(visitor.goalies).toEqual([
      {
        id: 8475852,
        name: 'P. Mrazek',
        starter: true,
        shotsAgainst: 18,
        saves: 13,
        goalsAgainst: 5,
        savePercentage: 0.722222,
        timeOnIce: '32:16',
        decision: 'L',
      },
      expect.objectContaining({ name: 'A. Soderblom', starter: false, decision: null, shotsAgainst: 8 }),
    ]);
    expect(home.goalies[0]).toMatchObject({ starter: true, decision: 'W' });
  });
});

/** The NHL landing's fields as nhl/gamecenter-2023020280-boxscore.json has them. */
const nhlGame = {
  id: 2023020280,
  season: 20232024,
  gameType: 2,
  gameDate: '2023-11-22',
  startTimeUTC: '2023-11-23T00:00:00Z',
  gameState: 'OFF',
  gameScheduleState: 'OK',
  periodDescriptor: { number: 3, periodType: 'REG' },
  awayTeam: { id: 16, abbrev: 'CHI', score: 3, sog: 36 },
  homeTeam: { id: 29, abbrev: 'CBJ', score: 7, sog: 26 },
};
const RECORDED: Record<string, string> = {
  '/api/v1/game/744914/boxscore': 'mlb/boxscore-744914.json',
  '/v1/gamecenter/2023020280/boxscore': 'nhl/gamecenter-2023020280-boxscore.json',
  '/api/v1/standings': 'mlb/standings-regularseason-2024.json',
};

/** How the stand-in's box scores and standings misbehave, while set. */
let fault: ProviderFault | undefined;

/**
 * A stand-in provider whose games answer well (built in the providers' shapes: the feed and the
 * landing above) and whose box scores and standings misbehave as `fault` says.
 */
const misbehaving: ReplayHandler = (url) => {
  // Each test asks for a game of its own (nothing one test kept answers the next): 744914 + n, 2023020280 + n.
  const p = url.pathname.replace(/(7449\d\d|20230202\d\d)/, (id) => (id.startsWith('7449') ? '744914' : '2023020280'));
  const asked = Number(/\/(\d{6,})\//.exec(url.pathname)?.[1]);
  if (p === '/api/v1.1/game/744914/feed/live') return { body: feed744914(asked) };
  if (p === '/v1/gamecenter/2023020280/landing') return { body: { ...nhlGame, id: asked } };
  if (p === '/stats/rest/en/team')
    return {
      body: {
        data: [
          { id: 16, fullName: 'Chicago Blackhawks', triCode: 'CHI' },
          { id: 29, fullName: 'Columbus Blue Jackets', triCode: 'CBJ' },
        ],
      },
    };
  if (p === '/api/v1/divisions') return { body: read('mlb/divisions.json') };
  const recording = p.startsWith('/v1/standings/') ? 'nhl/standings-now-2024-12-05.json' : RECORDED[p];
  if (!recording) return undefined;
  if (fault) return faultyAnswer(fault, { teams: [1, 2], playerByGameStats: 'none', records: 3, standings: {} });
  return { body: read(recording) };
};

describe.skipIf(!haveRecordings(...RECORDINGS, ...STANDINGS))(
  'box scores and standings from a stand-in that misbehaves',
  () => {
    const live = liveSportsAppForTests(misbehaving, '2024-07-02T16:00:00Z', {
      UPSTREAM_TIMEOUT_MS: '1500',
      REQUEST_DEADLINE_MS: '3000',
      BREAKER_FAILURES: '100',
    });
    const get = (url: string) => live.t.app.inject({ method: 'GET', url, remoteAddress: newVisitor() });

    it.each([
      ['hang', 504, 0],
      ['reset', 502, 1],
      ['500', 502, 2],
      ['wrong-shape', 502, 3],
    ] as const)(
      'when the box score or standings %s: a %i with a sentence, nothing kept of it',
      async (mode, status, n) => {
        // Each test asks for a season and a day of its own, as for the games.
        const URLS = [
          `/v1/sports/mlb/game/${744914 + n}/boxscore`,
          `/v1/sports/nhl/game/${2023020280 + n}/boxscore`,
          `/v1/sports/mlb/standings?date=${2020 + n}-07-01`,
          `/v1/sports/nhl/standings?date=2024-06-0${n + 1}`,
        ];
        fault = mode;
        // The request's deadline (3 s here) answers for a hanging provider: the 504 is its mark.
        const answers = await Promise.all(URLS.map(get));
        for (const answer of answers) {
          expect(answer.statusCode).toBe(status);
          expect(answer.body).toMatch(/^Our data provider \([^)]+\) [^]+\.$/);
        }
        fault = undefined;
        // A call still under way when the provider recovered may end first: ask until it answers well.
        for (const url of URLS) {
          let answer = await get(url);
          for (let tries = 0; answer.statusCode !== 200 && tries < 10; tries++) {
            await new Promise((resolve) => setTimeout(resolve, 300));
            answer = await get(url);
          }
          expect(answer.statusCode).toBe(200);
          if (url.endsWith('/boxscore')) expect(answer.json<MlbBoxScore | NhlBoxScore>().teams).not.toBeNull();
          else expect(answer.json<LeagueStandings>().groups).toHaveLength(2);
        }
      },
    );
  },
);
