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

/** Whether the series of pair `index` plays on `day`. Monday and Thursday are travel days: only some series play. */
function pairPlays(cal: MlbCalendar, day: string, index: number): boolean {
  if (day < cal.openingDay || day > cal.regularEnd) return false;
  const dow = weekday(day);
  if (dow === 1 && index % 5 !== 0) return false;
  if (dow === 4 && index % 3 === 0) return false;
  return !(day === cal.openingDay && index % 2 === 1);
}

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
  if (month < '04' || month > '09' || !pairPlays(cal, day, index)) return undefined;
  // A game is made up or finished the next day, so only while the same series goes on
  // (Tuesday→Wednesday→Thursday, Friday→Saturday→Sunday→Monday).
  const dow = weekday(day);
  const seriesGoesOn = dow !== 1 && dow !== 4 && pairPlays(cal, addDays(day, 1), index);
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
  const dow = weekday(day);
  // Series run Tuesday–Thursday and Friday–Sunday (Monday finishes some weekend series).
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
    if (!pairPlays(cal, day, index)) return;
    const weather = weatherOf(cal, day, index);
    // Yesterday's rain-out or suspended game is made up or finished first, as game 1 of a doubleheader.
    const makeUp = weatherOf(cal, yesterday, index);
    const natural = daily() < 0.012;
    const firstTime = natural ? '13:05' : mlbStartTime(day, daily, 'regular');
    const doubleheader = moves(makeUp) || (natural && !moves(weather));
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

function nhlSeasonDay(cal: NhlCalendar, day: string, phase: 'preseason' | 'regular'): PlannedGame[] {
  if (nhlBreak(day)) return [];
  const random = randomFrom(seedOf('nhl-day', day));
  const base = phase === 'preseason' ? 4 : NHL_GAMES_BY_WEEKDAY[weekday(day)]!;
  const count = Math.max(1, base + Math.floor(random() * 3) - 1);
  const order = shuffled(teamsOf('NHL'), random).slice(0, count * 2);
  const games: PlannedGame[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) {
    const home = order[i]!;
    games.push({
      league: 'NHL',
      id: nhlId(cal.season, phase, day, i / 2),
      day,
      phase,
      description: phase === 'preseason' ? 'Preseason' : 'Regular Season',
      gametime: at(day, nhlStartTime(day, random), home),
      home,
      visitor: order[i + 1]!,
    });
  }
  return games;
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
  if (day >= cal.preseasonStart && day < addDays(cal.regularStart, -1)) return nhlSeasonDay(cal, day, 'preseason');
  if (day >= cal.regularStart && day <= cal.regularEnd) return nhlSeasonDay(cal, day, 'regular');
  return [];
}
