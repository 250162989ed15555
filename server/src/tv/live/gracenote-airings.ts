/** Gracenote OnConnect (key): films and sports airing on one TV line-up, mapped to our shapes and cached. */
import type { TvImage, TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import type { UpstreamCache } from '../../cache/upstream-cache';
import { UpstreamError } from '../../http/errors';
import { fetchUpstreamJson } from '../../http/upstream-fetch';
import type { AiringsSource } from '../sources';

const PROVIDER = 'Gracenote';
/** Airings of a day change rarely: a few hours fresh. */
const AIRINGS_CACHE = { ttlSeconds: 3 * 3600 };

interface GracenoteProgram {
  rootId?: string | number | null;
  title?: string;
  eventTitle?: string;
  genres?: string[];
  shortDescription?: string;
  longDescription?: string;
  topCast?: string[];
  releaseYear?: number;
  preferredImage?: { uri?: string } | null;
}
export interface GracenoteAiring {
  startTime?: string;
  endTime?: string;
  station?: { callSign?: string };
  program?: GracenoteProgram;
  qualityRating?: { value?: string };
}

/** A Gracenote image uri ('assets/p123_v_v5_aa.jpg') as a path on our server, which adds the key. */
export function gracenoteImage(uri: string | undefined): TvImage {
  const clean = uri?.replace(/^\/+/, '').split('?')[0] ?? '';
  return { uri: clean ? `/v1/tv-images/gracenote/${clean}` : '' };
}

const rootIdOf = (program: GracenoteProgram) => (program.rootId === undefined || program.rootId === null || program.rootId === '' ? null : String(program.rootId));

function common(raw: GracenoteAiring) {
  if (!raw?.startTime || !raw.program) throw new UpstreamError(PROVIDER, 'answered an airing without a start time or program');
  return { startTime: raw.startTime, ...(raw.endTime && { endTime: raw.endTime }), station: { callSign: raw.station?.callSign ?? '' } };
}

export function toMovieAiring(raw: GracenoteAiring): TvMovieAiring {
  const base = common(raw);
  const p = raw.program!;
  return {
    ...base,
    program: {
      title: p.title ?? '',
      genres: p.genres ?? [],
      shortDescription: p.shortDescription ?? '',
      longDescription: p.longDescription ?? '',
      topCast: p.topCast ?? [],
      rootId: rootIdOf(p),
      ...(p.releaseYear && { releaseYear: p.releaseYear }),
      preferredImage: gracenoteImage(p.preferredImage?.uri),
    },
    ...(raw.qualityRating?.value && { qualityRating: { value: raw.qualityRating.value } }),
  };
}

export function toSportsAiring(raw: GracenoteAiring): TvSportsAiring {
  const base = common(raw);
  const p = raw.program!;
  return {
    ...base,
    program: {
      eventTitle: p.eventTitle ?? p.title ?? '',
      genres: p.genres ?? [],
      shortDescription: p.shortDescription ?? '',
      longDescription: p.longDescription ?? '',
      rootId: rootIdOf(p),
      preferredImage: gracenoteImage(p.preferredImage?.uri),
    },
  };
}

/** Gracenote takes times to the minute: 2026-11-21T05:00Z. */
const minuteIso = (d: Date) => d.toISOString().slice(0, 16) + 'Z';

export interface GracenoteAiringsOptions {
  baseUrl: string;
  apiKey: string;
  lineupId: string;
  timeoutMs: number;
  cache: UpstreamCache;
}

export class GracenoteAirings implements AiringsSource {
  constructor(private readonly options: GracenoteAiringsOptions) {}

  private load<T>(kind: 'movies' | 'sports', path: string, from: Date, map: (raw: GracenoteAiring) => T): Promise<T[]> {
    const { baseUrl, apiKey, lineupId, timeoutMs, cache } = this.options;
    const start = minuteIso(from);
    const end = minuteIso(new Date(from.getTime() + 24 * 3600_000));
    return cache.get(`gracenote:tv-${kind}:${lineupId}:${start}`, AIRINGS_CACHE, async () => {
      const query = new URLSearchParams({ lineupId, startDateTime: start, endDateTime: end, api_key: apiKey });
      const raw = await fetchUpstreamJson<GracenoteAiring[]>(`${baseUrl}${path}?${query}`, { provider: PROVIDER, timeoutMs });
      if (!Array.isArray(raw)) throw new UpstreamError(PROVIDER, 'answered airings that are not a list');
      return raw.map(map);
    });
  }

  movies(from: Date): Promise<TvMovieAiring[]> {
    return this.load('movies', '/movies/airings', from, toMovieAiring);
  }

  sports(from: Date): Promise<TvSportsAiring[]> {
    return this.load('sports', '/sports/all/events/airings', from, toSportsAiring);
  }
}
