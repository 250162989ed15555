import { addDays } from '@guide/common/dates';
import { teamsOf, type League, type Team } from '../../reference/teams';
import {
  lastWeekdayOnOrBefore,
  mlbCalendar,
  nhlBreak,
  nhlCalendar,
  nhlSeasonOf,
  weekday,
  year,
  zoned,
  type MlbCalendar,
  type NhlCalendar,
  type Phase,
} from './calendars';
import { randomFrom, seedOf, shuffled } from './chance';
import { mlbId, nhlId } from './ids';
import { inningStart, type PlannedGame } from './play';

/**
 * The games of the season proper on a day: MLB's spring training and regular season, the
 * NHL's preseason and regular season (the postseason is settled from the standings, in
 * `postseason.ts`).
 */

const at = (day: string, time: string, team: Team) => zoned(day, time, team.timeZone);

function mlbStartTime(day: string, random: () => number, phase: Phase): string {
  const dow = weekday(day);
  if (phase === 'preseason') return random() < 0.85 ? '13:05' : '18:05';
  if (dow === 0) return random() < 0.85 ? (random() < 0.5 ? '13:35' : '13:10') : '19:10';
  if (dow === 6) return ['13:05', '16:05', '16:10', '18:15', '19:05', '19:15'][Math.floor(random() * 6)]!;
  if (dow === 3 || dow === 4) if (random() < 0.25) return random() < 0.5 ? '12:35' : '13:10';
  return ['18:40', '18:45', '19:05', '19:07', '19:10', '19:15'][Math.floor(random() * 6)]!;
}

/** Games a team plays in a regular season, in each league. */
const MLB_SEASON_GAMES = 162;
const NHL_SEASON_GAMES = 82;

const mlbGameDaysMemo = new Map<number, ReadonlySet<string>>();

/**
 * The days of the MLB regular season with games. Every series of a block plays the same days,
 * so every team plays on each of them: Tuesday, Wednesday and Friday to Sunday always (opening
 * day too), and as many Mondays and Thursdays (the travel days) as bring each team to 162.
 */
function mlbGameDays(cal: MlbCalendar): ReadonlySet<string> {
  let days = mlbGameDaysMemo.get(cal.season);
  if (!days) {
    const always: string[] = [];
    const travel: string[] = [];
    for (let day = cal.openingDay; day <= cal.regularEnd; day = addDays(day, 1)) {
      const dow = weekday(day);
      (day !== cal.openingDay && (dow === 1 || dow === 4) ? travel : always).push(day);
    }
    const wanted = Math.max(0, MLB_SEASON_GAMES - always.length);
    const chosen = shuffled(travel, randomFrom(seedOf('mlb-travel-days', cal.season))).slice(0, wanted);
    days = new Set([...always, ...chosen]);
    mlbGameDaysMemo.set(cal.season, days);
  }
  return days;
}

const isGameDay = (cal: MlbCalendar, day: string) => mlbGameDays(cal).has(day);

/** What the weather does to a game, drawn from its day and series alone. Rare, as in real seasons. */
type Weather =
  | { kind: 'rain-out' }
  | { kind: 'suspended'; atMinute: number }
  | { kind: 'delayed'; atMinute: number; minutes: number }
  | undefined;
const RAIN_OUT = 0.012;
const SUSPENSION = 0.003;
const DELAY = 0.02;
const moves = (w: Weather) => w?.kind === 'rain-out' || w?.kind === 'suspended';

function weatherDraw(cal: MlbCalendar, day: string, index: number): Weather {
  const month = day.slice(5, 7);
  if (month < '04' || month > '09' || !isGameDay(cal, day)) return undefined;
  // A game is made up or finished the next day, so only while the same series goes on
  // (Tuesday→Wednesday→Thursday, Friday→Saturday→Sunday→Monday).
  const dow = weekday(day);
  const seriesGoesOn = dow !== 1 && dow !== 4 && isGameDay(cal, addDays(day, 1));
  const r = randomFrom(seedOf('mlb-weather', day, index))();
  // How long and when: a second stream (the first draws of nearby seeds are alike).
  const random = randomFrom(seedOf('mlb-weather-how', r));
  if (r < RAIN_OUT) return seriesGoesOn ? { kind: 'rain-out' } : undefined;
  if (r < RAIN_OUT + SUSPENSION)
    return seriesGoesOn ? { kind: 'suspended', atMinute: inningStart(5 + Math.floor(random() * 3)) + 4 } : undefined;
  if (r < RAIN_OUT + SUSPENSION + DELAY)
    return {
      kind: 'delayed',
      atMinute: inningStart(2 + Math.floor(random() * 6)) + 3,
      minutes: 25 + 5 * Math.floor(random() * 12),
    };
  return undefined;
}

