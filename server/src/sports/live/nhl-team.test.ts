import type { NhlTeamPage } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { liveSportsAppForTests } from '../../../test/live-sports-app';
import { haveRecordings, readRecording as read } from '../../../test/replay-server';
import { mapNhlStandings, nhlSeasonId, type NhlStandingRow } from './nhl-team';

// Stand-in answers of our own in the web API's shapes: the Atlantic division on Nov. 10, 2023.
type Row = [
  abbrev: string,
  name: string,
  w: number,
  l: number,
  ot: number,
  l10: [number, number, number] | null,
  streak: [string, number] | null,
];
const atlantic: Row[] = [
  ['BOS', 'Boston Bruins', 11, 1, 2, [7, 1, 2], ['W', 3]],
  ['DET', 'Detroit Red Wings', 8, 4, 2, [6, 3, 1], ['L', 1]],
  ['TOR', 'Toronto Maple Leafs', 7, 4, 2, [5, 3, 2], ['OT', 1]],
  ['TBL', 'Tampa Bay Lightning', 6, 5, 4, [4, 4, 2], ['W', 1]],
  ['FLA', 'Florida Panthers', 8, 4, 1, [7, 3, 0], ['W', 2]],
  ['MTL', 'Montréal Canadiens', 6, 6, 2, [4, 5, 1], ['L', 2]],
  ['BUF', 'Buffalo Sabres', 6, 7, 1, null, null],
  ['OTT', 'Ottawa Senators', 5, 6, 0, [4, 6, 0], ['L', 1]],
];
const standings = {
  standings: [
    ...atlantic.map(([abbrev, name, wins, losses, otLosses, l10, streak]) => ({
      teamAbbrev: { default: abbrev },
      teamName: { default: name },
      divisionName: 'Atlantic',
      conferenceName: 'Eastern',
      wins,
      losses,
      otLosses,
      points: 2 * wins + otLosses,
      gamesPlayed: wins + losses + otLosses,
      ...(l10 ? { l10Wins: l10[0], l10Losses: l10[1], l10OtLosses: l10[2] } : {}),
      ...(streak ? { streakCode: streak[0], streakCount: streak[1] } : {}),
    })),
    {
      teamAbbrev: { default: 'NYR' },
      teamName: { default: 'New York Rangers' },
      divisionName: 'Metropolitan',
      wins: 10,
      losses: 2,
      otLosses: 1,
      points: 21,
      gamesPlayed: 13,
    },
    // An odd row (no division) is dropped, not the whole table.
    { teamAbbrev: { default: 'XXX' }, wins: 'many' },
  ],
};

const game = (
  id: number,
  gameDate: string,
  start: string,
  state: string,
  home: [number, string, number?],
  away: [number, string, number?],
  lastPeriodType?: string,
) => ({
  id,
  gameType: 2,
  gameDate,
  startTimeUTC: start,
  gameState: state,
  gameScheduleState: 'OK',
  homeTeam: { id: home[0], abbrev: home[1], ...(home[2] === undefined ? {} : { score: home[2] }) },
  awayTeam: { id: away[0], abbrev: away[1], ...(away[2] === undefined ? {} : { score: away[2] }) },
  periodDescriptor: lastPeriodType ? { number: lastPeriodType === 'OT' ? 4 : 3, periodType: lastPeriodType } : {},
  ...(lastPeriodType ? { gameOutcome: { lastPeriodType } } : {}),
});
const clubSchedule = {
  games: [
    game(2023020150, '2023-11-02', '2023-11-02T23:00:00Z', 'OFF', [6, 'BOS', 3], [4, 'PHI', 2], 'OT'),
    game(2023020170, '2023-11-04', '2023-11-05T00:00:00Z', 'OFF', [10, 'TOR', 2], [6, 'BOS', 3], 'REG'),
    game(2023020193, '2023-11-09', '2023-11-10T00:00:00Z', 'OFF', [6, 'BOS', 3], [2, 'NYI', 0], 'REG'),
    game(2023020210, '2023-11-11', '2023-11-12T00:00:00Z', 'FUT', [6, 'BOS'], [2, 'NYI']),
    game(2023020230, '2023-11-14', '2023-11-15T00:00:00Z', 'FUT', [14, 'TBL'], [6, 'BOS']),
    { id: 'not-a-game' },
  ],
};

