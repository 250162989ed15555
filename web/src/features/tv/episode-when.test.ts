import { describe, expect, it } from 'vitest';
import { airsOrAired, episodeToCome, laterToday, whenItAirs } from './episode-when';

// Built from the viewer's own clock, so the tests hold in any time zone.
const local = (h: number, m = 0, day = 21) => new Date(2026, 10, day, h, m);
const at = (h: number, m = 0, day = 21) => ({ airdate: `2026-11-${day}`, airstamp: local(h, m, day).toISOString() });

describe('when an episode airs, by its air time', () => {
  it('is "Tonight 9:00 PM" from the morning until it starts, then aired', () => {
    const tonight = at(21);
    expect(airsOrAired(tonight, local(19, 30).getTime())).toBe('Tonight 9:00 PM');
    expect(airsOrAired(tonight, local(8).getTime())).toBe('Tonight 9:00 PM');
    expect(episodeToCome(tonight, local(20, 59).getTime())).toBe(true);
    expect(episodeToCome(tonight, local(21).getTime())).toBe(false);
    expect(airsOrAired(tonight, local(21, 30).getTime())).toBe('Aired: Nov. 21, 2026');
    expect(laterToday(tonight, local(21, 30).getTime())).toBeNull();
  });

  it('says "Today" for a daytime airing and gives other days as dates', () => {
    expect(airsOrAired(at(10), local(8).getTime())).toBe('Today 10:00 AM');
    expect(airsOrAired(at(21, 0, 28), local(19, 30).getTime())).toBe('Airs: Nov. 28, 2026');
    expect(airsOrAired(at(21, 0, 14), local(19, 30).getTime())).toBe('Aired: Nov. 14, 2026');
    expect(whenItAirs(at(21, 0, 28), local(19, 30).getTime())).toBe('Saturday Nov. 28, 9:00 PM');
    expect(whenItAirs(at(21), local(19, 30).getTime())).toBe('Tonight 9:00 PM');
  });

  it('falls back to the day (spec section 3) when the air time is not known', () => {
    const dayOnly = { airdate: '2026-11-21', airstamp: null };
    expect(airsOrAired(dayOnly, local(19, 30).getTime())).toBe('Aired: Nov. 21, 2026');
    expect(airsOrAired({ airdate: '2026-11-22' }, local(19, 30).getTime())).toBe('Airs: Nov. 22, 2026');
    expect(whenItAirs({ airdate: '2026-11-22' }, local(19, 30).getTime())).toBe('Sunday Nov. 22');
    expect(airsOrAired({ airdate: '', airstamp: null }, local(19, 30).getTime())).toBe('Date to be announced');
  });
});
