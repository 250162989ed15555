/**
 * The clubs of both leagues as they are today: real ids (the providers' own, so a game seen
 * offline and live names the same team), full names, divisions and home time zones (start
 * times are local to the home team).
 */
export type League = 'MLB' | 'NHL';

export interface Team {
  id: number;
  name: string;
  division: string;
  /** MLB: 'AL' | 'NL'; NHL: 'Eastern' | 'Western'. */
  conference: string;
  timeZone: string;
  /** MLB only: where the club holds spring training. */
  springLeague?: 'Cactus' | 'Grapefruit';
}

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const AZ = 'America/Phoenix';
const PT = 'America/Los_Angeles';

/** MLB division ids are the Stats API's; the names are its `divisions` answer. */
export const MLB_DIVISIONS: Record<string, { id: number; league: 'AL' | 'NL' }> = {
  'American League East': { id: 201, league: 'AL' },
  'American League Central': { id: 202, league: 'AL' },
  'American League West': { id: 200, league: 'AL' },
  'National League East': { id: 204, league: 'NL' },
  'National League Central': { id: 205, league: 'NL' },
  'National League West': { id: 203, league: 'NL' },
};

type Row = [id: number, name: string, division: string, timeZone: string, spring?: 'Cactus' | 'Grapefruit'];

function mlb(rows: Row[]): Team[] {
  return rows.map(([id, name, division, timeZone, springLeague]) => ({
    id,
    name,
    division,
    conference: MLB_DIVISIONS[division]!.league,
    timeZone,
    springLeague,
  }));
}

export const MLB_TEAMS: Team[] = mlb([
  [110, 'Baltimore Orioles', 'American League East', ET, 'Grapefruit'],
  [111, 'Boston Red Sox', 'American League East', ET, 'Grapefruit'],
  [147, 'New York Yankees', 'American League East', ET, 'Grapefruit'],
  [139, 'Tampa Bay Rays', 'American League East', ET, 'Grapefruit'],
  [141, 'Toronto Blue Jays', 'American League East', 'America/Toronto', 'Grapefruit'],
  [145, 'Chicago White Sox', 'American League Central', CT, 'Cactus'],
  [114, 'Cleveland Guardians', 'American League Central', ET, 'Cactus'],
  [116, 'Detroit Tigers', 'American League Central', 'America/Detroit', 'Grapefruit'],
  [118, 'Kansas City Royals', 'American League Central', CT, 'Cactus'],
  [142, 'Minnesota Twins', 'American League Central', CT, 'Grapefruit'],
  [117, 'Houston Astros', 'American League West', CT, 'Grapefruit'],
  [108, 'Los Angeles Angels', 'American League West', PT, 'Cactus'],
  [133, 'Athletics', 'American League West', PT, 'Cactus'],
  [136, 'Seattle Mariners', 'American League West', PT, 'Cactus'],
  [140, 'Texas Rangers', 'American League West', CT, 'Cactus'],
  [144, 'Atlanta Braves', 'National League East', ET, 'Grapefruit'],
  [146, 'Miami Marlins', 'National League East', ET, 'Grapefruit'],
  [121, 'New York Mets', 'National League East', ET, 'Grapefruit'],
  [143, 'Philadelphia Phillies', 'National League East', ET, 'Grapefruit'],
  [120, 'Washington Nationals', 'National League East', ET, 'Grapefruit'],
  [112, 'Chicago Cubs', 'National League Central', CT, 'Cactus'],
  [113, 'Cincinnati Reds', 'National League Central', ET, 'Cactus'],
  [158, 'Milwaukee Brewers', 'National League Central', CT, 'Cactus'],
  [134, 'Pittsburgh Pirates', 'National League Central', ET, 'Grapefruit'],
  [138, 'St. Louis Cardinals', 'National League Central', CT, 'Grapefruit'],
  [109, 'Arizona Diamondbacks', 'National League West', AZ, 'Cactus'],
  [115, 'Colorado Rockies', 'National League West', MT, 'Cactus'],
  [119, 'Los Angeles Dodgers', 'National League West', PT, 'Cactus'],
  [135, 'San Diego Padres', 'National League West', PT, 'Cactus'],
  [137, 'San Francisco Giants', 'National League West', PT, 'Cactus'],
]);

function nhl(division: string, conference: string, rows: [number, string, string][]): Team[] {
  return rows.map(([id, name, timeZone]) => ({ id, name, division, conference, timeZone }));
}

/** NHL ids are the web API's (`api.nhle.com/stats/rest/en/team`); Utah's club is id 68 since 2025. */
export const NHL_TEAMS: Team[] = [
  ...nhl('Atlantic', 'Eastern', [
    [6, 'Boston Bruins', ET],
    [7, 'Buffalo Sabres', ET],
    [17, 'Detroit Red Wings', 'America/Detroit'],
    [13, 'Florida Panthers', ET],
    [8, 'Montréal Canadiens', 'America/Toronto'],
    [9, 'Ottawa Senators', 'America/Toronto'],
    [14, 'Tampa Bay Lightning', ET],
    [10, 'Toronto Maple Leafs', 'America/Toronto'],
  ]),
  ...nhl('Metropolitan', 'Eastern', [
    [12, 'Carolina Hurricanes', ET],
    [29, 'Columbus Blue Jackets', ET],
    [1, 'New Jersey Devils', ET],
    [2, 'New York Islanders', ET],
    [3, 'New York Rangers', ET],
    [4, 'Philadelphia Flyers', ET],
    [5, 'Pittsburgh Penguins', ET],
    [15, 'Washington Capitals', ET],
  ]),
  ...nhl('Central', 'Western', [
    [16, 'Chicago Blackhawks', CT],
    [21, 'Colorado Avalanche', MT],
    [25, 'Dallas Stars', CT],
    [30, 'Minnesota Wild', CT],
    [18, 'Nashville Predators', CT],
    [19, 'St. Louis Blues', CT],
    [68, 'Utah Mammoth', MT],
    [52, 'Winnipeg Jets', 'America/Winnipeg'],
  ]),
  ...nhl('Pacific', 'Western', [
    [24, 'Anaheim Ducks', PT],
    [20, 'Calgary Flames', 'America/Edmonton'],
    [22, 'Edmonton Oilers', 'America/Edmonton'],
    [26, 'Los Angeles Kings', PT],
    [28, 'San Jose Sharks', PT],
    [55, 'Seattle Kraken', PT],
    [23, 'Vancouver Canucks', 'America/Vancouver'],
    [54, 'Vegas Golden Knights', PT],
  ]),
];

export function teamsOf(league: League): Team[] {
  return league === 'MLB' ? MLB_TEAMS : NHL_TEAMS;
}

const byId = { MLB: new Map(MLB_TEAMS.map((t) => [t.id, t])), NHL: new Map(NHL_TEAMS.map((t) => [t.id, t])) };

export function findTeam(league: League, id: number): Team | undefined {
  return byId[league].get(id);
}

const TWO_WORD_NICKNAMES = [
  'Red Sox',
  'White Sox',
  'Blue Jays',
  'Maple Leafs',
  'Golden Knights',
  'Blue Jackets',
  'Red Wings',
  'Hockey Club',
];

/** 'Boston Red Sox' → ['Boston', 'Red Sox']. */
export function splitTeamName(name: string): { city: string; nickname: string } {
  const nickname = TWO_WORD_NICKNAMES.find((n) => name.endsWith(` ${n}`)) ?? name.split(' ').at(-1)!;
  const city = name.slice(0, name.length - nickname.length).trim();
  return { city: city || nickname, nickname };
}
