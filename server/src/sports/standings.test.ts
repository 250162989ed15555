import type { LeagueStandingRecord, LeagueStandings } from '@guide/common/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Thursday Oct. 15, 2026: the MLB regular season is over, the NHL's a week old.
const OCTOBER = '2026-10-15T16:00:00Z';
// Sunday Aug. 16, 2026: the MLB season two-thirds through.
const AUGUST = '2026-08-16T16:00:00Z';

const numberBack = (text: string) => (text === '-' ? 0 : Number(text));

function checkShape(s: LeagueStandings, divisionPlaces: number) {
  expect(s.groups).toHaveLength(2);
  for (const group of s.groups) {
    const all = group.divisions.flatMap((d) => d.teamRecords);
    expect(all.length + 0).toBe(15 + (s.league === 'NHL' ? 1 : 0));
    // Every team that holds no division place is in the race, once, ranked 1, 2, 3…
    const holders = group.divisions.flatMap((d) => d.teamRecords.slice(0, divisionPlaces));
    expect(group.wildCard).toHaveLength(all.length - holders.length);
    expect(group.wildCard.map((r) => r.wildCardRank)).toEqual(group.wildCard.map((_, i) => i + 1));
    for (const r of holders) expect(r).toMatchObject({ wildCardRank: null, wildCardBack: null });
    // The last wild card place is '-' and those out are behind it, further the lower they stand.
    const last = group.wildCard[group.wildCardSpots - 1]!;
    expect(last.wildCardBack).toBe('-');
    const out = group.wildCard.slice(group.wildCardSpots).map((r) => numberBack(r.wildCardBack!));
    expect(out).toEqual([...out].sort((a, b) => a - b));
    for (const r of group.wildCard.slice(0, group.wildCardSpots - 1))
      expect(r.wildCardBack).toMatch(/^(\+\d+(\.\d)?|-)$/);
  }
}

describe('GET /v1/sports/{league}/standings (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: OCTOBER });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("MLB in October: the final table, each league's three division winners and three wild cards marked, the rest eliminated", async () => {
    const res = await get('/v1/sports/mlb/standings');
    expect(res.statusCode).toBe(200);
    const s = res.json<LeagueStandings>();
    expect(s).toMatchObject({ league: 'MLB', season: '2026', final: true });
    expect(s.groups.map((g) => g.name)).toEqual(['American League', 'National League']);
    checkShape(s, 1);
    for (const group of s.groups) {
      const leaders = group.divisions.map((d) => d.teamRecords[0]!);
      // The best record of the league among them is z, the others y.
      const best = [...leaders].sort((a, b) => Number(b.leagueRecord.pct) - Number(a.leagueRecord.pct))[0]!;
      expect(leaders.map((r) => r.clinch)).toEqual(leaders.map((r) => (r === best ? 'z' : 'y')));
      expect(group.wildCard.slice(0, 3).map((r) => r.clinch)).toEqual(['w', 'w', 'w']);
      for (const r of group.wildCard.slice(3)) expect(r.clinch).toBe('e');
      for (const r of group.divisions.flatMap((d) => d.teamRecords)) expect(r.gamesPlayed).toBe(162);
    }
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('NHL in October: conferences with their divisions, the top three of each holding a place, two wild cards, nothing clinched yet', async () => {
    const s = (await get('/v1/sports/nhl/standings')).json<LeagueStandings>();
    expect(s).toMatchObject({ league: 'NHL', season: '2026-27', final: false });
    expect(s.groups.map((g) => g.name)).toEqual(['Eastern', 'Western']);
    checkShape(s, 3);
    const rows = s.groups.flatMap((g) => g.divisions.flatMap((d) => d.teamRecords));
    expect(rows.every((r: LeagueStandingRecord) => r.clinch === null)).toBe(true);
    expect(rows.some((r) => (r.gamesPlayed ?? 0) > 0)).toBe(true);
  });

  it('a day of another season: that season as it stood; a day that is no date is a 400 with a sentence', async () => {
    const s = (await get('/v1/sports/mlb/standings?date=2025-06-01')).json<LeagueStandings>();
    expect(s.season).toBe('2025');
    const bad = await get('/v1/sports/mlb/standings?date=June');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/date/);
  });
});

describe('GET /v1/sports/mlb/standings in August (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: AUGUST });
  });
  afterAll(async () => t?.close());

  it('the race under way: ordered by winning percentage, games behind the last wild card, only certain marks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sports/mlb/standings' });
    const s = res.json<LeagueStandings>();
    expect(s.final).toBe(false);
    checkShape(s, 1);
    for (const group of s.groups) {
      const pct = group.wildCard.map((r) => Number(r.leagueRecord.pct));
      expect(pct).toEqual([...pct].sort((a, b) => b - a));
      for (const r of group.divisions.flatMap((d) => d.teamRecords)) {
        expect([null, 'y', 'e']).toContain(r.clinch);
        if (r.clinch === 'e') expect(r.wildCardRank).not.toBeNull();
      }
    }
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
