import { describe, expect, it } from 'vitest';
import { winsNeeded } from '../../reference/series';
import { gameAt, resultOf } from './play';
import { postseasonSeries } from './postseason';

const SEASONS = [2024, 2025, 2026, 2027, 2028];
const AFTER_EVERYTHING = new Date('2031-01-01T00:00:00Z');

describe('the offline postseason', () => {
  for (const league of ['MLB', 'NHL'] as const) {
    it(`${league}: every season has a series that goes the distance and a sweep of a longer series`, () => {
      for (const season of SEASONS) {
        const series = postseasonSeries(league, season);
        expect(series.some((s) => s.bestOf === 7 && s.games.length === 7)).toBe(true);
        expect(series.some((s) => s.bestOf >= 5 && s.games.length === winsNeeded(s.bestOf))).toBe(true);
      }
    });

    it(`${league}: each series stops at its deciding game, and its games tell the tally either side`, () => {
      for (const season of SEASONS) {
        for (const s of postseasonSeries(league, season)) {
          const wins = new Map([
            [s.higher.id, 0],
            [s.lower.id, 0],
          ]);
          let previous: string | null = null;
          s.games.forEach((g, i) => {
            const winner = resultOf(g).homeWon ? g.home : g.visitor;
            wins.set(winner.id, wins.get(winner.id)! + 1);
            expect(g.series).toMatchObject({ round: s.name, game: i + 1, bestOf: s.bestOf, before: previous });
            previous = g.series!.after;
          });
          expect(wins.get(s.winner.id)).toBe(winsNeeded(s.bestOf));
          expect(Math.min(...wins.values())).toBeLessThan(winsNeeded(s.bestOf));
          expect(previous).toMatch(/ win \d–\d$/);
        }
      }
    });
  }

  it('names the rounds as the leagues do, and the game shows its series (the tally after it only once final)', () => {
    const mlb = postseasonSeries('MLB', 2026).map((s) => s.name);
    expect(new Set(mlb)).toEqual(
      new Set(['AL Wild Card', 'NL Wild Card', 'ALDS', 'NLDS', 'ALCS', 'NLCS', 'World Series']),
    );
    const nhl = postseasonSeries('NHL', 2026).map((s) => s.name);
    expect(new Set(nhl)).toEqual(
      new Set([
        'First Round',
        'Second Round',
        'Eastern Conference Final',
        'Western Conference Final',
        'Stanley Cup Final',
      ]),
    );
    const game = postseasonSeries('MLB', 2026).find((s) => s.games.length >= 3)!.games[2]!;
    const before = gameAt(game, new Date(game.gametime.getTime() - 3600_000));
    expect(before.series).toEqual({ ...game.series, after: null });
    expect(before.series!.before).toMatch(/^(Series tied 1–1|[A-Z]{2,3} lead 2–0)$/);
    expect(gameAt(game, AFTER_EVERYTHING).series).toEqual(game.series);
  });
});
