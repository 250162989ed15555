import { z } from 'zod';
import { posterUrl, type StreamingService, type WatchKind, type WatchOptions } from '@guide/common/cinema';
import { ProviderNotFound } from '../../errors';
import type { CacheLookup } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList } from '../../providers/schemas';
import type { WatchSource } from '../sources';

const provider = z.object({
  provider_id: z.number().int().positive(),
  provider_name: z.string().min(1),
  logo_path: z.string().nullable().catch(null),
  display_priority: z.number().catch(Number.MAX_SAFE_INTEGER),
  /** In the all-regions list only: its priority by country, so also where it is offered. */
  display_priorities: z.record(z.string(), z.number()).optional().catch(undefined),
});
type TmdbProvider = z.infer<typeof provider>;

const offers = (what: string) => lenientList(provider, what).catch([]);
const regionOffers = z.object({
  link: z.string().nullable().catch(null),
  flatrate: offers('TMDB subscription offers'),
  free: offers('TMDB free offers'),
  ads: offers('TMDB offers with ads'),
  rent: offers('TMDB rent offers'),
  buy: offers('TMDB buy offers'),
});
export const watchProvidersAnswer = z.object({
  id: z.number().int(),
  results: z.record(z.string(), z.unknown()),
});
export const tvSearchAnswer = z.object({
  results: lenientList(z.object({ id: z.number().int(), name: z.string() }), 'TMDB show search results'),
});
export const providerListAnswer = z.object({ results: lenientList(provider, 'TMDB watch providers') });

/** TMDB's name of each kind's list, in the order the page shows them. */
const KIND_FIELDS: [WatchKind, keyof Omit<z.infer<typeof regionOffers>, 'link'>][] = [
  ['subscription', 'flatrate'],
  ['free', 'free'],
  ['ads', 'ads'],
  ['rent', 'rent'],
  ['buy', 'buy'],
];

const serviceOf = (p: TmdbProvider): StreamingService => ({
  id: p.provider_id,
  name: p.provider_name,
  // Logos are TMDB images like posters: served through the same relay, from our own host.
  logo: p.logo_path ? posterUrl(p.logo_path) : null,
});
const byPriority = (a: TmdbProvider, b: TmdbProvider) =>
  a.display_priority - b.display_priority || a.provider_name.localeCompare(b.provider_name);

/** The US part of a `movie/{id}/watch/providers` answer in our words; no US entry is no offers. */
export function usWatchOptions(answer: z.infer<typeof watchProvidersAnswer>): WatchOptions {
  const us = regionOffers.safeParse(answer.results.US ?? { link: null });
  const region = us.success ? us.data : regionOffers.parse({ link: null });
  return {
    region: 'US',
    link: region.link,
    options: KIND_FIELDS.map(([kind, field]) => ({
      kind,
      services: region[field].sort(byPriority).map(serviceOf),
    })).filter((o) => o.services.length > 0),
  };
}

/**
 * Where a film streams in the US, from TMDB's watch providers (its data is JustWatch's, which
 * the page credits). The film's TMDB id comes from the films source (decision 0140); answers
 * are kept like the film's details, the list of services a day.
 */
export class TmdbWatchProviders implements WatchSource {
  constructor(
    private readonly tmdb: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly ttlSeconds: number,
    private readonly staleSeconds: number,
  ) {}

  async filmOptions({ tmdbId }: { tmdbId: number | null }): Promise<WatchOptions | null> {
    return tmdbId === null ? null : this.options('movie', tmdbId);
  }

  /**
   * A show's US offers: TMDB's show of the same name (TVmaze gives no TMDB id), the most
   * popular first as TMDB's search ranks them; null when none has that name.
   */
  async showOptions({ name }: { name: string }): Promise<WatchOptions | null> {
    const policy = { ttlSeconds: this.ttlSeconds, staleSeconds: this.staleSeconds };
    const tmdbId = await this.cache.get(`tmdb:tv-id:${name.toLowerCase()}`, policy, async () => {
      const query = `/search/tv?query=${encodeURIComponent(name)}&include_adult=false&language=en-US&page=1`;
      const answer = await this.tmdb.getJson(query, tvSearchAnswer);
      const wanted = name.trim().toLowerCase();
      return answer.results.find((hit) => hit.name.trim().toLowerCase() === wanted)?.id ?? null;
    });
    return tmdbId === null ? null : this.options('tv', tmdbId);
  }

  private options(kind: 'movie' | 'tv', tmdbId: number): Promise<WatchOptions | null> {
    const policy = { ttlSeconds: this.ttlSeconds, staleSeconds: this.staleSeconds };
    return this.cache.get(`tmdb:watch:${kind}:${tmdbId}`, policy, async () => {
      try {
        return usWatchOptions(await this.tmdb.getJson(`/${kind}/${tmdbId}/watch/providers`, watchProvidersAnswer));
      } catch (error) {
        if (error instanceof ProviderNotFound) return null;
        throw error;
      }
    });
  }

  services(): Promise<StreamingService[]> {
    const policy = { ttlSeconds: 24 * 3600, staleSeconds: this.staleSeconds };
    return this.cache.get('tmdb:watch:services:US', policy, async () => {
      const answer = await this.tmdb.getJson(
        '/watch/providers/movie?watch_region=US&language=en-US',
        providerListAnswer,
      );
      // The region is asked for; an answer for every region is narrowed to the US here too.
      const us = answer.results.filter((p) => !p.display_priorities || 'US' in p.display_priorities);
      return us.map(serviceOf).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    });
  }
}
