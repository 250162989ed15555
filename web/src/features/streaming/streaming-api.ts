import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_STREAMING_FILMS, MAX_STREAMING_SHOWS } from '@guide/common/cinema';
import { apiJson } from '../../lib/api';
import { useToken } from '../../lib/session';

/** Where films stream, the services there are, and the viewer's own; every key starts with 'streaming'. */
export const streamingQueries = {
  /** Where a film streams, rents or sells in the US (GET /v1/films/{id}/watch-options). */
  filmOptions: (id: string) =>
    queryOptions({
      queryKey: ['streaming', 'film', id],
      queryFn: ({ signal }) => apiJson('filmWatchOptions', { params: { id }, signal }),
    }),

  /** Where a show streams, rents or sells in the US, by its TVmaze id (GET /v1/tv-show/{id}/watch-options). */
  showOptions: (id: number) =>
    queryOptions({
      queryKey: ['streaming', 'show', id],
      queryFn: ({ signal }) => apiJson('showWatchOptions', { params: { id }, signal }),
    }),

  /** Which services each film streams on, by id (GET /v1/streaming-services/films): public, names no one's. */
  films: (ids: readonly string[]) =>
    queryOptions({
      queryKey: ['streaming', 'films', ids],
      queryFn: ({ signal }) => apiJson('streamingFilms', { query: { ids: ids.join(',') }, signal }),
      staleTime: 60 * 60_000,
    }),

  /** Which services each show streams on, by TVmaze id (GET /v1/streaming-services/shows): public, names no one's. */
  shows: (ids: readonly number[]) =>
    queryOptions({
      queryKey: ['streaming', 'shows', ids],
      queryFn: ({ signal }) => apiJson('streamingShows', { query: { ids: ids.join(',') }, signal }),
      staleTime: 60 * 60_000,
    }),

  /** Every service there is to choose from (GET /v1/streaming-services). */
  services: () =>
    queryOptions({
      queryKey: ['streaming', 'services'],
      queryFn: ({ signal }) => apiJson('streamingServices', { signal }),
      staleTime: 60 * 60_000,
    }),

  /** The logged-in user's services (keyed by the token: one user's only). */
  mine: (token: string | null) =>
    queryOptions({
      queryKey: ['streaming', 'mine', token],
      queryFn: ({ signal }) => apiJson('userStreamingServices', { signal }),
      enabled: token !== null,
      retry: false,
    }),
};

export const useFilmWatchOptions = (id: string) => useQuery(streamingQueries.filmOptions(id));
export const useShowWatchOptions = (id: number) => useQuery(streamingQueries.showOptions(id));
export const useStreamingServices = () => useQuery(streamingQueries.services());
export const useMyServices = () => useQuery(streamingQueries.mine(useToken()));

/** Keeps the user's whole choice of services, writing the answer into the cache. */
export function useKeepMyServices() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (services: number[]) => apiJson('setUserStreamingServices', { form: { services: services.join(',') } }),
    onSuccess: (answer) => client.setQueryData(streamingQueries.mine(token).queryKey, answer),
  });
}

/** Each title's services once every group has answered; undefined until then, or when not wanted. */
type StreamingOf<Id> = Map<Id, number[] | null> | undefined;

/** The ids, each once and sorted (so one list asks the same groups), in groups of at most `size`. */
function groupsOf<Id extends string | number>(ids: readonly Id[], size: number): Id[][] {
  const sorted = [...new Set(ids)].sort();
  const groups: Id[][] = [];
  for (let i = 0; i < sorted.length; i += size) groups.push(sorted.slice(i, i + size));
  return groups;
}

function mergedAnswers<Id>(
  answers: readonly { data?: readonly { id: Id; services: number[] | null }[] }[],
  wanted: boolean,
): StreamingOf<Id> {
  if (!wanted || answers.some((a) => !a.data)) return undefined;
  return new Map(answers.flatMap((a) => a.data!.map((t) => [t.id, t.services] as const)));
}

/** The services each film streams on, asked only when `wanted` (a logged-in viewer with services). */
export function useFilmsStreaming(filmIds: readonly string[], wanted: boolean): StreamingOf<string> {
  const answers = useQueries({
    queries: groupsOf(filmIds, MAX_STREAMING_FILMS).map((group) => ({
      ...streamingQueries.films(group),
      enabled: wanted,
    })),
  });
  return mergedAnswers(answers, wanted);
}

/** The services each show streams on, asked only when `wanted`, as the films' are. */
export function useShowsStreaming(showIds: readonly number[], wanted: boolean): StreamingOf<number> {
  const answers = useQueries({
    queries: groupsOf(showIds, MAX_STREAMING_SHOWS).map((group) => ({
      ...streamingQueries.shows(group),
      enabled: wanted,
    })),
  });
  return mergedAnswers(answers, wanted);
}
