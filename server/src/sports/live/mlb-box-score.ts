import type { MlbBatterLine, MlbBoxScore, MlbPitcherLine, MlbTeamBox } from '@guide/common/box-score';
import type { Game, TeamRef } from '@guide/common/sports';
import { z } from 'zod';
import type { ProviderCache } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { GAMES_KEY_VERSION, gamesTtlSeconds } from '../live-policy';
import type { MlbBoxScoreSource } from '../sources';
import type { ProviderLog } from './validate';

/**
 * MLB box scores from the Stats API (`GET /api/v1/game/{gamePk}/boxscore`): per side,
 * `players` keyed "ID<personId>" with the game's `stats.batting` / `stats.pitching` and the
 * season's `seasonStats`, `battingOrder` ("100" for the first spot's starter, "101" for who
 * replaced him) and `pitchers` in the order they pitched. A player whose entry does not fit is
 * left out (and logged); a side that does not fit makes the answer invalid.
 */

const PROVIDER = 'MLB Stats API';
const int = z.number().int().min(0);
const person = z.object({ id: z.number().int(), fullName: z.string() });
const position = z.object({ abbreviation: z.string() });

const batting = z.object({
  atBats: int.default(0),
  runs: int.default(0),
  hits: int.default(0),
  rbi: int.default(0),
  baseOnBalls: int.default(0),
  strikeOuts: int.default(0),
});
const pitching = z.object({
  inningsPitched: z.string(),
  hits: int.default(0),
  runs: int.default(0),
  earnedRuns: int.default(0),
  baseOnBalls: int.default(0),
  strikeOuts: int.default(0),
  homeRuns: int.default(0),
  numberOfPitches: int.optional(),
  pitchesThrown: int.optional(),
  note: z.string().optional(),
});
const batter = z.object({
  person,
  battingOrder: z.string().regex(/^\d{3}$/),
  position: position.optional(),
  allPositions: z.array(position).optional(),
  stats: z.object({ batting }),
  seasonStats: z.object({ batting: z.object({ avg: z.string().optional() }).optional() }).optional(),
});
const pitcher = z.object({
  person,
  stats: z.object({ pitching }),
  seasonStats: z.object({ pitching: z.object({ era: z.string().optional() }).optional() }).optional(),
});

const side = z.object({
  team: z.object({ id: z.number().int() }),
  players: z.record(z.string(), z.unknown()),
  pitchers: z.array(z.number().int()).default([]),
});
export const mlbBoxScoreAnswer = z.object({ teams: z.object({ home: side, away: side }) });

/** A season figure as the provider writes it, or null for its "no value" ('-.--', '.---'). */
const figure = (value: string | undefined) => (value && /\d/.test(value) ? value : null);

function mapSide(answer: z.infer<typeof side>, team: TeamRef, log: ProviderLog, gameId: number): MlbTeamBox {
  const dropped: string[] = [];
  const read = <S extends z.ZodType>(schema: S, key: string): z.infer<S> | undefined => {
    const raw = answer.players[key];
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) dropped.push(key);
    return parsed.success ? (parsed.data as z.infer<S>) : undefined;
  };
  const batters: MlbBatterLine[] = Object.keys(answer.players)
    .filter((key) => (answer.players[key] as { battingOrder?: unknown } | null)?.battingOrder !== undefined)
    .map((key) => read(batter, key))
    .filter((b) => b !== undefined)
    .sort((a, b) => Number(a.battingOrder) - Number(b.battingOrder))
    .map((b) => ({
      id: b.person.id,
      name: b.person.fullName,
      position: (b.allPositions ?? (b.position ? [b.position] : [])).map((p) => p.abbreviation).join('-') || '–',
      substitute: Number(b.battingOrder) % 100 !== 0,
      atBats: b.stats.batting.atBats,
      runs: b.stats.batting.runs,
      hits: b.stats.batting.hits,
      rbi: b.stats.batting.rbi,
      walks: b.stats.batting.baseOnBalls,
      strikeOuts: b.stats.batting.strikeOuts,
      average: figure(b.seasonStats?.batting?.avg),
    }));
  const pitchers: MlbPitcherLine[] = answer.pitchers
    .map((id) => read(pitcher, `ID${id}`))
    .filter((p) => p !== undefined)
    .map((p) => {
      const line = p.stats.pitching;
      return {
        id: p.person.id,
        name: p.person.fullName,
        inningsPitched: line.inningsPitched,
        hits: line.hits,
        runs: line.runs,
        earnedRuns: line.earnedRuns,
        walks: line.baseOnBalls,
        strikeOuts: line.strikeOuts,
        homeRuns: line.homeRuns,
        pitches: line.numberOfPitches ?? line.pitchesThrown ?? null,
        era: figure(p.seasonStats?.pitching?.era),
        note: line.note ?? null,
      };
    });
  if (dropped.length > 0)
    log.warn({ provider: PROVIDER, id: gameId, players: dropped }, 'box score players did not have the expected shape');
  return { team: { id: team.id, name: team.name }, batters, pitchers };
}

/** The box score's two sides, or null while the provider lists no one who batted or pitched. */
export function mapMlbBoxScore(
  game: Game,
  answer: z.infer<typeof mlbBoxScoreAnswer>,
  log: ProviderLog,
): MlbBoxScore['teams'] {
  const home = mapSide(answer.teams.home, game.home, log, game.id);
  const visitor = mapSide(answer.teams.away, game.visitor, log, game.id);
  const empty = (t: MlbTeamBox) => t.batters.length === 0 && t.pitchers.length === 0;
  return empty(home) && empty(visitor) ? null : { home, visitor };
}

/** One MLB game's box score, kept as long as the game stays as it is (seconds while live, hours once final). */
export class MlbBoxScores implements MlbBoxScoreSource {
  constructor(private readonly options: { mlb: ProviderClient; cache: ProviderCache; log: ProviderLog }) {}

  teams(game: Game): Promise<MlbBoxScore['teams']> {
    const { cache, mlb, log } = this.options;
    const key = `boxscore:mlb:${game.id}:${game.status}:${GAMES_KEY_VERSION}`;
    return cache.get(key, { ttlSeconds: gamesTtlSeconds([game]) }, async () => {
      const answer = await mlb.getJson(`/api/v1/game/${game.id}/boxscore`, mlbBoxScoreAnswer);
      return mapMlbBoxScore(game, answer, log);
    });
  }
}
