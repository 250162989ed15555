import { addDays } from '@guide/common/dates';
import { isStillToCome, type TvEpisodeAiring } from '@guide/common/tv';
import {
  byAiringOrder,
  type ShowProgress,
  type UpNextEpisode,
  type UpNextItem,
  type WatchedEpisode,
} from '@guide/common/watching';

/** Where "now" is: the instant, and the guide's calendar day. */
export interface Moment {
  now: Date;
  today: string;
}

export const toUpNextEpisode = (episode: TvEpisodeAiring): UpNextEpisode => ({
  id: episode.id,
  season: episode.season,
  number: episode.number,
  name: episode.name,
  summary: episode.summary,
  airdate: episode.airdate,
  airstamp: episode.airstamp,
});

/**
 * A viewer's progress through one show, from its episodes (in airing order) and the ones they
 * marked: the furthest episode watched, the first aired one after it, and how much of what has
 * aired is watched.
 */
export function showProgress(
  show: { id: number; name: string },
  episodes: readonly TvEpisodeAiring[],
  watched: readonly WatchedEpisode[],
  following: boolean,
  { now, today }: Moment,
): ShowProgress {
  const ordered = [...episodes].sort(byAiringOrder);
  const watchedIds = new Set(watched.map((w) => w.episodeId));
  const aired = ordered.filter((e) => !isStillToCome(e, now, today));
  const ordersWatched = [...watched].sort(byAiringOrder);
  const last = ordersWatched.at(-1) ?? null;
  const after = (e: { season: number; number: number }) => !last || byAiringOrder(e, last) > 0;
  const next = aired.find((e) => after(e) && !watchedIds.has(e.id));
  const upcoming = ordered.find((e) => isStillToCome(e, now, today));
  const airedWatched = aired.filter((e) => watchedIds.has(e.id)).length;
  const lastWatchedAt = watched.reduce<string | null>(
    (at, w) => (at === null || w.watchedAt > at ? w.watchedAt : at),
    null,
  );
  return {
    showId: show.id,
    showName: show.name,
    following,
    watched: ordersWatched,
    watchedCount: watched.length,
    airedCount: aired.length,
    seasonCount: new Set(ordered.map((e) => e.season)).size,
    percent: aired.length === 0 ? 0 : Math.floor((airedWatched * 100) / aired.length),
    last,
    lastWatchedAt,
    next: next ? toUpNextEpisode(next) : null,
    upcoming: upcoming ? toUpNextEpisode(upcoming) : null,
  };
}

/** The aired episodes after the furthest one watched that are not marked. */
export function remainingAfterLast(
  progress: ShowProgress,
  episodes: readonly TvEpisodeAiring[],
  moment: Moment,
): number {
  const watchedIds = new Set(progress.watched.map((w) => w.episodeId));
  return episodes.filter(
    (e) =>
      !isStillToCome(e, moment.now, moment.today) &&
      !watchedIds.has(e.id) &&
      (!progress.last || byAiringOrder(e, progress.last) > 0),
  ).length;
}

/** Unwatched episodes airing today, and in the seven days after it. */
export function comingEpisodes(
  episodes: readonly TvEpisodeAiring[],
  watchedIds: ReadonlySet<number>,
  today: string,
): { tonight: TvEpisodeAiring[]; thisWeek: TvEpisodeAiring[] } {
  const weekEnd = addDays(today, 7);
  const unwatched = [...episodes].sort(byAiringOrder).filter((e) => !watchedIds.has(e.id));
  return {
    tonight: unwatched.filter((e) => e.airdate === today),
    thisWeek: unwatched.filter((e) => e.airdate > today && e.airdate <= weekEnd),
  };
}

export const upNextItem = (progress: ShowProgress, episode: UpNextEpisode, remaining: number): UpNextItem => ({
  showId: progress.showId,
  showName: progress.showName,
  episode,
  remaining,
  percent: progress.percent,
  lastWatchedAt: progress.lastWatchedAt,
  releasedOn: null,
  onMyServices: [],
});
