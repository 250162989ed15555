import { describe, expect, it } from 'vitest';
import { MLB_DIVISIONS, MLB_TEAMS, NHL_TEAMS } from './teams';

describe('teams', () => {
  it('has 30 MLB clubs in 6 divisions of 5 and 32 NHL clubs in 4 divisions of 8, ids unique', () => {
    expect(new Set(MLB_TEAMS.map((t) => t.id)).size).toBe(30);
    expect(new Set(NHL_TEAMS.map((t) => t.id)).size).toBe(32);
    for (const division of Object.keys(MLB_DIVISIONS))
      expect(MLB_TEAMS.filter((t) => t.division === division)).toHaveLength(5);
    for (const division of ['Atlantic', 'Metropolitan', 'Central', 'Pacific'])
      expect(NHL_TEAMS.filter((t) => t.division === division)).toHaveLength(8);
  });
});
