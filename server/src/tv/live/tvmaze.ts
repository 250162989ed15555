/** TVmaze (no key): show search, shows and episodes, mapped to our shapes and cached. */
import { episodeIdFromHref, episodePath, showPath, type TvEpisode, type TvSearchResult, type TvShow } from '@guide/common/tv';
import type { UpstreamCache } from '../../cache/upstream-cache';
import { UpstreamError } from '../../http/errors';
import { fetchUpstreamJson, UpstreamNotFound } from '../../http/upstream-fetch';
import type { ShowsSource } from '../sources';
import { RateLimiter } from './rate-limiter';

const PROVIDER = 'TVmaze';
/** Where TVmaze keeps its images; our image route fetches from here only. */
export const TVMAZE_IMAGE_ORIGIN = 'https://static.tvmaze.com';

interface TvmazeLink {
  href?: string;
}
export interface TvmazeShow {
  id: number;
  name: string;
  network?: { name?: string } | null;
  webChannel?: { name?: string } | null;
  summary?: string | null;
  runtime?: number | null;
  genres?: string[];
  image?: { medium?: string; original?: string } | null;
  _links?: { self?: TvmazeLink; previousepisode?: TvmazeLink; nextepisode?: TvmazeLink };
}
export interface TvmazeEpisode {
  id: number;
  name?: string;
  season?: number;
  number?: number | null;
  airdate?: string;
  summary?: string | null;
}

const DAY = 86_400;
const CACHE = { show: { ttlSeconds: DAY }, episode: { ttlSeconds: DAY }, search: { ttlSeconds: 10 * 60 } };

/** A TVmaze image URL as a path on our server, or null for anything not on TVmaze's image host. */
export function tvmazeImagePath(url: string | undefined): string | null {
  if (!url) return null;
  const origin = `${TVMAZE_IMAGE_ORIGIN}/`;
  const secure = url.replace(/^http:/, 'https:');
  return secure.startsWith(origin) ? `/v1/tv-images/tvmaze/${secure.slice(origin.length)}` : null;
}

function episodeLink(link: TvmazeLink | undefined): { href: string } | undefined {
  const id = episodeIdFromHref(link?.href);
  return id === null ? undefined : { href: episodePath(id) };
}

export function toShow(raw: TvmazeShow): TvShow {
  if (typeof raw?.id !== 'number' || typeof raw.name !== 'string') throw new UpstreamError(PROVIDER, 'answered a show without an id or name');
  const medium = tvmazeImagePath(raw.image?.medium);
  const original = tvmazeImagePath(raw.image?.original) ?? medium;
  const previous = episodeLink(raw._links?.previousepisode);
  const next = episodeLink(raw._links?.nextepisode);
  return {
    id: raw.id,
    name: raw.name,
    network: raw.network?.name ? { name: raw.network.name } : null,
    webChannel: raw.webChannel?.name ? { name: raw.webChannel.name } : null,
    summary: raw.summary ?? null,
    runtime: raw.runtime ?? null,
    genres: raw.genres ?? [],
    image: medium && original ? { medium, original } : null,
    _links: { self: { href: showPath(raw.id) }, ...(previous && { previousepisode: previous }), ...(next && { nextepisode: next }) },
  };
}

export function toEpisode(raw: TvmazeEpisode): TvEpisode {
  if (typeof raw?.id !== 'number') throw new UpstreamError(PROVIDER, 'answered an episode without an id');
  return {
    id: raw.id,
    name: raw.name ?? '',
    summary: raw.summary ?? null,
    airdate: raw.airdate ?? '',
    season: raw.season ?? 0,
    // Specials have no number.
    number: raw.number ?? 0,
  };
}

export interface TvmazeOptions {
  baseUrl: string;
  timeoutMs: number;
  cache: UpstreamCache;
  /** TVmaze allows about 20 calls per 10 seconds from one address. */
  limiter?: RateLimiter;
}

export class TvmazeShows implements ShowsSource {
  private readonly limiter: RateLimiter;

  constructor(private readonly options: TvmazeOptions) {
    this.limiter = options.limiter ?? new RateLimiter(20, 10_000);
  }

  private async get<T>(pathAndQuery: string): Promise<T> {
    await this.limiter.acquire();
    return fetchUpstreamJson<T>(`${this.options.baseUrl}${pathAndQuery}`, { provider: PROVIDER, timeoutMs: this.options.timeoutMs });
  }

  /** A provider 404 means "no such thing": null, and nothing cached. */
  private async orNull<T>(work: Promise<T>): Promise<T | null> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof UpstreamNotFound) return null;
      throw error;
    }
  }

  async search(title: string): Promise<TvSearchResult[]> {
    const q = title.trim().toLowerCase();
    return this.options.cache.get(`tvmaze:search:${q}`, CACHE.search, async () => {
      const raw = await this.get<{ score?: number; show: TvmazeShow }[]>(`/search/shows?q=${encodeURIComponent(q)}`);
      if (!Array.isArray(raw)) throw new UpstreamError(PROVIDER, 'answered a search that is not a list');
      return raw.map((r) => ({ score: typeof r.score === 'number' ? r.score : 0, show: toShow(r.show) }));
    });
  }

  show(id: number): Promise<TvShow | null> {
    return this.orNull(this.options.cache.get(`tvmaze:show:${id}`, CACHE.show, async () => toShow(await this.get<TvmazeShow>(`/shows/${id}`))));
  }

  episode(id: number): Promise<TvEpisode | null> {
    return this.orNull(
      this.options.cache.get(`tvmaze:episode:${id}`, CACHE.episode, async () => toEpisode(await this.get<TvmazeEpisode>(`/episodes/${id}`))),
    );
  }
}
