import { addDays } from '@guide/common/dates';
import type { League, Team } from '../../reference/teams';
import { mlbCalendar, nhlCalendar, nhlSeasonOf, year, zoned } from './calendars';
import { mlbId, nhlId } from './ids';
import { resultOf, type PlannedGame } from './play';
import { finalRecords } from './standings';

/** The postseason: series seeded from the final standings, each stopping once decided. */

interface Series {
  higher: Team;
  lower: Team;
}

/** First-round match-ups, higher seed first, in bracket order (winners of 0 and 1 meet next, and so on). */
function firstRound(league: League, season: number): Series[] {
  const ranked = finalRecords(league, season).map((r) => r.team);
  const series: Series[] = [];
  if (league === 'MLB') {
    // Per league: three division winners and three wild cards; seeds 1 and 2 rest through the Wild Card round.
    for (const lg of ['AL', 'NL']) {
      const teams = ranked.filter((t) => t.conference === lg);
      const winners = teams.filter((t, _, all) => all.find((o) => o.division === t.division) === t);
      const seeds = [...winners, ...teams.filter((t) => !winners.includes(t)).slice(0, 3)];
      series.push(
        { higher: seeds[0]!, lower: seeds[0]! },
        { higher: seeds[3]!, lower: seeds[4]! },
        { higher: seeds[1]!, lower: seeds[1]! },
        { higher: seeds[2]!, lower: seeds[5]! },
      );
    }
    return series;
  }
  // Per conference: the top eight, 1–8 and 4–5 on one side of the bracket, 2–7 and 3–6 on the other.
  for (const conf of ['Eastern', 'Western']) {
    const s = ranked.filter((t) => t.conference === conf).slice(0, 8);
    series.push(
      { higher: s[0]!, lower: s[7]! },
      { higher: s[3]!, lower: s[4]! },
      { higher: s[1]!, lower: s[6]! },
      { higher: s[2]!, lower: s[5]! },
    );
  }
  return series;
}

const postseasonMemo = new Map<string, PlannedGame[]>();

/** Every postseason game of a season, series by series, stopping each series once it is decided. */
export function postseasonGames(league: League, season: number): PlannedGame[] {
  const key = `${league}-${season}`;
  const memo = postseasonMemo.get(key);
  if (memo) return memo;
  const rounds = league === 'MLB' ? mlbCalendar(season).rounds : nhlCalendar(season).rounds;
  const rank = new Map(finalRecords(league, season).map((r, i) => [r.team.id, i]));
  const games: PlannedGame[] = [];
  let series = firstRound(league, season);
  rounds.forEach((round, roundIndex) => {
    const winners: Team[] = [];
    const needed = Math.floor(round.offsets.length / 2) + 1;
    series.forEach((s, seriesIndex) => {
      if (s.higher === s.lower) {
        winners.push(s.higher); // a bye
        return;
      }
      const wins = new Map([
        [s.higher.id, 0],
        [s.lower.id, 0],
      ]);
      for (let k = 0; k < round.offsets.length; k++) {
        const day = addDays(round.start, round.offsets[k]!);
        const [home, visitor] = round.higherSeedHome[k] ? [s.higher, s.lower] : [s.lower, s.higher];
        const slot = roundIndex * 8 + seriesIndex;
        const time =
          league === 'MLB'
            ? ['16:08', '19:08', '20:08'][seriesIndex % 3]!
            : ['19:00', '19:30', '22:00'][seriesIndex % 3]!;
        const game: PlannedGame = {
          league,
          id: league === 'MLB' ? mlbId(day, 50 + slot) : nhlId(season, 'postseason', day, slot % 20),
          day,
          phase: 'postseason',
          description: `${round.description}, game ${k + 1}`,
          gametime: zoned(day, time, 'America/New_York'),
          home,
          visitor,
        };
        games.push(game);
        const result = resultOf(game);
        const winner = result.homeWon ? home : visitor;
        wins.set(winner.id, wins.get(winner.id)! + 1);
        if (wins.get(winner.id)! >= needed) {
          winners.push(winner);
          break;
        }
      }
    });
    // Next round: pairs of neighbours in bracket order; the better regular season hosts.
    const next: Series[] = [];
    for (let i = 0; i + 1 < winners.length; i += 2) {
      const [a, b] = [winners[i]!, winners[i + 1]!];
      next.push(rank.get(a.id)! <= rank.get(b.id)! ? { higher: a, lower: b } : { higher: b, lower: a });
    }
    series = next;
  });
  postseasonMemo.set(key, games);
  return games;
}

/** The postseason games of `day` by start time, if `day` falls after its league's regular season. */
export function postseasonGamesOn(league: League, day: string): PlannedGame[] {
  const season = league === 'MLB' ? year(day) : nhlSeasonOf(day);
  const after =
    league === 'MLB'
      ? day > mlbCalendar(season).regularEnd && day.slice(5) <= '11-15'
      : day > nhlCalendar(season).regularEnd;
  if (!after) return [];
  return postseasonGames(league, season)
    .filter((g) => g.day === day)
    .sort((a, b) => a.gametime.getTime() - b.gametime.getTime() || a.id - b.id);
}
