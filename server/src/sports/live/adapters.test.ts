import type { Game, LeagueCalendar, MlbGameDetail, MlbTeamPage, NhlGameDetail } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { BOSTON_AND_TORONTO, liveSportsAppForTests, newVisitor } from '../../../test/live-sports-app';
import { haveRecordings, readRecording as read, recordedRoutes } from '../../../test/replay-server';
import { signUpAdmin } from '../../../test/users';

const team = (id: number, name: string) => ({ team: { id, name } });

// Small fixtures of our own, in the providers' shapes, so these tests run everywhere.
const mlbSchedule = {
  dates: [
    {
      date: '2026-06-13',
      games: [
        {
          gamePk: 900002,
          gameDate: '2026-06-13T23:05:00Z',
          officialDate: '2026-06-13',
          seriesDescription: 'Regular Season',
          doubleHeader: 'N',
          gameNumber: 1,
          status: { detailedState: 'In Progress' },
          linescore: { currentInning: 4, inningState: 'Bottom', outs: 2 },
          teams: {
            home: { ...team(147, 'New York Yankees'), score: 2 },
            away: { ...team(111, 'Boston Red Sox'), score: 1 },
          },
        },
        {
          gamePk: 900001,
          gameDate: '2026-06-13T17:05:00Z',
          officialDate: '2026-06-13',
          seriesDescription: 'Regular Season',
          doubleHeader: 'S',
          gameNumber: 1,
          status: { detailedState: 'Final' },
          linescore: { currentInning: 9 },
          teams: {
            home: { ...team(119, 'Los Angeles Dodgers'), score: 5 },
            away: { ...team(135, 'San Diego Padres'), score: 3 },
          },
        },
        {
          gamePk: 900003,
          gameDate: '2026-06-14T02:10:00Z',
          officialDate: '2026-06-13',
          seriesDescription: 'Regular Season',
          status: { detailedState: 'Scheduled' },
          teams: { home: team(137, 'San Francisco Giants'), away: team(109, 'Arizona Diamondbacks') },
        },
      ],
    },
  ],
};
const feed = (gamePk: number, detailedState: string, inning?: number) => ({
  gamePk,
  gameData: {
    game: { type: 'R', doubleHeader: 'N', gameNumber: 1 },
    datetime: { dateTime: '2026-06-13T23:05:00Z', officialDate: '2026-06-13' },
    status: { detailedState, statusCode: 'I' },
    teams: { home: { id: 147, name: 'New York Yankees' }, away: { id: 111, name: 'Boston Red Sox' } },
  },
  liveData: {
    linescore: inning
      ? { currentInning: inning, inningState: 'Middle', outs: 3, teams: { home: { runs: 3 }, away: { runs: 1 } } }
      : { teams: { home: {}, away: {} } },
  },
});

