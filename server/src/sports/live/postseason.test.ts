import type { Postseason } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { liveSportsAppForTests, newVisitor } from '../../../test/live-sports-app';
import { faultyAnswer, haveRecordings, readRecording as read, type ProviderFault } from '../../../test/replay-server';
import { mapScheduleGame } from './mlb';
import { mapNhlGame } from './nhl';

const RECORDING = 'mlb/postseason-series-2024.json';

/**
 * The NHL's `GET /v1/playoff-bracket/2024` as it might stand in the second round, built: no
 * recording holds it. Its shape (`series[]` with `seriesLetter`, `playoffRound`, `topSeedRank`,
 * `topSeedWins`, `bottomSeedRank`, `bottomSeedWins`, `topSeedTeam`/`bottomSeedTeam` with `id`,
 * `abbrev`, `name.default`, and `winningTeamId` once decided; later rounds without their teams)
 * is the one public NHL API clients type and test (e.g. the `SeriesType` of open-source bracket
 * front ends and the playoff-bracket tests of .NET NHL API clients). The first round's results
 * are 2024's; the second round's tallies are made up.
 */
const team = (id: number, abbrev: string, name: string) => ({ id, abbrev, name: { default: name } });
const T = {
  NYR: team(3, 'NYR', 'New York Rangers'),
  WSH: team(15, 'WSH', 'Washington Capitals'),
  CAR: team(12, 'CAR', 'Carolina Hurricanes'),
  NYI: team(2, 'NYI', 'New York Islanders'),
  FLA: team(13, 'FLA', 'Florida Panthers'),
  TBL: team(14, 'TBL', 'Tampa Bay Lightning'),
  BOS: team(6, 'BOS', 'Boston Bruins'),
  TOR: team(10, 'TOR', 'Toronto Maple Leafs'),
  DAL: team(25, 'DAL', 'Dallas Stars'),
  VGK: team(54, 'VGK', 'Vegas Golden Knights'),
  WPG: team(52, 'WPG', 'Winnipeg Jets'),
  COL: team(21, 'COL', 'Colorado Avalanche'),
  VAN: team(23, 'VAN', 'Vancouver Canucks'),
  NSH: team(18, 'NSH', 'Nashville Predators'),
  EDM: team(22, 'EDM', 'Edmonton Oilers'),
  LAK: team(26, 'LAK', 'Los Angeles Kings'),
};
type Club = keyof typeof T;
const series = (letter: string, round: number, top?: [Club, number, number], bottom?: [Club, number, number]) => ({
  seriesLetter: letter,
  playoffRound: round,
  seriesTitle: ['1st Round', '2nd Round', 'Conf. Final', 'Stanley Cup Final'][round - 1],
  topSeedRank: top?.[1] ?? 0,
  topSeedWins: top?.[2] ?? 0,
  bottomSeedRank: bottom?.[1] ?? 0,
  bottomSeedWins: bottom?.[2] ?? 0,
  ...(top ? { topSeedTeam: T[top[0]] } : {}),
  ...(bottom ? { bottomSeedTeam: T[bottom[0]] } : {}),
  ...(top && bottom && Math.max(top[2], bottom[2]) === 4
    ? { winningTeamId: T[top[2] === 4 ? top[0] : bottom[0]].id }
    : {}),
});
const NHL_BRACKET_2024 = {
  bracketLogo: 'https://assets.nhle.com/logos/playoffs/png/scp-20232024-horizontal-banner-en.png',
  series: [
    series('A', 1, ['FLA', 1, 4], ['TBL', 4, 1]),
    series('B', 1, ['BOS', 2, 4], ['TOR', 3, 3]),
    series('C', 1, ['NYR', 1, 4], ['WSH', 8, 0]),
    series('D', 1, ['CAR', 2, 4], ['NYI', 3, 1]),
    series('E', 1, ['DAL', 1, 4], ['VGK', 8, 3]),
    series('F', 1, ['WPG', 2, 1], ['COL', 3, 4]),
    series('G', 1, ['VAN', 1, 4], ['NSH', 8, 2]),
    series('H', 1, ['EDM', 2, 4], ['LAK', 3, 1]),
    series('I', 2, ['FLA', 1, 2], ['BOS', 2, 1]),
    series('J', 2, ['NYR', 1, 3], ['CAR', 2, 0]),
    series('K', 2, ['DAL', 1, 1], ['COL', 3, 1]),
    series('L', 2, ['VAN', 1, 1], ['EDM', 2, 1]),
    series('M', 3),
    series('N', 3),
    series('O', 4),
  ],
};

