import { addDays } from '@guide/common/dates';
import type { League, Team } from '../../reference/teams';
import { mlbCalendar, nhlCalendar, nhlSeasonOf, year, zoned } from './calendars';
import { mlbId, nhlId } from './ids';
import { roundName, tallyText, winsNeeded } from '../../reference/series';
import { randomFrom, seedOf, shuffled } from './chance';
import { resultOf, type PlannedGame } from './play';
import { finalRecords } from './standings';

/** The postseason: series seeded from the final standings, each stopping once decided. */

interface Series {
  higher: Team;
  lower: Team;
}

/** First-round match-ups, higher seed first, in bracket order (winners of 0 and 1 meet next, and so on), with each team's seed. */
function firstRound(league: League, season: number): { series: Series[]; seeds: Map<number, number> } {
  const ranked = finalRecords(league, season).map((r) => r.team);
  const series: Series[] = [];
  const seedOfTeam = new Map<number, number>();
  if (league === 'MLB') {
    // Per league: three division winners and three wild cards; seeds 1 and 2 rest through the Wild Card round.
    for (const lg of ['AL', 'NL']) {
      const teams = ranked.filter((t) => t.conference === lg);
      const winners = teams.filter((t, _, all) => all.find((o) => o.division === t.division) === t);
      const seeds = [...winners, ...teams.filter((t) => !winners.includes(t)).slice(0, 3)];
      seeds.forEach((t, i) => seedOfTeam.set(t.id, i + 1));
      series.push(
        { higher: seeds[0]!, lower: seeds[0]! },
        { higher: seeds[3]!, lower: seeds[4]! },
        { higher: seeds[1]!, lower: seeds[1]! },
        { higher: seeds[2]!, lower: seeds[5]! },
      );
    }
    return { series, seeds: seedOfTeam };
  }
  // Per conference: the top eight, 1–8 and 4–5 on one side of the bracket, 2–7 and 3–6 on the other.
  for (const conf of ['Eastern', 'Western']) {
    const s = ranked.filter((t) => t.conference === conf).slice(0, 8);
    s.forEach((t, i) => seedOfTeam.set(t.id, i + 1));
    series.push(
      { higher: s[0]!, lower: s[7]! },
      { higher: s[3]!, lower: s[4]! },
      { higher: s[1]!, lower: s[6]! },
      { higher: s[2]!, lower: s[5]! },
    );
  }
  return { series, seeds: seedOfTeam };
}

/** One series as the world plays it: its games up to the one that decides it. */
export interface PlannedSeries {
  league: League;
  /** The round's index (0 = first) and the series' place in it, in bracket order. */
  roundIndex: number;
  slot: number;
  /** The round's long name ('League Championship Series') and the series' short one ('ALCS'). */
  roundDescription: string;
  name: string;
  bestOf: number;
  higher: Team;
  lower: Team;
  /** Seeds within the league (MLB) or conference (NHL). */
  higherSeed: number;
  lowerSeed: number;
  games: PlannedGame[];
  winner: Team;
}

/**
 * How a series is told: played as drawn, or scripted so each season has what real ones have — a
 * series that goes the distance and a sweep. A scripted game is drawn again until its winner is
 * the script's (each draw is as believable as the first).
 */
type Script = 'natural' | 'distance' | 'sweep';

/** Which series of a season are scripted: a distance series in a best-of-seven round, a sweep in another series. */
function scriptOf(league: League, season: number, roundIndex: number, slot: number): Script {
  const pickOf = (what: string, n: number) => seedOf('postseason script', what, league, season) % n;
  if (league === 'MLB') {
    // The LCS round (2 series) has a distance series; the Division Series round (4) a sweep.
    if (roundIndex === 2 && slot === pickOf('distance', 2)) return 'distance';
    if (roundIndex === 1 && slot === pickOf('sweep', 4)) return 'sweep';
    return 'natural';
  }
  const distance = pickOf('distance', 8);
  const sweep = (distance + 1 + pickOf('sweep', 7)) % 8;
  if (roundIndex === 0 && slot === distance) return 'distance';
  if (roundIndex === 0 && slot === sweep) return 'sweep';
  return 'natural';
}

/** The game drawn again (up to a bound no draw comes near) until `wanted` wins it. */
function playedFor(game: PlannedGame, wanted: Team | undefined): PlannedGame {
  if (!wanted) return game;
  for (let redraw = 0; redraw < 200; redraw++) {
    const candidate = redraw === 0 ? game : { ...game, redraw };
    const result = resultOf(candidate);
    if ((result.homeWon ? candidate.home : candidate.visitor) === wanted) return candidate;
  }
  return game;
}

