/** TVmaze (no key): show search, shows with their cast, and episodes, validated, mapped to our shapes and cached. */
import { z } from 'zod';
import { dayInZone } from '@guide/common/dates';
import {
  episodeIdFromHref,
  episodePath,
  isStillToCome,
  showPath,
  type TvCastMember,
  type TvEpisode,
  type TvEpisodeAiring,
  type TvSearchResult,
  type TvShow,
  type TvShowDetail,
} from '@guide/common/tv';
import { ProviderNotFound } from '../../errors';
import type { CacheLookup, CachePolicy } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { lenientList } from '../../providers/schemas';
import type { Clock } from '../../clock';
import { episodeNeighboursAt } from '../episode-links';
import type { EpisodeFound, ShowFound, ShowLookupSource, ShowsSource } from '../sources';

const link = z
  .object({ href: z.string().optional().catch(undefined) })
  .nullish()
  .catch(undefined);
const channel = z
  .object({ name: z.string().optional().catch(undefined) })
  .nullish()
  .catch(null);
export const tvmazeShow = z.object({
  id: z.number().int(),
  name: z.string(),
  network: channel,
  webChannel: channel,
  summary: z.string().nullish().catch(null),
  runtime: z.number().nullish().catch(null),
  genres: z.array(z.string()).catch([]),
  image: z
    .object({ medium: z.string().optional().catch(undefined), original: z.string().optional().catch(undefined) })
    .nullish()
    .catch(null),
  _links: z.object({ self: link, previousepisode: link, nextepisode: link }).partial().nullish().catch(undefined),
});
const castMember = z.object({
  person: z.object({ name: z.string().trim().min(1) }),
  character: z
    .object({ name: z.string().nullish().catch(null) })
    .nullish()
    .catch(null),
});
/** `/shows/{id}?embed=cast`: a cast that does not fit costs the cast (or the one member), never the show. */
export const tvmazeShowWithCast = tvmazeShow.extend({
  _embedded: z
    .object({ cast: lenientList(castMember, 'TVmaze cast members').catch([]) })
    .partial()
    .nullish()
    .catch(undefined),
});
export const tvmazeEpisode = z.object({
  id: z.number().int(),
  name: z.string().nullish().catch(''),
  season: z.number().int().nullish().catch(0),
  number: z.number().int().nullish().catch(null),
  airdate: z.string().nullish().catch(''),
  summary: z.string().nullish().catch(null),
  airstamp: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)))
    .nullish()
    .catch(null),
});
const episodeAiring = tvmazeEpisode.extend({
  runtime: z.number().int().positive().nullish().catch(null),
});
const episodesAnswer = lenientList(episodeAiring, 'TVmaze episodes');
const searchAnswer = lenientList(z.object({ score: z.number().catch(0), show: tvmazeShow }), 'TVmaze search results');

export interface TvmazeSettings {
  /** Where TVmaze keeps its images (TVMAZE_IMAGE_BASE_URL): only images there are relayed. */
  imageBaseUrl: string;
  shows: CachePolicy<unknown>;
  search: CachePolicy<unknown>;
  /** Decides, with the episodes' air times, which episode is the previous one and which the next. */
  clock: Clock;
  /** The server's zone (TIME_ZONE): "today" for an episode known only by its day. */
  timeZone: string;
}

/** A provider 404 is remembered briefly: a second look a minute later does not call again. */
const NOT_FOUND_SECONDS = 300;

export class TvmazeShows implements ShowsSource {
  constructor(
    private readonly tvmaze: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly settings: TvmazeSettings,
  ) {}

  async search(title: string): Promise<TvSearchResult[]> {
    const q = normaliseSearch(title);
    return this.cache.get(`tvmaze:search:${q}`, this.settings.search, async () => {
      const results = await this.tvmaze.getJson(`/search/shows?q=${encodeURIComponent(q)}`, searchAnswer);
      return results.map((r) => ({ score: r.score, show: this.toShow(r.show) }));
    });
  }

