/**
 * Sport on the offline line-up. NHL and MLB airings are games from the sports schedule (so a
 * game on TV is a game on the scoreboard); the other sports are invented events that follow
 * their real seasons. Times are laid out on US Eastern wall clocks, as broadcasters do.
 */
import { addDays, dayInZone, zonedTimeToUtc } from '@guide/common/dates';
import type { TvSportsAiring } from '@guide/common/tv';
import { scheduledGamesOn } from '../sports/scheduled-games';
import { drawnImage } from './drawn-image';
import { toGracenoteTime } from './movie-airings';
import { pick, pickSome } from './seeded';
import { SPORTS_STATIONS } from './stations';

const BROADCAST_ZONE = 'America/New_York';
const MINUTE = 60_000;

type Sport = 'Football' | 'Soccer' | 'Hockey' | 'Basketball' | 'Baseball' | 'Golf' | 'Tennis' | 'Boxing';

export interface SportsEvent {
  rootId: string;
  sport: Sport;
  eventTitle: string;
  genres: string[];
  shortDescription: string;
  longDescription: string;
  /** UTC milliseconds. */
  start: number;
  durationMinutes: number;
  /** The first station carries it live; a second one, when present, shows an encore later. */
  stations: string[];
}

const PRO_FOOTBALL = [
  'Harbor City Mariners',
  'Prairie Stallions',
  'Ironbridge Forge',
  'Capital Sentinels',
  'Bayou Gators',
  'Summit Peaks',
  'Desert Scorpions',
  'Lakeshore Lumberjacks',
  'Metro Titans',
  'Coastal Sharks',
  'Red Rock Miners',
  'Northwoods Wolves',
];
const COLLEGE_FOOTBALL = [
  'Granite Valley',
  'Lakeshore State',
  'Eastern Plains',
  'Cedar Ridge',
  'Southern Tech',
  'Pine Hollow',
  'Bluewater A&M',
  'Great Lakes',
  'Mesa Verde State',
  'Old Dominion Heights',
];
const PRO_BASKETBALL = [
  'Bay City Breakers',
  'Motor City Gears',
  'Riverside Rapids',
  'Skyline Hawks',
  'Sunbelt Flames',
  'Twin Rivers Kings',
  'Canyon Coyotes',
  'Harbor Lights',
  'Capital Monarchs',
  'Evergreen Elk',
  'Gulf Coast Waves',
  'Mile High Summit',
];
const SOCCER_CLUBS = [
  'Northbridge United',
  'Castleford Rovers',
  'Real Montecito',
  'Athletic Porto Vale',
  'Rivermouth City',
  'Sporting Alameda',
  'Kingsport Athletic',
  'Union Sierra',
  'FC Brookhaven',
  'Dynamo Lakeside',
];
const SOCCER_COMPETITIONS = ['Premier Football League', 'Continental Cup', 'Liga Atlántica', 'American Soccer League'];
const GOLF_EVENTS = ['Palm Valley Classic', 'Magnolia Invitational', 'Coastal Links Open', 'Heritage Championship'];
const TENNIS_EVENTS = ['Harbour Open', 'Desert Masters', 'Capital Classic', 'Indoor Championships'];

// Seasons as [month, day] from and to (inclusive); a range that wraps the new year runs from..Dec and Jan..to.
const SEASONS: Record<Exclude<Sport, 'Hockey' | 'Baseball'>, [[number, number], [number, number]]> = {
  Football: [
    [9, 1],
    [2, 10],
  ],
  Basketball: [
    [10, 21],
    [6, 15],
  ],
  Soccer: [
    [2, 15],
    [12, 10],
  ],
  Golf: [
    [1, 10],
    [11, 20],
  ],
  Tennis: [
    [1, 2],
    [12, 8],
  ],
  Boxing: [
    [1, 1],
    [12, 31],
  ],
};

