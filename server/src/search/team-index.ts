import type { SearchTeam } from '@guide/common/search';
import { MLB_TEAMS, NHL_TEAMS, type League, type Team } from '../reference/teams';
import { bestMatch, matchText, normalizeText, rankMatches, type MatchText, type SearchQuery } from '../lib/text-match';

/** The leagues' own abbreviations (MLB's Stats API `abbreviation`, the NHL's `triCode`). */
const ABBREVIATIONS: Record<League, Record<number, string>> = {
  MLB: {
    110: 'BAL',
    111: 'BOS',
    147: 'NYY',
    139: 'TB',
    141: 'TOR',
    145: 'CWS',
    114: 'CLE',
    116: 'DET',
    118: 'KC',
    142: 'MIN',
    117: 'HOU',
    108: 'LAA',
    133: 'ATH',
    136: 'SEA',
    140: 'TEX',
    144: 'ATL',
    146: 'MIA',
    121: 'NYM',
    143: 'PHI',
    120: 'WSH',
    112: 'CHC',
    113: 'CIN',
    158: 'MIL',
    134: 'PIT',
    138: 'STL',
    109: 'AZ',
    115: 'COL',
    119: 'LAD',
    135: 'SD',
    137: 'SF',
  },
  NHL: {
    6: 'BOS',
    7: 'BUF',
    17: 'DET',
    13: 'FLA',
    8: 'MTL',
    9: 'OTT',
    14: 'TBL',
    10: 'TOR',
    12: 'CAR',
    29: 'CBJ',
    1: 'NJD',
    2: 'NYI',
    3: 'NYR',
    4: 'PHI',
    5: 'PIT',
    15: 'WSH',
    16: 'CHI',
    21: 'COL',
    25: 'DAL',
    30: 'MIN',
    18: 'NSH',
    19: 'STL',
    68: 'UTA',
    52: 'WPG',
    24: 'ANA',
    20: 'CGY',
    22: 'EDM',
    26: 'LAK',
    28: 'SJS',
    55: 'SEA',
    23: 'VAN',
    54: 'VGK',
  },
};

/** Nicknames of more than one word; any other club's nickname is the last word of its name. */
const TWO_WORD_NICKNAMES = [
  'Red Sox',
  'White Sox',
  'Blue Jays',
  'Maple Leafs',
  'Red Wings',
  'Blue Jackets',
  'Golden Knights',
];

interface IndexedTeam {
  league: League;
  team: Team;
  /** Name, city and nickname: what a fan might type (normalised once, here). */
  names: MatchText[];
  abbreviation: string;
}

export function cityAndNickname(name: string): { city: string; nickname: string } {
  const nickname = TWO_WORD_NICKNAMES.find((n) => name.endsWith(` ${n}`)) ?? name.split(' ').at(-1)!;
  return { city: name.slice(0, name.length - nickname.length).trim(), nickname };
}

const INDEX: IndexedTeam[] = (
  [
    ['MLB', MLB_TEAMS],
    ['NHL', NHL_TEAMS],
  ] as const
).flatMap(([league, teams]) =>
  teams.map((team) => {
    const { city, nickname } = cityAndNickname(team.name);
    return {
      league,
      team,
      names: [team.name, city, nickname].filter(Boolean).map(matchText),
      abbreviation: normalizeText(ABBREVIATIONS[league][team.id] ?? ''),
    };
  }),
);

/** Both leagues' clubs by name, city or nickname (forgiving, lib/text-match.ts) or by exact abbreviation, best first. */
export function searchTeams(query: SearchQuery, limit = 10): SearchTeam[] {
  const score = (t: IndexedTeam) =>
    Math.max(t.abbreviation && t.abbreviation === query.text ? 95 : 0, bestMatch(query, t.names));
  return rankMatches(INDEX, score, (t) => t.team.name)
    .slice(0, limit)
    .map(({ item }) => ({ league: item.league, id: item.team.id, name: item.team.name }));
}