/** The weather on `day` for pair `index`; a day that makes up the day before's game keeps its games. */
function weatherOf(cal: MlbCalendar, day: string, index: number): Weather {
  return moves(weatherDraw(cal, addDays(day, -1), index)) ? undefined : weatherDraw(cal, day, index);
}

function mlbRegularDay(cal: MlbCalendar, day: string): PlannedGame[] {
  if (!isGameDay(cal, day)) return [];
  const dow = weekday(day);
  // Series run Tuesday–Thursday and Friday–Sunday (a Monday with games ends the weekend's).
  const weekStart = lastWeekdayOnOrBefore(day, 2);
  const block = dow >= 2 && dow <= 4 ? `${weekStart}-a` : `${weekStart}-b`;
  const random = randomFrom(seedOf('mlb-series', block));
  const order = shuffled(teamsOf('MLB'), random);
  const pairs: [Team, Team][] = [];
  for (let i = 0; i + 1 < order.length; i += 2)
    pairs.push(random() < 0.5 ? [order[i]!, order[i + 1]!] : [order[i + 1]!, order[i]!]);
  const daily = randomFrom(seedOf('mlb-day', day));
  const yesterday = addDays(day, -1);
  const games: PlannedGame[] = [];
  let slot = 0;
  pairs.forEach(([home, visitor], index) => {
    const weather = weatherOf(cal, day, index);
    // Yesterday's rain-out or suspended game is made up or finished first, as game 1 of a doubleheader.
    const makeUp = weatherOf(cal, yesterday, index);
    // Now and then a day game (not a scheduled doubleheader: that would give the pair a game more than the rest).
    const dayGame = daily() < 0.012;
    const firstTime = dayGame ? '13:05' : mlbStartTime(day, daily, 'regular');
    const doubleheader = moves(makeUp);
    for (const gameNumber of doubleheader ? [1, 2] : [1]) {
      const game: PlannedGame = {
        league: 'MLB',
        id: mlbId(day, slot++),
        day,
        phase: 'regular',
        description: doubleheader ? `Regular Season, game ${gameNumber}` : 'Regular Season',
        gametime: at(day, gameNumber === 1 ? (doubleheader ? '13:05' : firstTime) : '18:40', home),
        home,
        visitor,
      };
      if (gameNumber === 1 && makeUp?.kind === 'suspended') {
        const original = seasonGamesOn('MLB', yesterday).find((g) => g.home.id === home.id && g.suspended);
        if (original) game.resumes = { id: original.id, fromMinute: makeUp.atMinute };
      } else if (!doubleheader && weather?.kind === 'rain-out') {
        game.postponed = { reason: 'Rain', newDay: addDays(day, 1) };
      } else if (!doubleheader && weather?.kind === 'suspended') {
        game.suspended = { reason: 'Rain', atMinute: weather.atMinute, newDay: addDays(day, 1) };
      } else if (gameNumber === (doubleheader ? 2 : 1) && weather?.kind === 'delayed') {
        game.delay = { reason: 'Rain', atMinute: weather.atMinute, minutes: weather.minutes };
      }
      games.push(game);
    }
  });
  return games;
}

function mlbSpringDay(day: string): PlannedGame[] {
  const random = randomFrom(seedOf('mlb-spring', day));
  const games: PlannedGame[] = [];
  let slot = 0;
  for (const league of ['Cactus', 'Grapefruit'] as const) {
    const order = shuffled(
      teamsOf('MLB').filter((t) => t.springLeague === league),
      random,
    );
    const zone = league === 'Cactus' ? 'America/Phoenix' : 'America/New_York';
    for (let i = 0; i + 1 < order.length; i += 2) {
      const time = mlbStartTime(day, random, 'preseason');
      games.push({
        league: 'MLB',
        id: mlbId(day, slot++),
        day,
        phase: 'preseason',
        description: 'Spring Training',
        gametime: zoned(day, time, zone),
        home: order[i]!,
        visitor: order[i + 1]!,
      });
    }
  }
  return games;
}

function nhlStartTime(day: string, random: () => number): string {
  const dow = weekday(day);
  if (dow === 6 && random() < 0.3) return random() < 0.5 ? '13:00' : '15:30';
  if (dow === 0) return random() < 0.5 ? '15:00' : '17:00';
  return random() < 0.7 ? '19:00' : '19:30';
}

/** Games a night by weekday: heavy Tuesday, Thursday and Saturday, as the real calendar is. */
const NHL_GAMES_BY_WEEKDAY = [5, 3, 9, 4, 10, 5, 12];

/** An NHL game of the preseason or regular season: slot `slot` of its day, starting by the home team's clock. */
function nhlGame(
  cal: NhlCalendar,
  day: string,
  phase: 'preseason' | 'regular',
  slot: number,
  home: Team,
  visitor: Team,
  random: () => number,
) {
  return {
    league: 'NHL',
    id: nhlId(cal.season, phase, day, slot),
    day,
    phase,
    description: phase === 'preseason' ? 'Preseason' : 'Regular Season',
    gametime: at(day, nhlStartTime(day, random), home),
    home,
    visitor,
  } satisfies PlannedGame;
}

