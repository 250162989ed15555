import { addDays } from '@guide/common/dates';
import type { NhlTeamPage } from '@guide/common/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { offlineGamesOn } from '../world/sports/schedule';
import { NHL_TEAMS } from '../reference/teams';

// Saturday Nov. 21, 2026, 8 p.m. in New York: some of the day's NHL games are over, some under way.
const EVENING = '2026-11-22T01:00:00Z';

describe('GET /v1/sports/nhl/team/{id} (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: EVENING });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the team, its next and last five games and its division, in the MLB answer’s shape', async () => {
    const res = await get('/v1/sports/nhl/team/10');
    expect(res.statusCode).toBe(200);
    const page = res.json<NhlTeamPage>();
    expect(page.Team).toEqual({ id: 10, name: 'Toronto Maple Leafs', fullName: 'Toronto Maple Leafs' });
    expect(page.NextGames).toHaveLength(5);
    expect(page.PastGames).toHaveLength(5);
    for (const g of [...page.NextGames, ...page.PastGames]) expect([g.home.id, g.visitor.id]).toContain(10);
    expect(page.PastGames.every((g) => g.status === 'Final')).toBe(true);
    expect(page.Standings.division.name).toBe('Atlantic');
    const atlantic = NHL_TEAMS.filter((team) => team.division === 'Atlantic').map((team) => team.id);
    expect(page.Standings.teamRecords.map((r) => r.team.id).sort((a, b) => a - b)).toEqual(
      [...atlantic].sort((a, b) => a - b),
    );
    expect(page.Standings.teamRecords.map((r) => r.divisionRank)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const points = page.Standings.teamRecords.map((r) => r.points!);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('has standings that follow from the Final games the days list: points, games played, last ten and streak', async () => {
    const page = (await get('/v1/sports/nhl/team/10')).json<NhlTeamPage>();
    // The team's own regular-season results, in order, as the scoreboard showed them.
    const now = new Date(EVENING);
    const outcomes = new Map<number, string[]>();
    for (let day = '2026-10-06'; day <= '2026-11-21'; day = addDays(day, 1)) {
      for (const g of offlineGamesOn('NHL', day, now)) {
        if (g.status !== 'Final' || g.description !== 'Regular Season') continue;
        const homeWon = g.home_score! > g.visitor_score!;
        const loss = g.period! > 3 ? 'OT' : 'L';
        outcomes.set(g.home.id, [...(outcomes.get(g.home.id) ?? []), homeWon ? 'W' : loss]);
        outcomes.set(g.visitor.id, [...(outcomes.get(g.visitor.id) ?? []), homeWon ? loss : 'W']);
      }
    }
    for (const r of page.Standings.teamRecords) {
      const mine = outcomes.get(r.team.id) ?? [];
      const count = (list: string[], o: string) => list.filter((x) => x === o).length;
      expect(r.leagueRecord).toMatchObject({
        wins: count(mine, 'W'),
        losses: count(mine, 'L'),
        ot: count(mine, 'OT'),
        ties: 0,
      });
      expect(r.gamesPlayed).toBe(mine.length);
      expect(r.points).toBe(2 * count(mine, 'W') + count(mine, 'OT'));
      const last = mine.slice(-10);
      expect(r.lastTen).toEqual({ wins: count(last, 'W'), losses: count(last, 'L'), ot: count(last, 'OT') });
      expect(r.streak).toMatch(new RegExp(`^${mine.at(-1)}\\d+$`));
      expect(mine.length).toBeGreaterThan(10);
    }
  });

  it('404 with a sentence for an id that is no NHL club (an MLB id included), 400 for one that is no id', async () => {
    for (const id of [999, 147]) {
      const res = await get(`/v1/sports/nhl/team/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(`There is no NHL team with id ${id}.`);
    }
    expect((await get('/v1/sports/nhl/team/abc')).statusCode).toBe(400);
    expect((await get('/v1/sports/nhl/team/10?date=2026-02-30')).statusCode).toBe(400);
  });

  it('before a season starts, shows the last season’s final table', async () => {
    const page = (await get('/v1/sports/nhl/team/10?date=2026-09-20')).json<NhlTeamPage>();
    for (const r of page.Standings.teamRecords) expect(r.gamesPlayed).toBeGreaterThan(70);
  });
});