  async show(id: number): Promise<TvShowDetail | null> {
    const policy = { ...this.settings.shows, notFoundSeconds: NOT_FOUND_SECONDS };
    // Its own key: copies kept under `tvmaze:show:` from before have no cast.
    const show = await orNull(
      this.cache.get(`tvmaze:show-with-cast:${id}`, policy, async () => {
        const raw = await this.tvmaze.getJson(`/shows/${id}?embed=cast`, tvmazeShowWithCast);
        return { ...this.toShow(raw), cast: toCast(raw._embedded?.cast) };
      }),
    );
    return show && this.linkedByClock(show);
  }

  /**
   * The show with its previous and next episode as they are now, by air time. TVmaze's own links
   * are as old as the kept copy of the show (up to SHOWS_TTL_MINUTES), so tonight's episode would
   * stay "next" after it aired. Only that can go stale (an aired episode never becomes upcoming),
   * so the next episode is looked at (the screens ask for it anyway, so it is cached), and only
   * when it has aired are the links worked out again from the show's episodes. When either cannot
   * be had, TVmaze's links stand.
   */
  private async linkedByClock(show: TvShowDetail): Promise<TvShowDetail> {
    const now = this.settings.clock.now();
    const today = dayInZone(now, this.settings.timeZone);
    const nextId = episodeIdFromHref(show._links.nextepisode?.href);
    if (nextId === null) return show;
    const next = await this.episode(nextId).catch(() => null);
    if (!next || isStillToCome(next, now, today)) return show;
    const episodes = await this.episodes(show.id).catch(() => null);
    if (!episodes || episodes.length === 0) return show;
    const { previous, next: upcoming } = episodeNeighboursAt(episodes, now, this.settings.timeZone);
    return {
      ...show,
      _links: {
        self: show._links.self,
        ...(previous !== undefined && { previousepisode: { href: episodePath(previous) } }),
        ...(upcoming !== undefined && { nextepisode: { href: episodePath(upcoming) } }),
      },
    };
  }

  episode(id: number): Promise<TvEpisode | null> {
    const policy = { ...this.settings.shows, notFoundSeconds: NOT_FOUND_SECONDS };
    return orNull(
      this.cache.get(`tvmaze:episode:${id}`, policy, async () =>
        toEpisode(await this.tvmaze.getJson(`/episodes/${id}`, tvmazeEpisode)),
      ),
    );
  }

  episodes(showId: number): Promise<TvEpisodeAiring[] | null> {
    const policy = { ...this.settings.shows, notFoundSeconds: NOT_FOUND_SECONDS };
    return orNull(
      this.cache.get(`tvmaze:episodes:${showId}`, policy, async () =>
        (await this.tvmaze.getJson(`/shows/${showId}/episodes`, episodesAnswer)).map((raw) => ({
          ...toEpisode(raw),
          runtime: raw.runtime ?? null,
        })),
      ),
    );
  }

  /** A TVmaze image URL as a path on our server, or null for anything not on TVmaze's image host. */
  imagePath(url: string | undefined): string | null {
    if (!url) return null;
    const base = `${this.settings.imageBaseUrl.replace(/\/+$/, '')}/`;
    // TVmaze has sent both http and https image URLs.
    const candidates = [url, url.replace(/^http:/, 'https:'), url.replace(/^https:/, 'http:')];
    const match = candidates.find((u) => u.startsWith(base));
    return match ? `/v1/tv-images/tvmaze/${match.slice(base.length)}` : null;
  }

  toShow(raw: z.infer<typeof tvmazeShow>): TvShow {
    const medium = this.imagePath(raw.image?.medium);
    const original = this.imagePath(raw.image?.original) ?? medium;
    const previous = episodeLink(raw._links?.previousepisode?.href);
    const next = episodeLink(raw._links?.nextepisode?.href);
    return {
      id: raw.id,
      name: raw.name,
      network: raw.network?.name ? { name: raw.network.name } : null,
      webChannel: raw.webChannel?.name ? { name: raw.webChannel.name } : null,
      summary: raw.summary ?? null,
      runtime: raw.runtime ?? null,
      genres: raw.genres,
      image: medium && original ? { medium, original } : null,
      _links: {
        self: { href: showPath(raw.id) },
        ...(previous && { previousepisode: previous }),
        ...(next && { nextepisode: next }),
      },
    };
  }
}

