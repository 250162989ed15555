import type { MlbGameSummary, NhlGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { BOSTON_AND_TORONTO, liveSportsAppForTests, newVisitor } from '../../../test/live-sports-app';
import { haveRecordings, readRecording as read, recordedRoutes } from '../../../test/replay-server';

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

/** The schedule's answer for one game with `hydrate=broadcasts(all)`, in the Stats API's shape. */
const mlbBroadcasts = (gamePk: number) => ({
  dates: [
    {
      date: '2023-09-12',
      games: [
        {
          gamePk,
          broadcasts: [
            {
              id: 1,
              name: 'SportsNet LA',
              type: 'TV',
              isNational: false,
              homeAway: 'home',
              callSign: 'SNLA',
              language: 'en',
            },
            { id: 2, name: 'Bally Sports San Diego', type: 'TV', isNational: false, homeAway: 'away', language: 'en' },
            { id: 3, name: 'KLAC 570', type: 'AM', isNational: false, homeAway: 'home', language: 'en' },
            { id: 4, name: 'ESPN', type: 'TV', isNational: true, homeAway: 'home', language: 'en' },
            { id: 5, name: 'ESPN', type: 'TV', isNational: true, homeAway: 'away', language: 'en' },
            { name: 42 },
          ],
        },
      ],
    },
  ],
});

/** The recorded day as the schedule answers it with `hydrate=…broadcasts(all)`: game 716608 carries the broadcasts above. */
function withBroadcasts(day: Record<string, unknown>, hydrate: string) {
  if (!hydrate.split(',').includes('broadcasts(all)')) return day;
  const { broadcasts } = mlbBroadcasts(716608).dates[0]!.games[0]!;
  const dates = day.dates as { games: { gamePk: number }[] }[];
  // Another game's broadcasts are all malformed: it names no network, and the list still stands.
  const broken = dates[0]!.games.find((g) => g.gamePk !== 716608)!.gamePk;
  const withThem = (g: { gamePk: number }) =>
    g.gamePk === 716608
      ? { ...g, broadcasts }
      : g.gamePk === broken
        ? { ...g, broadcasts: [{ name: 42 }, { type: 'TV' }] }
        : g;
  return { ...day, dates: dates.map((d) => ({ ...d, games: d.games.map(withThem) })) };
}

const RECORDINGS = [
  'mlb/game-feed-live.json',
  'mlb/game-feed-live-canceled.json',
  'mlb/schedule-2023-09-12.json',
  'nhl/gamecenter-2023020672-landing.json',
  'nhl/schedule-week-2023-11-09.json',
  'nhl/stats-team-list.json',
];

describe.skipIf(!haveRecordings(...RECORDINGS))('game summaries from the recorded provider answers', () => {
  const live = liveSportsAppForTests(
    recordedRoutes(
      {
        '/api/v1.1/game/716608/feed/live': 'mlb/game-feed-live.json',
        '/api/v1.1/game/716000/feed/live': 'mlb/game-feed-live-canceled.json',
        '/v1/schedule/2023-11-09': 'nhl/schedule-week-2023-11-09.json',
        '/v1/gamecenter/2023020672/landing': 'nhl/gamecenter-2023020672-landing.json',
        '/stats/rest/en/team': 'nhl/stats-team-list.json',
      },
      (url) => {
        const p = url.pathname;
        if (p === '/api/v1/schedule' && url.searchParams.get('gamePk'))
          return { body: mlbBroadcasts(Number(url.searchParams.get('gamePk'))) };
        // The day with its line scores and broadcasts, in one call: the recording, game 716608 given its broadcasts.
        if (p === '/api/v1/schedule' && url.searchParams.get('date') === '2023-09-12')
          return {
            body: withBroadcasts(
              read('mlb/schedule-2023-09-12.json') as Record<string, unknown>,
              url.searchParams.get('hydrate') ?? '',
            ),
          };
        return undefined;
      },
    ),
    '2023-09-13T16:00:00Z',
  );

  it('the 11–2 Dodgers game: innings adding up, R/H/E, nine scoring plays ending 11–2, the decisions, the venue', async () => {
    const res = await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/716608/summary' });
    expect(res.statusCode).toBe(200);
    const s = res.json<MlbGameSummary>();
    expect(s.game).toMatchObject({ id: 716608, status: 'Final', home_score: 11, visitor_score: 2 });
    expect(s.linescore.periods).toHaveLength(9);
    expect(s.linescore.periods[0]).toEqual({ number: 1, label: '1', home: 1, visitor: 0 });
    // The Dodgers led after the top of the 9th: no bottom half.
    expect(s.linescore.periods[8]).toMatchObject({ home: null, visitor: 0 });
    expect([sum(s.linescore.periods.map((p) => p.home)), sum(s.linescore.periods.map((p) => p.visitor))]).toEqual([
      11, 2,
    ]);
    expect(s.linescore.home).toEqual({ runs: 11, hits: 11, errors: 1 });
    expect(s.linescore.visitor).toEqual({ runs: 2, hits: 5, errors: 0 });
    expect(s.scoring).toHaveLength(9);
    expect(s.scoring[0]).toMatchObject({
      period: 1,
      label: 'Bottom 1st',
      team: { id: 119, name: 'Los Angeles Dodgers' },
      home_score: 1,
      visitor_score: 0,
    });
    expect(s.scoring[0]!.description).toBe(
      'Max Muncy out on a sacrifice fly to center fielder Trent Grisham. Freddie Freeman scores.',
    );
    expect(s.scoring.at(-1)).toMatchObject({ home_score: 11, visitor_score: 2 });
    expect(s.decisions).toEqual({ winner: 'Lance Lynn', loser: 'Michael Wacha', save: null });
    expect(s.venue).toBe('Dodger Stadium');
    // TV only, national first, each network once per market.
    expect(s.broadcasts).toEqual([
      { network: 'ESPN', market: 'national', country: null },
      { network: 'SportsNet LA', market: 'home', country: null },
      { network: 'Bally Sports San Diego', market: 'away', country: null },
    ]);
    expect(
      live.replay.requests.some(
        (r) => r.startsWith('/api/v1/schedule?') && r.includes('gamePk=716608') && r.includes('hydrate=broadcasts'),
      ),
    ).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=21600');
  });

  it("the day lists name each game's main network: the first national broadcast, one for the US first", async () => {
    const list = await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2023-09-12' });
    expect(list.statusCode).toBe(200);
    const mlb = list.json<Game[]>();
    expect(mlb).toHaveLength(17);
    expect(mlb.find((g) => g.id === 716608)?.network).toBe('ESPN');
    expect(mlb.filter((g) => g.network)).toHaveLength(1);
    // One schedule call gave the day's games, their line scores and their broadcasts.
    const dayCalls = live.replay.requests.filter(
      (r) => r.startsWith('/api/v1/schedule?') && r.includes('date=2023-09-12'),
    );
    expect(dayCalls).toHaveLength(1);
    expect(new URLSearchParams(dayCalls[0]!.split('?')[1]).get('hydrate')).toBe(
      'linescore,broadcasts(all),probablePitcher(stats(type=[season],group=[pitching])),seriesStatus',
    );
    expect(mlb.find((g) => g.id === 716608)).toMatchObject({ status: 'Final', home_score: 11, visitor_score: 2 });
    const nhl = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/games?date=2023-11-09' })).json<
      Game[]
    >();
    const network = (id: number) => nhl.find((g) => g.id === id)?.network;
    expect(network(2023020194)).toBe('ESPN+');
    // Only Canadian national broadcasts: the first of them.
    expect(network(2023020193)).toBe('SNE');
    // Only regional broadcasts: no main network.
    expect(network(2023020196)).toBeUndefined();
  });

  it('the canceled feed is gone (410)', async () => {
    const res = await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/716000/summary' });
    expect(res.statusCode).toBe(410);
  });

  it('the 3–0 Sabres game: periods, goals and shots, three goals ending 3–0, the three stars, the venue and the broadcasts', async () => {
    const res = await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/game/2023020672/summary' });
    expect(res.statusCode).toBe(200);
    const s = res.json<NhlGameSummary>();
    expect(s.game).toMatchObject({
      status: 'Final',
      home_score: 3,
      visitor_score: 0,
      home: { name: 'Buffalo Sabres' },
      visitor: { name: 'San Jose Sharks' },
    });
    expect(s.linescore.periods).toEqual([
      { number: 1, label: '1st', home: 0, visitor: 0 },
      { number: 2, label: '2nd', home: 2, visitor: 0 },
      { number: 3, label: '3rd', home: 1, visitor: 0 },
    ]);
    expect(s.linescore.home).toEqual({ goals: 3, shots: 35 });
    expect(s.linescore.visitor).toEqual({ goals: 0, shots: 28 });
    expect(s.scoring.map((g) => [g.label, g.home_score, g.visitor_score])).toEqual([
      ['2nd · 11:34', 1, 0],
      ['2nd · 14:37', 2, 0],
      [expect.stringMatching(/^3rd · /), 3, 0],
    ]);
    expect(s.scoring[0]).toMatchObject({
      team: { id: 7, name: 'Buffalo Sabres' },
      description: 'Casey Mittelstadt (12) from K. Okposo and R. Johnson.',
    });
    expect(s.scoring[1]!.description).toContain('power play');
    expect(s.scoring[2]!.description).toContain('empty net');
    expect(s.stars).toEqual([
      { star: 1, name: 'U. Luukkonen', team: { id: 7, name: 'Buffalo Sabres' } },
      { star: 2, name: 'C. Mittelstadt', team: { id: 7, name: 'Buffalo Sabres' } },
      { star: 3, name: 'A. Tuch', team: { id: 7, name: 'Buffalo Sabres' } },
    ]);
    expect(s.venue).toBe('KeyBank Center');
    expect(s.broadcasts).toEqual([
      { network: 'MSG-B', market: 'home', country: 'US' },
      { network: 'NBCSCA', market: 'away', country: 'US' },
    ]);
  });
});

// A stand-in answering partial and odd shapes, built from upstream-apis.md and the recordings' shapes.
const mlbFeed = (gamePk: number, detailedState: string, liveData: unknown, reason?: string) => ({
  gamePk,
  gameData: {
    game: { type: 'R', doubleHeader: 'N', gameNumber: 1 },
    datetime: { dateTime: '2026-06-13T23:05:00Z', officialDate: '2026-06-13' },
    status: { detailedState, statusCode: 'S', ...(reason ? { reason } : {}) },
    teams: { home: { id: 147, name: 'New York Yankees' }, away: { id: 111, name: 'Boston Red Sox' } },
    venue: { id: 3313, name: 'Bronx Ballpark' },
  },
  liveData,
});

const side = (id: number, abbrev: string, score?: number, sog?: number) => ({
  id,
  abbrev,
  placeName: { default: abbrev },
  ...(score !== undefined ? { score } : {}),
  ...(sog !== undefined ? { sog } : {}),
});
const period = (number: number, periodType = 'REG') => ({ number, periodType });
const goal = (abbrev: string, home: number, away: number, name: string, time: string) => ({
  teamAbbrev: { default: abbrev },
  homeScore: home,
  awayScore: away,
  name: { default: name },
  firstName: { default: name.split(' ')[0] },
  lastName: { default: name.split(' ')[1] },
  timeInPeriod: time,
  strength: 'ev',
  assists: [],
});
const nhlLanding = (id: number, gameState: string, extra: Record<string, unknown>) => ({
  id,
  gameType: 2,
  gameDate: '2026-11-21',
  startTimeUTC: '2026-11-22T00:00:00Z',
  gameState,
  gameScheduleState: 'OK',
  homeTeam: side(6, 'BOS'),
  awayTeam: side(10, 'TOR'),
  venue: { default: 'Harbour Garden' },
  tvBroadcasts: [
    { id: 1, market: 'N', countryCode: 'CA', network: 'SN', sequenceNumber: 2 },
    { id: 2, market: 'N', countryCode: 'US', network: 'ESPN', sequenceNumber: 1 },
  ],
  ...extra,
});
const byPeriod = (rows: [number, string, number, number][]) =>
  rows.map(([n, type, home, away]) => ({ periodDescriptor: period(n, type), home, away }));

describe('game summaries from a stand-in answering partial and odd shapes', () => {
  const live = liveSportsAppForTests((url) => {
    const p = url.pathname;
    if (p === '/stats/rest/en/team') return { body: BOSTON_AND_TORONTO };
    // Not started: no innings, no plays, no decisions; the broadcasts cannot be read.
    if (p === '/api/v1.1/game/900010/feed/live')
      return {
        body: mlbFeed(900010, 'Scheduled', {
          linescore: { innings: [], teams: { home: {}, away: {} } },
          plays: { allPlays: [], scoringPlays: [] },
          decisions: {},
        }),
      };
    if (p === '/api/v1/schedule' && url.searchParams.get('gamePk') === '900010')
      return { status: 500, body: { message: 'down' } };
    // Rained out: no line score at all.
    if (p === '/api/v1.1/game/900011/feed/live') return { body: mlbFeed(900011, 'Postponed', {}, 'Rain') };
    if (p === '/api/v1/schedule') return { body: { dates: [] } };
    // Live, bottom of the 2nd: the home side's 2nd has runs, one inning malformed, a scoring play index with no play.
    if (p === '/api/v1.1/game/900012/feed/live')
      return {
        body: mlbFeed(900012, 'In Progress', {
          linescore: {
            currentInning: 2,
            inningState: 'Bottom',
            outs: 1,
            innings: [
              { num: 1, home: { runs: 0 }, away: { runs: 1 } },
              { num: 2, home: { runs: 2 }, away: { runs: 0 } },
              { num: 'x' },
            ],
            teams: { home: { runs: 2, hits: 3 }, away: { runs: 1, hits: 1 } },
          },
          plays: {
            scoringPlays: [0, 1, 99],
            allPlays: [
              {
                result: { description: 'A single.', awayScore: 1, homeScore: 0 },
                about: { atBatIndex: 0, inning: 1, halfInning: 'top', isTopInning: true },
              },
              {
                result: { description: 'A two-run homer.', awayScore: 1, homeScore: 2 },
                about: { atBatIndex: 1, inning: 2, halfInning: 'bottom', isTopInning: false },
              },
            ],
          },
        }),
      };
    // Not started: the landing has no summary yet.
    if (p === '/v1/gamecenter/2026020400/landing') return { body: nhlLanding(2026020400, 'FUT', {}) };
    if (p === '/v1/gamecenter/2026020401/landing')
      return { body: nhlLanding(2026020401, 'FUT', { gameScheduleState: 'PPD' }) };
    // Overtime: a fourth period and the winning goal in it.
    if (p === '/v1/gamecenter/2026020402/landing')
      return {
        body: nhlLanding(2026020402, 'OFF', {
          homeTeam: side(6, 'BOS', 3, 30),
          awayTeam: side(10, 'TOR', 2, 27),
          periodDescriptor: period(4, 'OT'),
          gameOutcome: { lastPeriodType: 'OT' },
          summary: {
            linescore: {
              byPeriod: byPeriod([
                [1, 'REG', 1, 0],
                [2, 'REG', 0, 1],
                [3, 'REG', 1, 1],
                [4, 'OT', 1, 0],
              ]),
              totals: { home: 3, away: 2 },
            },
            scoring: [
              { periodDescriptor: period(1), goals: [goal('BOS', 1, 0, 'Evan Holloway', '04:10')] },
              {
                periodDescriptor: period(2),
                goals: [goal('TOR', 1, 1, 'Kai Lindqvist', '09:55'), { teamAbbrev: 'TOR' }],
              },
              {
                periodDescriptor: period(3),
                goals: [goal('BOS', 2, 1, 'Evan Holloway', '01:02'), goal('TOR', 2, 2, 'Theo Novak', '18:40')],
              },
              { periodDescriptor: period(4, 'OT'), goals: [goal('BOS', 3, 2, 'Leo Marchetti', '02:31')] },
            ],
            threeStars: [
              { star: 2, name: { default: 'E. Holloway' }, teamAbbrev: { default: 'BOS' } },
              { star: 1, name: 'L. Marchetti', teamAbbrev: 'BOS' },
              { star: 3, name: 'T. Novak', teamAbbrev: 'TOR' },
            ],
          },
        }),
      };
    // Shootout: the deciding goal is in no scoring list, but in the final score and the line score.
    if (p === '/v1/gamecenter/2026020403/landing')
      return {
        body: nhlLanding(2026020403, 'FINAL', {
          homeTeam: side(6, 'BOS', 1, 25),
          awayTeam: side(10, 'TOR', 2, 31),
          periodDescriptor: period(5, 'SO'),
          gameOutcome: { lastPeriodType: 'SO' },
          summary: {
            linescore: {
              byPeriod: byPeriod([
                [1, 'REG', 0, 1],
                [2, 'REG', 1, 0],
                [3, 'REG', 0, 0],
                [4, 'OT', 0, 0],
                [5, 'SO', 0, 1],
              ]),
              totals: { home: 1, away: 2 },
            },
            scoring: [
              { periodDescriptor: period(1), goals: [goal('TOR', 0, 1, 'Kai Lindqvist', '12:00')] },
              { periodDescriptor: period(2), goals: [goal('BOS', 1, 1, 'Evan Holloway', '05:00')] },
              { periodDescriptor: period(4, 'OT'), goals: [] },
              { periodDescriptor: period(5, 'SO'), goals: [] },
            ],
            shotsByPeriod: byPeriod([
              [1, 'REG', 8, 10],
              [2, 'REG', 9, 11],
              [3, 'REG', 7, 8],
              [4, 'OT', 1, 2],
            ]),
            threeStars: [],
          },
        }),
      };
    return undefined;
  }, '2026-11-22T04:00:00Z');
  const summary = async <T>(url: string) => {
    const res = await live.t.app.inject({ method: 'GET', url, remoteAddress: newVisitor() });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it('an MLB game not started: empty line score and scoring, no decisions; broadcasts the schedule cannot give leave the rest standing', async () => {
    const s = await summary<MlbGameSummary>('/v1/sports/mlb/game/900010/summary');
    expect(s.game).toMatchObject({ status: 'Scheduled', home_score: null, period: null });
    expect(s.linescore).toEqual({
      periods: [],
      home: { runs: 0, hits: 0, errors: 0 },
      visitor: { runs: 0, hits: 0, errors: 0 },
    });
    expect(s.scoring).toEqual([]);
    expect(s.decisions).toBeNull();
    expect(s.broadcasts).toEqual([]);
    expect(s.venue).toBe('Bronx Ballpark');
  });

  it('a postponed MLB game says so, with nothing played', async () => {
    const s = await summary<MlbGameSummary>('/v1/sports/mlb/game/900011/summary');
    expect(s.game).toMatchObject({ status: 'Postponed', detail: 'Postponed: Rain' });
    expect(s.linescore.periods).toEqual([]);
    expect(s.scoring).toEqual([]);
  });

  it('a live MLB game: what fits is kept, a malformed inning and a missing play are dropped, kept only seconds', async () => {
    const res = await live.t.app.inject({
      method: 'GET',
      url: '/v1/sports/mlb/game/900012/summary',
      remoteAddress: newVisitor(),
    });
    const s = res.json<MlbGameSummary>();
    expect(s.linescore.periods.map((p) => [p.visitor, p.home])).toEqual([
      [1, 0],
      [0, 2],
    ]);
    expect(s.scoring.map((p) => [p.label, p.team.id, p.home_score, p.visitor_score])).toEqual([
      ['Top 1st', 111, 0, 1],
      ['Bottom 2nd', 147, 2, 1],
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=15');
  });

  it('an NHL game not started and a postponed one: no periods, no scoring, no stars; the broadcasts national first', async () => {
    const s = await summary<NhlGameSummary>('/v1/sports/nhl/game/2026020400/summary');
    expect(s.game.status).toBe('Scheduled');
    expect(s).toMatchObject({
      linescore: { periods: [], home: { goals: 0, shots: 0 } },
      scoring: [],
      stars: [],
      venue: 'Harbour Garden',
    });
    expect(s.broadcasts.map((b) => [b.network, b.country])).toEqual([
      ['ESPN', 'US'],
      ['SN', 'CA'],
    ]);
    const ppd = await summary<NhlGameSummary>('/v1/sports/nhl/game/2026020401/summary');
    expect(ppd.game.status).toBe('Postponed');
    expect(ppd.linescore.periods).toEqual([]);
  });

  it('an overtime: four periods, the winner scored in OT, a malformed goal dropped, stars in order, shots from the teams', async () => {
    const s = await summary<NhlGameSummary>('/v1/sports/nhl/game/2026020402/summary');
    expect(s.game).toMatchObject({ status: 'Final', detail: 'Final/OT', period: 4 });
    expect(s.linescore.periods.map((p) => p.label)).toEqual(['1st', '2nd', '3rd', 'OT']);
    expect(s.linescore.home).toEqual({ goals: 3, shots: 30 });
    expect(s.scoring).toHaveLength(5);
    expect(s.scoring.at(-1)).toMatchObject({
      period: 4,
      label: 'OT · 02:31',
      team: { name: 'Boston Bruins' },
      home_score: 3,
      visitor_score: 2,
    });
    expect(s.stars.map((x) => [x.star, x.name, x.team.name])).toEqual([
      [1, 'L. Marchetti', 'Boston Bruins'],
      [2, 'E. Holloway', 'Boston Bruins'],
      [3, 'T. Novak', 'Toronto Maple Leafs'],
    ]);
  });

  it('a shootout: an SO column, and a last scoring line for the shootout that ends at the final score', async () => {
    const s = await summary<NhlGameSummary>('/v1/sports/nhl/game/2026020403/summary');
    expect(s.game).toMatchObject({ status: 'Final', detail: 'Final/SO', home_score: 1, visitor_score: 2 });
    expect(s.linescore.periods.map((p) => [p.label, p.home, p.visitor])).toEqual([
      ['1st', 0, 1],
      ['2nd', 1, 0],
      ['3rd', 0, 0],
      ['OT', 0, 0],
      ['SO', 0, 1],
    ]);
    expect(s.linescore.visitor).toEqual({ goals: 2, shots: 31 });
    expect(s.scoring.at(-1)).toEqual({
      period: 5,
      label: 'SO',
      team: { id: 10, name: 'Toronto Maple Leafs' },
      description: 'The Toronto Maple Leafs win the shootout.',
      home_score: 1,
      visitor_score: 2,
    });
    expect(s.stars).toEqual([]);
  });

  it('an unknown game is 404 with a sentence', async () => {
    const res = await live.t.app.inject({
      method: 'GET',
      url: '/v1/sports/nhl/game/2026029999/summary',
      remoteAddress: newVisitor(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('There is no NHL game with id 2026029999.');
    expect(live.replay.requests).toContain('/v1/gamecenter/2026029999/landing');
  });
});
