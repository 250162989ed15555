import {
  compareStandings,
  type Clinch,
  type LeagueStandingRecord,
  type LeagueStandings,
  type StandingsGroup,
} from '@guide/common/sports';
import { z } from 'zod';
import { fittingItems } from '../../providers/schemas';
import { MLB_DIVISIONS } from '../../reference/teams';
import { REFERENCE_TTL_SECONDS } from '../live-policy';
import type { LeagueStandingsSource } from '../sources';
import { standingRecordOf, type MlbLiveOptions } from './mlb';
import { mlbDivisionsAnswer, mlbStandingsAnswer, mlbTeamRecord } from './schemas';

/**
 * The MLB standings from the Stats API (`GET /api/v1/standings?leagueId=103,104&season=…`, the
 * same answer and cache key as the team pages'): per division, each team's `wildCardRank`
 * (missing for a division leader), `wildCardGamesBack` ('+5.0', '-', '3.5'), `clinchIndicator`
 * (z, y, w, x) and the elimination numbers ('E' once out). The provider's ranks order the wild
 * card race; where it sends none, the league's tie-breakers (compareStandings) do.
 */

const PROVIDER = 'MLB Stats API';
const STANDINGS_TTL_SECONDS = 3600;
const WILD_CARDS = 3;
const CLINCH = new Set(['z', 'y', 'x', 'w']);

const standingRow = mlbTeamRecord.extend({
  wildCardRank: z.coerce.number().int().min(1).optional(),
  wildCardGamesBack: z.string().optional(),
  clinchIndicator: z.string().optional(),
  eliminationNumber: z.string().optional(),
  wildCardEliminationNumber: z.string().optional(),
});
type StandingRow = z.infer<typeof standingRow>;

const LEAGUE_NAMES = { AL: 'American League', NL: 'National League' } as const;

function clinchOf(r: StandingRow): Clinch | null {
  if (r.clinchIndicator && CLINCH.has(r.clinchIndicator)) return r.clinchIndicator as Clinch;
  return r.eliminationNumber === 'E' && r.wildCardEliminationNumber === 'E' ? 'e' : null;
}

function toRecord(r: StandingRow): LeagueStandingRecord {
  const holdsDivision = r.wildCardRank === undefined;
  return {
    ...standingRecordOf(r),
    clinch: clinchOf(r),
    wildCardRank: r.wildCardRank ?? null,
    wildCardBack: holdsDivision ? null : (r.wildCardGamesBack ?? null),
  };
}

/** The answer's divisions as our standings: both leagues, each division in the league's order, the wild card race apart. */
export function mapMlbStandings(
  season: number,
  records: { divisionId: number; divisionName: string; rows: StandingRow[] }[],
): LeagueStandings {
  const byOrder = (a: StandingRow, b: StandingRow) =>
    compareStandings('MLB', a.leagueRecord, b.leagueRecord) || Number(a.divisionRank) - Number(b.divisionRank);
  const groups: StandingsGroup[] = (['AL', 'NL'] as const).map((league) => {
    const divisions = records.filter(
      (d) => Object.values(MLB_DIVISIONS).find((m) => m.id === d.divisionId)?.league === league,
    );
    const rows = divisions.flatMap((d) => d.rows);
    const wildCard = rows
      .filter((r) => r.wildCardRank !== undefined)
      .sort((a, b) => a.wildCardRank! - b.wildCardRank! || byOrder(a, b));
    return {
      name: LEAGUE_NAMES[league],
      wildCardSpots: WILD_CARDS,
      divisions: divisions.map((d) => ({ name: d.divisionName, teamRecords: [...d.rows].sort(byOrder).map(toRecord) })),
      wildCard: wildCard.map(toRecord),
    };
  });
  // Over once no team has a number left to count down (a game rained out and never made up leaves some at 161).
  const counting = (n: string | undefined) => n !== undefined && /^\d+$/.test(n);
  const final =
    records.length > 0 &&
    records.every((d) =>
      d.rows.every(
        (r) => (r.gamesPlayed ?? 0) >= 160 && !counting(r.eliminationNumber) && !counting(r.wildCardEliminationNumber),
      ),
    );
  return { league: 'MLB', season: String(season), final, groups };
}

export class MlbLiveStandings implements LeagueStandingsSource {
  constructor(private readonly options: Pick<MlbLiveOptions, 'mlb' | 'cache'>) {}

  async standings(today: string): Promise<LeagueStandings> {
    const { cache, mlb } = this.options;
    const season = Number(today.slice(5, 7)) >= 3 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const [answer, divisions] = await Promise.all([
      cache.get(`mlb:standings:${season}`, { ttlSeconds: STANDINGS_TTL_SECONDS }, () =>
        mlb.getJson(
          `/api/v1/standings?leagueId=103,104&season=${season}&standingsTypes=regularSeason`,
          mlbStandingsAnswer,
        ),
      ),
      cache.get('mlb:divisions', { ttlSeconds: REFERENCE_TTL_SECONDS }, () =>
        mlb.getJson('/api/v1/divisions?sportId=1', mlbDivisionsAnswer),
      ),
    ]);
    const nameOf = (id: number) =>
      divisions.divisions.find((d) => d.id === id)?.name ??
      Object.entries(MLB_DIVISIONS).find(([, m]) => m.id === id)?.[0] ??
      `Division ${id}`;
    return mapMlbStandings(
      season,
      answer.records.map((r) => ({
        divisionId: r.division.id,
        divisionName: nameOf(r.division.id),
        rows: fittingItems(PROVIDER, 'the standings', standingRow, r.teamRecords),
      })),
    );
  }
}