/**
 * Series J's schedule (`GET /v1/schedule/playoff-series/20232024/j`), built: no recording holds
 * it. Its `games[]` are schedule games of the recorded week's shape (nhl/schedule-week-2023-11-09.json:
 * `id`, `gameType`, `startTimeUTC`, `gameState`, `homeTeam`/`awayTeam` with `abbrev` and `score`)
 * with the `gameNumber` and `ifNecessary` public NHL API clients read from a series' schedule.
 */
const seriesGame = (n: number, day: string, home: Club, away: Club, score?: [number, number]) => ({
  id: 2023030220 + n,
  gameType: 3,
  gameNumber: n,
  ifNecessary: n >= 5,
  startTimeUTC: `${day}T23:00:00Z`,
  gameState: score ? 'OFF' : 'FUT',
  gameScheduleState: 'OK',
  homeTeam: { id: T[home].id, abbrev: home, ...(score ? { score: score[0] } : {}) },
  awayTeam: { id: T[away].id, abbrev: away, ...(score ? { score: score[1] } : {}) },
  periodDescriptor: { number: 3, periodType: 'REG' },
});
const NHL_SERIES_J = {
  seriesLetter: 'J',
  neededToWin: 4,
  games: [
    seriesGame(1, '2024-05-05', 'NYR', 'CAR', [4, 3]),
    seriesGame(2, '2024-05-07', 'NYR', 'CAR', [4, 3]),
    seriesGame(3, '2024-05-09', 'CAR', 'NYR', [2, 3]),
    seriesGame(4, '2024-05-11', 'CAR', 'NYR'),
    seriesGame(5, '2024-05-13', 'NYR', 'CAR'),
    { gameNumber: 6, note: 'an item of another shape' },
  ],
};

/** The recorded 2024 postseason; 2023 stands for an answer missing a game (the recording's 2024, ALCS game 3 dropped). */
function postseasonAnswer(season: string | null): unknown {
  if (season !== '2024' && season !== '2023') return { series: [] };
  const answer = read(RECORDING) as { series: { series: { id: string }; games: { seriesGameNumber: number }[] }[] };
  if (season === '2024') return answer;
  return {
    ...answer,
    series: answer.series.map((s) =>
      s.series.id === 'L_1' ? { ...s, games: s.games.filter((g) => g.seriesGameNumber !== 3) } : s,
    ),
  };
}

