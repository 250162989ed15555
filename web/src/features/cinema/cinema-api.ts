import { useQuery } from '@tanstack/react-query';
import type { Place, Showing } from '@guide/common/cinema';
import { apiJson } from '../../lib/api';

/** Films and showtimes near a zip code on a day (GET /v1/movies). */
export function useShowings(zip: string | null, day: string) {
  return useQuery({
    queryKey: ['cinema', 'movies', zip, day],
    queryFn: ({ signal }) => apiJson<Showing[]>(`/movies?zip=${encodeURIComponent(zip!)}&date=${day}`, { signal }),
    enabled: zip !== null,
  });
}

/** The city and state of a zip code; a zip that is no real one simply has none. */
export function usePlace(zip: string | null) {
  return useQuery({
    queryKey: ['cinema', 'place', zip],
    queryFn: ({ signal }) => apiJson<Place>(`/places/${encodeURIComponent(zip!)}`, { signal }),
    enabled: zip !== null,
    staleTime: Infinity,
    retry: false,
  });
}
