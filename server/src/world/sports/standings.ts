import { addDays } from '@guide/common/dates';
import { compareStandings, formatPct, gamesBehind, type StandingRecord } from '@guide/common/sports';
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
}

/** Records from the regular-season games that are Final at `now` (all of them when `now` is omitted). */
export function regularSeasonRecords(league: League, season: number, now?: Date): TeamRecord[] {
  const records = new Map(
    teamsOf(league).map((team) => [
      team.id,
      { team, wins: 0, losses: 0, overtimeLosses: 0, regulationWins: 0, results: [] as Outcome[] },
    ]),
  );
  const { start, end } =
    league === 'MLB'
      ? { start: mlbCalendar(season).openingDay, end: mlbCalendar(season).regularEnd }
      : { start: nhlCalendar(season).regularStart, end: nhlCalendar(season).regularEnd };
  for (let day = start; day <= end; day = addDays(day, 1)) {
    for (const game of seasonGamesOn(league, day)) {
      if (!isPlayedThrough(game) || (now && endOf(game) > now)) continue;
      const result = resultOf(game);
      const winner = records.get(result.homeWon ? game.home.id : game.visitor.id)!;
      const loser = records.get(result.homeWon ? game.visitor.id : game.home.id)!;
      winner.wins += 1;
      if (league === 'NHL' && result.lastPeriod <= 3) winner.regulationWins += 1;
      winner.results.push('W');
      if (league === 'NHL' && result.lastPeriod > 3) {
        loser.overtimeLosses += 1;
        loser.results.push('OT');
      } else {
        loser.losses += 1;
        loser.results.push('L');
      }
    }
  }
  return [...records.values()];
}

/** Best first by the league's tie-breakers (`compareStandings`), then id for a stable order. */
export function rankRecords(league: League, records: TeamRecord[]): TeamRecord[] {
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
