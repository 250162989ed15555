import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';

/** The search's queries (also its key factory: every key starts with 'search'). */
export const searchQueries = {
  /** GET /v1/search?q=&zip=: teams, shows and films; asked only for a query with something in it and once the zip is known. */
  results: (q: string, zip: string | null, enabled = true) =>
    queryOptions({
      queryKey: ['search', q, zip],
      queryFn: ({ signal }) => apiJson('search', { query: { q, zip: zip ?? undefined }, signal }),
      enabled: enabled && q.trim().length > 0,
    }),
};

export const useSearch = (q: string, zip: string | null, enabled = true) =>
  useQuery(searchQueries.results(q, zip, enabled));
