/** The TV screens' server state: one query per endpoint of spec section 7 (docs/api-contract.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localStartOfDayIso, startOfDayUtcIso } from '@guide/common/dates';
import { episodeIdFromHref } from '@guide/common/tv';
import { apiJson } from '../../lib/api';
import { displayZone } from '../../lib/page-clock';

/**
 * The films or sports on TV on a day (`/v1/tv-movies`, `/v1/tv-sports`). "Today" on the TV screens
 * is the viewer's day, not the server's: it starts at the viewer's midnight.
 */
const airings = <T>(
  kind: 'movies' | 'sports',
  day: string,
  load: (date: string, signal: AbortSignal) => Promise<T>,
) => {
  const zone = displayZone();
  const date = zone ? startOfDayUtcIso(day, zone) : localStartOfDayIso(day);
  return queryOptions({
    queryKey: ['tv', kind, date],
    queryFn: ({ signal }) => load(date, signal),
    staleTime: 10 * 60_000,
  });
};

/**
 * The TV queries, one `queryOptions` per endpoint; this is also the feature's key factory (every
 * key starts with 'tv': `tvQueries.show(id).queryKey`).
 */
export const tvQueries = {
  movies: (day: string) => airings('movies', day, (date, signal) => apiJson('tvMovies', { query: { date }, signal })),
  sports: (day: string) => airings('sports', day, (date, signal) => apiJson('tvSports', { query: { date }, signal })),

  search: (title: string) =>
    queryOptions({
      queryKey: ['tv', 'search', title],
      queryFn: ({ signal }) => apiJson('tvSearch', { query: { title }, signal }),
      enabled: title.trim() !== '',
      staleTime: 5 * 60_000,
    }),

  show: (id: number) =>
    queryOptions({
      queryKey: ['tv', 'show', id],
      queryFn: ({ signal }) => apiJson('tvShow', { params: { id }, signal }),
      staleTime: 30 * 60_000,
    }),

  /** Every episode of a show with when it airs, oldest first: the show page's seasons. */
  showEpisodes: (showId: number) =>
    queryOptions({
      queryKey: ['tv', 'show', showId, 'episodes'],
      queryFn: ({ signal }) => apiJson('tvShowEpisodes', { params: { id: showId }, signal }),
      staleTime: 30 * 60_000,
    }),

  /** An episode from a show's link (`/v1/tv-show/episode/{id}`); idle while `href` is undefined. */
  episode: (href: string | undefined) => {
    const id = episodeIdFromHref(href);
    return queryOptions({
      queryKey: ['tv', 'episode', id],
      queryFn: ({ signal }) => apiJson('tvEpisode', { params: { id: id ?? '' }, signal }),
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
