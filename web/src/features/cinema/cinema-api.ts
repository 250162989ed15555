import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Place, Release, Showing } from '@guide/common/cinema';
import { cinemaZip } from '@guide/common/zip';
import { apiJson } from '../../lib/api';
import { localToday } from '../../lib/format';
import { chosenZipFor } from './chosen-zip';

export const cinemaKeys = {
  showings: (zip: string | null, day: string) => ['cinema', 'showings', zip, day] as const,
  place: (zip: string | null) => ['cinema', 'place', zip] as const,
  releases: () => ['cinema', 'releases'] as const,
};

/** Films and showtimes near a zip code on a day (GET /v1/movies). */
const showingsQuery = (zip: string | null, day: string) =>
  queryOptions({
    queryKey: cinemaKeys.showings(zip, day),
    queryFn: ({ signal }) => apiJson<Showing[]>(`/movies?zip=${encodeURIComponent(zip!)}&date=${day}`, { signal }),
    enabled: zip !== null,
  });

/** The city and state of a zip code; a zip that is no real one simply has none. */
const placeQuery = (zip: string | null) =>
  queryOptions({
    queryKey: cinemaKeys.place(zip),
    queryFn: ({ signal }) => apiJson<Place>(`/places/${encodeURIComponent(zip!)}`, { signal }),
    enabled: zip !== null,
    staleTime: Infinity,
    retry: false,
  });

/** The coming films of the landing page (GET /v1/discover). */
const releasesQuery = () =>
  queryOptions({
    queryKey: cinemaKeys.releases(),
    queryFn: ({ signal }) => apiJson<Release[]>('/discover', { signal }),
  });

export const useShowings = (zip: string | null, day: string) => useQuery(showingsQuery(zip, day));
export const usePlace = (zip: string | null) => useQuery(placeQuery(zip));
export const useReleases = () => useQuery(releasesQuery());

/** What the cinema screen asks for first (the chosen zip's place, today's listings), started while its code loads. */
export function prefetchCinema(client: QueryClient, _params: Record<string, string>, search: URLSearchParams): void {
  const chosen = chosenZipFor(search);
  if (chosen === null) return;
  const zip = cinemaZip(chosen);
  void client.prefetchQuery(placeQuery(zip));
  void client.prefetchQuery(showingsQuery(zip, localToday()));
}
