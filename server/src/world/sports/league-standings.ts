import {
  formatPct,
  gamesBehind,
  type Clinch,
  type LeagueStandingRecord,
  type LeagueStandings,
  type StandingsGroup,
} from '@guide/common/sports';
import { teamsOf, type League } from '../../reference/teams';
import { nhlStandingRecord, nhlStandingsSeason } from './nhl-standings';
import { mlbStandingsSeason, rankRecords, regularSeasonRecords, type TeamRecord } from './standings';
import { formOf } from './team-form';

/**
 * A whole league's standings in the offline world, from the Final regular-season games at `now`
 * (standings.ts): each division, and each league (MLB) or conference (NHL) with its wild card
 * race, in the order of the league's published tie-breakers. Division places: MLB each
 * division's leader, the NHL its top three; then three wild cards a league (MLB), two a
 * conference (NHL). Clinch marks are only what no result left can change.
 */

const SEASON_GAMES = { MLB: 162, NHL: 82 } as const;
const GROUPS = {
  MLB: [
    ['AL', 'American League'],
    ['NL', 'National League'],
  ],
  NHL: [
    ['Eastern', 'Eastern'],
    ['Western', 'Western'],
  ],
} as const;
const DIVISION_PLACES = { MLB: 1, NHL: 3 } as const;
const WILD_CARDS = { MLB: 3, NHL: 2 } as const;

const played = (r: TeamRecord) => r.wins + r.losses + r.overtimeLosses;
/** What the league counts a team by: wins (MLB) or points (NHL), now and at most by the season's end. */
const score = (league: League, r: TeamRecord) => (league === 'MLB' ? r.wins : 2 * r.wins + r.overtimeLosses);
const best = (league: League, r: TeamRecord) =>
  score(league, r) + (SEASON_GAMES[league] - played(r)) * (league === 'MLB' ? 1 : 2);

/** Games (MLB: half the difference in wins and in losses) or points (NHL) between two records, as standings write it. */
function back(league: League, ahead: TeamRecord, behind: TeamRecord): string {
  if (league === 'MLB') return gamesBehind(ahead, behind);
  const points = score(league, ahead) - score(league, behind);
  return points === 0 ? '-' : String(points);
}

function clinchOf(
  league: League,
  r: TeamRecord,
  final: boolean,
  places: {
    division: TeamRecord[];
    divisionRivals: TeamRecord[];
    wildCard: TeamRecord[];
    group: TeamRecord[];
    all: TeamRecord[];
  },
): Clinch | null {
  const { division, divisionRivals, wildCard, group, all } = places;
  const wildCardIndex = wildCard.indexOf(r);
  const divisionWinner = division[0] === r;
  if (final) {
    if (league === 'NHL' && all[0] === r) return 'p';
    // The best record of its league (MLB) or conference (NHL) among the division winners.
    if (divisionWinner) return group[0] === r ? 'z' : 'y';
    if (division.includes(r)) return 'x';
    if (wildCardIndex >= 0 && wildCardIndex < WILD_CARDS[league]) return league === 'MLB' ? 'w' : 'x';
    return 'e';
  }
  // The division: more than any rival can still reach.
  if (divisionRivals.every((o) => o === r || score(league, r) > best(league, o))) return 'y';
  // Out: it cannot reach what the last division place and the last wild card already have.
  const lastPlace = division[DIVISION_PLACES[league] - 1];
  const lastWildCard = wildCard[WILD_CARDS[league] - 1];
  if (
    lastPlace &&
    lastWildCard &&
    lastPlace !== r &&
    lastWildCard !== r &&
    best(league, r) < score(league, lastPlace) &&
    best(league, r) < score(league, lastWildCard)
  )
    return 'e';
  return null;
}

function row(
  league: League,
  r: TeamRecord,
  ranks: { division: number; group: number },
  extra: Pick<LeagueStandingRecord, 'clinch' | 'wildCardRank' | 'wildCardBack'> & { gamesBack?: string },
): LeagueStandingRecord {
  const base =
    league === 'NHL'
      ? nhlStandingRecord(r, ranks.division, ranks.group)
      : {
          team: { id: r.team.id, name: r.team.name },
          divisionRank: String(ranks.division),
          leagueRank: String(ranks.group),
          leagueRecord: { wins: r.wins, losses: r.losses, ties: 0, pct: formatPct(r.wins, r.losses) },
          gamesPlayed: r.wins + r.losses,
          ...formOf(r.results),
        };
  return { ...base, ...extra };
}

/** The season's label: '2026' (MLB), '2026-27' (NHL). */
const seasonLabel = (league: League, season: number) =>
  league === 'MLB' ? String(season) : `${season}-${String((season + 1) % 100).padStart(2, '0')}`;

export function offlineLeagueStandings(league: League, today: string, now: Date): LeagueStandings {
  const season = league === 'MLB' ? mlbStandingsSeason(today) : nhlStandingsSeason(today);
  const records = regularSeasonRecords(league, season, now);
  const final = records.every((r) => played(r) === SEASON_GAMES[league]);
  const everyone = rankRecords(league, records);
  const groups: StandingsGroup[] = GROUPS[league].map(([key, name]) => {
    const ranked = everyone.filter((r) => r.team.conference === key);
    const divisionNames = [
      ...new Set(
        teamsOf(league)
          .filter((t) => t.conference === key)
          .map((t) => t.division),
      ),
    ];
    const divisions = new Map(divisionNames.map((d) => [d, ranked.filter((r) => r.team.division === d)]));
    const holders = new Set([...divisions.values()].flatMap((d) => d.slice(0, DIVISION_PLACES[league])));
    const wildCard = ranked.filter((r) => !holders.has(r));
    const spots = WILD_CARDS[league];
    const lastIn = wildCard[spots - 1];
    const placesOf = (r: TeamRecord) => {
      const division = divisions.get(r.team.division)!.slice(0, DIVISION_PLACES[league]);
      return { division, divisionRivals: divisions.get(r.team.division)!, wildCard, group: ranked, all: everyone };
    };
    // A holder is ahead of the last place (MLB writes '+5.0'), the rest behind it.
    const wildCardBack = (r: TeamRecord): string | null => {
      const i = wildCard.indexOf(r);
      if (i < 0 || !lastIn) return null;
      if (i >= spots) return back(league, lastIn, r);
      const ahead = back(league, r, lastIn);
      return ahead === '-' ? '-' : `+${ahead}`;
    };
    const toRow = (r: TeamRecord) => {
      const division = divisions.get(r.team.division)!;
      const i = wildCard.indexOf(r);
      return row(
        league,
        r,
        { division: division.indexOf(r) + 1, group: ranked.indexOf(r) + 1 },
        {
          clinch: clinchOf(league, r, final, placesOf(r)),
          wildCardRank: i < 0 ? null : i + 1,
          wildCardBack: wildCardBack(r),
          ...(league === 'MLB' ? { gamesBack: gamesBehind(division[0]!, r) } : {}),
        },
      );
    };
    return {
      name,
      wildCardSpots: spots,
      divisions: divisionNames.map((d) => ({ name: d, teamRecords: divisions.get(d)!.map(toRow) })),
      wildCard: wildCard.map(toRow),
    };
  });
  return { league, season: seasonLabel(league, season), final, groups };
}
