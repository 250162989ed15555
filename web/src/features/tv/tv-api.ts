/** The TV screens' server state: one query per endpoint of spec section 7 (docs/api-contract.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localStartOfDayIso } from '@guide/common/dates';
import { episodeIdFromHref, type TvEpisode, type TvEpisodeAiring, type TvMovieAiring, type TvSearchResult, type TvShowDetail, type TvSportsAiring } from '@guide/common/tv';
import { apiJson } from '../../lib/api';

/**
 * The films or sports on TV on a day (`/v1/tv-movies`, `/v1/tv-sports`). "Today" on the TV screens
 * is the viewer's day, not the server's: it starts at the viewer's midnight.
 */
const airings = <T>(kind: 'movies' | 'sports', day: string) => {
  const date = localStartOfDayIso(day);
  return queryOptions({
    queryKey: ['tv', kind, date],
    queryFn: ({ signal }) => apiJson<T[]>(`/tv-${kind}?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 10 * 60_000,
  });
};

/**
 * The TV queries, one `queryOptions` per endpoint; this is also the feature's key factory (every
 * key starts with 'tv': `tvQueries.show(id).queryKey`).
 */
export const tvQueries = {
  movies: (day: string) => airings<TvMovieAiring>('movies', day),
  sports: (day: string) => airings<TvSportsAiring>('sports', day),

  search: (title: string) =>
    queryOptions({
      queryKey: ['tv', 'search', title],
      queryFn: ({ signal }) => apiJson<TvSearchResult[]>(`/tv-search?title=${encodeURIComponent(title)}`, { signal }),
      enabled: title.trim() !== '',
      staleTime: 5 * 60_000,
    }),

  show: (id: number) =>
    queryOptions({
      queryKey: ['tv', 'show', id],
      queryFn: ({ signal }) => apiJson<TvShowDetail>(`/tv-show/${id}`, { signal }),
      staleTime: 30 * 60_000,
    }),

  /** Every episode of a show with when it airs, oldest first: the show page's seasons. */
  showEpisodes: (showId: number) =>
    queryOptions({
      queryKey: ['tv', 'show', showId, 'episodes'],
      queryFn: ({ signal }) => apiJson<TvEpisodeAiring[]>(`/tv-show/${showId}/episodes`, { signal }),
      staleTime: 30 * 60_000,
    }),

  /** An episode from a show's link (`/v1/tv-show/episode/{id}`); idle while `href` is undefined. */
  episode: (href: string | undefined) => {
    const id = episodeIdFromHref(href);
    return queryOptions({
      queryKey: ['tv', 'episode', id],
      queryFn: ({ signal }) => apiJson<TvEpisode>(`/tv-show/episode/${id}`, { signal }),
      enabled: id !== null,
      staleTime: 30 * 60_000,
    });
  },
};

export const useTvMovies = (day: string) => useQuery(tvQueries.movies(day));
export const useTvSports = (day: string) => useQuery(tvQueries.sports(day));
export const useShowSearch = (title: string) => useQuery(tvQueries.search(title));
export const useShow = (id: number) => useQuery(tvQueries.show(id));
export const useEpisode = (href: string | undefined) => useQuery(tvQueries.episode(href));
export const useShowEpisodes = (showId: number) => useQuery(tvQueries.showEpisodes(showId));
