import {
  compareStandings,
  type Clinch,
  type LeagueStandingRecord,
  type LeagueStandings,
  type StandingsGroup,
} from '@guide/common/sports';
import type { LeagueStandingsSource } from '../sources';
import type { NhlLiveOptions } from './nhl';
import {
  clubByCode,
  divisionOrder,
  nhlClubs,
  nhlRanked,
  nhlSeasonId,
  nhlStandingRecordOf,
  nhlStandingRows,
  type ClubCode,
  type NhlStandingRow,
} from './nhl-team';

/**
 * The NHL standings from the web API (`GET /v1/standings/{day}`, the same answer and cache key
 * as the team pages'): each row's `divisionSequence`, `wildcardSequence` (0 for a division's top
 * three, then 1, 2… in the conference's race) and `clinchIndicator` (p, z, y, x, e). The
 * provider's sequences order the tables; where it sends none, the league's tie-breakers do.
 */

const WILD_CARDS = 2;
const DIVISION_PLACES = 3;
const CLINCH = new Set(['p', 'z', 'y', 'x', 'e']);

const points = (r: NhlStandingRow) => r.points;
const back = (ahead: NhlStandingRow, behind: NhlStandingRow) => {
  const n = points(ahead) - points(behind);
  return n === 0 ? '-' : String(n);
};

export function mapNhlLeagueStandings(
  rows: NhlStandingRow[],
  season: string,
  idOf: (code: string) => ClubCode | undefined,
): LeagueStandings {
  const byTieBreakers = (a: NhlStandingRow, b: NhlStandingRow) => compareStandings('NHL', nhlRanked(a), nhlRanked(b));
  const conferences = [...new Set(rows.map((r) => r.conferenceName ?? ''))].sort();
  const groups: StandingsGroup[] = conferences.map((conference) => {
    const inConference = rows.filter((r) => (r.conferenceName ?? '') === conference);
    const divisionNames = [...new Set(inConference.map((r) => r.divisionName))].sort();
    const divisions = new Map(
      divisionNames.map((d) => [d, divisionOrder(inConference.filter((r) => r.divisionName === d))]),
    );
    const holders = new Set([...divisions.values()].flatMap((d) => d.slice(0, DIVISION_PLACES)));
    const wildCard = inConference
      .filter((r) => (r.wildcardSequence !== undefined ? r.wildcardSequence > 0 : !holders.has(r)))
      .sort((a, b) => (a.wildcardSequence ?? Infinity) - (b.wildcardSequence ?? Infinity) || byTieBreakers(a, b));
    const lastIn = wildCard[WILD_CARDS - 1];
    const toRecord = (r: NhlStandingRow): LeagueStandingRecord => {
      const i = wildCard.indexOf(r);
      const ahead = i >= 0 && i < WILD_CARDS && lastIn ? back(r, lastIn) : null;
      return {
        ...nhlStandingRecordOf(r, divisions.get(r.divisionName)!.indexOf(r) + 1, idOf),
        clinch: r.clinchIndicator && CLINCH.has(r.clinchIndicator) ? (r.clinchIndicator as Clinch) : null,
        wildCardRank: i < 0 ? null : i + 1,
        wildCardBack: i < 0 || !lastIn ? null : i >= WILD_CARDS ? back(lastIn, r) : ahead === '-' ? '-' : `+${ahead}`,
      };
    };
    return {
      name: conference,
      wildCardSpots: WILD_CARDS,
      divisions: divisionNames.map((d) => ({ name: d, teamRecords: divisions.get(d)!.map(toRecord) })),
      wildCard: wildCard.map(toRecord),
    };
  });
  const final = rows.length > 0 && rows.every((r) => r.gamesPlayed >= 82);
  return { league: 'NHL', season, final, groups };
}

export class NhlLiveStandings implements LeagueStandingsSource {
  constructor(private readonly options: Pick<NhlLiveOptions, 'cache' | 'nhl' | 'nhlStats'>) {}

  async standings(today: string): Promise<LeagueStandings> {
    const [rows, clubs] = await Promise.all([nhlStandingRows(this.options, today), nhlClubs(this.options)]);
    const id = nhlSeasonId(today);
    return mapNhlLeagueStandings(rows, `${id.slice(0, 4)}-${id.slice(6)}`, clubByCode(clubs));
  }
}