const postseasonMemo = new Map<string, PlannedSeries[]>();

/** Every series of a season's postseason in bracket order, round by round, each stopping once decided. */
export function postseasonSeries(league: League, season: number): PlannedSeries[] {
  const key = `${league}-${season}`;
  const memo = postseasonMemo.get(key);
  if (memo) return memo;
  const rounds = league === 'MLB' ? mlbCalendar(season).rounds : nhlCalendar(season).rounds;
  const rank = new Map(finalRecords(league, season).map((r, i) => [r.team.id, i]));
  const all: PlannedSeries[] = [];
  const first = firstRound(league, season);
  const seeds = first.seeds;
  let series = first.series;
  rounds.forEach((round, roundIndex) => {
    const winners: Team[] = [];
    const bestOf = round.offsets.length;
    const needed = winsNeeded(bestOf);
    series.forEach((s, slot) => {
      if (s.higher === s.lower) {
        winners.push(s.higher); // a bye
        return;
      }
      const name = roundName(league, round.description, s.higher.conference);
      const script = scriptOf(league, season, roundIndex, slot);
      // A distance series: six games shared three apiece in a drawn order, then the last as drawn.
      const order = shuffled([true, true, true, false, false, false], randomFrom(seedOf('distance', key, slot)));
      const wins = new Map([
        [s.higher.id, 0],
        [s.lower.id, 0],
      ]);
      const games: PlannedGame[] = [];
      let winner: Team | undefined;
      for (let k = 0; k < bestOf && !winner; k++) {
        const day = addDays(round.start, round.offsets[k]!);
        const [home, visitor] = round.higherSeedHome[k] ? [s.higher, s.lower] : [s.lower, s.higher];
        const index = roundIndex * 8 + slot;
        const time = league === 'MLB' ? ['16:08', '19:08', '20:08'][slot % 3]! : ['19:00', '19:30', '22:00'][slot % 3]!;
        const planned: PlannedGame = {
          league,
          id: league === 'MLB' ? mlbId(day, 50 + index) : nhlId(season, 'postseason', day, index % 20),
          day,
          phase: 'postseason',
          description: `${round.description}, game ${k + 1}`,
          gametime: zoned(day, time, 'America/New_York'),
          home,
          visitor,
        };
        const wanted =
          script === 'distance' && k < bestOf - 1
            ? order[k]
              ? s.higher
              : s.lower
            : script === 'sweep' && k > 0
              ? winnerOf(games[0]!)
              : undefined;
        const game = playedFor(planned, wanted);
        const before = tallyText(league, side(s.higher, wins), side(s.lower, wins), needed);
        const won = winnerOf(game);
        wins.set(won.id, wins.get(won.id)! + 1);
        const after = tallyText(league, side(s.higher, wins), side(s.lower, wins), needed)!;
        game.series = { round: name, game: k + 1, bestOf, before, after };
        games.push(game);
        if (wins.get(won.id)! >= needed) winner = won;
      }
      winners.push(winner!);
      all.push({
        league,
        roundIndex,
        slot,
        roundDescription: round.description,
        name,
        bestOf,
        higher: s.higher,
        lower: s.lower,
        higherSeed: seeds.get(s.higher.id)!,
        lowerSeed: seeds.get(s.lower.id)!,
        games,
        winner: winner!,
      });
    });
    // Next round: pairs of neighbours in bracket order; the better regular season hosts.
    const next: Series[] = [];
    for (let i = 0; i + 1 < winners.length; i += 2) {
      const [a, b] = [winners[i]!, winners[i + 1]!];
      next.push(rank.get(a.id)! <= rank.get(b.id)! ? { higher: a, lower: b } : { higher: b, lower: a });
    }
    series = next;
  });
  postseasonMemo.set(key, all);
  return all;
}

const side = (team: Team, wins: Map<number, number>) => ({ team, wins: wins.get(team.id)! });
const winnerOf = (game: PlannedGame) => (resultOf(game).homeWon ? game.home : game.visitor);

/** Every postseason game of a season, series by series. */
export function postseasonGames(league: League, season: number): PlannedGame[] {
  return postseasonSeries(league, season).flatMap((s) => s.games);
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
