/**
 * Team monograms: each club's short letters and its two main colours, keyed by the ids the
 * `/v1` answers use (the providers' own, see the server's team tables). Drawn as text on a
 * coloured block by the web app: no logos, no images.
 */
import type { League } from './sports';

/** What a monogram shows: its letters, its fill and a text colour that reads on that fill. */
export interface Monogram {
  text: string;
  background: string;
  color: string;
  /** False for a team the table does not know: grey, with the name's initials. */
  known: boolean;
}

// One row a club: "id ABBR primary secondary" (colours as hex without '#'). A compact form
// because this ships to the browser; the club's name follows each row for the reader.
const MLB_ROWS = [
  '110 BAL DF4601 000000', // Baltimore Orioles
  '111 BOS BD3039 0C2340', // Boston Red Sox
  '147 NYY 0C2340 C4CED3', // New York Yankees
  '139 TB 092C5C 8FBCE6', // Tampa Bay Rays
  '141 TOR 134A8E E8291C', // Toronto Blue Jays
  '145 CWS 27251F C4CED4', // Chicago White Sox
  '114 CLE 00385D E50022', // Cleveland Guardians
  '116 DET 0C2340 FA4616', // Detroit Tigers
  '118 KC 004687 BD9B60', // Kansas City Royals
  '142 MIN 002B5C D31145', // Minnesota Twins
  '117 HOU 002D62 EB6E1F', // Houston Astros
  '108 LAA BA0021 003263', // Los Angeles Angels
  '133 ATH 003831 EFB21E', // Athletics
  '136 SEA 0C2C56 005C5C', // Seattle Mariners
  '140 TEX 003278 C0111F', // Texas Rangers
  '144 ATL 13274F CE1141', // Atlanta Braves
  '146 MIA 00A3E0 EF3340', // Miami Marlins
  '121 NYM 002D72 FF5910', // New York Mets
  '143 PHI E81828 002D72', // Philadelphia Phillies
  '120 WSH AB0003 14225A', // Washington Nationals
  '112 CHC 0E3386 CC3433', // Chicago Cubs
  '113 CIN C6011F 000000', // Cincinnati Reds
  '158 MIL 12284B FFC52F', // Milwaukee Brewers
  '134 PIT 27251F FDB827', // Pittsburgh Pirates
  '138 STL C41E3A 0C2340', // St. Louis Cardinals
  '109 AZ A71930 E3D4AD', // Arizona Diamondbacks
  '115 COL 333366 C4CED4', // Colorado Rockies
  '119 LAD 005A9C EF3E42', // Los Angeles Dodgers
  '135 SD 2F241D FFC425', // San Diego Padres
  '137 SF FD5A1E 27251F', // San Francisco Giants
];

const NHL_ROWS = [
  '6 BOS 000000 FFB81C', // Boston Bruins
  '7 BUF 003087 FFB81C', // Buffalo Sabres
  '17 DET CE1126 FFFFFF', // Detroit Red Wings
  '13 FLA C8102E 041E42', // Florida Panthers
  '8 MTL AF1E2D 192168', // Montréal Canadiens
  '9 OTT C52032 000000', // Ottawa Senators
  '14 TBL 002868 FFFFFF', // Tampa Bay Lightning
  '10 TOR 00205B FFFFFF', // Toronto Maple Leafs
  '12 CAR CE1126 000000', // Carolina Hurricanes
  '29 CBJ 002654 CE1126', // Columbus Blue Jackets
  '1 NJD CE1126 000000', // New Jersey Devils
  '2 NYI 00539B F47D30', // New York Islanders
  '3 NYR 0038A8 CE1126', // New York Rangers
  '4 PHI F74902 000000', // Philadelphia Flyers
  '5 PIT 000000 FCB514', // Pittsburgh Penguins
  '15 WSH 041E42 C8102E', // Washington Capitals
  '16 CHI CF0A2C 000000', // Chicago Blackhawks
  '21 COL 6F263D 236192', // Colorado Avalanche
  '25 DAL 006847 8F8F8C', // Dallas Stars
  '30 MIN 154734 A6192E', // Minnesota Wild
  '18 NSH FFB81C 041E42', // Nashville Predators
  '19 STL 002F87 FCB514', // St. Louis Blues
  '68 UTA 010101 6CACE4', // Utah Mammoth
  '52 WPG 041E42 004C97', // Winnipeg Jets
  '24 ANA FC4C02 000000', // Anaheim Ducks
  '20 CGY C8102E F1BE48', // Calgary Flames
  '22 EDM 041E42 FF4C00', // Edmonton Oilers
  '26 LAK 111111 A2AAAD', // Los Angeles Kings
  '28 SJS 006D75 000000', // San Jose Sharks
  '55 SEA 001628 99D9D9', // Seattle Kraken
  '23 VAN 00205B 00843D', // Vancouver Canucks
  '54 VGK 333F42 B4975A', // Vegas Golden Knights
];

/** A club's entry as the table holds it; colours as '#RRGGBB'. */
export interface TeamColours {
  abbreviation: string;
  primary: string;
  secondary: string;
}

function parse(rows: string[]): ReadonlyMap<number, TeamColours> {
  return new Map(
    rows.map((row) => {
      const [id, abbreviation, primary, secondary] = row.split(' ') as [string, string, string, string];
      return [Number(id), { abbreviation, primary: `#${primary}`, secondary: `#${secondary}` }];
    }),
  );
}

export const TEAM_COLOURS: Record<League, ReadonlyMap<number, TeamColours>> = {
  MLB: parse(MLB_ROWS),
  NHL: parse(NHL_ROWS),
};

/** A team the table does not know yet (a live provider's new club): grey, white letters (6.2:1). */
export const NEUTRAL = { background: '#5F6368', color: '#FFFFFF' };

/** WCAG relative luminance of a '#RRGGBB' colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two '#RRGGBB' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Normal-size text needs 4.5:1 (WCAG AA); the monogram's letters are small. */
export const MIN_CONTRAST = 4.5;

/**
 * The letters' colour on a club's primary: its secondary when that reads well enough (it looks
 * like the club), else white, the scoreboard's usual letters, and black on fills too light for
 * white (where white falls short of 4.5:1, black always reaches it).
 */
export function textColourOn(primary: string, secondary: string): string {
  if (contrastRatio(primary, secondary) >= MIN_CONTRAST) return secondary;
  return contrastRatio(primary, '#FFFFFF') >= MIN_CONTRAST ? '#FFFFFF' : '#000000';
}

/** Up to three initials of a name's words ("Utah Mammoth" → "UM"); a one-word name gives its first three letters. */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{M}'’.]*/gu) ?? [];
  const letters =
    words.length === 1
      ? [...words[0]!.replace(/[^\p{L}]/gu, '')].slice(0, 3)
      : words.map((w) => [...w][0]!).slice(0, 3);
  return letters.join('').toLocaleUpperCase('en-US');
}

/** The monogram of a team: its letters and colours, or the neutral grey with its initials when unknown. */
export function monogramOf(league: League, id: number, name: string): Monogram {
  const team = TEAM_COLOURS[league]?.get(id);
  if (!team) return { text: initialsOf(name), ...NEUTRAL, known: false };
  return {
    text: team.abbreviation,
    background: team.primary,
    color: textColourOn(team.primary, team.secondary),
    known: true,
  };
}
