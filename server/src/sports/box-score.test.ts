import type { MlbBoxScore, MlbTeamBox, NhlBoxScore } from '@guide/common/box-score';
import type { MlbGameSummary, NhlGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Friday July 17, 2026, noon in New York: the games before the All-Star break final, the day's still to come.
const JULY_NOON = '2026-07-17T16:00:00Z';
// Saturday Nov. 21, 2026, 8 p.m. in New York: NHL games under way.
const NOVEMBER_EVENING = '2026-11-22T01:00:00Z';

const total = <T>(items: T[], of: (item: T) => number) => items.reduce((n, i) => n + of(i), 0);
const outsOf = (innings: string) => {
  const [whole, part] = innings.split('.').map(Number);
  return whole! * 3 + part!;
};

describe('GET /v1/sports/mlb/game/{id}/boxscore (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: JULY_NOON });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("a final: each side's lines add up to the line score, the RBI to the scoring plays, the starters are the decisions' pitchers", async () => {
    const games = (await get('/v1/sports/mlb/games?date=2026-07-12')).json<Game[]>();
    const finals = games.filter((g) => g.status === 'Final');
    expect(finals.length).toBeGreaterThan(5);
    for (const final of finals) {
      const res = await get(`/v1/sports/mlb/game/${final.id}/boxscore`);
      expect(res.statusCode).toBe(200);
      const box = res.json<MlbBoxScore>();
      const summary = (await get(`/v1/sports/mlb/game/${final.id}/summary`)).json<MlbGameSummary>();
      expect(box.note).toBeNull();
      expect(box.game).toMatchObject({ id: final.id, status: 'Final' });
      const { home, visitor } = box.teams!;
      expect(home.team.id).toBe(final.home.id);
      const check = (side: MlbTeamBox, own: 'home' | 'visitor') => {
        const them = own === 'home' ? visitor : home;
        expect(side.batters).toHaveLength(9);
        expect(total(side.batters, (b) => b.runs)).toBe(summary.linescore[own].runs);
        expect(total(side.batters, (b) => b.hits)).toBe(summary.linescore[own].hits);
        // A batter scores at most once each time he reached base.
        if (summary.linescore[own].runs <= total(side.batters, (b) => b.hits + b.walks))
          for (const b of side.batters) expect(b.runs).toBeLessThanOrEqual(b.hits + b.walks);
        expect(total(side.batters, (b) => b.rbi)).toBe(
          summary.scoring.filter((p) => p.team.id === side.team.id).length,
        );
        // What the other side's pitchers gave up is what this side did.
        expect(total(them.pitchers, (p) => p.hits)).toBe(summary.linescore[own].hits);
        expect(total(them.pitchers, (p) => p.runs)).toBe(summary.linescore[own].runs);
        expect(total(them.pitchers, (p) => p.walks)).toBe(total(side.batters, (b) => b.walks));
        for (const p of side.pitchers) expect(p.earnedRuns).toBeLessThanOrEqual(p.runs);
      };
      check(home, 'home');
      check(visitor, 'visitor');
      const starters = [home.pitchers[0]!.name, visitor.pitchers[0]!.name];
      expect(starters).toContain(summary.decisions!.winner);
      expect(starters).toContain(summary.decisions!.loser);
      const notes = [...home.pitchers, ...visitor.pitchers].map((p) => p.note).filter(Boolean);
      expect(notes.filter((n) => n!.startsWith('(W, '))).toHaveLength(1);
      expect(notes.filter((n) => n!.startsWith('(L, '))).toHaveLength(1);
      expect(notes.some((n) => n!.startsWith('(S, '))).toBe(summary.decisions!.save !== null);
      // Nine innings of outs at least for the losers' pitchers, whose side fielded every inning.
      const losers = final.home_score! > final.visitor_score! ? visitor : home;
      expect(total(losers.pitchers, (p) => outsOf(p.inningsPitched))).toBeGreaterThanOrEqual(24);
      expect(res.headers['cache-control']).toBe('public, max-age=21600');
    }
  });

  it('a game not started: the game, no lines, a sentence saying so', async () => {
    const games = (await get('/v1/sports/mlb/games?date=2026-07-17')).json<Game[]>();
    const later = games.find((g) => g.status === 'Scheduled')!;
    const res = await get(`/v1/sports/mlb/game/${later.id}/boxscore`);
    expect(res.statusCode).toBe(200);
    const box = res.json<MlbBoxScore>();
    expect(box.teams).toBeNull();
    expect(box.note).toBe('No box score yet: the lines appear once the game starts.');
    expect(box.game.id).toBe(later.id);
  });

  it('an unknown game is 404 and an id that is no number a 400, each with a sentence', async () => {
    const unknown = await get('/v1/sports/mlb/game/1/boxscore');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no MLB game with id 1.');
    const bad = await get('/v1/sports/mlb/game/abc/boxscore');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('The game id must be a positive whole number written in digits only, such as 147.');
  });
});

describe('GET /v1/sports/nhl/game/{id}/boxscore (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOVEMBER_EVENING });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("finals and live games: goals and assists are the scoring plays', shots and goalies the line score's", async () => {
    const games = [
      ...(await get('/v1/sports/nhl/games?date=2026-11-20')).json<Game[]>(),
      ...(await get('/v1/sports/nhl/games?date=2026-11-21')).json<Game[]>(),
    ].filter((g) => g.status === 'Final' || g.status === 'In Progress');
    expect(games.some((g) => g.status === 'In Progress')).toBe(true);
    for (const game of games) {
      const box = (await get(`/v1/sports/nhl/game/${game.id}/boxscore`)).json<NhlBoxScore>();
      const summary = (await get(`/v1/sports/nhl/game/${game.id}/summary`)).json<NhlGameSummary>();
      for (const own of ['home', 'visitor'] as const) {
        const side = box.teams![own];
        const them = box.teams![own === 'home' ? 'visitor' : 'home'];
        const goals = summary.scoring.filter((p) => p.team.id === side.team.id && p.label !== 'SO').length;
        expect(side.skaters).toHaveLength(18);
        expect(side.skaters.filter((s) => s.position === 'D')).toHaveLength(6);
        expect(total(side.skaters, (s) => s.goals)).toBe(goals);
        expect(total(side.skaters, (s) => s.shots)).toBe(summary.linescore[own].shots);
        for (const s of side.skaters) expect(s.points).toBe(s.goals + s.assists);
        const [goalie] = them.goalies;
        expect(goalie).toMatchObject({
          starter: true,
          shotsAgainst: summary.linescore[own].shots,
          goalsAgainst: goals,
        });
        expect(goalie!.saves + goalie!.goalsAgainst).toBe(goalie!.shotsAgainst);
      }
      const decisions = [box.teams!.home.goalies[0]!.decision, box.teams!.visitor.goalies[0]!.decision].sort();
      if (game.status === 'Final') expect(decisions).toEqual(game.period! >= 4 ? ['O', 'W'] : ['L', 'W']);
      else expect(decisions).toEqual([null, null]);
    }
  });
});
