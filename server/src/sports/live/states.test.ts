import type { Game, MlbGameDetail, MlbTeamPage, NhlGameDetail } from '@guide/common/sports';
import { describe, expect, it, vi } from 'vitest';
import { BOSTON_AND_TORONTO, liveSportsAppForTests } from '../../../test/live-sports-app';
import { haveRecordings, recordedRoutes } from '../../../test/replay-server';
import { reportUnknownState } from './validate';

/**
 * Every state the providers send, on fixtures built in the recordings' shapes (issue 9): the
 * status in our vocabulary, the provider's words in `detail`, postponed and suspended games on
 * the day they were listed, make-ups and resumptions on theirs, doubleheaders as game 1/2.
 */

const team = (id: number, name: string, score?: number) => ({
  team: { id, name },
  ...(score === undefined ? {} : { score }),
});
const NYY = 147;
const BOS = 111;

function mlbGame(
  gamePk: number,
  gameDate: string,
  officialDate: string,
  status: Record<string, string>,
  more: Record<string, unknown> = {},
) {
  return {
    gamePk,
    gameDate,
    officialDate,
    seriesDescription: 'Regular Season',
    doubleHeader: 'N',
    gameNumber: 1,
    scheduledInnings: 9,
    status,
    teams: { home: team(BOS, 'Boston Red Sox'), away: team(NYY, 'New York Yankees') },
    ...more,
  };
}
const scored = (home: number, away: number, inning: number) => ({
  teams: { home: team(BOS, 'Boston Red Sox', home), away: team(NYY, 'New York Yankees', away) },
  linescore: { currentInning: inning },
});

/** One day of every MLB state, a suspended game and its resumption, a rain-out and its make-up. */
const DAY = '2026-06-13';
const NEXT = '2026-06-14';
const mlbDays: Record<string, unknown[]> = {
  [DAY]: [
    mlbGame(901, '2026-06-13T17:05:00Z', DAY, {
      detailedState: 'Scheduled',
      abstractGameState: 'Preview',
      codedGameState: 'S',
    }),
    mlbGame(902, '2026-06-13T17:06:00Z', DAY, { detailedState: 'Pre-Game', codedGameState: 'P' }),
    mlbGame(903, '2026-06-13T17:07:00Z', DAY, { detailedState: 'Warmup', codedGameState: 'P' }),
    mlbGame(904, '2026-06-13T17:08:00Z', DAY, { detailedState: 'In Progress', codedGameState: 'I' }, scored(1, 0, 3)),
    mlbGame(
      905,
      '2026-06-13T17:09:00Z',
      DAY,
      { detailedState: 'Manager challenge', codedGameState: 'M' },
      scored(2, 2, 7),
    ),
    mlbGame(
      906,
      '2026-06-13T17:10:00Z',
      DAY,
      { detailedState: 'Delayed', reason: 'Rain', codedGameState: 'I' },
      scored(0, 1, 5),
    ),
    mlbGame(907, '2026-06-13T17:11:00Z', DAY, { detailedState: 'Final', codedGameState: 'F' }, scored(4, 3, 10)),
    mlbGame(908, '2026-06-13T17:12:00Z', DAY, { detailedState: 'Game Over', codedGameState: 'O' }, scored(6, 2, 9)),
    mlbGame(
      909,
      '2026-06-13T17:13:00Z',
      DAY,
      { detailedState: 'Completed Early', reason: 'Rain', codedGameState: 'F' },
      scored(3, 1, 6),
    ),
    // Rained out: MLB moves officialDate to the make-up day, the game stays listed here.
    mlbGame(
      910,
      '2026-06-13T23:10:00Z',
      NEXT,
      { detailedState: 'Postponed', reason: 'Rain', abstractGameState: 'Final', codedGameState: 'D' },
      { rescheduleGameDate: NEXT },
    ),
    mlbGame(
      911,
      '2026-06-13T23:11:00Z',
      DAY,
      { detailedState: 'Suspended', reason: 'Rain', codedGameState: 'T' },
      { ...scored(2, 3, 6), resumeGameDate: NEXT },
    ),
    mlbGame(912, '2026-06-13T23:12:00Z', DAY, {
      detailedState: 'Cancelled',
      reason: 'Inclement Weather',
      codedGameState: 'C',
    }),
    mlbGame(913, '2026-06-13T23:13:00Z', DAY, { detailedState: 'Umpire review', codedGameState: 'N' }, scored(1, 1, 8)),
    mlbGame(
      914,
      '2026-06-13T23:14:00Z',
      DAY,
      { detailedState: 'Writ of Mandamus', codedGameState: 'Z' },
      scored(1, 1, 4),
    ),
  ],
  [NEXT]: [
    // The make-up as game 1 of a doubleheader (same gamePk, as MLB does), then the scheduled game 2.
    mlbGame(
      910,
      '2026-06-14T17:05:00Z',
      NEXT,
      { detailedState: 'Final', codedGameState: 'F' },
      { ...scored(5, 4, 9), doubleHeader: 'S', gameNumber: 1, rescheduledFrom: '2026-06-13T23:10:00Z' },
    ),
    mlbGame(
      920,
      '2026-06-14T23:10:00Z',
      NEXT,
      { detailedState: 'Scheduled', codedGameState: 'S' },
      { doubleHeader: 'S', gameNumber: 2 },
    ),
    // The suspended game, resumed and finished.
    mlbGame(911, '2026-06-14T21:00:00Z', NEXT, { detailedState: 'Final', codedGameState: 'F' }, scored(4, 3, 9)),
  ],
};
const schedule = (days: string[]) => ({
  dates: days.filter((d) => mlbDays[d]).map((d) => ({ date: d, games: mlbDays[d] })),
});