function nhlPreseasonDay(cal: NhlCalendar, day: string): PlannedGame[] {
  const random = randomFrom(seedOf('nhl-day', day));
  const count = 3 + Math.floor(random() * 3);
  const order = shuffled(teamsOf('NHL'), random).slice(0, count * 2);
  const games: PlannedGame[] = [];
  for (let i = 0; i + 1 < order.length; i += 2)
    games.push(nhlGame(cal, day, 'preseason', i / 2, order[i]!, order[i + 1]!, random));
  return games;
}

const nhlSeasonMemo = new Map<number, ReadonlyMap<string, PlannedGame[]>>();

/**
 * The NHL regular season planned as a whole, so each team plays exactly 82 games, about half at home:
 * each night's number of games follows its weekday, nudged until the nights add up to the
 * season; each night the teams with the most games still to play take the ice, the one with
 * fewer home games so far at home.
 */
function nhlRegularSeason(cal: NhlCalendar): ReadonlyMap<string, PlannedGame[]> {
  const known = nhlSeasonMemo.get(cal.season);
  if (known) return known;
  const teams = teamsOf('NHL');
  const nights: { day: string; count: number }[] = [];
  for (let day = cal.regularStart; day <= cal.regularEnd; day = addDays(day, 1)) {
    if (nhlBreak(day)) continue;
    const random = randomFrom(seedOf('nhl-night', day));
    nights.push({ day, count: Math.max(1, NHL_GAMES_BY_WEEKDAY[weekday(day)]! + Math.floor(random() * 3) - 1) });
  }
  const total = (teams.length * NHL_SEASON_GAMES) / 2;
  const nudge = randomFrom(seedOf('nhl-nights', cal.season));
  for (let sum = nights.reduce((n, x) => n + x.count, 0); sum !== total;) {
    const night = nights[Math.floor(nudge() * nights.length)]!;
    const step = sum < total ? 1 : -1;
    const count = night.count + step;
    if (count < 1 || count > teams.length / 2) continue;
    night.count = count;
    sum += step;
  }
  const toPlay = new Map(teams.map((t) => [t.id, NHL_SEASON_GAMES]));
  const atHome = new Map(teams.map((t) => [t.id, 0]));
  const season = new Map<string, PlannedGame[]>();
  for (const { day, count } of nights) {
    const random = randomFrom(seedOf('nhl-day', day));
    // Shuffled first, so equal needs are settled by chance; the sort keeps that order among them.
    const playing = shuffled(teams, random)
      .sort((a, b) => toPlay.get(b.id)! - toPlay.get(a.id)!)
      .slice(0, count * 2);
    const order = shuffled(playing, random);
    const games: PlannedGame[] = [];
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [home, visitor] =
        atHome.get(order[i]!.id)! <= atHome.get(order[i + 1]!.id)!
          ? [order[i]!, order[i + 1]!]
          : [order[i + 1]!, order[i]!];
      for (const t of [home, visitor]) toPlay.set(t.id, toPlay.get(t.id)! - 1);
      atHome.set(home.id, atHome.get(home.id)! + 1);
      games.push(nhlGame(cal, day, 'regular', i / 2, home, visitor, random));
    }
    season.set(day, games);
  }
  nhlSeasonMemo.set(cal.season, season);
  return season;
}

const dayMemo = new Map<string, readonly PlannedGame[]>();
const DAY_MEMO_LIMIT = 4000;

/** The preseason and regular-season games of `day`, by start time. Remembered: plans never change. */
export function seasonGamesOn(league: League, day: string): readonly PlannedGame[] {
  const key = `${league}:${day}`;
  let games = dayMemo.get(key);
  if (!games) {
    games = (league === 'MLB' ? mlbSeasonDay(day) : nhlDay(day)).sort(
      (a, b) => a.gametime.getTime() - b.gametime.getTime() || a.id - b.id,
    );
    if (dayMemo.size >= DAY_MEMO_LIMIT) dayMemo.delete(dayMemo.keys().next().value as string);
    dayMemo.set(key, games);
  }
  return games;
}

function mlbSeasonDay(day: string): PlannedGame[] {
  const cal = mlbCalendar(year(day));
  if (day >= cal.springStart && day <= cal.springEnd) return mlbSpringDay(day);
  if (day >= cal.openingDay && day <= cal.regularEnd) return mlbRegularDay(cal, day);
  return [];
}

function nhlDay(day: string): PlannedGame[] {
  const cal = nhlCalendar(nhlSeasonOf(day));
  if (day >= cal.preseasonStart && day < addDays(cal.regularStart, -1)) return nhlPreseasonDay(cal, day);
  if (day >= cal.regularStart && day <= cal.regularEnd) return [...(nhlRegularSeason(cal).get(day) ?? [])];
  return [];
}