describe.skipIf(!haveRecordings(RECORDING))('the postseason from the providers', () => {
  let fault: ProviderFault | undefined;
  const live = liveSportsAppForTests((url) => {
    if (fault) return faultyAnswer(fault, { series: 'none' });
    if (url.pathname === '/api/v1/schedule/postseason/series')
      return { body: postseasonAnswer(url.searchParams.get('season')) };
    if (url.pathname === '/v1/playoff-bracket/2024') return { body: NHL_BRACKET_2024 };
    if (url.pathname === '/v1/schedule/playoff-series/20232024/j') return { body: NHL_SERIES_J };
    if (url.pathname === '/v1/schedule/playoff-series/20232024/k') return faultyAnswer('hang');
    return undefined;
  }, '2024-11-20T16:00:00Z');
  const get = (url: string) => live.t.app.inject({ method: 'GET', url, remoteAddress: newVisitor() });

  it('MLB 2024 (recorded): eleven series in four rounds, each game told its tally, the Dodgers champions', async () => {
    const res = await get('/v1/sports/mlb/postseason?season=2024');
    expect(res.statusCode).toBe(200);
    const p = res.json<Postseason>();
    expect(p.rounds.map((r) => [r.name, r.series.length])).toEqual([
      ['Wild Card', 4],
      ['Division Series', 4],
      ['League Championship Series', 2],
      ['World Series', 1],
    ]);
    expect(p.champion).toEqual({ id: 119, name: 'Los Angeles Dodgers' });
    expect(p.starts).toBe('2024-10-01');
    const ws = p.rounds[3]!.series[0]!;
    expect(ws).toMatchObject({ round: 'World Series', group: null, bestOf: 7, status: 'LAD win 4–1' });
    expect(ws.games.map((g) => g.game!.series!.after)).toEqual([
      'LAD lead 1–0',
      'LAD lead 2–0',
      'LAD lead 3–0',
      'LAD lead 3–1',
      'LAD win 4–1',
    ]);
    expect(ws.games[3]!.game!.series).toMatchObject({ round: 'World Series', game: 4, before: 'LAD lead 3–0' });
    const lcs = p.rounds[2]!.series;
    expect(lcs.map((s) => [s.round, s.status])).toEqual([
      ['ALCS', 'NYY win 4–1'],
      ['NLCS', 'LAD win 4–2'],
    ]);
    // The Mets' Wild Card series went the distance; every game of every series was played.
    expect(p.rounds[0]!.series.find((s) => s.games.length === 3)!.status).toBe('NYM win 2–1');
    expect(p.rounds.flatMap((r) => r.series).flatMap((s) => s.games)).toHaveLength(43);
  });

  it('MLB: a series missing a game shows the games it has, the missing one by number, and says what is not known', async () => {
    const p = (await get('/v1/sports/mlb/postseason?season=2023')).json<Postseason>();
    const alcs = p.rounds[2]!.series[0]!;
    expect(alcs.games.map((g) => [g.number, g.game ? 'game' : g.date])).toEqual([
      [1, 'game'],
      [2, 'game'],
      [3, null],
      [4, 'game'],
      [5, 'game'],
    ]);
    expect(alcs.games[1]!.game!.series!.after).toBe('NYY lead 2–0');
    expect(alcs.games[3]!.game!.series).toMatchObject({ before: null, after: null });
    // Four wins counted are four wins: the series is decided, its tally not known.
    expect(alcs.status).toBe('NYY win the series; the provider does not list game 3.');
    expect(alcs.winner).toEqual({ id: 147, name: 'New York Yankees' });
  });

  it('MLB: a season the provider has no series for says it has no bracket yet', async () => {
    const p = (await get('/v1/sports/mlb/postseason?season=2025')).json<Postseason>();
    expect(p).toMatchObject({ rounds: [], champion: null, note: 'The 2025 postseason has no bracket yet.' });
  });

  it('NHL 2024 (built): every series by round, tallies, and the rounds whose teams are still to be decided', async () => {
    const p = (await get('/v1/sports/nhl/postseason?season=2024')).json<Postseason>();
    expect(p).toMatchObject({ season: 2024, seasonName: '2023–24', champion: null });
    expect(p.rounds.map((r) => r.series.length)).toEqual([8, 4, 2, 1]);
    expect(p.rounds[0]!.series[2]).toMatchObject({
      round: 'First Round',
      group: 'Eastern',
      status: 'NYR win 4–0',
      winner: { id: 3, name: 'New York Rangers' },
      higher: { seed: 1, wins: 4 },
      lower: { seed: 8, wins: 0 },
    });
    expect(p.rounds[1]!.series.map((s) => s.status)).toEqual([
      'FLA lead 2–1',
      'NYR lead 3–0',
      'Series tied 1–1',
      'Series tied 1–1',
    ]);
    // Series J's games from its schedule (an item of another shape dropped); K's schedule hangs: told without games.
    const j = p.rounds[1]!.series[1]!;
    expect(j.games.map((g) => [g.number, g.date, g.ifNecessary, g.game?.status])).toEqual([
      [1, '2024-05-05', false, 'Final'],
      [2, '2024-05-07', false, 'Final'],
      [3, '2024-05-09', false, 'Final'],
      [4, '2024-05-11', false, 'Scheduled'],
      [5, '2024-05-13', true, 'Scheduled'],
    ]);
    expect(j.games[2]!.game).toMatchObject({
      home: { id: 12, name: 'Carolina Hurricanes' },
      home_score: 2,
      visitor_score: 3,
    });
    expect(p.rounds[1]!.series[2]!.games).toEqual([]);
    expect(p.rounds[2]!.series[0]).toMatchObject({ higher: null, lower: null, status: 'Teams to be decided' });
    expect(p.rounds[3]!.series[0]!.round).toBe('Stanley Cup Final');
  });

  it('NHL: playoffs the league has not drawn (its 404) say they have no bracket yet', async () => {
    const p = (await get('/v1/sports/nhl/postseason?season=2031')).json<Postseason>();
    expect(p).toMatchObject({ rounds: [], note: 'The 2030–31 playoffs has no bracket yet.' });
  });

  it.each(['hang', 'reset', 'wrong-shape'] as const)(
    'a provider that %s: the kept answer within the deadline, or a sentence',
    async (how) => {
      fault = how;
      try {
        // Kept from the tests above: served as it is.
        const kept = await get('/v1/sports/mlb/postseason?season=2024');
        expect(kept.statusCode).toBe(200);
        // Never asked before: a 5xx with a sentence, within the request's deadline.
        const fresh = await get(
          `/v1/sports/nhl/postseason?season=${{ hang: 2020, reset: 2021, 'wrong-shape': 2022 }[how]}`,
        );
        expect(fresh.statusCode).toBeGreaterThanOrEqual(502);
        expect(fresh.statusCode).toBeLessThanOrEqual(504);
        expect(fresh.body).toMatch(/^Our data provider \([^)]+\) [^]+\.$/);
      } finally {
        fault = undefined;
      }
    },
  );
});