describe("NHL standings order without the provider's own", () => {
  it('ranks equal points by fewer games played, then regulation wins', () => {
    const row = (
      code: string,
      wins: number,
      losses: number,
      otLosses: number,
      regulationWins: number,
    ): NhlStandingRow => ({
      teamAbbrev: { default: code },
      divisionName: 'Metropolitan',
      wins,
      losses,
      otLosses,
      points: 2 * wins + otLosses,
      gamesPlayed: wins + losses + otLosses,
      regulationWins,
    });
    const rows = [row('NJD', 11, 10, 1, 10), row('NYR', 11, 7, 1, 8), row('WSH', 11, 7, 1, 9)];
    const order = mapNhlStandings(rows, 'Metropolitan', () => undefined).map((r) => [r.team.name, r.gamesPlayed]);
    expect(order).toEqual([
      ['WSH', 19],
      ['NYR', 19],
      ['NJD', 22],
    ]);
  });
});

describe.skipIf(!haveRecordings('nhl/stats-team-list.json'))(
  'live NHL team pages (the team list recording, stand-in schedule and standings)',
  () => {
    const live = liveSportsAppForTests((url) => {
      const p = url.pathname;
      if (p === '/stats/rest/en/team') return { body: read('nhl/stats-team-list.json') };
      if (p === '/v1/standings/2023-11-10') return { body: standings };
      if (p === '/v1/club-schedule-season/BOS/20232024') return { body: clubSchedule };
      return undefined;
    }, '2023-11-10T16:00:00Z');

    const get = (url: string) => live.t.app.inject({ method: 'GET', url });

    it('the season id a day belongs to', () => {
      expect(nhlSeasonId('2023-11-10')).toBe('20232024');
      expect(nhlSeasonId('2024-04-10')).toBe('20232024');
      expect(nhlSeasonId('2024-07-01')).toBe('20242025');
    });

    it('the Bruins: their games from the club schedule, the Atlantic from the standings', async () => {
      const res = await get('/v1/sports/nhl/team/6');
      expect(res.statusCode).toBe(200);
      const page = res.json<NhlTeamPage>();
      expect(page.Team).toEqual({ id: 6, name: 'Boston Bruins', fullName: 'Boston Bruins' });
      expect(page.NextGames.map((g) => [g.id, g.status])).toEqual([
        [2023020210, 'Scheduled'],
        [2023020230, 'Scheduled'],
      ]);
      // Latest first, names from the team list, how an overtime game ended in the league's words.
      expect(page.PastGames.map((g) => g.id)).toEqual([2023020193, 2023020170, 2023020150]);
      expect(page.PastGames[0]).toMatchObject({
        date: '2023-11-09',
        status: 'Final',
        home: { name: 'Boston Bruins' },
        visitor: { name: 'New York Islanders' },
        home_score: 3,
        visitor_score: 0,
      });
      expect(page.PastGames[2]).toMatchObject({ detail: 'Final/OT', period: 4 });
      // A game still to come carries the clubs' records as today's standings give them (W-L-OT).
      const bostonRow = standings.standings.find((r) => r.teamAbbrev.default === 'BOS')!;
      const next = page.NextGames[0]!;
      expect(next.home.id === 6 ? next.home_record : next.visitor_record).toEqual({
        wins: bostonRow.wins,
        losses: bostonRow.losses,
        ot: bostonRow.otLosses,
      });
      expect(page.Standings.division.name).toBe('Atlantic');
      const records = page.Standings.teamRecords;
      // Best first by points, then fewer games (no provider order given): the Metropolitan's Rangers and the odd row are not in it.
      expect(records.map((r) => r.team.name)).toEqual([
        'Boston Bruins',
        'Detroit Red Wings',
        'Florida Panthers',
        'Toronto Maple Leafs',
        'Tampa Bay Lightning',
        'Montréal Canadiens',
        'Buffalo Sabres',
        'Ottawa Senators',
      ]);
      expect(records[0]).toEqual({
        team: { id: 6, name: 'Boston Bruins', fullName: 'Boston Bruins' },
        divisionRank: '1',
        leagueRank: '',
        leagueRecord: { wins: 11, losses: 1, ties: 0, ot: 2, pct: '.857' },
        points: 24,
        gamesPlayed: 14,
        lastTen: { wins: 7, losses: 1, ot: 2 },
        streak: 'W3',
      });
      expect(records.find((r) => r.team.id === 7)).not.toHaveProperty('lastTen');
      expect(records.map((r) => r.team.id)).toEqual([6, 17, 13, 10, 14, 8, 7, 9]);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('404 with a sentence for an id the team list does not know, and for a club of the past', async () => {
      for (const id of [999, 11]) {
        const res = await get(`/v1/sports/nhl/team/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(`There is no NHL team with id ${id}.`);
      }
      expect(live.replay.requests.some((r) => r.startsWith('/v1/club-schedule-season/ATL'))).toBe(false);
    });
  },
);
