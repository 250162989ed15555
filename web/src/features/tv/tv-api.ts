/** The TV screens' server state: one query per endpoint of spec section 7 (docs/api-contract.md). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localStartOfDayIso, startOfDayUtcIso, zonedTimeToUtc } from '@guide/common/dates';
import type { TvLineupType } from '@guide/common/tv';
import { episodeIdFromHref } from '@guide/common/tv';
import { apiJson } from '../../lib/api';
import { displayZone } from '../../lib/page-clock';
import { useToken } from '../../lib/session';

/** The start of a day on the TV screens: the viewer's midnight, as a UTC ISO string. */
export function dayStartIso(day: string): string {
  const zone = displayZone();
  return zone ? startOfDayUtcIso(day, zone) : localStartOfDayIso(day);
}

/** A time of a day ('20:00') in the viewer's zone, as an instant. */
export function instantOn(day: string, time: string): number {
  const zone = displayZone();
  if (zone) return zonedTimeToUtc(day, time, zone).getTime();
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min).getTime();
}

/**
 * The films or sports on TV on a day (`/v1/tv-movies`, `/v1/tv-sports`), on the viewer's line-up
 * or the guide's own. "Today" on the TV screens is the viewer's day, not the server's: it starts
 * at the viewer's midnight.
 */
const airings = <T>(
  kind: 'movies' | 'sports',
  day: string,
  lineup: string | undefined,
  load: (query: { date: string; lineup?: string }, signal: AbortSignal) => Promise<T>,
) => {
  const date = dayStartIso(day);
  return queryOptions({
    queryKey: ['tv', kind, date, lineup ?? null],
    queryFn: ({ signal }) => load({ date, ...(lineup && { lineup }) }, signal),
    staleTime: 10 * 60_000,
  });
};

/**
 * The TV queries, one `queryOptions` per endpoint; this is also the feature's key factory (every
 * key starts with 'tv': `tvQueries.show(id).queryKey`).
 */
export const tvQueries = {
  movies: (day: string, lineup?: string) =>
    airings('movies', day, lineup, (query, signal) => apiJson('tvMovies', { query, signal })),
  sports: (day: string, lineup?: string) =>
    airings('sports', day, lineup, (query, signal) => apiJson('tvSports', { query, signal })),

  /** The line-ups offered at a zip; idle until a zip is given. */
  lineups: (zip: string | null, type: TvLineupType | '') =>
    queryOptions({
      queryKey: ['tv', 'lineups', zip, type],
      queryFn: ({ signal }) => apiJson('tvLineups', { query: { zip: zip ?? '', ...(type && { type }) }, signal }),
      enabled: zip !== null,
      staleTime: 60 * 60_000,
      retry: false,
    }),

  /** The line-up the logged-in user keeps in the account (keyed by the token: one user's only). */
  accountLineup: (token: string | null) =>
    queryOptions({
      queryKey: ['tv', 'account-lineup', token],
      queryFn: ({ signal }) => apiJson('userTvLineup', { signal }),
      enabled: token !== null,
      retry: false,
      staleTime: 5 * 60_000,
    }),

  /** A line-up with its channels: its name for the screens. */
  lineup: (id: string) =>
    queryOptions({
      queryKey: ['tv', 'lineup', id],
      queryFn: ({ signal }) => apiJson('tvLineup', { params: { id }, signal }),
      staleTime: 60 * 60_000,
    }),

  search: (title: string) =>
    queryOptions({
      queryKey: ['tv', 'search', title],
      queryFn: ({ signal }) => apiJson('tvSearch', { query: { title }, signal }),
      enabled: title.trim() !== '',
      staleTime: 5 * 60_000,
    }),

  /** A show by its id; an id that is not a number is asked for as written, for the server's sentence. */
  show: (id: number | string) =>
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

export const useTvMovies = (day: string, lineup?: string) => useQuery(tvQueries.movies(day, lineup));
export const useTvSports = (day: string, lineup?: string) => useQuery(tvQueries.sports(day, lineup));
export const useTvLineups = (zip: string | null, type: TvLineupType | '') => useQuery(tvQueries.lineups(zip, type));
export const useTvLineup = (id: string | undefined) => useQuery({ ...tvQueries.lineup(id ?? ''), enabled: !!id });
export const useShowSearch = (title: string) => useQuery(tvQueries.search(title));
export const useShow = (id: number | string) => useQuery(tvQueries.show(id));
export const useEpisode = (href: string | undefined) => useQuery(tvQueries.episode(href));
export const useShowEpisodes = (showId: number) => useQuery(tvQueries.showEpisodes(showId));
export const useAccountLineup = () => useQuery(tvQueries.accountLineup(useToken()));

/** Keeps a line-up (null: the guide's own) in the logged-in user's account, writing the answer into the cache. */
export function useKeepAccountLineup() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (lineup: string | null) => apiJson('setUserTvLineup', { query: { lineup: lineup ?? '' } }),
    onSuccess: (answer) => client.setQueryData(tvQueries.accountLineup(token).queryKey, answer),
  });
}