describe.skipIf(!haveRecordings(RECORDING))("a day's schedule game with `hydrate=seriesStatus`", () => {
  // Game 4 of the 2024 World Series as recorded, with the tally the hydrate adds, built: no
  // recording holds it. Its fields (`gameNumber`, `totalGames`, `isTied`, `isOver`, `wins`,
  // `losses`, `winningTeam`, `losingTeam`, `result`) are those the Stats API's schedule answers
  // with `hydrate=seriesStatus`, as public Stats API clients read them.
  const recorded = read(RECORDING) as { series: { series: { id: string }; games: Record<string, unknown>[] }[] };
  const game4 = recorded.series.find((s) => s.series.id === 'W_1')!.games.find((g) => g.seriesGameNumber === 4)!;
  const withStatus = (status: Record<string, unknown>, state?: string) => ({
    ...game4,
    ...(state ? { status: { abstractGameState: 'Preview', detailedState: state, statusCode: 'S' } } : {}),
    seriesStatus: {
      gameNumber: 4,
      totalGames: 7,
      isOver: false,
      winningTeam: { id: 119, name: 'Los Angeles Dodgers' },
      losingTeam: { id: 147, name: 'New York Yankees' },
      result: 'LAD leads 3-0',
      ...status,
    },
  });

  it('before the first pitch: the round, the game and the tally going in; once final, the tally after it', () => {
    const log = { warn: () => undefined };
    const before = mapScheduleGame(
      withStatus({ wins: 3, losses: 0, isTied: false }, 'Scheduled') as never,
      '2024-10-29',
      log,
    );
    expect(before.series).toEqual({
      round: 'World Series',
      game: 4,
      bestOf: 7,
      before: 'LAD lead 3–0',
      after: null,
    });
    const after = mapScheduleGame(withStatus({ wins: 3, losses: 1, isTied: false }) as never, '2024-10-29', log);
    expect(after.series).toMatchObject({ before: null, after: 'LAD lead 3–1' });
    // A tally of another shape is left out; the game keeps its round and number.
    const odd = mapScheduleGame({ ...game4, seriesStatus: 'LAD leads 3-1' } as never, '2024-10-29', log);
    expect(odd.series).toEqual({ round: 'World Series', game: 4, bestOf: 7, before: null, after: null });
  });
});

describe.skipIf(!haveRecordings('nhl/schedule-week-2023-11-09.json'))("an NHL schedule game's `seriesStatus`", () => {
  // The recording's first game (NYI at BOS) made a second-round playoff game with the series
  // status the schedule gives playoff games, built: no recording holds one. Its fields
  // (`round`, `seriesTitle`, `neededToWin`, `topSeedTeamAbbrev`, `topSeedWins`,
  // `bottomSeedTeamAbbrev`, `bottomSeedWins`, `gameNumberOfSeries`) are those public NHL API
  // clients read from the schedule's playoff games.
  const week = read('nhl/schedule-week-2023-11-09.json') as { gameWeek: { games: Record<string, unknown>[] }[] };
  const playoffGame = (seriesStatus: unknown, gameState = 'FUT') =>
    ({ ...week.gameWeek[0]!.games[0]!, gameType: 3, gameState, seriesStatus }) as never;
  const status = {
    round: 2,
    seriesAbbrev: 'R2',
    seriesTitle: '2nd Round',
    seriesLetter: 'I',
    neededToWin: 4,
    topSeedTeamAbbrev: 'BOS',
    topSeedWins: 2,
    bottomSeedTeamAbbrev: 'NYI',
    bottomSeedWins: 3,
    gameNumberOfSeries: 6,
  };
  const log = { warn: () => undefined };

  it('tells the round, the game and the tally; a status of another shape leaves the game without a series', () => {
    const names = new Map<number, string>();
    expect(mapNhlGame(playoffGame(status), '2023-11-09', names, log).series).toEqual({
      round: 'Second Round',
      game: 6,
      bestOf: 7,
      before: 'NYI lead 3–2',
      after: null,
    });
    const final = mapNhlGame(playoffGame({ ...status, bottomSeedWins: 4 }, 'OFF'), '2023-11-09', names, log);
    expect(final.series).toMatchObject({ before: null, after: 'NYI win 4–2' });
    expect(mapNhlGame(playoffGame({ round: 'two' }), '2023-11-09', names, log).series).toBeUndefined();
  });
});
