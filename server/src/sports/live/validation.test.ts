import type { Game, MlbTeamPage } from '@guide/common/sports';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOSTON_AND_TORONTO, liveSportsAppForTests } from '../../../test/live-sports-app';

/**
 * Valid JSON of the wrong shape is a provider failure: a 502 sentence, never `[]` or "not
 * found", and nothing cached (the next good answer is served). One malformed game is dropped.
 */

const team = (id: number, name: string) => ({ team: { id, name } });
const mlbGame = (gamePk: number, gameDate: string) => ({
  gamePk,
  gameDate,
  officialDate: '2026-06-13',
  seriesDescription: 'Regular Season',
  status: { detailedState: 'Scheduled' },
  teams: { home: team(147, 'New York Yankees'), away: team(111, 'Boston Red Sox') },
});
const goodSchedule = {
  dates: [
    { date: '2026-06-13', games: [mlbGame(900001, '2026-06-13T23:05:00Z'), mlbGame(900002, '2026-06-14T00:05:00Z')] },
  ],
};
const nhlGame = (id: number) => ({
  id,
  gameType: 2,
  startTimeUTC: '2026-11-22T00:00:00Z',
  gameState: 'FUT',
  homeTeam: { id: 6, abbrev: 'BOS' },
  awayTeam: { id: 10, abbrev: 'TOR' },
  periodDescriptor: {},
});
const goodWeek = { gameWeek: [{ date: '2026-11-21', games: [nhlGame(2026020301), nhlGame(2026020302)] }] };
const goodTeam = {
  teams: [{ id: 147, name: 'New York Yankees', division: { id: 201, name: 'American League East' } }],
};

describe('live sports adapters check every answer', () => {
  /** What the stand-in provider answers, per path; tests swap entries. */
  const answers = new Map<string, unknown>();
  let teamAnswer: { status?: number; body: unknown } = { body: goodTeam };

  const live = liveSportsAppForTests((url) => {
    if (url.pathname === '/api/v1/teams/147') return teamAnswer;
    if (url.pathname === '/api/v1/standings') return { body: { records: [] } };
    if (url.pathname === '/api/v1/divisions') return { body: { divisions: [] } };
    if (url.pathname === '/api/v1/schedule' && url.searchParams.get('teamId')) return { body: { dates: [] } };
    if (url.pathname === '/stats/rest/en/team') return { body: BOSTON_AND_TORONTO };
    const key = url.pathname === '/api/v1/schedule' ? `mlb:${url.searchParams.get('date')}` : url.pathname;
    return answers.has(key) ? { body: answers.get(key) } : undefined;
  });
  beforeEach(() => {
    answers.clear();
    teamAnswer = { body: goodTeam };
  });

  const get = (url: string) => live.t.app.inject({ method: 'GET', url });

  it.each([
    ['dates is not a list', { dates: 'x' }, '2026-06-01'],
    ['no dates at all', {}, '2026-06-02'],
    ['a day without its games list', { dates: [{ date: '2026-06-03' }] }, '2026-06-03'],
  ])('MLB schedule, %s: 502, then the good answer once the provider mends (nothing cached)', async (_, body, day) => {
    answers.set(`mlb:${day}`, body);
    const bad = await get(`/v1/sports/mlb/games?date=${day}`);
    expect(bad.statusCode).toBe(502);
    expect(bad.body).toBe('Our data provider (MLB Stats API) sent an answer we could not use. Please try again later.');
    answers.set(`mlb:${day}`, {
      dates: [{ date: day, games: [{ ...mlbGame(900009, `${day}T23:05:00Z`), officialDate: day }] }],
    });
    const good = await get(`/v1/sports/mlb/games?date=${day}`);
    expect(good.statusCode).toBe(200);
    expect(good.json<Game[]>().map((g) => g.id)).toEqual([900009]);
  });

  it('MLB schedule: one malformed game is dropped, the rest answered; all malformed is a failure', async () => {
    answers.set('mlb:2026-06-13', {
      dates: [{ date: '2026-06-13', games: [...goodSchedule.dates[0]!.games, { gamePk: 'x' }] }],
    });
    const res = await get('/v1/sports/mlb/games?date=2026-06-13');
    expect(res.statusCode).toBe(200);
    expect(res.json<Game[]>().map((g) => g.id)).toEqual([900001, 900002]);
    answers.set('mlb:2026-06-14', {
      dates: [{ date: '2026-06-14', games: [{ gamePk: 1 }, { gamePk: 2, status: {} }] }],
    });
    expect((await get('/v1/sports/mlb/games?date=2026-06-14')).statusCode).toBe(502);
  });

  it('MLB game feed of the wrong shape: 502, not 404 or 410', async () => {
    answers.set('/api/v1.1/game/900007/feed/live', { gamePk: 900007, gameData: { status: { statusCode: 'I' } } });
    expect((await get('/v1/sports/mlb/game/900007')).statusCode).toBe(502);
    answers.set('/api/v1.1/game/900008/feed/live', { nothing: true });
    expect((await get('/v1/sports/mlb/game/900008')).statusCode).toBe(502);
  });

  it('MLB team: a wrong shape is a 502 and is not remembered as "no such team"; only the provider 404 is', async () => {
    teamAnswer = { body: { teams: [] } };
    expect((await get('/v1/sports/mlb/team/147')).statusCode).toBe(502);
    teamAnswer = { body: { teams: 'x' } };
    expect((await get('/v1/sports/mlb/team/147')).statusCode).toBe(502);
    teamAnswer = { body: goodTeam };
    const page = await get('/v1/sports/mlb/team/147');
    expect(page.statusCode).toBe(200);
    expect(page.json<MlbTeamPage>().Team).toEqual({ id: 147, name: 'New York Yankees', fullName: 'New York Yankees' });
    expect((await get('/v1/sports/mlb/team/999')).statusCode).toBe(404);
  });

  it('NHL week without gameWeek: 502, then the good answer; a malformed game is dropped', async () => {
    answers.set('/v1/schedule/2026-11-21', { nextStartDate: '2026-11-28' });
    expect((await get('/v1/sports/nhl/games?date=2026-11-21')).statusCode).toBe(502);
    answers.set('/v1/schedule/2026-11-21', {
      gameWeek: [{ date: '2026-11-21', games: [...goodWeek.gameWeek[0]!.games, { id: 'x' }] }],
    });
    const res = await get('/v1/sports/nhl/games?date=2026-11-21');
    expect(res.statusCode).toBe(200);
    expect(res.json<Game[]>().map((g) => g.id)).toEqual([2026020301, 2026020302]);
  });

  it('NHL gamecenter page of the wrong shape: 502', async () => {
    answers.set('/v1/gamecenter/2026020399/landing', { id: 2026020399, gameState: 'FUT' });
    expect((await get('/v1/sports/nhl/game/2026020399')).statusCode).toBe(502);
  });
});
