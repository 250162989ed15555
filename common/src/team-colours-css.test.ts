import { describe, expect, it } from 'vitest';
import { teamColoursStylesheet } from './team-colours-css';
import { contrastRatio, MIN_CONTRAST, monogramOf, NEUTRAL, TEAM_COLOURS } from './team-colours';

/** The stylesheet's rules as selector → declarations. */
function rules(css: string): Map<string, { background: string; color: string }> {
  const found = new Map<string, { background: string; color: string }>();
  for (const [, selector, background, color] of css.matchAll(
    /^(\S+) \{ background: (#[0-9A-F]{6}); color: (#[0-9A-F]{6}); \}$/gim,
  ))
    found.set(selector!, { background: background!, color: color! });
  return found;
}

describe('the monogram stylesheet', () => {
  const css = teamColoursStylesheet();
  const byRule = rules(css);

  it("has one rule a club, keyed by data-team, with the monogram's colours", () => {
    expect(byRule.get(".team-mono[data-team='MLB-147']")).toEqual({ background: '#0C2340', color: '#C4CED3' });
    expect(byRule.get(".team-mono[data-team='NHL-19']")).toEqual({ background: '#002F87', color: '#FCB514' });
    for (const league of ['MLB', 'NHL'] as const)
      for (const id of TEAM_COLOURS[league].keys()) {
        const { background, color } = monogramOf(league, id, '');
        expect(byRule.get(`.team-mono[data-team='${league}-${id}']`)).toEqual({ background, color });
      }
    expect(byRule.size).toBe(TEAM_COLOURS.MLB.size + TEAM_COLOURS.NHL.size + 1);
    // Every line is a rule of that shape: nothing else slips in.
    expect(css.trim().split('\n')).toHaveLength(byRule.size);
  });

  it('draws a club it does not know in the neutral grey', () => {
    expect(byRule.get(".team-mono[data-known='false']")).toEqual(NEUTRAL);
  });

  it('gives every rule letters that read on their fill (AA, 4.5:1), whatever the theme', () => {
    for (const { background, color } of byRule.values())
      expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