const feed = (gamePk: number, status: Record<string, string>, runs?: [number, number, number]) => ({
  gamePk,
  gameData: {
    game: { type: 'R', doubleHeader: 'N', gameNumber: 1 },
    datetime: { dateTime: '2026-06-13T17:11:00Z', officialDate: DAY },
    status,
    teams: { home: { id: BOS, name: 'Boston Red Sox' }, away: { id: NYY, name: 'New York Yankees' } },
  },
  liveData: {
    linescore: runs
      ? { currentInning: runs[2], teams: { home: { runs: runs[0] }, away: { runs: runs[1] } } }
      : { teams: { home: {}, away: {} } },
  },
});

const nhlGame = (id: number, gameState: string, extra: Record<string, unknown> = {}) => ({
  id,
  gameType: 2,
  startTimeUTC: '2026-11-21T23:00:00Z',
  gameState,
  gameScheduleState: 'OK',
  homeTeam: { id: 6, abbrev: 'BOS', score: 4 },
  awayTeam: { id: 10, abbrev: 'TOR', score: 1 },
  periodDescriptor: {},
  ...extra,
});
const nhlWeek = {
  nextStartDate: '2026-11-28',
  gameWeek: [
    {
      date: '2026-11-21',
      games: [
        nhlGame(2026020401, 'FUT', { homeTeam: { id: 6, abbrev: 'BOS' }, awayTeam: { id: 10, abbrev: 'TOR' } }),
        nhlGame(2026020402, 'PRE', { homeTeam: { id: 6, abbrev: 'BOS' }, awayTeam: { id: 10, abbrev: 'TOR' } }),
        nhlGame(2026020403, 'LIVE', { periodDescriptor: { number: 2, periodType: 'REG' } }),
        nhlGame(2026020404, 'CRIT', { periodDescriptor: { number: 3, periodType: 'REG' } }),
        nhlGame(2026020405, 'OFF', { periodDescriptor: { number: 3, periodType: 'REG' } }),
        nhlGame(2026020406, 'FINAL', {
          periodDescriptor: { number: 4, periodType: 'OT' },
          gameOutcome: { lastPeriodType: 'OT' },
        }),
        // The state the old adapter dropped: the tile showed 0–0 and a start time.
        nhlGame(2026020407, 'OVER', { periodDescriptor: { number: 3, periodType: 'REG' } }),
        nhlGame(2026020408, 'OFF', { gameOutcome: { lastPeriodType: 'SO' } }),
        nhlGame(2026020409, 'FUT', {
          gameScheduleState: 'PPD',
          homeTeam: { id: 6, abbrev: 'BOS' },
          awayTeam: { id: 10, abbrev: 'TOR' },
        }),
        nhlGame(2026020410, 'LIVE', { gameScheduleState: 'SUSP', periodDescriptor: { number: 2, periodType: 'REG' } }),
        nhlGame(2026020411, 'FUT', {
          gameScheduleState: 'CNCL',
          homeTeam: { id: 6, abbrev: 'BOS' },
          awayTeam: { id: 10, abbrev: 'TOR' },
        }),
        nhlGame(2026020412, 'WARP', { periodDescriptor: { number: 1 } }),
      ],
    },
  ],
};

