import type { LeagueStandings } from '@guide/common/sports';
import { describe, expect, it } from 'vitest';
import { liveSportsAppForTests, newVisitor } from '../../../test/live-sports-app';
import { haveRecordings, recordedRoutes } from '../../../test/replay-server';

const RECORDINGS = [
  'mlb/standings-regularseason-2024.json',
  'mlb/divisions.json',
  'nhl/standings-now-2024-12-05.json',
  'nhl/standings-now-2026-04-17-excerpt.json',
  'nhl/stats-team-list.json',
];

describe.skipIf(!haveRecordings(...RECORDINGS))('league standings from the recorded provider answers', () => {
  const live = liveSportsAppForTests(
    recordedRoutes({
      '/api/v1/standings': 'mlb/standings-regularseason-2024.json',
      '/api/v1/divisions': 'mlb/divisions.json',
      '/v1/standings/2024-12-05': 'nhl/standings-now-2024-12-05.json',
      '/v1/standings/2026-04-17': 'nhl/standings-now-2026-04-17-excerpt.json',
      '/stats/rest/en/team': 'nhl/stats-team-list.json',
    }),
    '2026-04-18T16:00:00Z',
  );
  const get = async (url: string) => {
    const res = await live.t.app.inject({ method: 'GET', url, remoteAddress: newVisitor() });
    expect(res.statusCode).toBe(200);
    return res.json<LeagueStandings>();
  };

  it('MLB 2024: the American League race in the provider’s order, games ahead and behind the last wild card, the clinch marks', async () => {
    const s = await get('/v1/sports/mlb/standings?date=2024-10-15');
    expect(s).toMatchObject({ league: 'MLB', season: '2024', final: true });
    const al = s.groups[0]!;
    expect(al.name).toBe('American League');
    expect(al.divisions.map((d) => d.name).sort()).toEqual([
      'American League Central',
      'American League East',
      'American League West',
    ]);
    expect(al.divisions.find((d) => d.name === 'American League East')!.teamRecords[0]).toMatchObject({
      team: { id: 147, name: 'Yankees' },
      clinch: 'z',
      wildCardRank: null,
      wildCardBack: null,
    });
    expect(al.wildCard.slice(0, 5).map((r) => [r.team.name, r.wildCardRank, r.wildCardBack, r.clinch])).toEqual([
      ['Orioles', 1, '+5.0', 'w'],
      ['Royals', 2, '-', 'w'],
      ['Tigers', 3, '-', 'w'],
      ['Mariners', 4, '1.0', null],
      ['Twins', 5, '4.0', null],
    ]);
    expect(al.wildCard).toHaveLength(12);
    expect(s.groups[1]!.name).toBe('National League');
  });

  it('NHL on 2024-12-05: each conference’s divisions, the race by the provider’s wild card sequence, points behind the last place', async () => {
    const s = await get('/v1/sports/nhl/standings?date=2024-12-05');
    expect(s).toMatchObject({ league: 'NHL', season: '2024-25', final: false });
    const east = s.groups.find((g) => g.name === 'Eastern')!;
    expect(east.divisions.map((d) => d.teamRecords.length)).toEqual([8, 8]);
    expect(east.wildCard.map((r) => [r.team.name, r.wildCardRank, r.wildCardBack])).toEqual([
      ['New York Rangers', 1, '-'],
      ['Philadelphia Flyers', 2, '-'],
      ['Tampa Bay Lightning', 3, '1'],
      ['Pittsburgh Penguins', 4, '1'],
      ['Columbus Blue Jackets', 5, '2'],
      ['New York Islanders', 6, '2'],
      ['Buffalo Sabres', 7, '3'],
      ['Detroit Red Wings', 8, '3'],
      ['Ottawa Senators', 9, '5'],
      ['Montréal Canadiens', 10, '6'],
    ]);
    expect(east.wildCard[0]!.team.id).toBe(3);
    const metro = east.divisions.find((d) => d.name === 'Metropolitan')!;
    expect(metro.teamRecords.slice(0, 3).map((r) => [r.team.name, r.wildCardRank])).toEqual([
      ['Washington Capitals', null],
      ['New Jersey Devils', null],
      ['Carolina Hurricanes', null],
    ]);
  });

  it('NHL at the season’s end: the clinch marks as sent (p, z, x, y)', async () => {
    const s = await get('/v1/sports/nhl/standings?date=2026-04-17');
    const rows = s.groups.flatMap((g) => g.divisions.flatMap((d) => d.teamRecords));
    expect(Object.fromEntries(rows.map((r) => [r.team.name, r.clinch]))).toEqual({
      'Colorado Avalanche': 'p',
      'Dallas Stars': 'x',
      'Carolina Hurricanes': 'z',
      'Buffalo Sabres': 'y',
    });
    expect(s.final).toBe(true);
  });
});
