import { addDays } from '@guide/common/dates';
import { describe, expect, it } from 'vitest';
import { offlineGamesOn } from './schedule';
import { teamsOf } from '../../reference/teams';
import { offlineNhlStandings } from './nhl-standings';
import { offlineMlbStandings, rankRecords, regularSeasonRecords } from './standings';

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

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

  it('show a full season of 162 games a team in the off-season', () => {
    const final = offlineMlbStandings('National League West', '2026-11-21', new Date('2026-11-21T17:00:00Z'));
    for (const r of final) {
      expect(r.leagueRecord.wins + r.leagueRecord.losses).toBe(162);
      expect(r.gamesPlayed).toBe(162);
    }
  });

  it.each([2024, 2025, 2026, 2027])(
    'add up to 162 games a team (MLB) and 82 (NHL) at the end of season %i',
    (season) => {
      for (const r of regularSeasonRecords('MLB', season)) expect(r.wins + r.losses, r.team.name).toBe(162);
      for (const r of regularSeasonRecords('NHL', season)) {
        expect(r.wins + r.losses + r.overtimeLosses, r.team.name).toBe(82);
      }
    },
  );

  it('order NHL ties by fewer games played, then regulation wins', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    for (const division of ['Metropolitan', 'Atlantic', 'Central', 'Pacific']) {
      const rows = offlineNhlStandings(division, '2026-01-15', now);
      for (let i = 1; i < rows.length; i++) {
        const [above, below] = [rows[i - 1]!, rows[i]!];
        expect(above.points!).toBeGreaterThanOrEqual(below.points!);
        if (above.points === below.points) expect(above.gamesPlayed!).toBeLessThanOrEqual(below.gamesPlayed!);
      }
    }
    const team = (name: string, wins: number, losses: number, overtimeLosses: number, regulationWins: number) => ({
      team: { ...teamsOf('NHL')[0]!, name },
      wins,
      losses,
      overtimeLosses,
      regulationWins,
      results: [],
    });
    const ranked = rankRecords('NHL', [
      team('22 games', 11, 10, 1, 11),
      team('19 games, 8 in regulation', 11, 7, 1, 8),
      team('19 games, 10 in regulation', 11, 7, 1, 10),
    ]);
    expect(ranked.map((r) => r.team.name)).toEqual([
      '19 games, 10 in regulation',
      '19 games, 8 in regulation',
      '22 games',
    ]);
  });

  it('say games behind the leader, the last ten and the streak (MLB: no overtime)', () => {
    const east = offlineMlbStandings('American League East', '2026-07-01', new Date('2026-07-01T16:00:00Z'));
    const leader = east[0]!.leagueRecord;
    expect(east[0]!.gamesBack).toBe('-');
    for (const r of east.slice(1)) {
      const behind = (leader.wins - r.leagueRecord.wins + r.leagueRecord.losses - leader.losses) / 2;
      expect(r.gamesBack).toBe(behind === 0 ? '-' : behind.toFixed(1));
    }
    for (const r of east) {
      expect(r.lastTen!.wins + r.lastTen!.losses).toBe(10);
      expect(r.lastTen).not.toHaveProperty('ot');
      expect(r.streak).toMatch(/^[WL]\d+$/);
    }
  });
});
