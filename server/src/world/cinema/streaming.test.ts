import { describe, expect, it } from 'vitest';
import { addDays } from '@guide/common/dates';
import { SHOW_CATALOGUE } from '../tv/show-catalogue';
import { worldServices, worldWatchOptions } from './streaming';

describe('the offline world’s streaming', () => {
  it('keeps a film’s offers for a while, then changes them, the same on every run', () => {
    const days = Array.from({ length: 120 }, (_, i) => addDays('2026-11-01', i));
    const answers = days.map((day) => JSON.stringify(worldWatchOptions('harbor-lights-2026', day)));
    const changes = answers.filter((a, i) => i > 0 && a !== answers[i - 1]).length;
    expect(changes).toBeGreaterThan(0);
    expect(changes).toBeLessThanOrEqual(4);
    expect(worldWatchOptions('harbor-lights-2026', '2026-11-21')).toEqual(
      worldWatchOptions('harbor-lights-2026', '2026-11-21'),
    );
  });

  it('offers only services of its list, each under a kind it sells', () => {
    const known = new Set(worldServices().map((s) => s.id));
    const options = worldWatchOptions('a-quiet-field-2025', '2026-11-21').options;
    for (const o of options) for (const s of o.services) expect(known.has(s.id)).toBe(true);
  });

  it('streams every streaming original on the service it is released on, whatever the month', () => {
    const names = new Set(worldServices().map((s) => s.name));
    const originals = SHOW_CATALOGUE.filter((s) => s.webChannel && !s.network);
    expect(originals.length).toBeGreaterThan(0);
    for (const show of originals) {
      expect(names.has(show.webChannel!)).toBe(true);
      for (const day of ['2026-11-21', '2027-02-14']) {
        const on = worldWatchOptions(`show-${show.id}`, day, show.webChannel!).options.flatMap((o) =>
          o.services.map((s) => s.name),
        );
        expect(on).toContain(show.webChannel);
      }
    }
  });
});
