import { addDays } from '@guide/common/dates';
import { dedupeByRootId } from '@guide/common/tv';
import { describe, expect, it } from 'vitest';
import { plannedGamesOn } from '../sports/schedule';
import { scheduledGamesOn } from '../sports/scheduled-games';
import { offlineBroadcasts } from './broadcasts';
import { offlineCast } from './cast';
import { FILM_CATALOGUE } from './films';
import { offlineMovieAirings } from './movie-airings';
import { SHOW_CATALOGUE } from './show-catalogue';
import { rankByTitle } from './shows';
import { offlineSportsAirings, sportsEventsOn } from './sports-airings';
import { ALL_STATIONS } from './stations';

const SPEC_GENRES = [
  'Children',
  'Animated',
  'Comedy',
  'Drama',
  'Action',
  'Adventure',
  'Science fiction',
  'Thriller',
  'Horror',
];

describe('offline TV line-up', () => {
  it('has 30+ stations, 60+ films across the spec genres and 100+ shows', () => {
    expect(ALL_STATIONS.length).toBeGreaterThanOrEqual(30);
    expect(FILM_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    for (const genre of SPEC_GENRES)
      expect(FILM_CATALOGUE.filter((f) => f.genres.includes(genre)).length).toBeGreaterThanOrEqual(4);
    expect(new Set(FILM_CATALOGUE.map((f) => f.rootId)).size).toBe(FILM_CATALOGUE.length);
    expect(SHOW_CATALOGUE.length).toBeGreaterThanOrEqual(100);
    expect(SHOW_CATALOGUE.some((s) => s.network)).toBe(true);
    expect(SHOW_CATALOGUE.some((s) => !s.network && s.webChannel)).toBe(true);
    expect(SHOW_CATALOGUE.some((s) => !s.network && !s.webChannel)).toBe(true);
  });

  it('airs films several times a day on several stations under one rootId', () => {
    const airings = offlineMovieAirings(new Date('2026-11-21T05:00:00Z'));
    const byRoot = new Map<string, Set<string>>();
    for (const a of airings)
      byRoot.set(a.program.rootId!, (byRoot.get(a.program.rootId!) ?? new Set()).add(a.station.callSign));
    const repeated = [...byRoot.values()].filter((stations) => stations.size >= 2);
    expect(repeated.length).toBeGreaterThan(byRoot.size / 2);
    expect(dedupeByRootId(airings).length).toBe(byRoot.size);
  });

  it('is the same for the same instant and follows the window asked for', () => {
    const from = new Date('2026-07-04T04:00:00Z');
    expect(offlineMovieAirings(from)).toEqual(offlineMovieAirings(new Date(from)));
    const shifted = offlineMovieAirings(new Date('2026-07-04T16:00:00Z'));
    expect(shifted[0]!.startTime >= '2026-07-04T16:00Z').toBe(true);
  });

  it('follows the seasons: no baseball in December, no football in July, baseball and soccer in summer', () => {
    const genresOn = (day: string) => new Set(sportsEventsOn(day).map((e) => e.sport));
    for (let day = '2026-12-01'; day <= '2026-12-31'; day = addDays(day, 1))
      expect(genresOn(day).has('Baseball')).toBe(false);
    for (let day = '2026-07-01'; day <= '2026-07-31'; day = addDays(day, 1))
      expect(genresOn(day).has('Football')).toBe(false);
    const december = genresOn('2026-12-05');
    expect(december.has('Football')).toBe(true);
    expect(december.has('Basketball')).toBe(true);
    expect(genresOn('2026-06-20').has('Soccer')).toBe(true);
  });

  it('airs only NHL and MLB games that are in the sports schedule', () => {
    for (const day of ['2026-11-21', '2026-06-13', '2027-01-09']) {
      for (const event of sportsEventsOn(day).filter((e) => e.sport === 'Hockey' || e.sport === 'Baseball')) {
        const league = event.sport === 'Hockey' ? 'NHL' : 'MLB';
        const game = scheduledGamesOn(league, day).find(
          (g) => event.rootId === `SP-${day}-${league.toLowerCase()}-${g.id}`,
        );
        expect(game).toBeDefined();
        expect(event.start).toBe(Date.parse(game!.gametime));
        expect(event.eventTitle).toContain(game!.home.name);
      }
    }
  });

  it('gives some events an encore airing under the same rootId', () => {
    const airings = offlineSportsAirings(new Date('2026-11-21T05:00:00Z'));
    expect(dedupeByRootId(airings).length).toBeLessThan(airings.length);
  });
});

describe("a game's networks", () => {
  it("name the station of the line-up's live airing as national, for the games the line-up carries, and each club's channel", () => {
    for (const [league, day] of [
      ['MLB', '2026-07-18'],
      ['NHL', '2026-11-21'],
    ] as const) {
      const events = sportsEventsOn(day);
      const games = plannedGamesOn(league, day);
      let national = 0;
      for (const game of games) {
        const listed = events.find((e) => e.rootId === `SP-${day}-${league.toLowerCase()}-${game.id}`);
        const broadcasts = offlineBroadcasts(game);
        expect(broadcasts.filter((b) => b.market === 'national')).toEqual(
          listed ? [{ network: listed.stations[0], market: 'national', country: 'US' }] : [],
        );
        expect(broadcasts.filter((b) => b.market !== 'national').map((b) => b.market)).toEqual(['home', 'away']);
        if (listed) national += 1;
      }
      // A handful of the night's games are on the line-up, not all of them.
      expect(national).toBeGreaterThan(0);
      expect(national).toBeLessThan(games.length);
    }
  });
});

describe('offlineCast', () => {
  it('gives every show a cast of distinct people, the same each time; fiction has characters, the rest jobs', () => {
    for (const show of SHOW_CATALOGUE) {
      const cast = offlineCast(show);
      expect(offlineCast(show)).toEqual(cast);
      expect(cast.length).toBeGreaterThanOrEqual(1);
      expect(cast.length).toBeLessThanOrEqual(8);
      expect(new Set(cast.map((m) => m.name)).size).toBe(cast.length);
      expect(new Set(cast.map((m) => m.name.split(' ')[1])).size).toBe(cast.length);
    }
    const byName = (name: string) => offlineCast(SHOW_CATALOGUE.find((s) => s.name === name)!);
    expect(byName('Wild Planet').map((m) => m.character)).toEqual(['Narrator']);
    expect(byName('Precinct Nine')[0]!.character).toMatch(/^Detective /);
    expect(byName('Nightfall').length).toBeGreaterThanOrEqual(4);
  });
});

describe('rankByTitle', () => {
  const items = ['Midnight Run', 'Night Court', 'Nightly News', 'The Night', 'Knight Rider'].map((name) => ({ name }));
  it('ranks exact, whole-word, prefix, then anywhere; drops non-matches', () => {
    expect(rankByTitle(items, 'night').map((r) => r.item.name)).toEqual([
      'Night Court',
      'The Night',
      'Nightly News',
      'Knight Rider',
      'Midnight Run',
    ]);
    expect(rankByTitle(items, 'the night')[0]).toEqual({ score: 1, item: { name: 'The Night' } });
    expect(rankByTitle(items, 'court nig').map((r) => r.item.name)).toEqual(['Night Court']);
    expect(rankByTitle(items, '  ')).toEqual([]);
  });
});
