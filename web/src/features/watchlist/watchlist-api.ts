/**
 * The film watchlist (the `/v1/users/watchlist…` endpoints): which films are kept, the list with
 * where each is showing and airing, and the changes. Keyed by the token they were asked with, so
 * one user never sees another's.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeptFilms } from '@guide/common/watching';
import { apiJson } from '../../lib/api';
import { useToken } from '../../lib/session';

export const watchlistQueries = {
  all: ['watchlist'] as const,
  /** Which films are kept, and whether each is seen: light, for a film page's toggle. */
  kept: (token: string | null) =>
    queryOptions({
      queryKey: ['watchlist', token, 'kept'],
      queryFn: ({ signal }) => apiJson('keptFilms', { signal }),
      enabled: token !== null,
      retry: false,
    }),
  /** The list with today's showtimes near the saved zips and this week's airings. */
  list: (token: string | null) =>
    queryOptions({
      queryKey: ['watchlist', token, 'list'],
      queryFn: ({ signal }) => apiJson('watchlist', { signal }),
      enabled: token !== null,
      retry: false,
    }),
};

export const useKeptFilms = () => useQuery(watchlistQueries.kept(useToken()));
export const useWatchlist = () => useQuery(watchlistQueries.list(useToken()));

export type WatchlistChange = { film: string } & (
  { change: 'keep' } | { change: 'forget' } | { change: 'seen'; seen: boolean }
);

/** Keeps, forgets or marks a film seen: the kept films come with the answer, and the list is asked again. */
export function useChangeWatchlist() {
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: WatchlistChange): Promise<KeptFilms> => {
      const query = { film: c.film };
      if (c.change === 'keep') return apiJson('keepFilm', { query });
      if (c.change === 'forget') return apiJson('forgetFilm', { query });
      return apiJson('markFilmSeen', { query: { ...query, seen: c.seen ? 'true' : 'false' } });
    },
    onSuccess: (kept) => client.setQueryData(watchlistQueries.kept(token).queryKey, kept),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistQueries.list(token).queryKey }),
  });
}
