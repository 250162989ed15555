import { addDays } from '@guide/common/dates';
import { describe, expect, it } from 'vitest';
import { offlineGamesOn } from './schedule';
import { offlineMlbStandings, regularSeasonRecords } from './standings';

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

  it('show a full season of about 162 games in the off-season', () => {
    const final = offlineMlbStandings('National League West', '2026-11-21', new Date('2026-11-21T17:00:00Z'));
    for (const r of final) expect(r.leagueRecord.wins + r.leagueRecord.losses).toBeGreaterThan(145);
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
