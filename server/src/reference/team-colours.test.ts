import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, monogramOf, TEAM_COLOURS } from '@guide/common/team-colours';
import { MLB_TEAMS, NHL_TEAMS } from './teams';

// The web app draws a monogram for every team our answers name: the colour table must know them all.
describe('team monograms for the clubs we serve', () => {
  it.each([
    ['MLB', MLB_TEAMS],
    ['NHL', NHL_TEAMS],
  ] as const)('every %s club has colours and letters that read at 4.5:1, and no stray entry', (league, teams) => {
    for (const team of teams) {
      const m = monogramOf(league, team.id, team.name);
      expect(m.known, `${team.name} (${team.id})`).toBe(true);
      expect(contrastRatio(m.background, m.color), team.name).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect([...TEAM_COLOURS[league].keys()].sort((a, b) => a - b)).toEqual(
      teams.map((t) => t.id).sort((a, b) => a - b),
    );
  });
});
