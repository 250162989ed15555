import { addDays } from '@guide/common/dates';
import { describe, expect, it } from 'vitest';
import { scheduledGamesOn } from './offline-schedule';
import { dayOfGameId, gameAt, mlbCalendar, nhlCalendar, offlineGame, offlineGamesOn, offlineMlbStandings, plannedGamesOn, regularSeasonRecords } from './offline-world';
import { MLB_DIVISIONS, MLB_TEAMS, NHL_TEAMS, type League } from './teams';

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const AFTER_EVERYTHING = new Date('2030-01-01T00:00:00Z');

describe('teams', () => {
  it('has 30 MLB clubs in 6 divisions of 5 and 32 NHL clubs in 4 divisions of 8, ids unique', () => {
    expect(new Set(MLB_TEAMS.map((t) => t.id)).size).toBe(30);
    expect(new Set(NHL_TEAMS.map((t) => t.id)).size).toBe(32);
    for (const division of Object.keys(MLB_DIVISIONS)) expect(MLB_TEAMS.filter((t) => t.division === division)).toHaveLength(5);
    for (const division of ['Atlantic', 'Metropolitan', 'Central', 'Pacific']) expect(NHL_TEAMS.filter((t) => t.division === division)).toHaveLength(8);
  });
});

describe('calendars', () => {
  it('puts MLB opening day on the last Thursday of March and the end on the last Sunday of September', () => {
    expect(mlbCalendar(2026).openingDay).toBe('2026-03-26');
    expect(mlbCalendar(2026).regularEnd).toBe('2026-09-27');
    expect(mlbCalendar(2025).openingDay).toBe('2025-03-27');
  });

  it('starts the NHL season on a Tuesday in early October (2023: Oct. 10, as the real one)', () => {
    expect(nhlCalendar(2023).regularStart).toBe('2023-10-10');
    expect(nhlCalendar(2026).regularEnd.slice(0, 7)).toBe('2027-04');
  });
});

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
          expect(twice.every((g) => /game [12]$/.test(g.description)), `${league} team ${team} on ${day}`).toBe(true);
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
      expect([...months].sort()).toEqual(['02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].filter((m) => months.has(m)));
      expect(months.has('12') || months.has('01')).toBe(false);
      expect(year.find(({ day }) => day === '2026-07-15')!.games.length).toBeGreaterThan(10);
      expect(year.filter(({ day }) => day.slice(5, 7) === '11').every(({ day, games }) => games.length === 0 || day <= '2026-11-05')).toBe(true);
    } else {
      expect(months.has('07') || months.has('08')).toBe(false);
      expect(year.filter(({ games }) => games.some((g) => g.phase === 'postseason')).every(({ day }) => day >= '2027-04-15' && day <= '2027-06-30')).toBe(true);
    }
  });

  it('starts games in the afternoon or evening, US time', () => {
    for (const { games } of year) {
      for (const g of games) {
        const hour = Number(g.gametime.toLocaleTimeString('en-US', { timeZone: g.home.timeZone, hour: 'numeric', hourCycle: 'h23' }));
        expect(hour).toBeGreaterThanOrEqual(12);
        expect(hour).toBeLessThanOrEqual(22);
      }
    }
  });

  it('ends every game with a winner and a final score that never changes', () => {
    for (const { games } of year.filter((_, i) => i % 7 === 0)) {
      for (const g of games) {
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
    expect(scheduledGamesOn('NHL', '2026-11-21').map((g) => g.id)).toEqual(offlineGamesOn('NHL', '2026-11-21', now).map((g) => g.id));
  });

  it.each<[League, string]>([
    ['MLB', '2026-06-13'],
    ['NHL', '2026-11-21'],
  ])('%s: Scheduled, Pre-Game, live with a growing score and advancing period, then Final', (league, day) => {
    for (const planned of plannedGamesOn(league, day)) {
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

describe('standings', () => {
  it('follow from the Final games: W + L = games played, pct to three places, ranks in order', () => {
    const now = new Date('2026-07-01T16:00:00Z');
    const records = regularSeasonRecords('MLB', 2026, now);
    const played = new Map<number, number>();
    for (const day of days('2026-03-26', '2026-07-01')) {
      for (const g of offlineGamesOn('MLB', day, now)) {
        if (g.status !== 'Final' || !g.description.startsWith('Regular')) continue;
        for (const id of [g.home.id, g.visitor.id]) played.set(id, (played.get(id) ?? 0) + 1);
      }
    }
    for (const r of records) expect(r.wins + r.losses).toBe(played.get(r.team.id));
    const east = offlineMlbStandings('American League East', '2026-07-01', now);
    expect(east.map((r) => r.divisionRank)).toEqual(['1', '2', '3', '4', '5']);
    for (const r of east) {
      const { wins, losses, pct } = r.leagueRecord;
      expect(pct).toMatch(/^(\.\d{3}|1\.000)$/);
      expect(Number(pct)).toBeCloseTo(wins / (wins + losses), 3);
    }
    const pcts = east.map((r) => Number(r.leagueRecord.pct));
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
  });

  it('show a full season of about 162 games in the off-season', () => {
    const final = offlineMlbStandings('National League West', '2026-11-21', new Date('2026-11-21T17:00:00Z'));
    for (const r of final) expect(r.leagueRecord.wins + r.leagueRecord.losses).toBeGreaterThan(145);
  });
});