describe('MLB live adapter on small fixtures', () => {
  const live = liveSportsAppForTests((url) => {
    if (url.pathname === '/api/v1/schedule') return { body: mlbSchedule };
    if (url.pathname === '/api/v1.1/game/900002/feed/live') return { body: feed(900002, 'In Progress', 5) };
    if (url.pathname === '/api/v1.1/game/900004/feed/live')
      return {
        body: { gamePk: 0, gameData: { status: { statusCode: 'X' }, teams: { home: { id: 0 }, away: { id: 0 } } } },
      };
    if (url.pathname === '/api/v1.1/game/900005/feed/live') return { status: 503, body: { message: 'down' } };
    return undefined;
  });

  it('maps the schedule: ids, teams, statuses as is, inning, scores, sorted by gametime', async () => {
    const res = await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2026-06-13' });
    expect(res.statusCode).toBe(200);
    const games = res.json<Game[]>();
    expect(games.map((g) => g.id)).toEqual([900001, 900002, 900003]);
    expect(games[0]).toMatchObject({
      description: 'Regular Season, game 1',
      status: 'Final',
      home_score: 5,
      visitor_score: 3,
      period: 9,
    });
    expect(games[1]).toMatchObject({
      home: { id: 147, name: 'New York Yankees' },
      visitor: { id: 111, name: 'Boston Red Sox' },
      status: 'In Progress',
      period: 4,
    });
    // Where play stands, in the line score's words: the bottom of the 4th, two out.
    expect(games[1]).toMatchObject({ inning_half: 'Bottom', outs: 2 });
    expect(games[0]).not.toHaveProperty('inning_half');
    expect(games[2]).toMatchObject({ status: 'Scheduled', home_score: null, visitor_score: null, period: null });
    expect(res.headers['cache-control']).toBe('public, max-age=15');
    expect(live.replay.requests.some((r) => r.includes('date=2026-06-13') && r.includes('hydrate=linescore'))).toBe(
      true,
    );
  });

  it('reads one game from its live feed; a canceled game (gamePk 0) is gone, an unknown one 404', async () => {
    const game = (
      await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/900002', remoteAddress: newVisitor() })
    ).json<MlbGameDetail>();
    expect(game).toMatchObject({
      id: 900002,
      inning: 5,
      status: 'In Progress',
      home_score: 3,
      visitor_score: 1,
      inning_half: 'Middle',
    });
    // Between halves MLB counts three outs; a break says no outs of its own.
    expect(game).not.toHaveProperty('outs');
    const gone = await live.t.app.inject({
      method: 'GET',
      url: '/v1/sports/mlb/game/900004',
      remoteAddress: newVisitor(),
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toBe('MLB game 900004 was canceled.');
    expect(
      (await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/900404', remoteAddress: newVisitor() }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 502 with a sentence when the provider fails and nothing is cached', async () => {
    const res = await live.t.app.inject({
      method: 'GET',
      url: '/v1/sports/mlb/game/900005',
      remoteAddress: newVisitor(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatch(/MLB Stats API.*not answering/);
  });

  it('serves repeat questions from the cache: one upstream call', async () => {
    const before = live.replay.requests.filter((r) => r.startsWith('/api/v1.1/game/900002')).length;
    await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/900002', remoteAddress: newVisitor() });
    expect(live.replay.requests.filter((r) => r.startsWith('/api/v1.1/game/900002')).length).toBe(before);
  });
});

describe('NHL live adapter on small fixtures', () => {
  const nhlGame = (id: number, gameState: string, start: string, period?: number) => ({
    id,
    gameType: 2,
    startTimeUTC: start,
    gameState,
    homeTeam: { id: 6, abbrev: 'BOS', placeName: { default: 'Boston' }, score: 2 },
    awayTeam: { id: 10, abbrev: 'TOR', placeName: { default: 'Toronto' }, score: 1 },
    periodDescriptor: period ? { number: period } : {},
  });
  const live = liveSportsAppForTests((url) => {
    if (url.pathname === '/stats/rest/en/team') return { body: BOSTON_AND_TORONTO };
    if (url.pathname === '/api/v1/schedule') return { body: { dates: [] } };
    if (url.pathname === '/v1/schedule/2026-11-21' || url.pathname === '/v1/schedule/2026-11-23')
      return {
        body: {
          nextStartDate: '2026-11-28',
          gameWeek: [
            {
              date: '2026-11-21',
              games: [
                nhlGame(2026020301, 'CRIT', '2026-11-22T00:00:00Z', 3),
                nhlGame(2026020300, 'FINAL', '2026-11-21T18:00:00Z', 4),
                nhlGame(2026020302, 'PRE', '2026-11-22T01:00:00Z'),
                nhlGame(2026020303, 'FUT', '2026-11-22T03:00:00Z'),
              ],
            },
            { date: '2026-11-22', games: [] },
            { date: '2026-11-23', games: [nhlGame(2026020310, 'FUT', '2026-11-24T00:00:00Z')] },
          ],
        },
      };
    // The day's scores carry the clocks the week schedule leaves out.
    if (url.pathname === '/v1/score/2026-11-21')
      return {
        body: {
          games: [
            {
              ...nhlGame(2026020301, 'CRIT', '2026-11-22T00:00:00Z', 3),
              clock: { timeRemaining: '04:07', inIntermission: false },
            },
          ],
        },
      };
    if (url.pathname === '/v1/gamecenter/2026020300/landing')
      return { body: { ...nhlGame(2026020300, 'OFF', '2026-11-21T18:00:00Z', 5), gameDate: '2026-11-21' } };
    return undefined;
  }, '2026-11-22T01:00:00Z');

  it('lists a day from the week schedule with full team names', async () => {
    const games = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/games?date=2026-11-21' })).json<
      Game[]
    >();
    expect(games.map((g) => [g.id, g.status, g.period])).toEqual([
      [2026020300, 'Final', 4],
      [2026020301, 'In Progress', 3],
      [2026020302, 'Pre-Game', null],
      [2026020303, 'Scheduled', null],
    ]);
    expect(games[1]).toMatchObject({ clock: '4:07' });
    expect(games[0]).not.toHaveProperty('clock');
    expect(games[0]).toMatchObject({
      home: { id: 6, name: 'Boston Bruins' },
      visitor: { id: 10, name: 'Toronto Maple Leafs' },
      home_score: 2,
      visitor_score: 1,
    });
  });

  it('answers one game as {Game, Period, Status, VisitorScore, HomeScore}', async () => {
    const detail = (
      await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/game/2026020300' })
    ).json<NhlGameDetail>();
    expect(detail).toMatchObject({
      Period: 5,
      Status: 'Final',
      VisitorScore: 1,
      HomeScore: 2,
      Game: { id: 2026020300 },
    });
    expect((await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/game/2026029999' })).statusCode).toBe(404);
  });

  it('finds the next day with games after a day without', async () => {
    const games = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/next?after=2026-11-21' })).json<
      Game[]
    >();
    expect(games.map((g) => g.id)).toEqual([2026020310]);
  });

  it('the admin reload goes past the cache to the provider', async () => {
    const admin = await signUpAdmin(live.t.app, live.t.db, 'live-admin@example.com');
    const before = live.replay.requests.filter((r) => r === '/v1/schedule/2026-11-21').length;
    const res = await live.t.app.inject({
      method: 'POST',
      url: '/v1/admin/add-games?date=2026-11-21',
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('Loaded 0 MLB games and 4 NHL games for 2026-11-21.');
    expect(live.replay.requests.filter((r) => r === '/v1/schedule/2026-11-21').length).toBe(before + 1);
  });
});

// Built in the MLB Stats API's schedule shape (the fields the adapter reads), for the off-season:
// the World Series' last game on Oct. 31 and the first spring game on Feb. 20.
const scheduledGame = (gamePk: number, day: string, seriesDescription: string, final: boolean) => ({
  gamePk,
  gameDate: `${day}T20:05:00Z`,
  officialDate: day,
  seriesDescription,
  status: { detailedState: final ? 'Final' : 'Scheduled' },
  linescore: final ? { currentInning: 9 } : undefined,
  teams: {
    home: { ...team(119, 'Los Angeles Dodgers'), score: final ? 4 : undefined },
    away: { ...team(147, 'New York Yankees'), score: final ? 6 : undefined },
  },
});
const OFF_SEASON_GAMES = [
  scheduledGame(910001, '2026-10-31', 'World Series', true),
  scheduledGame(910002, '2027-02-20', 'Spring Training', false),
];

describe('MLB live calendar between seasons, read from the schedule a month at a time', () => {
  const live = liveSportsAppForTests((url) => {
    if (url.pathname !== '/api/v1/schedule') return undefined;
    const day = url.searchParams.get('date');
    const [from, to] = day ? [day, day] : [url.searchParams.get('startDate'), url.searchParams.get('endDate')];
    if (!from || !to) return { body: { dates: [] } };
    const games = OFF_SEASON_GAMES.filter((g) => g.officialDate >= from && g.officialDate <= to);
    return { body: { dates: games.map((g) => ({ date: g.officialDate, games: [g] })) } };
  }, '2026-11-25T17:00:00Z');

  it("names the World Series' winner and the first game of the next season, and the game days either side", async () => {
    const res = await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/calendar?date=2026-11-25' });
    expect(res.statusCode).toBe(200);
    const calendar = res.json<LeagueCalendar>();
    expect(calendar).toMatchObject({ previousGameDay: '2026-10-31', nextGameDay: '2027-02-20' });
    expect(calendar.offSeason!.champion).toMatchObject({ season: '2026', team: { id: 147, name: 'New York Yankees' } });
    expect(calendar.offSeason!.firstGame).toMatchObject({ id: 910002, date: '2027-02-20' });
  });
});

// The recordings of real provider answers live beside the repository; skip when they are absent.
describe.skipIf(!haveRecordings('mlb/schedule-2023-09-12.json'))(
  'live adapters on the recorded provider answers',
  () => {
    const live = liveSportsAppForTests(
      recordedRoutes(
        {
          '/api/v1.1/game/716608/feed/live': 'mlb/game-feed-live.json',
          '/api/v1.1/game/716000/feed/live': 'mlb/game-feed-live-canceled.json',
          '/api/v1/teams/147': 'mlb/team-147.json',
          '/api/v1/standings': 'mlb/standings-al-2025-04-07.json',
          '/api/v1/divisions': 'mlb/divisions.json',
          '/v1/schedule/2023-11-09': 'nhl/schedule-week-2023-11-09.json',
          '/v1/schedule/2023-11-11': 'nhl/schedule-week-2023-11-09.json',
          '/v1/gamecenter/2023020672/landing': 'nhl/gamecenter-2023020672-landing.json',
          '/stats/rest/en/team': 'nhl/stats-team-list.json',
        },
        (url) => {
          if (url.pathname !== '/api/v1/schedule') return undefined;
          return url.searchParams.get('teamId') || url.searchParams.get('date') === '2023-09-12'
            ? { body: read('mlb/schedule-2023-09-12.json') }
            : { body: { dates: [] } };
        },
      ),
      '2023-09-13T16:00:00Z',
    );

    it('the 17 MLB games of 2023-09-12, doubleheader and make-up included, all Final', async () => {
      const games = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2023-09-12' })).json<
        Game[]
      >();
      expect(games).toHaveLength(17);
      expect(games.every((g) => g.status === 'Final' && g.date === '2023-09-12')).toBe(true);
      expect(games.map((g) => g.gametime)).toEqual([...games.map((g) => g.gametime)].sort());
      const yankees = games.filter((g) => g.visitor.id === 147);
      expect(yankees.map((g) => [g.description, g.visitor_score, g.home_score])).toEqual([
        ['Regular Season, game 1', 3, 2],
        ['Regular Season, game 2', 4, 1],
      ]);
    });

    it('the final 11–2 game feed, and the canceled feed as gone', async () => {
      const game = (
        await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/716608' })
      ).json<MlbGameDetail>();
      expect(game).toMatchObject({
        id: 716608,
        status: 'Final',
        inning: 9,
        home_score: 11,
        visitor_score: 2,
        home: { id: 119, name: 'Los Angeles Dodgers' },
        visitor: { id: 135, name: 'San Diego Padres' },
      });
      expect((await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/716000' })).statusCode).toBe(410);
    });

    it('the team page: the Yankees with their division standings named from divisions', async () => {
      const page = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/team/147' })).json<MlbTeamPage>();
      expect(page.Team).toEqual({ id: 147, name: 'New York Yankees', fullName: 'New York Yankees' });
      expect(page.Standings.division.name).toBe('American League East');
      expect(page.Standings.teamRecords[0]).toEqual({
        team: { id: 147, name: 'New York Yankees', fullName: 'New York Yankees' },
        divisionRank: '1',
        leagueRank: '3',
        leagueRecord: { wins: 6, losses: 3, ties: 0, pct: '.667' },
        gamesPlayed: 9,
        gamesBack: '-',
        lastTen: { wins: 6, losses: 3 },
        streak: 'L1',
      });
      // Only the team's own games, latest first: the rain-out on its own day, then the doubleheader at Fenway.
      expect(page.PastGames.map((g) => [g.id, g.date, g.status])).toEqual([
        [716597, '2023-09-13', 'Postponed'],
        [716612, '2023-09-12', 'Final'],
        [716628, '2023-09-12', 'Final'],
      ]);
      expect(page.PastGames[0]).toMatchObject({
        detail: 'Postponed: Rain',
        new_date: '2023-09-14',
        home_score: null,
        visitor_score: null,
        period: null,
      });
      expect(page.NextGames).toEqual([]);
    });

    it('the NHL week: a day of 11 games with full names, and a finished game in period 3', async () => {
      const games = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/games?date=2023-11-09' })).json<
        Game[]
      >();
      expect(games).toHaveLength(11);
      expect(games[0]).toMatchObject({
        visitor: { id: 2, name: 'New York Islanders' },
        home: { id: 6, name: 'Boston Bruins' },
        status: 'Scheduled',
        description: 'Regular Season',
      });
      const later = (await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/games?date=2023-11-11' })).json<
        Game[]
      >();
      expect(later).toHaveLength(12);
      const detail = (
        await live.t.app.inject({ method: 'GET', url: '/v1/sports/nhl/game/2023020672' })
      ).json<NhlGameDetail>();
      expect(detail).toMatchObject({
        Status: 'Final',
        Period: 3,
        HomeScore: 3,
        VisitorScore: 0,
        Game: { home: { name: 'Buffalo Sabres' }, visitor: { name: 'San Jose Sharks' } },
      });
    });
  },
);
