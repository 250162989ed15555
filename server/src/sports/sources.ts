import type { MlbBoxScore, NhlBoxScore } from '@guide/common/box-score';
import type { GameSummary } from '@guide/common/game-summary';
import type { Game, LeagueStandings, MlbTeamPage, NhlTeamPage, Postseason } from '@guide/common/sports';
import type { League } from '../reference/teams';

/** What a lookup of one game can find: the game, nothing, or a game that was called off. */
export type GameLookup = { kind: 'game'; game: Game } | { kind: 'gone' } | { kind: 'unknown' };

/** One league's games, offline or from its provider. */
export interface GamesSource {
  readonly league: League;
  /** The games whose official date is `day`, by gametime; `fresh` skips cached provider answers. */
  gamesOn(day: string, options?: { fresh?: boolean }): Promise<Game[]>;
  game(id: number): Promise<GameLookup>;
  /** The first day after `after` that has games (looking about half a year ahead live, a year offline). */
  nextGameDay(after: string): Promise<string | undefined>;
  /** The last day before `before` that has games (looking back about half a year live, a year offline). */
  previousGameDay(before: string): Promise<string | undefined>;
  /** The main network (what a tile names) of each of the day's games that has one, by game id. */
  networksOn(day: string): Promise<Map<number, string>>;
}

export interface MlbTeamSource {
  /** The team page payload, or undefined for a team id that is not an MLB club. */
  team(id: number, today: string): Promise<MlbTeamPage | undefined>;
}

export interface NhlTeamSource {
  /** The team page payload, or undefined for an id that is not a current NHL club. */
  team(id: number, today: string): Promise<NhlTeamPage | undefined>;
}

/** A summary as a source makes it: everything but our own TV listing's airings, which the game-summary composition joins in. */
export type SummaryWithoutTv = GameSummary extends infer S ? (S extends GameSummary ? Omit<S, 'onTv'> : never) : never;

/** What a lookup of one game's summary finds: the summary, nothing, or a game that was called off. */
export type SummaryLookup = { kind: 'summary'; summary: SummaryWithoutTv } | { kind: 'gone' } | { kind: 'unknown' };

/** One league's game summaries (line score, scoring, decisions or stars, venue, broadcasts). */
export interface SummarySource {
  summary(id: number): Promise<SummaryLookup>;
}

/** One MLB game's batting and pitching lines: null when the provider has none (yet). Asked only of a game whose play has begun. */
export interface MlbBoxScoreSource {
  teams(game: Game): Promise<MlbBoxScore['teams']>;
}

/** One NHL game's skaters and goalies: null when the provider has none (yet). Asked only of a game whose play has begun. */
export interface NhlBoxScoreSource {
  teams(game: Game): Promise<NhlBoxScore['teams']>;
}

/** A league's standings around `today`: each division, and each league or conference with its wild card race. */
export interface LeagueStandingsSource {
  standings(today: string): Promise<LeagueStandings>;
}

/** A league's postseason of one season (the year it is played in): every series by round, as it stands now. */
export interface PostseasonSource {
  postseason(season: number): Promise<Postseason>;
}

/** The sports domain's sources, picked once at start-up (choose-sources.ts). */
export interface SportsSources {
  games: Record<League, GamesSource>;
  mlbTeams: MlbTeamSource;
  nhlTeams: NhlTeamSource;
  summaries: Record<League, SummarySource>;
  boxScores: { MLB: MlbBoxScoreSource; NHL: NhlBoxScoreSource };
  standings: Record<League, LeagueStandingsSource>;
  postseason: Record<League, PostseasonSource>;
}
