/** The TV screens' server state: one query hook per endpoint of spec section 7. */
import { useQuery } from '@tanstack/react-query';
import { localStartOfDayIso } from '@guide/common/dates';
import { episodeIdFromHref, type TvEpisode, type TvEpisodeAiring, type TvMovieAiring, type TvSearchResult, type TvShowDetail, type TvSportsAiring } from '@guide/common/tv';
import { apiJson } from '../../lib/api';

// "Today" on the TV screens is the viewer's day, not the server's: it starts at the viewer's midnight.

export function useTvMovies(day: string) {
  const date = localStartOfDayIso(day);
  return useQuery({
    queryKey: ['tv-movies', date],
    queryFn: ({ signal }) => apiJson<TvMovieAiring[]>(`/tv-movies?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useTvSports(day: string) {
  const date = localStartOfDayIso(day);
  return useQuery({
    queryKey: ['tv-sports', date],
    queryFn: ({ signal }) => apiJson<TvSportsAiring[]>(`/tv-sports?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useShowSearch(title: string) {
  return useQuery({
    queryKey: ['tv-search', title],
    queryFn: ({ signal }) => apiJson<TvSearchResult[]>(`/tv-search?title=${encodeURIComponent(title)}`, { signal }),
    enabled: title.trim() !== '',
    staleTime: 5 * 60_000,
  });
}

export const showQuery = (id: number) => ({
  queryKey: ['tv-show', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiJson<TvShowDetail>(`/tv-show/${id}`, { signal }),
  staleTime: 30 * 60_000,
});

export function useShow(id: number) {
  return useQuery(showQuery(id));
}

/** An episode from a show's link (`/v1/tv-show/episode/{id}`); idle while `href` is undefined. */
export const episodeQuery = (href: string | undefined) => {
  const id = episodeIdFromHref(href);
  return {
    queryKey: ['tv-episode', id],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiJson<TvEpisode>(`/tv-show/episode/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 30 * 60_000,
  };
};

export function useEpisode(href: string | undefined) {
  return useQuery(episodeQuery(href));
}

/** Every episode of a show with when it airs, oldest first: the show page's seasons. */
export function useShowEpisodes(showId: number) {
  return useQuery({
    queryKey: ['tv-show-episodes', showId],
    queryFn: ({ signal }) => apiJson<TvEpisodeAiring[]>(`/tv-show/${showId}/episodes`, { signal }),
    staleTime: 30 * 60_000,
  });
}
