import { isFinal, type Postseason, type PostseasonSeries, type SeriesGame } from '@guide/common/sports';
import { z } from 'zod';
import { fittingItems } from '../../providers/schemas';
import {
  noBracketYet,
  postseasonSeasonName,
  roundName,
  tallyText,
  teamLetters,
  winsNeeded,
} from '../../reference/series';
import type { PostseasonSource } from '../sources';
import { mapScheduleGame, type MlbLiveOptions } from './mlb';
import { mlbSeriesGroupOf as groupOf, mlbSeriesOf } from './mlb-game-extras';
import { mlbScheduleGame, type MlbScheduleGame } from './schemas';

/**
 * The MLB postseason from the Stats API: `GET /api/v1/schedule/postseason/series?sportId=1&season=`
 * answers `series[]`, each with its id ('F_1' Wild Card, 'D_2' Division Series, 'L_1' League
 * Championship Series, 'W_1' World Series) and its games, each game with `seriesGameNumber`,
 * `gamesInSeries`, `ifNecessary` ('Y'/'N') and `teams.*.isWinner`. A day's schedule game says the
 * same (`seriesDescription`, `seriesGameNumber`, `gamesInSeries`) and, with `hydrate=seriesStatus`,
 * the tally (`wins`, `losses`, `isTied`, `winningTeam`, `losingTeam`).
 */

const PROVIDER = 'MLB Stats API';
const POSTSEASON_TTL_SECONDS = 300;

/** Game types of the postseason, in round order, with the names of the rounds. */
const ROUNDS = [
  { type: 'F', name: 'Wild Card' },
  { type: 'D', name: 'Division Series' },
  { type: 'L', name: 'League Championship Series' },
  { type: 'W', name: 'World Series' },
] as const;

const postseasonAnswer = z.object({
  series: z.array(z.object({ series: z.object({ id: z.string() }).optional(), games: z.array(z.unknown()) })),
});

/** One series of the answer as ours: its games in order, each told its tally either side, and where it stands. */
function mapSeries(games: MlbScheduleGame[], log: MlbLiveOptions['log']): PostseasonSeries | null {
  const listed = games
    .filter((g) => g.seriesGameNumber)
    .sort((a, b) => a.seriesGameNumber! - b.seriesGameNumber! || Date.parse(a.gameDate) - Date.parse(b.gameDate));
  const first = listed[0];
  if (!first) return null;
  const bestOf = first.gamesInSeries ?? listed.length;
  const needed = winsNeeded(bestOf);
  // The higher seed is at home in game 1 of every round.
  const higher = first.teams.home.team;
  const lower = first.teams.away.team;
  const wins = new Map([
    [higher.id, 0],
    [lower.id, 0],
  ]);
  const tally = () =>
    tallyText('MLB', { team: higher, wins: wins.get(higher.id)! }, { team: lower, wins: wins.get(lower.id)! }, needed);
  const seriesGames: SeriesGame[] = [];
  // Games the answer leaves out: listed by number without a game, and the tallies after them unknown.
  const missing: number[] = [];
  const known = () => (missing.length === 0 ? tally() : null);
  for (const g of listed) {
    const game = mapScheduleGame(g, g.officialDate, log);
    // A game called off because the series was over is no game of it.
    if (game.status === 'Cancelled') continue;
    for (let n = (seriesGames.at(-1)?.number ?? 0) + 1; n < g.seriesGameNumber!; n++) {
      missing.push(n);
      seriesGames.push({ number: n, date: null, ifNecessary: false, game: null });
    }
    const before = known();
    const final = isFinal(game.status) && game.home_score !== null && game.visitor_score !== null;
    if (final) {
      const winner = game.home_score! > game.visitor_score! ? game.home.id : game.visitor.id;
      if (wins.has(winner)) wins.set(winner, wins.get(winner)! + 1);
    }
    const series = mlbSeriesOf(g, game.status)!;
    seriesGames.push({
      number: g.seriesGameNumber!,
      date: g.officialDate,
      ifNecessary: g.ifNecessary === 'Y' && !final,
      game: { ...game, series: { ...series, before, after: final ? known() : null } },
    });
  }
  const [hw, lw] = [wins.get(higher.id)!, wins.get(lower.id)!];
  const decided = Math.max(hw, lw) >= needed;
  const underway = seriesGames.some((s) => s.game && s.game.status !== 'Scheduled' && s.game.status !== 'Pre-Game');
  const statusOf = () => {
    if (missing.length === 0) return tally() ?? (underway ? 'Game 1 under way' : 'Not started');
    const unlisted = `the provider does not list game ${missing.join(', ')}`;
    // Counted wins never exceed the true ones: a side counted to the wins needed has won.
    if (decided) return `${teamLetters('MLB', hw > lw ? higher : lower)} win the series; ${unlisted}.`;
    return `The tally is not known: ${unlisted}.`;
  };
  return {
    round: roundName('MLB', first.seriesDescription ?? '', groupOf(first) ?? ''),
    group: groupOf(first),
    bestOf,
    higher: { team: higher, seed: null, wins: hw },
    lower: { team: lower, seed: null, wins: lw },
    winner: decided ? (hw > lw ? higher : lower) : null,
    status: statusOf(),
    games: seriesGames,
  };
}

/** The answer's series as our rounds: each round in order, the American League's series first. */
export function mapMlbPostseason(
  season: number,
  answer: z.infer<typeof postseasonAnswer>,
  log: MlbLiveOptions['log'],
): Postseason {
  const series = answer.series
    .map((s) => fittingItems(PROVIDER, 'the postseason', mlbScheduleGame, s.games))
    .filter((games) => games.length > 0);
  const rounds = ROUNDS.map(({ type, name }) => ({
    name,
    series: series
      .filter((games) => games[0]!.gameType === type)
      .map((games) => mapSeries(games, log))
      .filter((s): s is PostseasonSeries => s !== null)
      .sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '')),
  })).filter((r) => r.series.length > 0);
  const starts = series
    .flat()
    .reduce<string | null>((d, g) => (d === null || g.officialDate < d ? g.officialDate : d), null);
  const final = rounds.find((r) => r.name === 'World Series')?.series[0];
  return {
    league: 'MLB',
    season,
    seasonName: postseasonSeasonName('MLB', season),
    starts,
    rounds,
    champion: final?.winner ?? null,
    note: rounds.length === 0 ? noBracketYet('MLB', season, null) : null,
  };
}

export class MlbLivePostseason implements PostseasonSource {
  constructor(private readonly options: Pick<MlbLiveOptions, 'mlb' | 'cache' | 'log'>) {}

  async postseason(season: number): Promise<Postseason> {
    const { cache, mlb, log } = this.options;
    const answer = await cache.get(`mlb:postseason:${season}`, { ttlSeconds: POSTSEASON_TTL_SECONDS }, () =>
      mlb.getJson(`/api/v1/schedule/postseason/series?sportId=1&season=${season}&hydrate=linescore`, postseasonAnswer),
    );
    return mapMlbPostseason(season, answer, log);
  }
}
