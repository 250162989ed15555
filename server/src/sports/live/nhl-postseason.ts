import type { Postseason, PostseasonSeries } from '@guide/common/sports';
import { z } from 'zod';
import { ProviderNotFound } from '../../errors';
import { fittingItems } from '../../providers/schemas';
import { noBracketYet, postseasonSeasonName, tallyText, winsNeeded } from '../../reference/series';
import { findTeam } from '../../reference/teams';
import type { PostseasonSource } from '../sources';
import type { NhlLiveOptions } from './nhl';

/**
 * The NHL playoffs from the web API: `GET /v1/playoff-bracket/{year}` (the year the playoffs are
 * played in) answers `series[]`, each with `seriesLetter`, `playoffRound` (1–4), the seeds'
 * ranks and wins (`topSeedRank`, `topSeedWins`, `bottomSeedRank`, `bottomSeedWins`), the teams
 * once known (`topSeedTeam`/`bottomSeedTeam`: `id`, `abbrev`, `name.default`) and
 * `winningTeamId` once decided. The bracket carries no games: each series is told by its tally.
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

function mapSeries(s: BracketSeries): PostseasonSeries {
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
    games: [],
  };
}

/** The bracket's series as our rounds, the Eastern Conference's first in each. */
export function mapNhlPostseason(season: number, series: BracketSeries[]): Postseason {
  const rounds = ROUND_NAMES.map((name, i) => ({
    name,
    series: series
      .filter((s) => s.playoffRound === i + 1)
      .sort((a, b) => (a.seriesLetter ?? '').localeCompare(b.seriesLetter ?? ''))
      .map(mapSeries),
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

export class NhlLivePostseason implements PostseasonSource {
  constructor(private readonly options: Pick<NhlLiveOptions, 'nhl' | 'cache'>) {}

  async postseason(season: number): Promise<Postseason> {
    const { cache, nhl } = this.options;
    // The league answers 404 for playoffs it has not drawn yet: a bracket with no series.
    const answer = await cache.get(`nhl:playoff-bracket:${season}`, { ttlSeconds: BRACKET_TTL_SECONDS }, () =>
      nhl.getJson(`/v1/playoff-bracket/${season}`, bracketAnswer).catch((error: unknown) => {
        if (error instanceof ProviderNotFound) return { series: [] };
        throw error;
      }),
    );
    return mapNhlPostseason(season, fittingItems(PROVIDER, 'the playoff bracket', bracketSeries, answer.series));
  }
}
