import type { TvEpisodeAiring, TvShow } from '@guide/common/tv';
import { describe, expect, it } from 'vitest';
import { episodeNumber, groupBySeason, seasonToOpen, seasonYears } from './seasons';

const ep = (id: number, season: number, number: number, airdate: string): TvEpisodeAiring => ({
  id,
  name: `E${id}`,
  summary: null,
  airdate,
  season,
  number,
  airstamp: null,
  runtime: null,
});
const links = (previous?: number, next?: number): TvShow['_links'] => ({
  self: { href: '/v1/tv-show/1' },
  ...(previous && { previousepisode: { href: `/v1/tv-show/episode/${previous}` } }),
  ...(next && { nextepisode: { href: `/v1/tv-show/episode/${next}` } }),
});

const episodes = [
  ep(1, 1, 1, '2024-12-30'),
  ep(2, 1, 2, '2025-01-06'),
  ep(3, 0, 0, '2025-02-01'),
  ep(4, 2, 1, '2025-12-29'),
  ep(5, 2, 2, ''),
];

describe('groupBySeason', () => {
  it('keeps airing order within a season and puts the specials last', () => {
    const seasons = groupBySeason(episodes);
    expect(seasons.map((s) => s.number)).toEqual([1, 2, 0]);
    expect(seasons[0]!.episodes.map((e) => e.id)).toEqual([1, 2]);
    expect(groupBySeason([])).toEqual([]);
  });
});

describe('seasonToOpen', () => {
  const seasons = groupBySeason(episodes);
  it('opens the next episode’s season, else the previous one’s, else the latest', () => {
    expect(seasonToOpen(seasons, links(2, 4))).toBe(2);
    expect(seasonToOpen(seasons, links(2))).toBe(1);
    expect(seasonToOpen(seasons, links(undefined, 999))).toBe(2);
    expect(seasonToOpen([], links(2, 4))).toBeNull();
  });
});

describe('labels', () => {
  it('numbers episodes and specials, and spans the years of a season', () => {
    expect(episodeNumber({ season: 3, number: 5 })).toBe('S3 E5');
    expect(episodeNumber({ season: 3, number: 0 })).toBe('S3 Special');
    const [first, second] = groupBySeason(episodes);
    expect(seasonYears(first!)).toBe('2024–2025');
    expect(seasonYears(second!)).toBe('2025');
    expect(seasonYears({ number: 4, episodes: [ep(9, 4, 1, '')] })).toBe('');
  });
});
