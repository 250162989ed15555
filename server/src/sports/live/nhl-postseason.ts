import { dayInZone } from '@guide/common/dates';
import { hasBegun, type Postseason, type PostseasonSeries, type SeriesGame } from '@guide/common/sports';
import { z } from 'zod';
import { ProviderNotFound } from '../../errors';
import { fittingItems } from '../../providers/schemas';
import { noBracketYet, postseasonSeasonName, tallyText, winsNeeded } from '../../reference/series';
import { findTeam } from '../../reference/teams';
import type { PostseasonSource } from '../sources';
import { mapNhlGame, type NhlLiveOptions } from './nhl';
import { nhlGame } from './schemas';

/**
 * The NHL playoffs from the web API: `GET /v1/playoff-bracket/{year}` (the year the playoffs are
 * played in) answers `series[]`, each with `seriesLetter`, `playoffRound` (1–4), the seeds'
 * ranks and wins (`topSeedRank`, `topSeedWins`, `bottomSeedRank`, `bottomSeedWins`), the teams
 * once known (`topSeedTeam`/`bottomSeedTeam`: `id`, `abbrev`, `name.default`) and
 * `winningTeamId` once decided. Each drawn series' games come from its schedule
 * (`GET /v1/schedule/playoff-series/{seasonId}/{letter}`), as far as they come in time.
 */

const PROVIDER = 'NHL web API';
const BRACKET_TTL_SECONDS = 300;
const BEST_OF = 7;
const ROUND_NAMES = ['First Round', 'Second Round', 'Conference Finals', 'Stanley Cup Final'];

const bracketAnswer = z.object({ series: z.array(z.unknown()) });
const bracketTeam = z.object({
  id: z.number().int(),
  abbrev: z.string().optional(),
  name: z.object({ default: z.string() }),
});
const bracketSeries = z.object({
  seriesLetter: z.string().optional(),
  playoffRound: z.number().int().min(1).max(4),
  topSeedRank: z.number().int().min(0).optional(),
  topSeedWins: z.number().int().min(0).default(0),
  bottomSeedRank: z.number().int().min(0).optional(),
  bottomSeedWins: z.number().int().min(0).default(0),
  topSeedTeam: bracketTeam.optional(),
  bottomSeedTeam: bracketTeam.optional(),
  winningTeamId: z.number().int().optional(),
});
type BracketSeries = z.infer<typeof bracketSeries>;

const teamOf = (t: z.infer<typeof bracketTeam>) => ({ id: t.id, name: t.name.default });

function mapSeries(s: BracketSeries, games: SeriesGame[]): PostseasonSeries {
  const top = s.topSeedTeam && teamOf(s.topSeedTeam);
  const bottom = s.bottomSeedTeam && teamOf(s.bottomSeedTeam);
  const conference = top ? (findTeam('NHL', top.id)?.conference ?? null) : null;
  const group = s.playoffRound === 4 ? null : conference;
  const round =
    s.playoffRound === 4
      ? 'Stanley Cup Final'
      : s.playoffRound === 3
        ? conference
          ? `${conference} Conference Final`
          : 'Conference Final'
        : ROUND_NAMES[s.playoffRound - 1]!;
  const needed = winsNeeded(BEST_OF);
  const tally =
    top && bottom
      ? tallyText('NHL', { team: top, wins: s.topSeedWins }, { team: bottom, wins: s.bottomSeedWins }, needed)
      : null;
  const winner = [top, bottom].find((t) => t && t.id === s.winningTeamId) ?? null;
  const seed = (rank: number | undefined) => (rank ? rank : null);
  return {
    round,
    group,
    bestOf: BEST_OF,
    higher: top ? { team: top, seed: seed(s.topSeedRank), wins: s.topSeedWins } : null,
    lower: bottom ? { team: bottom, seed: seed(s.bottomSeedRank), wins: s.bottomSeedWins } : null,
    winner,
    status: !top || !bottom ? 'Teams to be decided' : (tally ?? 'Not started'),
    games,
  };
}

