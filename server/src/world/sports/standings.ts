import { addDays } from '@guide/common/dates';
import {
  compareStandings,
  formatPct,
  gamesBehind,
  type RankedRecord,
  type Split,
  type StandingRecord,
} from '@guide/common/sports';
import { MLB_DIVISIONS, teamsOf, type League, type Team } from '../../reference/teams';
import { mlbCalendar, nhlCalendar, year } from './calendars';
import { endOf, isPlayedThrough, resultOf } from './play';
import { seasonGamesOn } from './season-days';
import { formOf, type Outcome } from './team-form';

/** Standings are the Final regular-season games counted. */

export interface TeamRecord {
  team: Team;
  wins: number;
  losses: number;
  /** NHL: losses in overtime or a shootout (a point each). */
  overtimeLosses: number;
  /** Wins within regulation time (NHL: the tie-breaker after points and games played). */
  regulationWins: number;
  /** Each counted game's outcome in the order played: W, L, or OT (an NHL loss after regulation). */
  results: Outcome[];
  /** NHL: wins in regulation or overtime, not by a shootout. */
  regulationPlusOvertimeWins: number;
  /** The tie-breakers' figures (compareStandings): the record against each club, in the division and the league or conference, and the goals. */
  teamId: number;
  against: Record<number, Split>;
  divisionRecord: Split;
  leagueSplit: Split;
  goalsFor: number;
  goalsAgainst: number;
}

/** One regular-season game played through: who won, whether it went past regulation, and when it ended. */
interface PlayedGame {
  homeId: number;
  visitorId: number;
  homeWon: boolean;
  pastRegulation: boolean;
  /** NHL: decided by a shootout. */
  shootout: boolean;
  homeScore: number;
  visitorScore: number;
  endsAt: number;
}

/** Seasons whose outcomes are kept: the current one, the last, and a few others asked for. */
const OUTCOMES_MEMO_LIMIT = 6;
const outcomesMemo = new Map<string, readonly PlayedGame[]>();

/**
 * Every regular-season game of a season that is played through, in the order played. A pure
 * function of the league and season (the world's play is), so it is worked out once: a season's
 * standings at any moment are then a count over it, not a replay of some 2,400 games.
 */
function seasonOutcomes(league: League, season: number): readonly PlayedGame[] {
  const key = `${league}-${season}`;
  const memo = outcomesMemo.get(key);
  if (memo) return memo;
  const { start, end } =
    league === 'MLB'
      ? { start: mlbCalendar(season).openingDay, end: mlbCalendar(season).regularEnd }
      : { start: nhlCalendar(season).regularStart, end: nhlCalendar(season).regularEnd };
  const outcomes: PlayedGame[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    for (const game of seasonGamesOn(league, day)) {
      if (!isPlayedThrough(game)) continue;
      const result = resultOf(game);
      outcomes.push({
        homeId: game.home.id,
        visitorId: game.visitor.id,
        homeWon: result.homeWon,
        pastRegulation: result.lastPeriod > 3,
        shootout: league === 'NHL' && game.phase !== 'postseason' && result.lastPeriod >= 5,
        homeScore: result.home,
        visitorScore: result.visitor,
        endsAt: endOf(game).getTime(),
      });
    }
  }
  if (outcomesMemo.size >= OUTCOMES_MEMO_LIMIT) outcomesMemo.delete(outcomesMemo.keys().next().value as string);
  outcomesMemo.set(key, outcomes);
  return outcomes;
}