/**
 * Searches that differ only in case and spacing are one search (one provider call, one cache
 * row); the route caps the length, so what an anonymous caller can make us store stays small.
 */
export function normaliseSearch(title: string): string {
  return title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
}

function episodeLink(href: string | undefined): { href: string } | undefined {
  const id = episodeIdFromHref(href);
  return id === null ? undefined : { href: episodePath(id) };
}

export function toCast(members: z.infer<typeof castMember>[] | undefined): TvCastMember[] {
  return (members ?? []).map((m) => ({ name: m.person.name, character: m.character?.name?.trim() || null }));
}

export function toEpisode(raw: z.infer<typeof tvmazeEpisode>): TvEpisode & { airstamp: string | null } {
  return {
    id: raw.id,
    name: raw.name ?? '',
    summary: raw.summary ?? null,
    airdate: raw.airdate ?? '',
    season: raw.season ?? 0,
    // Specials have no number.
    number: raw.number ?? 0,
    airstamp: raw.airstamp ? new Date(raw.airstamp).toISOString() : null,
  };
}

/** The provider's 404 means "no such thing": null for the route to turn into our 404. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ProviderNotFound) return null;
    throw error;
  }
}

const lookupShow = z.object({
  id: z.number().int(),
  name: z.string(),
  premiered: z.string().nullish().catch(null),
});
const lookupSearch = lenientList(z.object({ show: lookupShow }), 'TVmaze search results');
const yearOfDay = (day: string | null | undefined) => (day && /^\d{4}/.test(day) ? Number(day.slice(0, 4)) : null);
const sameTitle = (a: string, b: string) => normaliseSearch(a) === normaliseSearch(b);

/**
 * Finding another tracker's shows on TVmaze (imports): `/lookup/shows?thetvdb=|imdb=` answers a
 * redirect to the show (followed here by hand, the client refuses redirects it is not told of)
 * or 404; a title is searched and kept only when it is the same title, of the same premiere year
 * when the export gives one. TVmaze cannot look an episode up by its TheTVDB id.
 */
export class TvmazeLookup implements ShowLookupSource {
  readonly findsTvdbEpisodes = false;

  constructor(
    private readonly tvmaze: ProviderClient,
    private readonly cache: CacheLookup,
    private readonly settings: Pick<TvmazeSettings, 'shows' | 'search'>,
  ) {}

  async byExternalId(kind: 'thetvdb' | 'imdb', id: string): Promise<ShowFound | null> {
    const policy = { ...this.settings.shows, notFoundSeconds: NOT_FOUND_SECONDS };
    return orNull(
      this.cache.get(`tvmaze:lookup:${kind}:${id}`, policy, async () => {
        const url = this.tvmaze.url(`/lookup/shows?${kind}=${encodeURIComponent(id)}`);
        const showId = await this.tvmaze.getRaw(
          url,
          async ({ response }) => {
            await response.body?.cancel().catch(() => undefined);
            const target = /\/shows\/(\d+)/.exec(response.headers.get('location') ?? '');
            if (!target) throw new ProviderNotFound('TVmaze', `the lookup of ${kind} ${id} led nowhere`);
            return Number(target[1]);
          },
          { redirect: 'manual' },
        );
        const show = await this.tvmaze.getJson(`/shows/${showId}`, lookupShow);
        return { id: show.id, name: show.name, year: yearOfDay(show.premiered) };
      }),
    );
  }

  async byTitle(title: string, year: number | null): Promise<ShowFound | null> {
    const q = normaliseSearch(title);
    const results = await this.cache.get(`tvmaze:lookup-search:${q}`, this.settings.search, () =>
      this.tvmaze.getJson(`/search/shows?q=${encodeURIComponent(q)}`, lookupSearch),
    );
    const match = results.find(
      ({ show }) => sameTitle(show.name, title) && (year === null || yearOfDay(show.premiered) === year),
    );
    return match ? { id: match.show.id, name: match.show.name, year: yearOfDay(match.show.premiered) } : null;
  }

  async episodeByTvdb(): Promise<EpisodeFound | null> {
    return null;
  }
}
