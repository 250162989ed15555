import { episodeIdFromHref, type TvEpisodeAiring } from '@guide/common/tv';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { episodeNeighboursAt } from './episode-links';
import { OfflineShows } from './offline/offline-shows';

const episode = (id: number, airdate: string, airstamp: string | null): TvEpisodeAiring => ({
  id,
  name: '',
  summary: null,
  airdate,
  season: 1,
  number: id,
  airstamp,
  runtime: 60,
});
const ZONE = 'America/New_York';

describe('episodeNeighboursAt', () => {
  const list = [
    episode(1, '2026-11-14', '2026-11-15T02:00:00Z'),
    episode(2, '2026-11-21', '2026-11-22T02:00:00Z'),
    episode(3, '2026-11-28', '2026-11-29T02:00:00Z'),
    episode(4, '', null),
  ];
  it('keeps tonight’s episode next until it starts', () => {
    // Saturday 7:30 PM and 9:30 PM in New York; the episode airs at 9 PM.
    expect(episodeNeighboursAt(list, new Date('2026-11-22T00:30:00Z'), ZONE)).toEqual({ previous: 1, next: 2 });
    expect(episodeNeighboursAt(list, new Date('2026-11-22T02:30:00Z'), ZONE)).toEqual({ previous: 2, next: 3 });
  });
  it('has no previous before the first and no next after the last dated one but an undated one', () => {
    expect(episodeNeighboursAt(list, new Date('2026-11-01T00:00:00Z'), ZONE)).toEqual({ previous: undefined, next: 1 });
    expect(episodeNeighboursAt(list.slice(0, 3), new Date('2026-12-01T00:00:00Z'), ZONE)).toEqual({
      previous: 3,
      next: undefined,
    });
    expect(episodeNeighboursAt(list, new Date('2026-12-01T00:00:00Z'), ZONE)).toEqual({ previous: 3, next: 4 });
  });
  it('goes by the day for an episode without an air time', () => {
    const dayOnly = [episode(1, '2026-11-21', null), episode(2, '2026-11-28', null)];
    expect(episodeNeighboursAt(dayOnly, new Date('2026-11-21T15:00:00Z'), ZONE)).toEqual({ previous: 1, next: 2 });
  });
});

describe('offline shows: previous and next by air time', () => {
  // The Ember Crown airs S15 E4 at 9 PM New York time on Saturday 2026-11-21.
  const EMBER_CROWN = 97;
  const linksAt = async (iso: string) => {
    const show = await new OfflineShows(fixedClock(iso), ZONE).show(EMBER_CROWN);
    return {
      previous: episodeIdFromHref(show!._links.previousepisode?.href),
      next: episodeIdFromHref(show!._links.nextepisode?.href),
    };
  };

  it('calls tonight’s 9 PM episode the next one at 7:30 PM, and the previous one from 9 PM', async () => {
    const tonight = (await new OfflineShows(fixedClock('2026-11-22T00:30:00Z'), ZONE).episodes(EMBER_CROWN))!.find(
      (e) => e.airdate === '2026-11-21',
    )!;
    expect(tonight).toMatchObject({ season: 15, number: 4, airstamp: '2026-11-22T02:00:00.000Z' });
    expect(await linksAt('2026-11-22T00:30:00Z')).toEqual({ previous: tonight.id - 1, next: tonight.id });
    expect(await linksAt('2026-11-22T02:00:00Z')).toEqual({ previous: tonight.id, next: tonight.id + 1 });
  });

  it('agrees with the episode list at every hour around the airing', async () => {
    for (let hour = 0; hour < 30; hour += 1) {
      const now = new Date(Date.parse('2026-11-21T05:00:00Z') + hour * 3_600_000);
      const source = new OfflineShows(fixedClock(now.toISOString()), ZONE);
      const expected = episodeNeighboursAt((await source.episodes(EMBER_CROWN))!, now, ZONE);
      expect(await linksAt(now.toISOString())).toEqual({
        previous: expected.previous ?? null,
        next: expected.next ?? null,
      });
    }
  });

  it('sends the air time with a single episode', async () => {
    const source = new OfflineShows(fixedClock('2026-11-22T00:30:00Z'), ZONE);
    const show = await source.show(EMBER_CROWN);
    const next = await source.episode(episodeIdFromHref(show!._links.nextepisode?.href)!);
    expect(next).toMatchObject({ airdate: '2026-11-21', airstamp: '2026-11-22T02:00:00.000Z' });
  });
});