describe('every provider state on fixtures', () => {
  const live = liveSportsAppForTests((url) => {
    const p = url.pathname;
    const q = url.searchParams;
    if (p === '/api/v1/schedule' && q.get('teamId')) return { body: schedule([DAY, NEXT]) };
    if (p === '/api/v1/schedule') return { body: schedule([q.get('date') ?? '']) };
    if (p === '/api/v1/teams/147')
      return {
        body: { teams: [{ id: NYY, name: 'New York Yankees', division: { id: 201, name: 'American League East' } }] },
      };
    if (p === '/api/v1/standings') return { body: { records: [] } };
    if (p === '/api/v1/divisions') return { body: { divisions: [] } };
    if (p === '/api/v1.1/game/908/feed/live')
      return { body: feed(908, { detailedState: 'Game Over', statusCode: 'O' }, [6, 2, 9]) };
    if (p === '/api/v1.1/game/909/feed/live')
      return { body: feed(909, { detailedState: 'Completed Early', reason: 'Rain', statusCode: 'F' }, [3, 1, 6]) };
    if (p === '/api/v1.1/game/907/feed/live') return { body: feed(907, { detailedState: 'Final', statusCode: 'F' }) };
    if (p === '/api/v1.1/game/910/feed/live')
      return { body: feed(910, { detailedState: 'Postponed', reason: 'Rain', statusCode: 'DR' }) };
    if (p === '/stats/rest/en/team') return { body: BOSTON_AND_TORONTO };
    if (p === '/v1/schedule/2026-11-21') return { body: nhlWeek };
    if (p === '/v1/gamecenter/2026020407/landing')
      return {
        body: {
          ...nhlGame(2026020407, 'OVER', { periodDescriptor: { number: 3, periodType: 'REG' } }),
          gameDate: '2026-11-21',
        },
      };
    return undefined;
  }, '2026-06-14T16:00:00Z');

  const get = <T>(url: string) =>
    live.t.app.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

  it('maps every MLB state of a day to our vocabulary, with the provider words and scores where play happened', async () => {
    const { status, body } = await get<Game[]>(`/v1/sports/mlb/games?date=${DAY}`);
    expect(status).toBe(200);
    const byId = new Map(body.map((g) => [g.id, g]));
    const row = (id: number) => {
      const g = byId.get(id)!;
      return [g.status, g.detail, g.home_score, g.visitor_score, g.period, g.new_date];
    };
    expect(body).toHaveLength(14);
    expect(row(901)).toEqual(['Scheduled', undefined, null, null, null, undefined]);
    expect(row(902)).toEqual(['Pre-Game', undefined, null, null, null, undefined]);
    expect(row(903)).toEqual(['Pre-Game', 'Warmup', null, null, null, undefined]);
    expect(row(904)).toEqual(['In Progress', undefined, 1, 0, 3, undefined]);
    expect(row(905)).toEqual(['In Progress', 'Manager challenge', 2, 2, 7, undefined]);
    expect(row(906)).toEqual(['Delayed', 'Delayed: Rain', 0, 1, 5, undefined]);
    expect(row(907)).toEqual(['Final', undefined, 4, 3, 10, undefined]);
    expect(row(908)).toEqual(['Final', 'Game Over', 6, 2, 9, undefined]);
    expect(row(909)).toEqual(['Final', 'Completed Early: Rain', 3, 1, 6, undefined]);
    expect(row(910)).toEqual(['Postponed', 'Postponed: Rain', null, null, null, NEXT]);
    expect(row(911)).toEqual(['Suspended', 'Suspended: Rain', 2, 3, 6, NEXT]);
    expect(row(912)).toEqual(['Cancelled', 'Cancelled: Inclement Weather', null, null, null, undefined]);
    expect(row(913)).toEqual(['In Progress', 'Umpire review', 1, 1, 8, undefined]);
    // A state no table knows: the provider's words, never dropped, never a 500.
    expect(row(914)).toEqual(['Writ of Mandamus', undefined, 1, 1, 4, undefined]);
    expect(body.every((g) => g.date === DAY)).toBe(true);
  });

  it('puts the make-up and the resumption on their new day: a doubleheader keeps game 1/2', async () => {
    const { body } = await get<Game[]>(`/v1/sports/mlb/games?date=${NEXT}`);
    expect(body.map((g) => [g.id, g.description, g.status, g.date])).toEqual([
      [910, 'Regular Season, game 1', 'Final', NEXT],
      [911, 'Regular Season', 'Final', NEXT],
      [920, 'Regular Season, game 2', 'Scheduled', NEXT],
    ]);
    expect(body[1]).toMatchObject({ home_score: 4, visitor_score: 3, period: 9 });
    // Both rows are stored: the rain-out on its day, the make-up (same gamePk) on the new one.
    const { rows } = await live.t.db.query<{ official_date: string; status: string; new_date: string | null }>(
      "SELECT official_date, status, new_date FROM sports_games WHERE league = 'MLB' AND id = 910 ORDER BY official_date",
    );
    expect(rows).toEqual([
      { official_date: DAY, status: 'Postponed', new_date: NEXT },
      { official_date: NEXT, status: 'Final', new_date: null },
    ]);
  });

  it('reads Game Over and Completed Early feeds as Final with score and inning', async () => {
    expect((await get<MlbGameDetail>('/v1/sports/mlb/game/908')).body).toMatchObject({
      status: 'Final',
      detail: 'Game Over',
      home_score: 6,
      visitor_score: 2,
      inning: 9,
    });
    expect((await get<MlbGameDetail>('/v1/sports/mlb/game/909')).body).toMatchObject({
      status: 'Final',
      detail: 'Completed Early: Rain',
      inning: 6,
    });
    // A final feed without a line score still says its last inning.
    expect((await get<MlbGameDetail>('/v1/sports/mlb/game/907')).body).toMatchObject({
      status: 'Final',
      inning: 9,
      period: 9,
    });
    expect((await get<MlbGameDetail>('/v1/sports/mlb/game/910')).body).toMatchObject({
      status: 'Postponed',
      detail: 'Postponed: Rain',
      inning: null,
    });
  });

  it('the team page treats called-off games like the day lists: on their own day, settled ones recent', async () => {
    const { body } = await get<MlbTeamPage>('/v1/sports/mlb/team/147');
    // Today is the 14th: the make-up and the resumption are over, game 2 is still to come.
    expect(body.NextGames.map((g) => [g.id, g.date])).toEqual([[920, NEXT]]);
    const recent = body.PastGames.map((g) => `${g.id}:${g.date}:${g.status}`);
    expect(recent.slice(0, 2)).toEqual([`911:${NEXT}:Final`, `910:${NEXT}:Final`]);
    expect(recent).toContain(`911:${DAY}:Suspended`);
    expect(body.PastGames).toHaveLength(5);
  });

  it('maps every NHL state: FUT, PRE, LIVE, CRIT, OFF, FINAL, OVER, PPD, SUSP, CNCL, and keeps an unknown one', async () => {
    const { body } = await get<Game[]>('/v1/sports/nhl/games?date=2026-11-21');
    expect(body.map((g) => [g.id % 100, g.status, g.home_score, g.visitor_score, g.period, g.detail])).toEqual([
      [1, 'Scheduled', null, null, null, undefined],
      [2, 'Pre-Game', null, null, null, undefined],
      [3, 'In Progress', 4, 1, 2, undefined],
      [4, 'In Progress', 4, 1, 3, undefined],
      [5, 'Final', 4, 1, 3, undefined],
      [6, 'Final', 4, 1, 4, 'Final/OT'],
      [7, 'Final', 4, 1, 3, undefined],
      [8, 'Final', 4, 1, 5, 'Final/SO'],
      [9, 'Postponed', null, null, null, undefined],
      [10, 'Suspended', 4, 1, 2, undefined],
      [11, 'Cancelled', null, null, null, undefined],
      [12, 'WARP', 4, 1, 1, undefined],
    ]);
    const over = (await get<NhlGameDetail>('/v1/sports/nhl/game/2026020407')).body;
    expect(over).toMatchObject({ Status: 'Final', Period: 3, HomeScore: 4, VisitorScore: 1 });
  });
});

