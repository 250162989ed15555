import { z } from 'zod';
import type { Release } from '@guide/common/cinema';
import { addDays } from '@guide/common/dates';
import { NEW_RELEASE_DAYS } from '@guide/common/films';
import type { CacheLookup } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList } from '../../providers/schemas';
import type { ReleasesSource } from '../sources';

const release = z.object({
  id: z.number().int(),
  title: z.string(),
  overview: z.string().catch(''),
  poster_path: z.string().nullable().catch(null),
  release_date: z.string().catch(''),
  popularity: z.number().catch(0),
});
export const discoverAnswer = z.object({
  page: z.number().int().optional(),
  total_pages: z.number().int().nonnegative().catch(1),
  results: lenientList(release, 'TMDB releases'),
});

export interface ReleaseWindow {
  /** Films released from today to this many days ahead. */
  horizonDays: number;
  /** TMDB popularity a film needs to be listed. */
  minPopularity: number;
}

/** Enough pages for a month of US releases; past this the tail is too obscure to list. */
const MAX_PAGES = 5;

/**
 * TMDB `discover/movie`: US releases of the last four weeks and from today to the horizon, above the popularity threshold,
 * read page after page (TMDB sorts by popularity, so a page with nothing popular enough ends it),
 * soonest first. A page that fails fails the whole list: half a list is not what opens soon.
 */
export class TmdbReleases implements ReleasesSource {
  constructor(
    private readonly tmdb: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly window: ReleaseWindow,
    private readonly ttlSeconds: number,
    private readonly staleSeconds: number,
  ) {}

  releases(today: string): Promise<Release[]> {
    const policy = { ttlSeconds: this.ttlSeconds, staleSeconds: this.staleSeconds };
    const { horizonDays, minPopularity } = this.window;
    return this.cache.get(`tmdb:releases:${today}:${horizonDays}:${minPopularity}`, policy, () => this.fetch(today));
  }

  private async fetch(today: string): Promise<Release[]> {
    const first = addDays(today, -NEW_RELEASE_DAYS + 1);
    const last = addDays(today, this.window.horizonDays);
    const query =
      `/discover/movie?region=US&with_release_type=2%7C3&release_date.gte=${first}&release_date.lte=${last}` +
      `&with_original_language=en&sort_by=popularity.desc`;
    const found = new Map<number, Release>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.tmdb.getJson(`${query}&page=${page}`, discoverAnswer);
      const popular = answer.results.filter((r) => r.popularity >= this.window.minPopularity);
      for (const { popularity: _popularity, ...film } of popular) {
        // The provider's filter is trusted no further than we can check it.
        if (film.release_date >= first && film.release_date <= last) found.set(film.id, film);
      }
      if (page >= answer.total_pages || popular.length < answer.results.length) break;
    }
    return sortSoonestFirst([...found.values()]);
  }
}

/** By release date, soonest first, then by title. */
export function sortSoonestFirst(releases: Release[]): Release[] {
  return [...releases].sort((a, b) => a.release_date.localeCompare(b.release_date) || a.title.localeCompare(b.title));
}
