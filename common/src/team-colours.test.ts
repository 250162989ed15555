import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  initialsOf,
  MIN_CONTRAST,
  monogramOf,
  NEUTRAL,
  TEAM_COLOURS,
  textColourOn,
} from './team-colours';

describe('team colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('gives every club letters and a fill, and letters that read on it at 4.5:1 or more', () => {
    for (const league of ['MLB', 'NHL'] as const) {
      for (const [id, team] of TEAM_COLOURS[league]) {
        expect(team.abbreviation, `${league} ${id}`).toMatch(/^[A-Z]{2,3}$/);
        expect(team.primary, `${league} ${id}`).toMatch(/^#[0-9A-F]{6}$/);
        expect(team.secondary, `${league} ${id}`).toMatch(/^#[0-9A-F]{6}$/);
        const m = monogramOf(league, id, 'ignored');
        expect(m.known).toBe(true);
        expect(m.background).toBe(team.primary);
        expect(contrastRatio(m.background, m.color), `${league} ${team.abbreviation}`).toBeGreaterThanOrEqual(
          MIN_CONTRAST,
        );
      }
    }
  });

  it('uses abbreviations once in a league', () => {
    for (const league of ['MLB', 'NHL'] as const) {
      const abbreviations = [...TEAM_COLOURS[league].values()].map((t) => t.abbreviation);
      expect(new Set(abbreviations).size).toBe(abbreviations.length);
    }
  });

  it('writes the secondary colour when it contrasts enough, else white or black', () => {
    expect(textColourOn('#0C2340', '#C4CED3')).toBe('#C4CED3');
    // Red on navy is too dark: white.
    expect(textColourOn('#041E42', '#C8102E')).toBe('#FFFFFF');
    // Gold on a light fill is too pale: black.
    expect(textColourOn('#FFB81C', '#FFFFFF')).toBe('#000000');
  });

  it('finds readable letters on any fill, so a new club cannot get unreadable ones', () => {
    const steps = ['00', '33', '66', '99', 'CC', 'FF', '7F', 'B8', 'E8'];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const fill = `#${r}${g}${b}`;
          expect(contrastRatio(fill, textColourOn(fill, fill)), fill).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
  });

  it('draws an unknown team grey with its initials', () => {
    expect(monogramOf('NHL', 999, 'Quebec Nordiques')).toEqual({ text: 'QN', ...NEUTRAL, known: false });
    expect(monogramOf('MLB', 999, 'St. Louis Browns').text).toBe('SLB');
    expect(contrastRatio(NEUTRAL.background, NEUTRAL.color)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('takes initials of any name without failing', () => {
    expect(initialsOf('Montréal Canadiens')).toBe('MC');
    expect(initialsOf('Athletics')).toBe('ATH');
    expect(initialsOf('Vegas Golden Knights of Nevada')).toBe('VGK');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('  123 ')).toBe('');
  });
});
