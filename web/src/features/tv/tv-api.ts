/** The TV screens' server state: one query per endpoint of spec section 7 (docs/api-contract.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localStartOfDayIso } from '@guide/common/dates';
import { episodeIdFromHref, type TvEpisode, type TvEpisodeAiring, type TvMovieAiring, type TvSearchResult, type TvShowDetail, type TvSportsAiring } from '@guide/common/tv';
import { apiJson } from '../../lib/api';

export const tvKeys = {
  airings: (kind: AiringKind, date: string) => ['tv', kind, date] as const,
  search: (title: string) => ['tv', 'search', title] as const,
  show: (id: number) => ['tv', 'show', id] as const,
  showEpisodes: (id: number) => ['tv', 'show', id, 'episodes'] as const,
  episode: (id: number | null) => ['tv', 'episode', id] as const,
};

type AiringKind = 'movies' | 'sports';

/**
 * The films or sports on TV on a day (`/v1/tv-movies`, `/v1/tv-sports`). "Today" on the TV screens
 * is the viewer's day, not the server's: it starts at the viewer's midnight.
 */
const airingsQuery = <T>(kind: AiringKind, day: string) => {
  const date = localStartOfDayIso(day);
  return queryOptions({
    queryKey: tvKeys.airings(kind, date),
    queryFn: ({ signal }) => apiJson<T[]>(`/tv-${kind}?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 10 * 60_000,
  });
};

const searchQuery = (title: string) =>
  queryOptions({
    queryKey: tvKeys.search(title),
    queryFn: ({ signal }) => apiJson<TvSearchResult[]>(`/tv-search?title=${encodeURIComponent(title)}`, { signal }),
    enabled: title.trim() !== '',
    staleTime: 5 * 60_000,
  });

export const showQuery = (id: number) =>
  queryOptions({
    queryKey: tvKeys.show(id),
    queryFn: ({ signal }) => apiJson<TvShowDetail>(`/tv-show/${id}`, { signal }),
    staleTime: 30 * 60_000,
  });

/** An episode from a show's link (`/v1/tv-show/episode/{id}`); idle while `href` is undefined. */
export const episodeQuery = (href: string | undefined) => {
  const id = episodeIdFromHref(href);
  return queryOptions({
    queryKey: tvKeys.episode(id),
    queryFn: ({ signal }) => apiJson<TvEpisode>(`/tv-show/episode/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 30 * 60_000,
  });
};

/** Every episode of a show with when it airs, oldest first: the show page's seasons. */
const showEpisodesQuery = (showId: number) =>
  queryOptions({
    queryKey: tvKeys.showEpisodes(showId),
    queryFn: ({ signal }) => apiJson<TvEpisodeAiring[]>(`/tv-show/${showId}/episodes`, { signal }),
    staleTime: 30 * 60_000,
  });

export const useTvMovies = (day: string) => useQuery(airingsQuery<TvMovieAiring>('movies', day));
export const useTvSports = (day: string) => useQuery(airingsQuery<TvSportsAiring>('sports', day));
export const useShowSearch = (title: string) => useQuery(searchQuery(title));
export const useShow = (id: number) => useQuery(showQuery(id));
export const useEpisode = (href: string | undefined) => useQuery(episodeQuery(href));
export const useShowEpisodes = (showId: number) => useQuery(showEpisodesQuery(showId));
