import { dayInZone } from '@guide/common/dates';
import { isStillToCome, type TvEpisodeAiring } from '@guide/common/tv';

/**
 * A show's previous and next episode at `now`, from its episodes in airing order: the last one
 * whose air time has passed and the first one still to come (the rule of `isStillToCome`). An
 * episode airing later today is the next one until it starts. Undefined ids where there is none.
 */
export function episodeNeighboursAt(
  episodes: readonly TvEpisodeAiring[],
  now: Date,
  timeZone: string,
): { previous?: number; next?: number } {
  const today = dayInZone(now, timeZone);
  let previous: number | undefined;
  let next: number | undefined;
  for (const episode of episodes) {
    if (isStillToCome(episode, now, today)) {
      next ??= episode.id;
    } else if (next === undefined) {
      previous = episode.id;
    }
  }
  return { previous, next };
}
