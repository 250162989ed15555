import type { Game } from '@guide/common/sports';
import { seasonLabel } from './scoreboard';

/** 'ALCS Game 5' for a postseason game; else the season label of its description ('Spring Training'), null for the regular season. */
export function seriesTitle(game: Game): string | null {
  return game.series ? `${game.series.round} Game ${game.series.game}` : seasonLabel(game.description);
}

/** The series' tally the game shows: after it once final, else going into it; null before game 1. */
export const seriesTally = (game: Game): string | null => game.series?.after ?? game.series?.before ?? null;

/**
 * A postseason game's series, 'ALCS Game 5 · NYY lead 3–1'. The tally tells how the team's earlier
 * games went, so spoiler-free mode hides it with the scores (`data-spoiler`).
 */
export function SeriesLine({ game }: { game: Game }) {
  const title = seriesTitle(game);
  const tally = seriesTally(game);
  if (!title) return null;
  return (
    <span className="series-line">
      {title}
      {tally && <span data-spoiler> · {tally}</span>}
    </span>
  );
}
