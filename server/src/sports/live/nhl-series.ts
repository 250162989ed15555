import { isFinal, type Game, type SeriesState } from '@guide/common/sports';
import { z } from 'zod';
import { roundName, tallyText } from '../../reference/series';
import { findTeam } from '../../reference/teams';
import type { NhlGame } from './schemas';

/**
 * A playoff game's series from the NHL schedule's `seriesStatus` (`round`, `seriesTitle`,
 * `neededToWin`, `topSeedTeamAbbrev`, `topSeedWins`, `bottomSeedTeamAbbrev`, `bottomSeedWins`,
 * `gameNumberOfSeries`), read leniently: a status of another shape leaves the game without one.
 */

const seriesStatus = z.object({
  round: z.number().int().min(1).max(4),
  neededToWin: z.number().int().min(1).optional(),
  topSeedTeamAbbrev: z.string().optional(),
  topSeedWins: z.number().int().min(0),
  bottomSeedTeamAbbrev: z.string().optional(),
  bottomSeedWins: z.number().int().min(0),
  gameNumberOfSeries: z.number().int().min(1),
});

const ROUNDS = ['First Round', 'Second Round', 'Conference Final', 'Stanley Cup Final'];
const PLAYOFFS = 3;

/** The tally as it stands: before the game until it is final, after it then. */
export function nhlSeriesOf(g: NhlGame, status: Game['status']): SeriesState | undefined {
  if (g.gameType !== PLAYOFFS) return undefined;
  const parsed = seriesStatus.safeParse(g.seriesStatus);
  if (!parsed.success) return undefined;
  const s = parsed.data;
  const sideOf = (abbrev: string | undefined) =>
    [g.homeTeam, g.awayTeam].find((t) => abbrev !== undefined && t.abbrev === abbrev);
  const [top, bottom] = [sideOf(s.topSeedTeamAbbrev), sideOf(s.bottomSeedTeamAbbrev)];
  const needed = s.neededToWin ?? 4;
  const tally =
    top && bottom
      ? tallyText(
          'NHL',
          { team: { id: top.id, name: top.abbrev ?? '' }, wins: s.topSeedWins },
          { team: { id: bottom.id, name: bottom.abbrev ?? '' }, wins: s.bottomSeedWins },
          needed,
        )
      : null;
  const conference = findTeam('NHL', g.homeTeam.id)?.conference ?? '';
  const final = isFinal(status);
  return {
    round: roundName('NHL', ROUNDS[s.round - 1]!, conference),
    game: s.gameNumberOfSeries,
    bestOf: needed * 2 - 1,
    before: final ? null : tally,
    after: final ? tally : null,
  };
}
