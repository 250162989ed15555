import type { MlbGameSummary, NhlGameSummary } from '@guide/common/game-summary';
import { describe, expect, it } from 'vitest';
import { plannedGamesOn } from './schedule';
import type { League } from '../../reference/teams';
import { offlineSummary, type BroadcastsOf } from './summary';

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

/** The TV world names the networks (world/tv/broadcasts.ts); here a stand-in shows they are passed through. */
const broadcastsOf: BroadcastsOf = (game) => [{ network: `${game.home.name} TV`, market: 'home', country: 'US' }];

function summaryOf(league: League, id: number, now: Date) {
  const found = offlineSummary(league, id, now, broadcastsOf);
  if (found.kind !== 'summary') throw new Error(`no summary for ${league} ${id}`);
  return found.summary;
}

/** Past days of both leagues: regular season, a playoff day, the last days of a season. */
const DAYS: [League, string][] = [
  ['MLB', '2026-04-11'],
  ['MLB', '2026-07-18'],
  ['MLB', '2026-09-27'],
  ['MLB', '2025-10-04'],
  ['NHL', '2026-11-21'],
  ['NHL', '2026-01-17'],
  ['NHL', '2026-03-05'],
  ['NHL', '2026-04-23'],
];

describe('offline game summaries', () => {
  const later = new Date('2026-11-25T12:00:00Z');

  it.each(DAYS)(
    '%s %s: every final game adds up, ends at its score, names its decisions or stars and its networks',
    (league, day) => {
      const games = plannedGamesOn(league, day);
      expect(games.length).toBeGreaterThan(0);
      let finals = 0;
      for (const planned of games) {
        const s = summaryOf(league, planned.id, later);
        const { game, linescore, scoring } = s;
        expect(s.broadcasts).toEqual([{ network: `${planned.home.name} TV`, market: 'home', country: 'US' }]);
        expect(s.venue).toBeTruthy();
        if (game.status !== 'Final') {
          // Called off before it began, or stopped to go on another day: no more play than its score.
          expect(sum(linescore.periods.map((p) => p.home))).toBe(game.home_score ?? 0);
          continue;
        }
        finals += 1;
        expect(linescore.periods).toHaveLength(game.period!);
        expect(sum(linescore.periods.map((p) => p.home))).toBe(game.home_score);
        expect(sum(linescore.periods.map((p) => p.visitor))).toBe(game.visitor_score);
        expect(scoring.at(-1)).toMatchObject({ home_score: game.home_score, visitor_score: game.visitor_score });
        // The score only ever goes up by one.
        scoring.forEach((play, i) => expect(play.home_score + play.visitor_score).toBe(i + 1));
        if (s.league === 'MLB') {
          const mlb = s as MlbGameSummary;
          expect([mlb.linescore.home.runs, mlb.linescore.visitor.runs]).toEqual([game.home_score, game.visitor_score]);
          expect(mlb.linescore.home.hits).toBeGreaterThanOrEqual(mlb.linescore.home.runs);
          expect(mlb.decisions?.winner).toBeTruthy();
          expect(mlb.decisions?.loser).toBeTruthy();
          expect(linescore.periods.length).toBeGreaterThanOrEqual(9);
        } else {
          const nhl = s as NhlGameSummary;
          expect([nhl.linescore.home.goals, nhl.linescore.visitor.goals]).toEqual([
            game.home_score,
            game.visitor_score,
          ]);
          expect(nhl.linescore.home.shots).toBeGreaterThanOrEqual(
            nhl.linescore.home.goals - (game.period === 5 ? 1 : 0),
          );
          expect(nhl.stars.map((star) => star.star)).toEqual([1, 2, 3]);
          expect(nhl.stars.every((star) => [game.home.id, game.visitor.id].includes(star.team.id))).toBe(true);
        }
      }
      expect(finals).toBeGreaterThan(0);
    },
  );

  it('a game being played adds up to its score so far; the home side has not batted in the top of an inning', () => {
    // A July Saturday, 8:30 p.m. in New York (the scoreboard's game-state day).
    const now = new Date('2026-07-19T00:30:00Z');
    const live = plannedGamesOn('MLB', '2026-07-18')
      .map((g) => summaryOf('MLB', g.id, now) as MlbGameSummary)
      .filter((s) => s.game.status === 'In Progress');
    expect(live.length).toBeGreaterThan(0);
    for (const s of live) {
      expect(sum(s.linescore.periods.map((p) => p.home))).toBe(s.game.home_score);
      expect(sum(s.linescore.periods.map((p) => p.visitor))).toBe(s.game.visitor_score);
      const last = s.linescore.periods.at(-1)!;
      if (s.game.inning_half === 'Top' || s.game.inning_half === 'Middle') expect(last.home).toBeNull();
      expect(s.decisions).toBeNull();
      expect(s.scoring.at(-1) ?? { home_score: 0, visitor_score: 0 }).toMatchObject({
        home_score: s.game.home_score,
        visitor_score: s.game.visitor_score,
      });
    }
  });

  it('before the start the line score holds no runs; the same id answers the same summary; an unknown id is unknown', () => {
    const [first] = plannedGamesOn('NHL', '2026-11-21');
    const early = summaryOf('NHL', first!.id, new Date('2026-11-21T12:00:00Z'));
    expect(early.game.status).toBe('Scheduled');
    expect(early.linescore.periods).toEqual([]);
    expect(early.scoring).toEqual([]);
    expect(summaryOf('NHL', first!.id, later)).toEqual(summaryOf('NHL', first!.id, later));
    expect(offlineSummary('NHL', 2026029999, later, broadcastsOf)).toEqual({ kind: 'unknown' });
    expect(offlineSummary('MLB', 1, later, broadcastsOf)).toEqual({ kind: 'unknown' });
  });
});
