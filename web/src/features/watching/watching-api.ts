/**
 * What the viewer watches (the `/v1/users/watched…`, `/v1/users/up-next` and
 * `/v1/users/watching-settings` endpoints): a show's progress, marks and unmarks, Up next, and the
 * spoiler-free setting. Keyed by the token they were asked with, so one user never sees another's.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShowProgress, UpNext, UpNextItem } from '@guide/common/watching';
import { apiJson } from '../../lib/api';
import { useToken } from '../../lib/session';
import { userDataQueries } from '../../lib/user-data-api';

export const watchingQueries = {
  all: ['watching'] as const,
  upNext: (token: string | null) =>
    queryOptions({
      queryKey: ['watching', token, 'up-next'],
      queryFn: ({ signal }) => apiJson('upNext', { signal }),
      enabled: token !== null,
      retry: false,
    }),
  progress: (token: string | null, show: number) =>
    queryOptions({
      queryKey: ['watching', token, 'progress', show],
      queryFn: ({ signal }) => apiJson('showProgress', { query: { show }, signal }),
      enabled: token !== null,
      retry: false,
    }),
};

export const useUpNext = () => useQuery(watchingQueries.upNext(useToken()));
export const useShowProgress = (show: number) => useQuery(watchingQueries.progress(useToken(), show));

/** What a mark or unmark covers: the whole show, a season, one episode, or everything up to one. */
export interface EpisodeSelection {
  show: number;
  season?: number;
  episode?: number;
  through?: boolean;
}

const queryOf = (s: EpisodeSelection) => ({
  show: s.show,
  ...(s.season !== undefined ? { season: s.season } : {}),
  ...(s.episode !== undefined ? { episode: s.episode } : {}),
  ...(s.through ? { through: 'true' as const } : {}),
});

/**
 * Marks or unmarks episodes. The show's progress is written from the answer; Up next is asked
 * again (one mark can move several of its lists), and the saved shows too, since marking saves.
 * With `optimisticUpNext`, the marked episode leaves Up next at once and comes back if the mark fails.
 */
export function useMarkWatched() {
  const token = useToken();
  const client = useQueryClient();
  const upNextKey = watchingQueries.upNext(token).queryKey;
  return useMutation({
    mutationFn: ({ selection, watched }: { selection: EpisodeSelection; watched: boolean; optimistic?: boolean }) =>
      apiJson(watched ? 'markWatched' : 'unmarkWatched', { query: queryOf(selection) }),
    onMutate: async ({ selection, watched, optimistic }) => {
      if (!optimistic || !watched || selection.episode === undefined) return undefined;
      await client.cancelQueries({ queryKey: upNextKey });
      const before = client.getQueryData(upNextKey);
      if (before) client.setQueryData(upNextKey, withoutEpisode(before, selection.episode));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(upNextKey, context.before);
    },
    onSuccess: (progress: ShowProgress) => {
      client.setQueryData(watchingQueries.progress(token, progress.showId).queryKey, progress);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: upNextKey });
      void client.invalidateQueries({ queryKey: userDataQueries.of(token).queryKey });
    },
  });
}

/** Up next as it is once `episodeId` is watched: gone from every list (the next one comes with the server's answer). */
function withoutEpisode(upNext: UpNext, episodeId: number): UpNext {
  const keep = (items: UpNextItem[]) => items.filter((i) => i.episode.id !== episodeId);
  return {
    ...upNext,
    next: keep(upNext.next),
    newTonight: keep(upNext.newTonight),
    comingThisWeek: keep(upNext.comingThisWeek),
    behind: keep(upNext.behind),
  };
}
