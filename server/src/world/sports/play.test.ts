import type { Game } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { endOf, gameAt, isPlayedThrough, type PlannedGame } from './play';
import { plannedGamesOn } from './schedule';

/** The game's state every `step` minutes from its start to its end. */
function playedThrough(game: PlannedGame, stepMinutes = 0.5): Game[] {
  const states: Game[] = [];
  const end = endOf(game).getTime();
  for (let t = game.gametime.getTime(); t < end; t += stepMinutes * 60_000) states.push(gameAt(game, new Date(t)));
  return states.filter((s) => s.status === 'In Progress');
}

const seconds = (clock: string) => Number(clock.split(':')[0]) * 60 + Number(clock.split(':')[1]);

describe('the offline world plays half-innings, outs and the clock', () => {
  it('MLB: each inning goes Top, Middle, Bottom, End; outs 0 to 2 and never back within a half', () => {
    const games = plannedGamesOn('MLB', '2026-07-18').filter(isPlayedThrough).slice(0, 4);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const states = playedThrough(game);
      const order = ['Top', 'Middle', 'Bottom', 'End'];
      for (let i = 1; i < states.length; i++) {
        const [before, now] = [states[i - 1]!, states[i]!];
        expect(order).toContain(now.inning_half);
        if (now.period === before.period) {
          expect(order.indexOf(now.inning_half!)).toBeGreaterThanOrEqual(order.indexOf(before.inning_half!));
          if (now.inning_half === before.inning_half && now.outs !== undefined)
            expect(now.outs).toBeGreaterThanOrEqual(before.outs!);
        }
        if (now.inning_half === 'Top' || now.inning_half === 'Bottom') expect([0, 1, 2]).toContain(now.outs);
        else expect(now).not.toHaveProperty('outs');
        expect(now).not.toHaveProperty('clock');
      }
      expect(new Set(states.map((s) => s.outs))).toEqual(new Set([0, 1, 2, undefined]));
    }
  });

  it('NHL: the clock runs down from 20:00 in each period, then the intermission; overtime from 5:00; none in a shootout', () => {
    const games = plannedGamesOn('NHL', '2026-11-21').filter(isPlayedThrough);
    for (const game of games) {
      const states = playedThrough(game, 0.25);
      for (let i = 1; i < states.length; i++) {
        const [before, now] = [states[i - 1]!, states[i]!];
        expect(now).not.toHaveProperty('inning_half');
        if (now.period! >= 5) expect(now.clock ?? now.intermission).toBeUndefined();
        if (now.clock) {
          expect(now.clock).toMatch(/^\d{1,2}:\d{2}$/);
          expect(seconds(now.clock)).toBeLessThanOrEqual(now.period === 4 ? 300 : 1200);
          if (before.clock && before.period === now.period)
            expect(seconds(now.clock)).toBeLessThanOrEqual(seconds(before.clock));
        }
      }
      expect(states[0]!.clock).toBe('20:00');
      expect(states.some((s) => s.period === 1 && s.intermission)).toBe(true);
    }
    // Some game of a Saturday goes to overtime, whose clock starts at five minutes.
    const overtime = games.flatMap((g) => playedThrough(g, 0.25)).filter((s) => s.period === 4 && s.clock);
    expect(overtime.map((s) => seconds(s.clock!)).every((s) => s <= 300)).toBe(true);
  });

  it('a finished game carries none of it', () => {
    const [game] = plannedGamesOn('NHL', '2026-11-21').filter(isPlayedThrough);
    const final = gameAt(game!, new Date(endOf(game!).getTime() + 60_000));
    expect(final.status).toBe('Final');
    for (const key of ['inning_half', 'outs', 'clock', 'intermission']) expect(final).not.toHaveProperty(key);
  });
});

describe('games that start together', () => {
  it('each go at their own pace, so they are not all at the same point of play', () => {
    let groups = 0;
    for (const day of ['2026-07-14', '2026-07-15', '2026-07-17', '2026-07-18', '2026-07-21', '2026-07-22']) {
      const byStart = new Map<number, PlannedGame[]>();
      for (const g of [...plannedGamesOn('MLB', day), ...plannedGamesOn('NHL', day.replace('-07-', '-11-'))])
        byStart.set(g.gametime.getTime(), [...(byStart.get(g.gametime.getTime()) ?? []), g]);
      const together = [...byStart.values()].filter((games) => games.length >= 3);
      groups += together.length;
      for (const games of together) {
        const at = new Date(games[0]!.gametime.getTime() + 50 * 60_000);
        const states = games
          .map((g) => gameAt(g, at))
          .map((g) => `${g.status} ${g.period} ${g.inning_half ?? ''} ${g.outs ?? ''} ${g.clock ?? ''}`);
        expect(new Set(states).size, `${day} ${states.join(' / ')}`).toBeGreaterThan(1);
      }
    }
    expect(groups).toBeGreaterThan(0);
  });
});
