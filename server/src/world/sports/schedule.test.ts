import { addDays } from '@guide/common/dates';
import { describe, expect, it } from 'vitest';
import type { League } from '../../reference/teams';
import { dayOfGameId } from './ids';
import { gameAt, isPlayedThrough, type PlannedGame } from './play';
import { offlineGame, offlineGamesOn, plannedGamesOn } from './schedule';
import { scheduledGamesOn } from './scheduled-games';

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const AFTER_EVERYTHING = new Date('2030-01-01T00:00:00Z');

describe.each<[League, string, string]>([
  ['MLB', '2026-01-01', '2026-12-31'],
  ['NHL', '2026-07-01', '2027-06-30'],
])('%s over a whole year', (league, from, to) => {
  const year = days(from, to).map((day) => ({ day, games: plannedGamesOn(league, day) }));

  it('has each team at most once a day, doubleheaders aside', () => {
    for (const { day, games } of year) {
      const seen = new Map<string, number>();
      for (const g of games) {
        expect(g.home.id).not.toBe(g.visitor.id);
        for (const team of [g.home.id, g.visitor.id]) {
          // A doubleheader is the same two teams twice.
          const key = `${team}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
      for (const [team, n] of seen) {
        if (n > 1) {
          const twice = games.filter((g) => g.home.id === Number(team) || g.visitor.id === Number(team));
          expect(
            twice.every((g) => /game [12]$/.test(g.description)),
            `${league} team ${team} on ${day}`,
          ).toBe(true);
          expect(new Set(twice.map((g) => [g.home.id, g.visitor.id].sort().join('-'))).size).toBe(1);
          expect(twice.some((g) => g.description.startsWith('Regular Season'))).toBe(true);
        }
      }
    }
  });

  it('has ids that lead back to their day, unique across the year', () => {
    const ids = year.flatMap(({ day, games }) => games.map((g) => ({ id: g.id, day })));
    expect(new Set(ids.map((g) => g.id)).size).toBe(ids.length);
    for (const { id, day } of ids) expect(dayOfGameId(league, id)).toBe(day);
  });

  it('follows the real calendar: nothing in the off-season', () => {
    const months = new Set(year.filter(({ games }) => games.length > 0).map(({ day }) => day.slice(5, 7)));
    if (league === 'MLB') {
      expect([...months].sort()).toEqual(
        ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].filter((m) => months.has(m)),
      );
      expect(months.has('12') || months.has('01')).toBe(false);
      expect(year.find(({ day }) => day === '2026-07-15')!.games.length).toBeGreaterThan(10);
      expect(
        year
          .filter(({ day }) => day.slice(5, 7) === '11')
          .every(({ day, games }) => games.length === 0 || day <= '2026-11-05'),
      ).toBe(true);
    } else {
      expect(months.has('07') || months.has('08')).toBe(false);
      expect(
        year
          .filter(({ games }) => games.some((g) => g.phase === 'postseason'))
          .every(({ day }) => day >= '2027-04-15' && day <= '2027-06-30'),
      ).toBe(true);
    }
  });

  it('starts games in the afternoon or evening, US time', () => {
    for (const { games } of year) {
      for (const g of games) {
        const hour = Number(
          g.gametime.toLocaleTimeString('en-US', { timeZone: g.home.timeZone, hour: 'numeric', hourCycle: 'h23' }),
        );
        expect(hour).toBeGreaterThanOrEqual(12);
        expect(hour).toBeLessThanOrEqual(22);
      }
    }
  });

  it('ends every game played through with a winner and a final score that never changes', () => {
    for (const { games } of year.filter((_, i) => i % 7 === 0)) {
      for (const g of games.filter(isPlayedThrough)) {
        const final = gameAt(g, AFTER_EVERYTHING);
        expect(final.status).toBe('Final');
        expect(final.home_score).not.toBe(final.visitor_score);
        expect(gameAt(g, new Date('2031-06-01T00:00:00Z'))).toEqual(final);
      }
    }
  });
});

describe('determinism and live progression', () => {
  it('gives the same games and scores for the same date and clock', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    expect(offlineGamesOn('NHL', '2026-11-21', now)).toEqual(offlineGamesOn('NHL', '2026-11-21', new Date(now)));
    expect(scheduledGamesOn('NHL', '2026-11-21').map((g) => g.id)).toEqual(
      offlineGamesOn('NHL', '2026-11-21', now).map((g) => g.id),
    );
  });

  it.each<[League, string]>([
    ['MLB', '2026-06-13'],
    ['NHL', '2026-11-21'],
  ])('%s: Scheduled, Pre-Game, live with a growing score and advancing period, then Final', (league, day) => {
    // Games the weather interferes with have tests of their own.
    for (const planned of plannedGamesOn(league, day).filter(
      (g) => !g.postponed && !g.suspended && !g.resumes && !g.delay,
    )) {
      const start = planned.gametime.getTime();
      const at = (minutes: number) => gameAt(planned, new Date(start + minutes * 60_000));
      expect(at(-120).status).toBe('Scheduled');
      expect(at(-10).status).toBe('Pre-Game');
      expect(at(1)).toMatchObject({ status: 'In Progress', period: 1 });
      let last = { home: 0, visitor: 0, period: 1 };
      for (let m = 1; at(m).status === 'In Progress'; m += 5) {
        const g = at(m);
        expect(g.home_score!).toBeGreaterThanOrEqual(last.home);
        expect(g.visitor_score!).toBeGreaterThanOrEqual(last.visitor);
        expect(g.period!).toBeGreaterThanOrEqual(last.period);
        if (league === 'NHL') expect(g.period!).toBeLessThanOrEqual(7);
        last = { home: g.home_score!, visitor: g.visitor_score!, period: g.period! };
      }
      const final = at(24 * 60);
      expect(final.status).toBe('Final');
      expect(final.home_score!).toBeGreaterThanOrEqual(last.home);
      if (league === 'MLB') expect(final.period!).toBeGreaterThanOrEqual(9);
      else expect(final.period!).toBeGreaterThanOrEqual(3);
      expect(offlineGame(league, planned.id, new Date(start + 24 * 3600_000))).toEqual(final);
    }
  });
});

describe('weather and extra time, deterministic and rare', () => {
  const season = days('2026-03-26', '2026-09-27').map((day) => ({ day, games: plannedGamesOn('MLB', day) }));
  const all = season.flatMap(({ games }) => games);
  const onDay = (day: string) => season.find((d) => d.day === day)?.games ?? [];
  const samePair = (a: PlannedGame, b: PlannedGame) => a.home.id === b.home.id && a.visitor.id === b.visitor.id;

  it('rains out about one MLB game in a hundred, suspends a few and delays a few more, only April to September', () => {
    const share = (n: number) => n / all.length;
    expect(share(all.filter((g) => g.postponed).length)).toBeGreaterThan(0.002);
    expect(share(all.filter((g) => g.postponed).length)).toBeLessThan(0.02);
    expect(all.filter((g) => g.suspended).length).toBeGreaterThan(0);
    expect(share(all.filter((g) => g.suspended).length)).toBeLessThan(0.006);
    expect(share(all.filter((g) => g.delay).length)).toBeGreaterThan(0.005);
    expect(share(all.filter((g) => g.delay).length)).toBeLessThan(0.04);
    for (const g of all.filter((x) => x.postponed || x.suspended || x.delay))
      expect(['04', '05', '06', '07', '08', '09']).toContain(g.day.slice(5, 7));
    expect(plannedGamesOn('NHL', '2026-11-21').some((g) => g.postponed || g.suspended || g.delay)).toBe(false);
  });

  it('keeps a rain-out on its day as Postponed and makes it up the next day as game 1 of a doubleheader', () => {
    for (const g of all.filter((x) => x.postponed)) {
      const start = g.gametime.getTime();
      expect(gameAt(g, new Date(start - 3 * 3600_000)).status).toBe('Scheduled');
      expect(gameAt(g, new Date(start - 3600_000))).toMatchObject({
        status: 'Postponed',
        detail: 'Postponed: Rain',
        new_date: g.postponed!.newDay,
        home_score: null,
        period: null,
      });
      expect(gameAt(g, AFTER_EVERYTHING)).toMatchObject({ status: 'Postponed', date: g.day });
      expect(g.postponed!.newDay).toBe(addDays(g.day, 1));
      const next = onDay(g.postponed!.newDay).filter((x) => samePair(x, g));
      expect(next.map((x) => x.description)).toEqual(['Regular Season, game 1', 'Regular Season, game 2']);
      expect(gameAt(next[0]!, AFTER_EVERYTHING).status).toBe('Final');
    }
  });

  it('suspends a game mid-way, keeps its score on its day, and finishes that very play the next day', () => {
    for (const g of all.filter((x) => x.suspended)) {
      const stopped = gameAt(g, AFTER_EVERYTHING);
      expect(stopped).toMatchObject({
        status: 'Suspended',
        detail: 'Suspended: Rain',
        new_date: addDays(g.day, 1),
        date: g.day,
      });
      expect(stopped.period!).toBeGreaterThanOrEqual(5);
      const resumption = onDay(addDays(g.day, 1)).find((x) => x.resumes?.id === g.id)!;
      expect(resumption.description).toBe('Regular Season, game 1');
      expect(samePair(resumption, g)).toBe(true);
      const resumed = gameAt(resumption, new Date(resumption.gametime.getTime() + 60_000));
      expect(resumed).toMatchObject({ status: 'In Progress', period: stopped.period });
      expect(resumed.home_score!).toBeGreaterThanOrEqual(stopped.home_score!);
      expect(resumed.visitor_score!).toBeGreaterThanOrEqual(stopped.visitor_score!);
      const final = gameAt(resumption, AFTER_EVERYTHING);
      expect(final.status).toBe('Final');
      expect(final.home_score).not.toBe(final.visitor_score);
    }
  });

  it('stops play for a rain delay with the inning and score kept, then plays on to the same final', () => {
    for (const g of all.filter((x) => x.delay).slice(0, 20)) {
      const { atMinute, minutes } = g.delay!;
      const at = (m: number) => gameAt(g, new Date(g.gametime.getTime() + m * 60_000));
      const before = at(atMinute - 0.01);
      const during = at(atMinute + minutes / 2);
      expect(during).toMatchObject({ status: 'Delayed', detail: 'Delayed: Rain', period: at(atMinute).period });
      expect([during.home_score, during.visitor_score]).toEqual([at(atMinute).home_score, at(atMinute).visitor_score]);
      expect(before.status).toBe('In Progress');
      expect(at(atMinute + minutes + 1).status).toMatch(/In Progress|Final/);
      expect(gameAt(g, AFTER_EVERYTHING).status).toBe('Final');
    }
  });

  it('goes to extra innings now and then, and the NHL to overtime and shootouts', () => {
    expect(all.some((g) => gameAt(g, AFTER_EVERYTHING).period! > 9)).toBe(true);
    const nhl = days('2026-10-13', '2027-01-31')
      .flatMap((day) => plannedGamesOn('NHL', day))
      .map((g) => gameAt(g, AFTER_EVERYTHING));
    const overtime = nhl.filter((g) => g.period === 4);
    const shootout = nhl.filter((g) => g.period === 5);
    expect(overtime.length / nhl.length).toBeGreaterThan(0.05);
    expect(shootout.length / nhl.length).toBeGreaterThan(0.03);
    expect(overtime.every((g) => g.detail === 'Final/OT')).toBe(true);
    expect(shootout.every((g) => g.detail === 'Final/SO')).toBe(true);
    expect(nhl.filter((g) => g.period === 3).every((g) => g.detail === undefined)).toBe(true);
  });

  it('draws the same weather for the same day', () => {
    const day = all.find((g) => g.postponed)!.day;
    expect(offlineGamesOn('MLB', day, AFTER_EVERYTHING)).toEqual(
      offlineGamesOn('MLB', day, new Date(AFTER_EVERYTHING)),
    );
  });
});

describe('the instant the browser tests use (e2e/sports-weather.spec.ts)', () => {
  /** The first instant of a season (in 5-minute steps) at which one MLB day shows both a rain-out and a rain delay. */
  function firstRainyInstant(from: string, to: string): Date | undefined {
    for (const day of days(from, to)) {
      const games = plannedGamesOn('MLB', day);
      for (const delayed of games.filter((g) => g.delay)) {
        for (let m = delayed.delay!.atMinute; m < delayed.delay!.atMinute + delayed.delay!.minutes; m += 5) {
          const at = new Date(delayed.gametime.getTime() + m * 60_000);
          if (games.some((g) => g.postponed && gameAt(g, at).status === 'Postponed')) return at;
        }
      }
    }
    return undefined;
  }

  it('is found by a search over the days, and has what the tests look for', () => {
    const now = new Date('2026-04-04T21:45:00Z');
    expect(firstRainyInstant('2026-03-26', '2026-09-27')?.toISOString().slice(0, 13)).toBe('2026-04-04T21');
    const mlb = offlineGamesOn('MLB', '2026-04-04', now);
    expect(mlb.filter((g) => g.status === 'Postponed')).toHaveLength(1);
    expect(mlb.filter((g) => g.status === 'Delayed')).toHaveLength(1);
    const makeUpDay = offlineGamesOn('MLB', '2026-04-05', now);
    const rainedOut = mlb.find((g) => g.status === 'Postponed')!;
    expect(makeUpDay.filter((g) => g.home.id === rainedOut.home.id).map((g) => g.description)).toEqual([
      'Regular Season, game 1',
      'Regular Season, game 2',
    ]);
    const nhl = offlineGamesOn('NHL', '2026-04-02', now);
    expect(nhl.filter((g) => g.period === 4)).toHaveLength(1);
    expect(nhl.filter((g) => g.period === 5)).toHaveLength(1);
  });
});