function inSeason(sport: keyof typeof SEASONS, day: string): boolean {
  const [[fm, fd], [tm, td]] = SEASONS[sport];
  const md = Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
  const from = fm * 100 + fd;
  const to = tm * 100 + td;
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const at = (day: string, time: string) => zonedTimeToUtc(day, time, BROADCAST_ZONE).getTime();

/** `count` pairings in which no team plays twice (pairs of a seeded shuffle). */
function matchups(teams: readonly string[], count: number, seed: string): [string, string][] {
  const order = pickSome(teams, count * 2, seed);
  return Array.from({ length: Math.floor(order.length / 2) }, (_, i) => [order[2 * i]!, order[2 * i + 1]!]);
}

function stationsFor(sport: Sport, seed: string, encore: boolean): string[] {
  const live = pick(SPORTS_STATIONS[sport], seed);
  if (!encore) return [live];
  const other = SPORTS_STATIONS.national.filter((s) => s !== live);
  return [live, pick(other, `${seed}:encore`)];
}

function invented(
  day: string,
  sport: Sport,
  n: number,
  time: string,
  durationMinutes: number,
  eventTitle: string,
  description: string,
  extraGenres: string[] = [],
): SportsEvent {
  const rootId = `SP-${day}-${sport.toLowerCase()}-${n}`;
  return {
    rootId,
    sport,
    eventTitle,
    genres: [sport, ...extraGenres],
    shortDescription: description,
    longDescription: `${description} Live coverage with pre-game analysis and post-game reaction.`,
    start: at(day, time),
    durationMinutes,
    stations: stationsFor(sport, rootId, n === 0 && sport !== 'Golf'),
  };
}

/** The NHL or MLB games of `day` the line-up carries: a handful of each night's, not all of them. */
function scheduleGames(day: string, league: 'NHL' | 'MLB'): SportsEvent[] {
  const sport: Sport = league === 'NHL' ? 'Hockey' : 'Baseball';
  return pickSome(scheduledGamesOn(league, day), 4, `${league}:${day}`).map((game, i) => {
    const rootId = `SP-${day}-${league.toLowerCase()}-${game.id}`;
    return {
      rootId,
      sport,
      eventTitle: `${league} ${sport}: ${game.visitor.name} at ${game.home.name}`,
      genres: [sport, league],
      shortDescription: `The ${game.visitor.name} visit the ${game.home.name}.`,
      longDescription: game.description
        ? `${game.description}: the ${game.visitor.name} visit the ${game.home.name}.`
        : `The ${game.visitor.name} visit the ${game.home.name}.`,
      start: Date.parse(game.gametime),
      durationMinutes: league === 'NHL' ? 180 : 210,
      stations: stationsFor(sport, rootId, i === 0),
    };
  });
}

/** Every event of the (Eastern) `day`, NHL and MLB ones taken from the sports schedule. */
export function sportsEventsOn(day: string): SportsEvent[] {
  const events: SportsEvent[] = [...scheduleGames(day, 'NHL'), ...scheduleGames(day, 'MLB')];
  const dow = weekday(day);
  const seed = (s: string, n: number) => `${day}:${s}:${n}`;

  if (inSeason('Football', day)) {
    if (dow === 6) {
      const games = matchups(COLLEGE_FOOTBALL, 4, seed('cfb', 0));
      ['12:00', '15:30', '19:00', '19:30'].forEach((time, n) => {
        const [a, b] = games[n]!;
        events.push(
          invented(
            day,
            'Football',
            n,
            time,
            210,
            `College Football: ${a} at ${b}`,
            `${a} travel to ${b} in a conference showdown.`,
            ['College'],
          ),
        );
      });
    }
    const proTimes = dow === 0 ? ['13:00', '16:25', '20:20'] : dow === 1 || dow === 4 ? ['20:15'] : [];
    const games = matchups(PRO_FOOTBALL, proTimes.length, seed('pfb', 0));
    proTimes.forEach((time, i) => {
      const n = 10 + i;
      const [a, b] = games[i]!;
      events.push(invented(day, 'Football', n, time, 195, `Pro Football: ${a} at ${b}`, `The ${a} take on the ${b}.`));
    });
  }
  if (inSeason('Basketball', day)) {
    const games = matchups(PRO_BASKETBALL, 2, seed('nba', 0));
    ['19:30', '22:00'].forEach((time, i) => {
      const [a, b] = games[i]!;
      events.push(
        invented(day, 'Basketball', i, time, 150, `Pro Basketball: ${a} at ${b}`, `The ${a} visit the ${b}.`),
      );
    });
    const month = Number(day.slice(5, 7));
    if ((dow === 0 || dow === 6) && (month >= 11 || month <= 3)) {
      const college = matchups(COLLEGE_FOOTBALL, 2, seed('cbb', 0));
      ['12:00', '14:00'].forEach((time, i) => {
        const [a, b] = college[i]!;
        events.push(
          invented(
            day,
            'Basketball',
            10 + i,
            time,
            120,
            `College Basketball: ${a} vs. ${b}`,
            `${a} meet ${b} on the hardwood.`,
            ['College'],
          ),
        );
      });
    }
  }
  if (inSeason('Soccer', day)) {
    const times = dow === 6 ? ['07:30', '10:00', '12:30'] : dow === 0 ? ['09:00', '11:30'] : dow === 3 ? ['15:00'] : [];
    const games = matchups(SOCCER_CLUBS, times.length, seed('soc', 0));
    times.forEach((time, n) => {
      const [a, b] = games[n]!;
      const competition = pick(SOCCER_COMPETITIONS, seed('comp', n));
      events.push(
        invented(day, 'Soccer', n, time, 120, `${competition}: ${a} vs. ${b}`, `${a} host ${b} in the ${competition}.`),
      );
    });
  }
  if (inSeason('Golf', day) && (dow === 0 || dow >= 4)) {
    const tournament = pick(GOLF_EVENTS, `${addDays(day, -((dow + 3) % 7))}:golf`);
    const round = dow === 0 ? 'Final Round' : `Round ${dow - 3}`;
    events.push(
      invented(day, 'Golf', 0, '13:00', 300, `Pro Golf: ${tournament}, ${round}`, `${round} of the ${tournament}.`),
    );
  }
  if (inSeason('Tennis', day) && dow >= 1 && dow <= 5) {
    const tournament = pick(TENNIS_EVENTS, `${day}:tennis`);
    events.push(
      invented(
        day,
        'Tennis',
        0,
        '11:00',
        240,
        `Tennis: ${tournament}, Early Rounds`,
        `Singles matches from the ${tournament}.`,
      ),
    );
  }
  if (dow === 6) {
    events.push(
      invented(
        day,
        'Boxing',
        0,
        '22:00',
        180,
        'Boxing: Saturday Fight Night',
        'A title card headlined by two unbeaten contenders.',
      ),
    );
  }
  return events;
}

/**
 * The station that carries each of `league`'s games of `day` live, by game id, for the games
 * the line-up carries: read from that league's part of the line-up, without making up the rest
 * of the day's sports.
 */
export function liveStationsOn(league: 'NHL' | 'MLB', day: string): Map<number, string> {
  const prefix = `SP-${day}-${league.toLowerCase()}-`;
  return new Map(scheduleGames(day, league).map((e) => [Number(e.rootId.slice(prefix.length)), e.stations[0]!]));
}

/** The event a sports rootId names (the rootId carries its day), or undefined. */
export function findSportsEvent(rootId: string): SportsEvent | undefined {
  const day = /^SP-(\d{4}-\d{2}-\d{2})-/.exec(rootId)?.[1];
  return day ? sportsEventsOn(day).find((e) => e.rootId === rootId) : undefined;
}

/** The sports airings that start in [from, from + hours), by start time then station. */
export function offlineSportsAirings(from: Date, hours = 24): TvSportsAiring[] {
  const start = from.getTime();
  const end = start + hours * 60 * MINUTE;
  // Events of the day before can still have an encore airing in the window.
  const firstDay = addDays(dayInZone(from, BROADCAST_ZONE), -1);
  const lastDay = dayInZone(new Date(end), BROADCAST_ZONE);
  const airings: TvSportsAiring[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    for (const event of sportsEventsOn(day)) {
      event.stations.forEach((callSign, i) => {
        // The encore starts two hours after the live broadcast ends.
        const airStart = event.start + (i === 0 ? 0 : (event.durationMinutes + 120) * MINUTE);
        if (airStart < start || airStart >= end) return;
        airings.push({
          startTime: toGracenoteTime(airStart),
          endTime: toGracenoteTime(airStart + event.durationMinutes * MINUTE),
          station: { callSign },
          program: {
            eventTitle: i === 0 ? event.eventTitle : `${event.eventTitle} (Encore)`,
            genres: event.genres,
            shortDescription: event.shortDescription,
            longDescription: event.longDescription,
            rootId: event.rootId,
            preferredImage: drawnImage('sport', event.rootId),
          },
        });
      });
    }
  }
  return airings.sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.station.callSign.localeCompare(b.station.callSign),
  );
}
