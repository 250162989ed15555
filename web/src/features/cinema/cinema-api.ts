import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cinemaZip } from '@guide/common/zip';
import { apiJson } from '../../lib/api';
import { dayFromSearch } from '../../lib/day-param';
import { localToday } from '../../lib/format';
import { chosenZipFor } from './chosen-zip';

/**
 * The cinema's queries, one `queryOptions` per endpoint; this is also the feature's key factory
 * (every key starts with 'cinema': `cinemaQueries.place(zip).queryKey`).
 */
export const cinemaQueries = {
  /** Films and showtimes near a zip code on a day (GET /v1/movies). */
  showings: (zip: string | null, day: string) =>
    queryOptions({
      queryKey: ['cinema', 'showings', zip, day],
      queryFn: ({ signal }) => apiJson('showings', { query: { zip: zip!, date: day }, signal }),
      enabled: zip !== null,
    }),

  /** The city and state of a zip code; a zip that is no real one simply has none. */
  place: (zip: string | null) =>
    queryOptions({
      queryKey: ['cinema', 'place', zip],
      queryFn: ({ signal }) => apiJson('place', { params: { zip: zip! }, signal }),
      enabled: zip !== null,
      staleTime: Infinity,
      retry: false,
    }),

  /** A film's page: details, showtimes near `zip` on `day` (none without a zip), TV airings this week (GET /v1/films/{id}). */
  film: (id: string, zip: string | null, day: string) =>
    queryOptions({
      queryKey: ['cinema', 'film', id, zip, day],
      queryFn: ({ signal }) => apiJson('film', { params: { id }, query: { zip: zip ?? undefined, date: day }, signal }),
    }),

  /** The coming films of the landing page (GET /v1/discover). */
  releases: () =>
    queryOptions({
      queryKey: ['cinema', 'releases'],
      queryFn: ({ signal }) => apiJson('releases', { signal }),
    }),
};

export const useShowings = (zip: string | null, day: string) => useQuery(cinemaQueries.showings(zip, day));
export const usePlace = (zip: string | null) => useQuery(cinemaQueries.place(zip));
export const useReleases = () => useQuery(cinemaQueries.releases());
// The same film for another zip or day keeps its page (and the zip being typed) on screen while it loads.
export const useFilm = (id: string, zip: string | null, day: string) =>
  useQuery({
    ...cinemaQueries.film(id, zip, day),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

/** A film page's first request (its zip and day from the address or the device), started while its code loads. */
export function prefetchFilm(client: QueryClient, params: { id: string }, search: URLSearchParams): void {
  const chosen = chosenZipFor(search);
  const today = localToday();
  const day = dayFromSearch(search);
  void client.prefetchQuery(
    cinemaQueries.film(params.id, chosen === null ? null : cinemaZip(chosen), day && day > today ? day : today),
  );
}

/** What the cinema screen asks for first (the chosen zip's place, today's listings), started while its code loads. */
export function prefetchCinema(client: QueryClient, _params: Record<string, string>, search: URLSearchParams): void {
  const chosen = chosenZipFor(search);
  if (chosen === null) return;
  const zip = cinemaZip(chosen);
  void client.prefetchQuery(cinemaQueries.place(zip));
  const today = localToday();
  const day = dayFromSearch(search);
  void client.prefetchQuery(cinemaQueries.showings(zip, day && day > today ? day : today));
}