/** Records from the regular-season games that are Final at `now` (all of them when `now` is omitted). */
export function regularSeasonRecords(league: League, season: number, now?: Date): TeamRecord[] {
  const records = new Map(
    teamsOf(league).map((team) => [
      team.id,
      {
        team,
        wins: 0,
        losses: 0,
        overtimeLosses: 0,
        regulationWins: 0,
        regulationPlusOvertimeWins: 0,
        results: [] as Outcome[],
        teamId: team.id,
        against: {} as Record<number, Split>,
        divisionRecord: { wins: 0, losses: 0 },
        leagueSplit: { wins: 0, losses: 0 },
        goalsFor: 0,
        goalsAgainst: 0,
      },
    ]),
  );
  /** Counts one game in a split: a win, or a loss (an NHL loss past regulation still earns its point). */
  const tally = (split: Split, won: boolean, point: boolean) => {
    if (won) split.wins += 1;
    else split.losses += 1;
    split.points = (split.points ?? 0) + (won ? 2 : point ? 1 : 0);
  };
  const until = now?.getTime() ?? Number.POSITIVE_INFINITY;
  for (const game of seasonOutcomes(league, season)) {
    if (game.endsAt > until) continue;
    const winner = records.get(game.homeWon ? game.homeId : game.visitorId)!;
    const loser = records.get(game.homeWon ? game.visitorId : game.homeId)!;
    winner.wins += 1;
    if (league === 'NHL' && !game.pastRegulation) winner.regulationWins += 1;
    winner.results.push('W');
    if (league === 'NHL' && game.pastRegulation) {
      loser.overtimeLosses += 1;
      loser.results.push('OT');
    } else {
      loser.losses += 1;
      loser.results.push('L');
    }
    if (league === 'NHL' && !game.shootout) winner.regulationPlusOvertimeWins += 1;
    const point = league === 'NHL' && game.pastRegulation;
    tally((winner.against[loser.team.id] ??= { wins: 0, losses: 0 }), true, point);
    tally((loser.against[winner.team.id] ??= { wins: 0, losses: 0 }), false, point);
    if (winner.team.division === loser.team.division) {
      tally(winner.divisionRecord, true, point);
      tally(loser.divisionRecord, false, point);
    }
    if (winner.team.conference === loser.team.conference) {
      tally(winner.leagueSplit, true, point);
      tally(loser.leagueSplit, false, point);
    }
    const [home, visitor] = [records.get(game.homeId)!, records.get(game.visitorId)!];
    home.goalsFor += game.homeScore;
    home.goalsAgainst += game.visitorScore;
    visitor.goalsFor += game.visitorScore;
    visitor.goalsAgainst += game.homeScore;
  }
  return [...records.values()];
}

/** Best first by the league's tie-breakers (`compareStandings`), then id for a stable order. */
export function rankRecords<R extends RankedRecord & { team: Team }>(league: League, records: R[]): R[] {
  return [...records].sort((a, b) => compareStandings(league, a, b) || a.team.id - b.team.id);
}

const finalRecordsMemo = new Map<string, TeamRecord[]>();
/** The final regular-season records, ranked. */
export function finalRecords(league: League, season: number): TeamRecord[] {
  const key = `${league}-${season}`;
  let records = finalRecordsMemo.get(key);
  if (!records) {
    records = rankRecords(league, regularSeasonRecords(league, season));
    finalRecordsMemo.set(key, records);
  }
  return records;
}

/** The MLB season whose standings matter on `today`: this year's once opening day has come, else last year's. */
export function mlbStandingsSeason(today: string): number {
  return today >= mlbCalendar(year(today)).openingDay ? year(today) : year(today) - 1;
}

/** A division's standings as the Stats API shapes them, from the Final regular-season games at `now`. */
export function offlineMlbStandings(division: string, today: string, now: Date): StandingRecord[] {
  const season = mlbStandingsSeason(today);
  const records = regularSeasonRecords('MLB', season, now);
  const league = MLB_DIVISIONS[division]!.league;
  const leagueRanked = rankRecords(
    'MLB',
    records.filter((r) => r.team.conference === league),
  );
  const divisionRanked = leagueRanked.filter((r) => r.team.division === division);
  return divisionRanked.map((r, i) => ({
    team: { id: r.team.id, name: r.team.name },
    divisionRank: String(i + 1),
    leagueRank: String(leagueRanked.indexOf(r) + 1),
    leagueRecord: { wins: r.wins, losses: r.losses, ties: 0, pct: formatPct(r.wins, r.losses) },
    gamesPlayed: r.wins + r.losses,
    gamesBack: gamesBehind(divisionRanked[0]!, r),
    ...formOf(r.results),
  }));
}
