import type { NhlBoxScore, NhlGoalieLine, NhlSkaterLine, NhlTeamBox } from '@guide/common/box-score';
import type { Game, TeamRef } from '@guide/common/sports';
import { z } from 'zod';
import { fittingItems } from '../../providers/schemas';
import { GAMES_KEY_VERSION, gamesTtlSeconds } from '../live-policy';
import type { NhlBoxScoreSource } from '../sources';
import type { NhlLiveOptions } from './nhl';

/**
 * NHL box scores from the web API (`GET /v1/gamecenter/{id}/boxscore`):
 * `playerByGameStats.{awayTeam,homeTeam}.{forwards,defense,goalies}`, each player with his
 * game's counts, and each goalie with `starter` and, once the game is over, `decision`. Before
 * the puck drops the lists are missing or empty: no box score yet. A player who does not fit is
 * left out (and logged).
 */

const PROVIDER = 'NHL API';
const int = z.number().int().min(0);
const text = z
  .union([z.string(), z.object({ default: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.default));
const clock = z.string().regex(/^\d{1,3}:\d{2}$/);

const skater = z.object({
  playerId: z.number().int(),
  name: text,
  position: z.enum(['C', 'L', 'R', 'D']),
  goals: int.default(0),
  assists: int.default(0),
  points: int.optional(),
  plusMinus: z.number().int().default(0),
  pim: int.default(0),
  sog: int.default(0),
  hits: int.default(0),
  toi: clock.default('0:00'),
});
/** A goalie's line; `starter` is set from the time lines are posted, before the puck drops. */
export const nhlBoxScoreGoalie = z.object({
  playerId: z.number().int(),
  name: text,
  starter: z.boolean().default(false),
  shotsAgainst: int.default(0),
  saves: int.default(0),
  goalsAgainst: int.optional(),
  savePctg: z.number().min(0).max(1).optional(),
  toi: clock.default('0:00'),
  decision: z.string().optional(),
});
const side = z.object({
  forwards: z.array(z.unknown()).default([]),
  defense: z.array(z.unknown()).default([]),
  goalies: z.array(z.unknown()).default([]),
});
export const nhlBoxScoreAnswer = z.object({
  playerByGameStats: z.object({ awayTeam: side, homeTeam: side }).optional(),
});

const DECISIONS = new Set(['W', 'L', 'O']);

function mapSide(answer: z.infer<typeof side>, team: TeamRef): NhlTeamBox {
  const skaters: NhlSkaterLine[] = [
    ...fittingItems(PROVIDER, 'the forwards', skater, answer.forwards),
    ...fittingItems(PROVIDER, 'the defence', skater, answer.defense),
  ].map((s) => ({
    id: s.playerId,
    name: s.name,
    position: s.position,
    goals: s.goals,
    assists: s.assists,
    points: s.points ?? s.goals + s.assists,
    plusMinus: s.plusMinus,
    penaltyMinutes: s.pim,
    shots: s.sog,
    hits: s.hits,
    timeOnIce: s.toi,
  }));
  const goalies: NhlGoalieLine[] = fittingItems(PROVIDER, 'the goalies', nhlBoxScoreGoalie, answer.goalies)
    // The starter first, then the others as the provider lists them.
    .sort((a, b) => Number(b.starter) - Number(a.starter))
    .map((g) => ({
      id: g.playerId,
      name: g.name,
      starter: g.starter,
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst ?? Math.max(0, g.shotsAgainst - g.saves),
      savePercentage: g.shotsAgainst > 0 ? (g.savePctg ?? g.saves / g.shotsAgainst) : null,
      timeOnIce: g.toi,
      decision: g.decision && DECISIONS.has(g.decision) ? (g.decision as NhlGoalieLine['decision']) : null,
    }));
  return { team: { id: team.id, name: team.name }, skaters, goalies };
}

/** The box score's two sides, or null while the provider lists no player. */
export function mapNhlBoxScore(game: Game, answer: z.infer<typeof nhlBoxScoreAnswer>): NhlBoxScore['teams'] {
  const players = answer.playerByGameStats;
  if (!players) return null;
  const home = mapSide(players.homeTeam, game.home);
  const visitor = mapSide(players.awayTeam, game.visitor);
  const empty = (t: NhlTeamBox) => t.skaters.length === 0 && t.goalies.length === 0;
  return empty(home) && empty(visitor) ? null : { home, visitor };
}

/** One NHL game's box score, kept as long as the game stays as it is (seconds while live, hours once final). */
export class NhlBoxScores implements NhlBoxScoreSource {
  constructor(private readonly options: Pick<NhlLiveOptions, 'nhl' | 'cache'>) {}

  teams(game: Game): Promise<NhlBoxScore['teams']> {
    const { cache, nhl } = this.options;
    const key = `boxscore:nhl:${game.id}:${game.status}:${GAMES_KEY_VERSION}`;
    return cache.get(key, { ttlSeconds: gamesTtlSeconds([game]) }, async () =>
      mapNhlBoxScore(game, await nhl.getJson(`/v1/gamecenter/${game.id}/boxscore`, nhlBoxScoreAnswer)),
    );
  }
}