/** The bracket's series as our rounds, the Eastern Conference's first in each. */
export function mapNhlPostseason(
  season: number,
  series: BracketSeries[],
  gamesOf: (letter: string | undefined) => SeriesGame[] = () => [],
): Postseason {
  const rounds = ROUND_NAMES.map((name, i) => ({
    name,
    series: series
      .filter((s) => s.playoffRound === i + 1)
      .sort((a, b) => (a.seriesLetter ?? '').localeCompare(b.seriesLetter ?? ''))
      .map((s) => mapSeries(s, gamesOf(s.seriesLetter))),
  })).filter((r) => r.series.length > 0);
  const final = rounds.find((r) => r.name === 'Stanley Cup Final')?.series[0];
  return {
    league: 'NHL',
    season,
    seasonName: postseasonSeasonName('NHL', season),
    starts: null,
    rounds,
    champion: final?.winner ?? null,
    note: rounds.length === 0 ? noBracketYet('NHL', season, null) : null,
  };
}

/** `GET /v1/schedule/playoff-series/{seasonId}/{letter}`: a series' games, each a schedule game with its `gameNumber` and `ifNecessary`. */
const seriesScheduleAnswer = z.object({ games: z.array(z.unknown()) });
const seriesGameNumber = z.object({ gameNumber: z.number().int().min(1), ifNecessary: z.boolean().optional() });

/** A series' games from its schedule, by number; an item of another shape is dropped. */
export function mapSeriesSchedule(
  items: unknown[],
  names: Map<number, string>,
  log: NhlLiveOptions['log'],
): SeriesGame[] {
  return items
    .flatMap((item) => {
      const game = nhlGame.safeParse(item);
      const number = seriesGameNumber.safeParse(item);
      if (!game.success || !number.success) return [];
      const date = dayInZone(new Date(game.data.startTimeUTC), 'America/New_York');
      const mapped = mapNhlGame(game.data, date, names, log);
      const played = hasBegun(mapped.status);
      return [
        {
          number: number.data.gameNumber,
          date,
          ifNecessary: !played && number.data.ifNecessary === true,
          game: mapped,
        },
      ];
    })
    .sort((a, b) => a.number - b.number);
}

export class NhlLivePostseason implements PostseasonSource {
  constructor(private readonly options: Pick<NhlLiveOptions, 'nhl' | 'cache' | 'log'>) {}

  /**
   * One series' games, or none when they cannot be read in time (the series is told without
   * them): the provider layer cuts each call to what is left of the request's deadline.
   */
  private async seriesGames(season: number, s: BracketSeries): Promise<[string, SeriesGame[]]> {
    const letter = s.seriesLetter!;
    // The teams' names as the bracket gives them.
    const names = new Map(
      [s.topSeedTeam, s.bottomSeedTeam].flatMap((t) => (t ? [[t.id, t.name.default] as const] : [])),
    );
    const { cache, nhl, log } = this.options;
    const seasonId = `${season - 1}${season}`;
    const load = cache
      .get(`nhl:playoff-series:${seasonId}:${letter}`, { ttlSeconds: BRACKET_TTL_SECONDS }, () =>
        nhl.getJson(`/v1/schedule/playoff-series/${seasonId}/${letter.toLowerCase()}`, seriesScheduleAnswer),
      )
      .then((answer) => mapSeriesSchedule(answer.games, names, log));
    return [letter, await load.catch(() => [])];
  }

  async postseason(season: number): Promise<Postseason> {
    const { cache, nhl } = this.options;
    // The league answers 404 for playoffs it has not drawn yet: a bracket with no series.
    const answer = await cache.get(`nhl:playoff-bracket:${season}`, { ttlSeconds: BRACKET_TTL_SECONDS }, () =>
      nhl.getJson(`/v1/playoff-bracket/${season}`, bracketAnswer).catch((error: unknown) => {
        if (error instanceof ProviderNotFound) return { series: [] };
        throw error;
      }),
    );
    const series = fittingItems(PROVIDER, 'the playoff bracket', bracketSeries, answer.series);
    const drawn = series.filter((s) => s.seriesLetter && s.topSeedTeam && s.bottomSeedTeam);
    const games = new Map(await Promise.all(drawn.map((s) => this.seriesGames(season, s))));
    return mapNhlPostseason(season, series, (letter) => (letter ? (games.get(letter) ?? []) : []));
  }
}
