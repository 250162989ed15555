import { describe, expect, it } from 'vitest';
import {
  MOVIE_GENRE_FILTERS,
  SPORTS_GENRE_FILTERS,
  channelName,
  dedupeByRootId,
  episodeIdFromHref,
  isStillToCome,
  isUpcoming,
  matchesGenre,
} from './tv';
import { startOfDayUtcIso, zonedTimeToUtc } from './dates';
import { TV_STARS, starCount } from './films';

const airing = (rootId: string | null | undefined, title: string) => ({ startTime: '', program: { rootId, title } });

describe('dedupeByRootId', () => {
  it('keeps the first airing of each rootId and drops items without one', () => {
    const items = [
      airing('1', 'a'),
      airing('2', 'b'),
      airing('1', 'a again'),
      airing(null, 'none'),
      airing(undefined, 'missing'),
      airing('', 'empty'),
      airing('3', 'c'),
    ];
    expect(dedupeByRootId(items).map((i) => i.program.title)).toEqual(['a', 'b', 'c']);
  });
});

describe('genre filters', () => {
  const filter = (label: string) => MOVIE_GENRE_FILTERS.find((f) => f.label === label)!.genre;

  it('Family matches children and Sci-fi matches science fiction, whatever the case', () => {
    expect(matchesGenre(['Children', 'Comedy'], filter('Family'))).toBe(true);
    expect(matchesGenre(['Family'], filter('Family'))).toBe(false);
    expect(matchesGenre(['SCIENCE FICTION'], filter('Sci-fi'))).toBe(true);
    expect(matchesGenre(['Sci-fi'], filter('Sci-fi'))).toBe(false);
  });

  it('free text matches part of a genre, case-insensitively; blank matches everything', () => {
    expect(matchesGenre(['Romantic comedy'], 'COMEDY')).toBe(true);
    expect(matchesGenre(['Drama'], '  dra ')).toBe(true);
    expect(matchesGenre(['Drama'], 'horror')).toBe(false);
    expect(matchesGenre([], '')).toBe(true);
    expect(matchesGenre([], 'drama')).toBe(false);
  });

  it('has the spec buttons in order', () => {
    expect(MOVIE_GENRE_FILTERS.map((f) => f.label)).toEqual([
      'Family',
      'Animated',
      'Comedy',
      'Drama',
      'Action',
      'Adventure',
      'Sci-fi',
      'Thriller',
      'Horror',
    ]);
    expect(SPORTS_GENRE_FILTERS.map((f) => f.label)).toEqual([
      'Football',
      'Soccer',
      'Hockey',
      'Basketball',
      'Baseball',
    ]);
    expect(matchesGenre(['Ice hockey'], SPORTS_GENRE_FILTERS[2]!.genre)).toBe(true);
  });
});

describe('channelName', () => {
  it('is the network, else the web channel, else Unlisted', () => {
    expect(channelName({ network: { name: 'HBO' }, webChannel: { name: 'Max' } })).toBe('HBO');
    expect(channelName({ network: null, webChannel: { name: 'Netflix' } })).toBe('Netflix');
    expect(channelName({ network: null, webChannel: null })).toBe('Unlisted');
  });
});

describe('isUpcoming', () => {
  it('is true only for air dates after today', () => {
    expect(isUpcoming({ airdate: '2026-11-22' }, '2026-11-21')).toBe(true);
    expect(isUpcoming({ airdate: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(isUpcoming({ airdate: '2025-12-31' }, '2026-01-01')).toBe(false);
  });
});

describe('episodeIdFromHref', () => {
  it('reads our links and the provider links', () => {
    expect(episodeIdFromHref('/v1/tv-show/episode/1203')).toBe(1203);
    expect(episodeIdFromHref('https://api.tvmaze.com/episodes/42')).toBe(42);
    expect(episodeIdFromHref('/v1/tv-show/7')).toBeNull();
    expect(episodeIdFromHref(undefined)).toBeNull();
  });
});

describe('startOfDayUtcIso: what the TV endpoints are sent, the start of the local day as UTC', () => {
  it.each([
    ['2026-11-21', 'America/New_York', '2026-11-21T05:00:00.000Z'],
    ['2026-07-04', 'America/New_York', '2026-07-04T04:00:00.000Z'],
    ['2026-11-21', 'America/Los_Angeles', '2026-11-21T08:00:00.000Z'],
    ['2026-11-21', 'Europe/London', '2026-11-21T00:00:00.000Z'],
    ['2026-07-04', 'Europe/London', '2026-07-03T23:00:00.000Z'],
    ['2026-11-21', 'Asia/Kolkata', '2026-11-20T18:30:00.000Z'],
    ['2026-11-21', 'Pacific/Auckland', '2026-11-20T11:00:00.000Z'],
    ['2026-11-21', 'UTC', '2026-11-21T00:00:00.000Z'],
    // DST days: the day starts before the change.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    // Midnight does not exist on this day in Santiago (clocks jump 00:00 → 01:00): the day starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
  ])('%s in %s starts at %s', (day, zone, expected) => {
    expect(startOfDayUtcIso(day, zone)).toBe(expected);
  });
});

describe('starCount', () => {
  it('rounds the rating value to whole stars', () => {
    expect(starCount({ value: '3.5' }, TV_STARS)).toBe(4);
    expect(starCount({ value: '2' }, TV_STARS)).toBe(2);
    expect(starCount({ value: 'n/a' }, TV_STARS)).toBe(0);
    expect(starCount(undefined, TV_STARS)).toBe(0);
  });
});

describe('zonedTimeToUtc around DST changes', () => {
  it('gives the earlier instant for a repeated time and moves a skipped time forward', () => {
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('isStillToCome', () => {
  const tonight = { airdate: '2026-11-21', airstamp: '2026-11-22T02:00:00.000Z' };
  it('goes by the air time when known: still to come until it starts', () => {
    expect(isStillToCome(tonight, new Date('2026-11-22T00:30:00Z'), '2026-11-21')).toBe(true);
    expect(isStillToCome(tonight, new Date('2026-11-22T01:59:59Z'), '2026-11-21')).toBe(true);
    expect(isStillToCome(tonight, new Date('2026-11-22T02:00:00Z'), '2026-11-21')).toBe(false);
  });
  it('goes by the day when only the day is known, and an undated episode is still to come', () => {
    expect(
      isStillToCome({ airdate: '2026-11-21', airstamp: null }, new Date('2026-11-21T12:00:00Z'), '2026-11-21'),
    ).toBe(false);
    expect(isStillToCome({ airdate: '2026-11-22' }, new Date('2026-11-21T12:00:00Z'), '2026-11-21')).toBe(true);
    expect(
      isStillToCome({ airdate: '2026-11-22', airstamp: 'not a time' }, new Date('2026-11-21T12:00:00Z'), '2026-11-21'),
    ).toBe(true);
    expect(isStillToCome({ airdate: '' }, new Date('2026-11-21T12:00:00Z'), '2026-11-21')).toBe(true);
  });
});
