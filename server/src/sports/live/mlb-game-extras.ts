import { isFinal, type Game, type ProbablePitcher, type SeriesState, type TeamGameRecord } from '@guide/common/sports';
import { z } from 'zod';
import { roundName, tallyText, winsNeeded } from '../../reference/series';
import { findTeam } from '../../reference/teams';
import type { MlbScheduleGame } from './schemas';

/**
 * What the MLB schedule and game feed say beside a game: each club's record and the probable
 * pitchers with their season line. Read leniently: a part that is missing or has another shape
 * is left out (or the pitcher's line is), and the game stands without it.
 */

const count = z.number().int().min(0);
const record = z.object({ wins: count, losses: count });

/** `teams.{home,away}.leagueRecord` of a schedule game, or `gameData.teams.*.record.leagueRecord` of the feed. */
export function mlbRecordOf(value: unknown): TeamGameRecord | undefined {
  const parsed = record.safeParse(value);
  return parsed.success ? { wins: parsed.data.wins, losses: parsed.data.losses } : undefined;
}

const pitchingLine = z.object({ wins: count.optional(), losses: count.optional(), era: z.string().min(1).optional() });
type PitchingLine = z.infer<typeof pitchingLine>;

/**
 * A hydrated person's season pitching (`stats[]` with group "pitching" and a season type): the
 * figures sit in `stats` in older answers and in `splits[].stat` in newer ones.
 */
const personStats = z.array(
  z.object({
    type: z.object({ displayName: z.string() }).optional(),
    group: z.object({ displayName: z.string() }),
    stats: z.unknown().optional(),
    splits: z.array(z.object({ stat: z.unknown() })).optional(),
  }),
);
const SEASON_TYPES = ['statsSingleSeason', 'season'];

function seasonLineOf(stats: unknown): PitchingLine | undefined {
  const parsed = personStats.safeParse(stats);
  if (!parsed.success) return undefined;
  const entry = parsed.data.find(
    (s) => s.group.displayName === 'pitching' && (!s.type || SEASON_TYPES.includes(s.type.displayName)),
  );
  const line = pitchingLine.safeParse(entry?.splits?.at(-1)?.stat ?? entry?.stats);
  return line.success ? line.data : undefined;
}

const person = z.object({ id: z.number().int(), fullName: z.string().min(1), stats: z.unknown().optional() });

/** A probable pitcher with his season line when it is given; null when none is announced (or it cannot be read). */
export function mlbProbableOf(value: unknown, seasonLine?: unknown): ProbablePitcher | null {
  const parsed = person.safeParse(value);
  // A placeholder for no one ('TBD', or the id 0) is no announcement.
  if (!parsed.success || parsed.data.id === 0 || /^tbd$/i.test(parsed.data.fullName.trim())) return null;
  const line = seasonLineOf(parsed.data.stats) ?? pitchingLine.safeParse(seasonLine).data;
  return {
    id: parsed.data.id,
    name: parsed.data.fullName,
    ...(line?.wins !== undefined ? { wins: line.wins } : {}),
    ...(line?.losses !== undefined ? { losses: line.losses } : {}),
    ...(line?.era ? { era: line.era } : {}),
  };
}

const boxPlayers = z.record(
  z.string(),
  z.object({ seasonStats: z.object({ pitching: z.unknown().optional() }).optional() }).passthrough(),
);

/** The feed's box score keeps each man's season line (`teams.*.players["ID<id>"].seasonStats.pitching`). */
export function feedSeasonLineOf(boxscore: unknown, side: 'home' | 'away', personId: unknown): unknown {
  const players = z
    .object({ teams: z.record(z.string(), z.object({ players: boxPlayers }).passthrough()) })
    .safeParse(boxscore);
  if (!players.success || typeof personId !== 'number') return undefined;
  return players.data.teams[side]?.players[`ID${personId}`]?.seasonStats?.pitching;
}

/** The postseason's game types: Wild Card, Division Series, League Championship Series, World Series. */
const POSTSEASON_TYPES = new Set(['F', 'D', 'L', 'W']);

/** `hydrate=seriesStatus`, read leniently: a tally of another shape is left out, the game stays. */
const seriesStatus = z.object({
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  isTied: z.boolean().optional(),
  winningTeam: z.object({ id: z.number().int(), name: z.string() }).optional(),
  losingTeam: z.object({ id: z.number().int(), name: z.string() }).optional(),
});

/** The league (AL, NL) of a series from its teams; the World Series has none. */
export const mlbSeriesGroupOf = (g: MlbScheduleGame) =>
  g.gameType === 'W' ? null : (findTeam('MLB', g.teams.home.team.id)?.conference ?? null);

/**
 * A schedule game's series, when it is a postseason game: its round and number, and the tally
 * from `seriesStatus` when hydrated (the tally as it stands: before the game until it is final,
 * after it then). Undefined for any other game.
 */
export function mlbSeriesOf(g: MlbScheduleGame, status: Game['status']): SeriesState | undefined {
  if (!g.gameType || !POSTSEASON_TYPES.has(g.gameType) || !g.seriesGameNumber) return undefined;
  const bestOf = g.gamesInSeries;
  const parsed = seriesStatus.safeParse(g.seriesStatus);
  let tally: string | null = null;
  if (parsed.success && bestOf) {
    const s = parsed.data;
    const lead = s.winningTeam ?? g.teams.home.team;
    const trail = s.losingTeam ?? g.teams.away.team;
    tally = tallyText('MLB', { team: lead, wins: s.wins }, { team: trail, wins: s.losses }, winsNeeded(bestOf));
  }
  const final = isFinal(status);
  return {
    round: roundName('MLB', g.seriesDescription ?? '', mlbSeriesGroupOf(g) ?? ''),
    game: g.seriesGameNumber,
    ...(bestOf ? { bestOf } : {}),
    before: final ? null : tally,
    after: final ? tally : null,
  };
}