describe('unknown states are logged once', () => {
  it('warns the first time a provider state is seen, and only then', () => {
    const log = { warn: vi.fn() };
    reportUnknownState(log as never, 'Test provider', 'Never seen');
    reportUnknownState(log as never, 'Test provider', 'Never seen');
    reportUnknownState(log as never, 'Test provider', 'Also new');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

// The recordings of real provider answers live beside the repository; skip when they are absent.
describe.skipIf(!haveRecordings('mlb/schedule-2023-09-12.json'))('the recorded rain-out', () => {
  const live = liveSportsAppForTests(
    recordedRoutes({ '/api/v1/schedule': 'mlb/schedule-2023-09-12.json' }),
    '2023-09-14T16:00:00Z',
  );

  it('Yankees at Red Sox (716597) is on 2023-09-13 as Postponed, with its reason and new date', async () => {
    const res = await live.t.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2023-09-13' });
    expect(res.statusCode).toBe(200);
    const games = res.json<Game[]>();
    expect(games).toHaveLength(15);
    expect(games.find((g) => g.id === 716597)).toEqual({
      id: 716597,
      description: 'Regular Season',
      gametime: '2023-09-13T23:10:00.000Z',
      date: '2023-09-13',
      home: { id: 111, name: 'Boston Red Sox', fullName: 'Boston Red Sox' },
      visitor: { id: 147, name: 'New York Yankees', fullName: 'New York Yankees' },
      // Each team's record going in, from the schedule's league records.
      home_record: { wins: 74, losses: 72 },
      visitor_record: { wins: 73, losses: 73 },
      status: 'Postponed',
      detail: 'Postponed: Rain',
      new_date: '2023-09-14',
      home_score: null,
      visitor_score: null,
      period: null,
    });
    expect(games.filter((g) => g.id !== 716597).every((g) => g.status === 'Final' && g.period === 9)).toBe(true);
  });
});
