/** Gracenote OnConnect (key): films and sports airing on one TV line-up, validated, mapped to our shapes and cached. */
import { z } from 'zod';
import type { TvImage, TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import type { CacheLookup, CachePolicy } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList, optionalText } from '../../providers/schemas';
import type { AiringsSource } from '../sources';

const program = z.object({
  rootId: z.union([z.string(), z.number()]).nullish().catch(null),
  title: optionalText,
  eventTitle: optionalText,
  genres: z.array(z.string()).catch([]),
  shortDescription: optionalText,
  longDescription: optionalText,
  topCast: z.array(z.string()).catch([]),
  releaseYear: z.number().int().optional().catch(undefined),
  preferredImage: z.object({ uri: optionalText }).nullish().catch(null),
});
// An airing needs a start and a program; everything else is optional and dropped when odd.
export const gracenoteAiring = z.object({
  startTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  endTime: optionalText,
  station: z.object({ callSign: optionalText, channel: optionalText }).nullish().catch(null),
  channels: z.array(z.string()).optional().catch(undefined),
  program,
  qualityRating: z
    .object({ value: z.union([z.string(), z.number()]).transform(String) })
    .optional()
    .catch(undefined),
});
type Airing = z.infer<typeof gracenoteAiring>;
const airingsAnswer = lenientList(gracenoteAiring, 'Gracenote airings');

/** A Gracenote image uri ('assets/p123_v_v5_aa.jpg') kept as the provider gave it, and its path on our relay, which adds the key. */
export function gracenoteImage(uri: string | undefined): TvImage {
  const clean = uri?.replace(/^\/+/, '').split('?')[0] ?? '';
  return { uri: clean ? (uri ?? '') : '', relayUrl: clean ? `/v1/tv-images/gracenote/${clean}` : '' };
}

const rootIdOf = (p: Airing['program']) =>
  p.rootId === undefined || p.rootId === null || p.rootId === '' ? null : String(p.rootId);

function common(raw: Airing) {
  // The line-up's number for the station: the airing's own list, else the station's.
  const channel = raw.channels?.[0] ?? raw.station?.channel;
  return {
    startTime: raw.startTime,
    ...(raw.endTime && { endTime: raw.endTime }),
    station: { callSign: raw.station?.callSign ?? '', ...(channel && { channel }) },
  };
}

export function toMovieAiring(raw: Airing): TvMovieAiring {
  const p = raw.program;
  return {
    ...common(raw),
    program: {
      title: p.title ?? '',
      genres: p.genres,
      shortDescription: p.shortDescription ?? '',
      longDescription: p.longDescription ?? '',
      topCast: p.topCast,
      rootId: rootIdOf(p),
      ...(p.releaseYear && { releaseYear: p.releaseYear }),
      preferredImage: gracenoteImage(p.preferredImage?.uri),
    },
    ...(raw.qualityRating?.value && { qualityRating: { value: raw.qualityRating.value } }),
  };
}

export function toSportsAiring(raw: Airing): TvSportsAiring {
  const p = raw.program;
  return {
    ...common(raw),
    program: {
      eventTitle: p.eventTitle ?? p.title ?? '',
      genres: p.genres,
      shortDescription: p.shortDescription ?? '',
      longDescription: p.longDescription ?? '',
      rootId: rootIdOf(p),
      preferredImage: gracenoteImage(p.preferredImage?.uri),
    },
  };
}

/** Gracenote takes times to the minute: 2026-11-21T05:00Z. */
const minuteIso = (d: Date) => d.toISOString().slice(0, 16) + 'Z';

export class GracenoteAirings implements AiringsSource {
  readonly maxDaysFromNow = 14;

  constructor(
    private readonly gracenote: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly lineupId: string,
    private readonly policy: CachePolicy<unknown>,
  ) {}

  /**
   * Airings in the 24 hours from `from`. The provider is asked for whole hours (one cache row per
   * hour of the day, whatever minute a client sends) and the answer is cut to the window.
   */
  private async load<T extends { startTime: string }>(
    kind: 'movies' | 'sports',
    path: string,
    from: Date,
    lineupId: string,
    map: (raw: Airing) => T,
  ): Promise<T[]> {
    const hour = new Date(Math.floor(from.getTime() / 3600_000) * 3600_000);
    const start = minuteIso(hour);
    const end = minuteIso(new Date(hour.getTime() + 25 * 3600_000));
    // Its own key: copies kept under `gracenote:tv-${kind}:` from before hold our relay's path in `uri`.
    const airings = await this.cache.get(`gracenote:tv-${kind}-relay:${lineupId}:${start}`, this.policy, async () => {
      const query = new URLSearchParams({ lineupId, startDateTime: start, endDateTime: end });
      return (await this.gracenote.getJson(`${path}?${query}`, airingsAnswer)).map(map);
    });
    const first = from.getTime();
    const last = first + 24 * 3600_000;
    return airings.filter((a) => {
      const starts = Date.parse(a.startTime);
      return starts >= first && starts < last;
    });
  }

  movies(from: Date, lineupId = this.lineupId): Promise<TvMovieAiring[]> {
    return this.load('movies', '/movies/airings', from, lineupId, toMovieAiring);
  }

  sports(from: Date, lineupId = this.lineupId): Promise<TvSportsAiring[]> {
    return this.load('sports', '/sports/all/events/airings', from, lineupId, toSportsAiring);
  }
}
