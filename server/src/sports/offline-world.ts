import { addDays, daysBetween } from '@guide/common/dates';
import { formatPct, type Game, type StandingRecord } from '@guide/common/sports';
import { MLB_DIVISIONS, findTeam, teamsOf, type League, type Team } from './teams';

/**
 * The offline world: both leagues' seasons on their real calendars, generated from the date
 * alone. A game's schedule and final score are fixed functions of its day and slot; its
 * status and score at a given instant follow from the clock. So the same date and clock
 * always give the same games, and standings are just the Final games counted.
 */

// ---------------------------------------------------------------- deterministic chance

/** FNV-1a over the parts: a stable 32-bit seed. */
function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function randomFrom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Picks from a cumulative table: [[0.72, 0], [0.87, 1], …] */
function pick(table: [number, number][], r: number): number {
  return (table.find(([p]) => r < p) ?? table[table.length - 1]!)[1];
}

// ---------------------------------------------------------------- calendars

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const year = (day: string) => Number(day.slice(0, 4));

/** The last `dow` (0 = Sunday) on or before `day`. */
function lastWeekdayOnOrBefore(day: string, dow: number): string {
  return addDays(day, -((weekday(day) - dow + 7) % 7));
}
function firstWeekdayOnOrAfter(day: string, dow: number): string {
  return addDays(day, (dow - weekday(day) + 7) % 7);
}

export type Phase = 'preseason' | 'regular' | 'postseason';

interface Round {
  description: string;
  start: string;
  /** Day offsets from `start` of games 1…n; the series stops once someone has won a majority. */
  offsets: number[];
  /** Whether the higher seed is at home in game k (0-based). */
  higherSeedHome: boolean[];
}

export interface MlbCalendar {
  season: number;
  springStart: string;
  springEnd: string;
  openingDay: string;
  regularEnd: string;
  rounds: Round[];
}

/** Opening day is the last Thursday of March; the regular season ends on the last Sunday of September. */
export function mlbCalendar(season: number): MlbCalendar {
  const openingDay = lastWeekdayOnOrBefore(`${season}-03-31`, 4);
  const regularEnd = lastWeekdayOnOrBefore(`${season}-09-30`, 0);
  const wildCard = addDays(regularEnd, 2);
  const divisionSeries = addDays(wildCard, 4);
  const lcs = addDays(divisionSeries, 9);
  const worldSeries = addDays(lcs, 10);
  const h = (pattern: string) => [...pattern].map((c) => c === 'H');
  return {
    season,
    springStart: addDays(openingDay, -34),
    springEnd: addDays(openingDay, -3),
    openingDay,
    regularEnd,
    rounds: [
      { description: 'Wild Card', start: wildCard, offsets: [0, 1, 2], higherSeedHome: h('HHH') },
      { description: 'Division Series', start: divisionSeries, offsets: [0, 1, 3, 4, 6], higherSeedHome: h('HHAAH') },
      { description: 'League Championship Series', start: lcs, offsets: [0, 1, 3, 4, 5, 7, 8], higherSeedHome: h('HHAAAHH') },
      { description: 'World Series', start: worldSeries, offsets: [0, 1, 3, 4, 5, 7, 8], higherSeedHome: h('HHAAAHH') },
    ],
  };
}

export interface NhlCalendar {
  season: number;
  preseasonStart: string;
  regularStart: string;
  regularEnd: string;
  rounds: Round[];
}

/** Season `season` starts in the autumn of that year: first Tuesday on or after Oct. 6, 27 weeks of games, four playoff rounds. */
export function nhlCalendar(season: number): NhlCalendar {
  const regularStart = firstWeekdayOnOrAfter(`${season}-10-06`, 2);
  const regularEnd = addDays(regularStart, 191);
  const playoffs = addDays(regularEnd, 3);
  const offsets = [0, 2, 4, 6, 8, 10, 12];
  const pattern = [true, true, false, false, true, false, true];
  return {
    season,
    preseasonStart: addDays(regularStart, -16),
    regularStart,
    regularEnd,
    rounds: ['Playoffs - First Round', 'Playoffs - Second Round', 'Playoffs - Conference Final', 'Stanley Cup Final'].map((description, i) => ({
      description,
      start: addDays(playoffs, i * 15),
      offsets,
      higherSeedHome: pattern,
    })),
  };
}

/** No NHL games Dec. 24–26 (the league's Christmas break). */
const nhlBreak = (day: string) => ['12-24', '12-25', '12-26'].includes(day.slice(5));

// ---------------------------------------------------------------- game plans

/** A game as scheduled, with the whole of its play decided in advance. */
export interface PlannedGame {
  league: League;
  id: number;
  day: string;
  phase: Phase;
  description: string;
  gametime: Date;
  home: Team;
  visitor: Team;
}

/** Runs per half-inning (MLB) and goals per period (NHL), and when each happens. */
interface Play {
  /** Minutes after the start when the game ends. */
  lengthMinutes: number;
  /** Final scores and the last inning/period. */
  home: number;
  visitor: number;
  lastPeriod: number;
  /** Each score with its minute after the start. */
  scores: { minute: number; side: 'home' | 'visitor' }[];
  /** Minutes after the start at which each inning/period begins (index 0 = period 1). */
  periodStarts: number[];
}

const MLB_RUNS: [number, number][] = [[0.72, 0], [0.86, 1], [0.93, 2], [0.97, 3], [0.99, 4], [1, 5]];
const NHL_GOALS: [number, number][] = [[0.36, 0], [0.73, 1], [0.91, 2], [0.98, 3], [1, 4]];
const HALF_INNING_MINUTES = 9;
const NHL_PERIOD_MINUTES = 45;
const PRE_GAME_MINUTES = 30;

const plays = new WeakMap<PlannedGame, Play>();
function playOf(game: PlannedGame): Play {
  let play = plays.get(game);
  if (!play) {
    const random = randomFrom(seedOf('play', game.league, game.id));
    play = game.league === 'MLB' ? baseball(random) : hockey(random, game.phase === 'postseason');
    plays.set(game, play);
  }
  return play;
}

function baseball(random: () => number): Play {
  const scores: Play['scores'] = [];
  const periodStarts: number[] = [];
  let home = 0;
  let visitor = 0;
  let minute = 0;
  for (let inning = 1; ; inning++) {
    periodStarts.push(minute);
    const top = pick(MLB_RUNS, random());
    for (let r = 0; r < top; r++) scores.push({ minute: minute + HALF_INNING_MINUTES * ((r + 1) / (top + 1)), side: 'visitor' });
    visitor += top;
    minute += HALF_INNING_MINUTES;
    // The home side does not bat in the last inning when it already leads.
    if (inning >= 9 && home > visitor) return { lengthMinutes: minute, home, visitor, lastPeriod: inning, scores, periodStarts };
    let bottom = pick(MLB_RUNS, random());
    // A long extra-inning game ends with a walk-off rather than going on for ever.
    if (inning >= 15 && home + bottom === visitor) bottom += 1;
    // A walk-off ends the game at the winning run.
    if (inning >= 9 && home + bottom > visitor) bottom = Math.min(bottom, visitor - home + 1);
    for (let r = 0; r < bottom; r++) scores.push({ minute: minute + HALF_INNING_MINUTES * ((r + 1) / (bottom + 1)), side: 'home' });
    home += bottom;
    minute += HALF_INNING_MINUTES;
    if (inning >= 9 && home !== visitor) return { lengthMinutes: minute, home, visitor, lastPeriod: inning, scores, periodStarts };
  }
}

function hockey(random: () => number, playoffs: boolean): Play {
  const scores: Play['scores'] = [];
  const periodStarts: number[] = [];
  let home = 0;
  let visitor = 0;
  for (let period = 1; period <= 3; period++) {
    const start = (period - 1) * NHL_PERIOD_MINUTES;
    periodStarts.push(start);
    for (const side of ['home', 'visitor'] as const) {
      const goals = pick(NHL_GOALS, random());
      for (let g = 0; g < goals; g++) scores.push({ minute: start + random() * 32, side });
      if (side === 'home') home += goals;
      else visitor += goals;
    }
  }
  scores.sort((a, b) => a.minute - b.minute);
  let minute = 3 * NHL_PERIOD_MINUTES - 13;
  let lastPeriod = 3;
  if (home === visitor) {
    const side = random() < 0.55 ? 'home' : 'visitor';
    if (playoffs) {
      // Playoff overtime is played in full periods until someone scores.
      lastPeriod = 4 + pick([[0.7, 0], [0.93, 1], [1, 2]], random());
      for (let p = 4; p <= lastPeriod; p++) periodStarts.push(minute + (p - 4) * NHL_PERIOD_MINUTES);
      minute = periodStarts[lastPeriod - 1]! + 2 + random() * 28;
    } else {
      // Regular season: five minutes of overtime (period 4), then a shootout (period 5).
      periodStarts.push(minute + 3);
      lastPeriod = random() < 0.6 ? 4 : 5;
      if (lastPeriod === 5) periodStarts.push(minute + 12);
      minute = lastPeriod === 4 ? minute + 4 + random() * 6 : minute + 20;
    }
    scores.push({ minute: minute - 0.5, side });
    if (side === 'home') home += 1;
    else visitor += 1;
  }
  return { lengthMinutes: minute, home, visitor, lastPeriod, scores, periodStarts };
}

/** The state of a planned game at `now`, as our payload shows it. */
export function gameAt(game: PlannedGame, now: Date): Game {
  const minutes = (now.getTime() - game.gametime.getTime()) / 60_000;
  const base = {
    id: game.id,
    description: game.description,
    gametime: game.gametime.toISOString(),
    date: game.day,
    home: { id: game.home.id, name: game.home.name },
    visitor: { id: game.visitor.id, name: game.visitor.name },
  };
  if (minutes < 0) {
    return { ...base, status: minutes >= -PRE_GAME_MINUTES ? 'Pre-Game' : 'Scheduled', home_score: null, visitor_score: null, period: null };
  }
  const play = playOf(game);
  if (minutes >= play.lengthMinutes) return { ...base, status: 'Final', home_score: play.home, visitor_score: play.visitor, period: play.lastPeriod };
  const period = play.periodStarts.filter((start) => start <= minutes).length;
  const sofar = play.scores.filter((s) => s.minute <= minutes);
  return {
    ...base,
    status: 'In Progress',
    home_score: sofar.filter((s) => s.side === 'home').length,
    visitor_score: sofar.filter((s) => s.side === 'visitor').length,
    period,
  };
}

/** The final result, whatever the clock says (used to settle series and standings). */
function resultOf(game: PlannedGame): { homeWon: boolean; home: number; visitor: number; lastPeriod: number } {
  const play = playOf(game);
  return { homeWon: play.home > play.visitor, home: play.home, visitor: play.visitor, lastPeriod: play.lastPeriod };
}

export function endOf(game: PlannedGame): Date {
  return new Date(game.gametime.getTime() + playOf(game).lengthMinutes * 60_000);
}

// ---------------------------------------------------------------- ids

/**
 * Ids encode the day and slot, so one id leads back to its game without a search.
 * MLB: YY·100000 + day of year·100 + slot (7 digits, like the Stats API's gamePk).
 * NHL: season·1000000 + type·10000 + days since Sept. 1·20 + slot (like 2023020193).
 */
function mlbId(day: string, slot: number): number {
  return (year(day) - 2000) * 100_000 + (daysBetween(`${year(day)}-01-01`, day) + 1) * 100 + slot;
}
function nhlId(season: number, phase: Phase, day: string, slot: number): number {
  const type = phase === 'preseason' ? 1 : phase === 'regular' ? 2 : 3;
  return season * 1_000_000 + type * 10_000 + daysBetween(`${season}-09-01`, day) * 20 + slot;
}

/** The day a game id belongs to, or undefined for an id that cannot be ours. */
export function dayOfGameId(league: League, id: number): string | undefined {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (league === 'MLB') {
    const yy = Math.floor(id / 100_000);
    const doy = Math.floor((id % 100_000) / 100);
    if (yy < 1 || yy > 99 || doy < 1 || doy > 366) return undefined;
    return addDays(`${2000 + yy}-01-01`, doy - 1);
  }
  const season = Math.floor(id / 1_000_000);
  const offset = Math.floor((id % 10_000) / 20);
  if (season < 2000 || season > 2099) return undefined;
  return addDays(`${season}-09-01`, offset);
}

// ---------------------------------------------------------------- schedules

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/**
 * `zonedTimeToUtc` with the zone's offset remembered per day: a season asks for thousands of
 * start times and building an Intl formatter for each is what would make it slow. Games start
 * after noon, well clear of the 2 a.m. daylight-saving switch, so the noon offset holds.
 */
function zoned(day: string, time: string, timeZone: string): Date {
  const key = `${timeZone}|${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let format = formatters.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
      formatters.set(timeZone, format);
    }
    const noon = new Date(`${day}T12:00:00Z`);
    const p = Object.fromEntries(format.formatToParts(noon).map((x) => [x.type, x.value]));
    offset = (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - noon.getTime()) / 60_000;
    if (offsets.size > 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(Date.parse(`${day}T${time}:00Z`) - offset * 60_000);
}

const at = (day: string, time: string, team: Team) => zoned(day, time, team.timeZone);

function mlbStartTime(day: string, random: () => number, phase: Phase): string {
  const dow = weekday(day);
  if (phase === 'preseason') return random() < 0.85 ? '13:05' : '18:05';
  if (dow === 0) return random() < 0.85 ? (random() < 0.5 ? '13:35' : '13:10') : '19:10';
  if (dow === 6) return ['13:05', '16:05', '16:10', '18:15', '19:05', '19:15'][Math.floor(random() * 6)]!;
  if (dow === 3 || dow === 4) if (random() < 0.25) return random() < 0.5 ? '12:35' : '13:10';
  return ['18:40', '18:45', '19:05', '19:07', '19:10', '19:15'][Math.floor(random() * 6)]!;
}

function mlbRegularDay(cal: MlbCalendar, day: string): PlannedGame[] {
  const dow = weekday(day);
  // Series run Tuesday–Thursday and Friday–Sunday (Monday finishes some weekend series).
  const weekStart = lastWeekdayOnOrBefore(day, 2);
  const block = dow >= 2 && dow <= 4 ? `${weekStart}-a` : `${weekStart}-b`;
  const random = randomFrom(seedOf('mlb-series', block));
  const order = shuffled(teamsOf('MLB'), random);
  const pairs: [Team, Team][] = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairs.push(random() < 0.5 ? [order[i]!, order[i + 1]!] : [order[i + 1]!, order[i]!]);
  const daily = randomFrom(seedOf('mlb-day', day));
  const games: PlannedGame[] = [];
  let slot = 0;
  pairs.forEach(([home, visitor], index) => {
    // Monday and Thursday are travel days: only some series play.
    if (dow === 1 && index % 5 !== 0) return;
    if (dow === 4 && index % 3 === 0) return;
    if (day === cal.openingDay && index % 2 === 1) return;
    const doubleheader = daily() < 0.012;
    const firstTime = doubleheader ? '13:05' : mlbStartTime(day, daily, 'regular');
    for (const gameNumber of doubleheader ? [1, 2] : [1]) {
      games.push({
        league: 'MLB',
        id: mlbId(day, slot++),
        day,
        phase: 'regular',
        description: doubleheader ? `Regular Season, game ${gameNumber}` : 'Regular Season',
        gametime: at(day, gameNumber === 1 ? firstTime : '18:40', home),
        home,
        visitor,
      });
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
      games.push({ league: 'MLB', id: mlbId(day, slot++), day, phase: 'preseason', description: 'Spring Training', gametime: zoned(day, time, zone), home: order[i]!, visitor: order[i + 1]! });
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

// ---------------------------------------------------------------- standings and postseason

export interface TeamRecord {
  team: Team;
  wins: number;
  losses: number;
  /** NHL: losses in overtime or a shootout (a point each). */
  overtimeLosses: number;
}

/** Records from the regular-season games that are Final at `now` (all of them when `now` is omitted). */
export function regularSeasonRecords(league: League, season: number, now?: Date): TeamRecord[] {
  const records = new Map(teamsOf(league).map((team) => [team.id, { team, wins: 0, losses: 0, overtimeLosses: 0 }]));
  const { start, end } = league === 'MLB' ? { start: mlbCalendar(season).openingDay, end: mlbCalendar(season).regularEnd } : { start: nhlCalendar(season).regularStart, end: nhlCalendar(season).regularEnd };
  for (let day = start; day <= end; day = addDays(day, 1)) {
    for (const game of plannedGamesOn(league, day)) {
      if (now && endOf(game) > now) continue;
      const result = resultOf(game);
      const winner = records.get(result.homeWon ? game.home.id : game.visitor.id)!;
      const loser = records.get(result.homeWon ? game.visitor.id : game.home.id)!;
      winner.wins += 1;
      if (league === 'NHL' && result.lastPeriod > 3) loser.overtimeLosses += 1;
      else loser.losses += 1;
    }
  }
  return [...records.values()];
}


/** Best first: win percentage (MLB) or points (NHL), then wins, then id for a stable order. */
export function rankRecords(league: League, records: TeamRecord[]): TeamRecord[] {
  const key = (r: TeamRecord) => (league === 'MLB' ? (r.wins + r.losses === 0 ? 0 : r.wins / (r.wins + r.losses)) : 2 * r.wins + r.overtimeLosses);
  return [...records].sort((a, b) => key(b) - key(a) || b.wins - a.wins || a.team.id - b.team.id);
}

interface Series {
  higher: Team;
  lower: Team;
}

const finalRecordsMemo = new Map<string, TeamRecord[]>();
function finalRecords(league: League, season: number): TeamRecord[] {
  const key = `${league}-${season}`;
  let records = finalRecordsMemo.get(key);
  if (!records) {
    records = rankRecords(league, regularSeasonRecords(league, season));
    finalRecordsMemo.set(key, records);
  }
  return records;
}

/** First-round match-ups, higher seed first, in bracket order (winners of 0 and 1 meet next, and so on). */
function firstRound(league: League, season: number): Series[] {
  const ranked = finalRecords(league, season).map((r) => r.team);
  const series: Series[] = [];
  if (league === 'MLB') {
    // Per league: three division winners and three wild cards; seeds 1 and 2 rest through the Wild Card round.
    for (const lg of ['AL', 'NL']) {
      const teams = ranked.filter((t) => t.conference === lg);
      const winners = teams.filter((t, _, all) => all.find((o) => o.division === t.division) === t);
      const seeds = [...winners, ...teams.filter((t) => !winners.includes(t)).slice(0, 3)];
      series.push({ higher: seeds[0]!, lower: seeds[0]! }, { higher: seeds[3]!, lower: seeds[4]! }, { higher: seeds[1]!, lower: seeds[1]! }, { higher: seeds[2]!, lower: seeds[5]! });
    }
    return series;
  }
  // Per conference: the top eight, 1–8 and 4–5 on one side of the bracket, 2–7 and 3–6 on the other.
  for (const conf of ['Eastern', 'Western']) {
    const s = ranked.filter((t) => t.conference === conf).slice(0, 8);
    series.push({ higher: s[0]!, lower: s[7]! }, { higher: s[3]!, lower: s[4]! }, { higher: s[1]!, lower: s[6]! }, { higher: s[2]!, lower: s[5]! });
  }
  return series;
}

const postseasonMemo = new Map<string, PlannedGame[]>();

/** Every postseason game of a season, series by series, stopping each series once it is decided. */
function postseasonGames(league: League, season: number): PlannedGame[] {
  const key = `${league}-${season}`;
  const memo = postseasonMemo.get(key);
  if (memo) return memo;
  const rounds = league === 'MLB' ? mlbCalendar(season).rounds : nhlCalendar(season).rounds;
  const rank = new Map(finalRecords(league, season).map((r, i) => [r.team.id, i]));
  const games: PlannedGame[] = [];
  let series = firstRound(league, season);
  rounds.forEach((round, roundIndex) => {
    const winners: Team[] = [];
    const needed = Math.floor(round.offsets.length / 2) + 1;
    series.forEach((s, seriesIndex) => {
      if (s.higher === s.lower) {
        winners.push(s.higher); // a bye
        return;
      }
      const wins = new Map([[s.higher.id, 0], [s.lower.id, 0]]);
      for (let k = 0; k < round.offsets.length; k++) {
        const day = addDays(round.start, round.offsets[k]!);
        const [home, visitor] = round.higherSeedHome[k] ? [s.higher, s.lower] : [s.lower, s.higher];
        const slot = roundIndex * 8 + seriesIndex;
        const time = league === 'MLB' ? ['16:08', '19:08', '20:08'][seriesIndex % 3]! : ['19:00', '19:30', '22:00'][seriesIndex % 3]!;
        const game: PlannedGame = {
          league,
          id: league === 'MLB' ? mlbId(day, 50 + slot) : nhlId(season, 'postseason', day, slot % 20),
          day,
          phase: 'postseason',
          description: `${round.description}, game ${k + 1}`,
          gametime: zoned(day, time, 'America/New_York'),
          home,
          visitor,
        };
        games.push(game);
        const result = resultOf(game);
        const winner = result.homeWon ? home : visitor;
        wins.set(winner.id, wins.get(winner.id)! + 1);
        if (wins.get(winner.id)! >= needed) {
          winners.push(winner);
          break;
        }
      }
    });
    // Next round: pairs of neighbours in bracket order; the better regular season hosts.
    const next: Series[] = [];
    for (let i = 0; i + 1 < winners.length; i += 2) {
      const [a, b] = [winners[i]!, winners[i + 1]!];
      next.push(rank.get(a.id)! <= rank.get(b.id)! ? { higher: a, lower: b } : { higher: b, lower: a });
    }
    series = next;
  });
  postseasonMemo.set(key, games);
  return games;
}

// ---------------------------------------------------------------- the public face

const dayMemo = new Map<string, readonly PlannedGame[]>();
const DAY_MEMO_LIMIT = 4000;

/** The games planned for `day` (official US Eastern date), by start time. Remembered: plans never change. */
export function plannedGamesOn(league: League, day: string): readonly PlannedGame[] {
  const key = `${league}:${day}`;
  let games = dayMemo.get(key);
  if (!games) {
    games = (league === 'MLB' ? mlbGamesOn(day) : nhlGamesOn(day)).sort((a, b) => a.gametime.getTime() - b.gametime.getTime() || a.id - b.id);
    if (dayMemo.size >= DAY_MEMO_LIMIT) dayMemo.delete(dayMemo.keys().next().value as string);
    dayMemo.set(key, games);
  }
  return games;
}

function mlbGamesOn(day: string): PlannedGame[] {
  const cal = mlbCalendar(year(day));
  if (day >= cal.springStart && day <= cal.springEnd) return mlbSpringDay(day);
  if (day >= cal.openingDay && day <= cal.regularEnd) return mlbRegularDay(cal, day);
  if (day > cal.regularEnd && day.slice(5) <= '11-15') return postseasonGames('MLB', cal.season).filter((g) => g.day === day);
  return [];
}

function nhlGamesOn(day: string): PlannedGame[] {
  // A season that started last autumn runs to June; from July on, this autumn's season.
  const season = Number(day.slice(5, 7)) >= 7 ? year(day) : year(day) - 1;
  const cal = nhlCalendar(season);
  if (day >= cal.preseasonStart && day < addDays(cal.regularStart, -1)) return nhlSeasonDay(cal, day, 'preseason');
  if (day >= cal.regularStart && day <= cal.regularEnd) return nhlSeasonDay(cal, day, 'regular');
  if (day > cal.regularEnd) return postseasonGames('NHL', season).filter((g) => g.day === day);
  return [];
}

export function offlineGamesOn(league: League, day: string, now: Date): Game[] {
  return plannedGamesOn(league, day).map((g) => gameAt(g, now));
}

export function offlineGame(league: League, id: number, now: Date): Game | undefined {
  const day = dayOfGameId(league, id);
  if (!day) return undefined;
  const game = plannedGamesOn(league, day).find((g) => g.id === id);
  return game && gameAt(game, now);
}

/** The first day after `after` with games, within a year; undefined when there is none. */
export function nextGameDay(league: League, after: string): string | undefined {
  for (let day = addDays(after, 1), i = 0; i < 366; i++, day = addDays(day, 1)) {
    if (plannedGamesOn(league, day).length > 0) return day;
  }
  return undefined;
}

/** A team's next `count` games not yet finished and its last `count` finished ones, looking a year each way. */
export function offlineTeamGames(league: League, teamId: number, today: string, now: Date, count = 5): { next: Game[]; past: Game[] } {
  const next: Game[] = [];
  const past: Game[] = [];
  const involves = (g: PlannedGame) => g.home.id === teamId || g.visitor.id === teamId;
  for (let i = 0; i < 366 && next.length < count; i++) {
    for (const g of plannedGamesOn(league, addDays(today, i)).filter(involves)) {
      const state = gameAt(g, now);
      if (state.status !== 'Final' && next.length < count) next.push(state);
    }
  }
  for (let i = 0; i < 366 && past.length < count; i++) {
    for (const g of plannedGamesOn(league, addDays(today, -i)).filter(involves).reverse()) {
      const state = gameAt(g, now);
      if (state.status === 'Final' && past.length < count) past.push(state);
    }
  }
  return { next, past };
}

/** The MLB season whose standings matter on `today`: this year's once opening day has come, else last year's. */
export function mlbStandingsSeason(today: string): number {
  return today >= mlbCalendar(year(today)).openingDay ? year(today) : year(today) - 1;
}

/** A division's standings as the Stats API shapes them, from the Final regular-season games at `now`. */
export function offlineMlbStandings(division: string, today: string, now: Date): StandingRecord[] {
  const season = mlbStandingsSeason(today);
  const records = regularSeasonRecords('MLB', season, now);
  const league = MLB_DIVISIONS[division]!.league;
  const leagueRanked = rankRecords('MLB', records.filter((r) => r.team.conference === league));
  const divisionRanked = leagueRanked.filter((r) => r.team.division === division);
  return divisionRanked.map((r, i) => ({
    team: { id: r.team.id, name: r.team.name },
    divisionRank: String(i + 1),
    leagueRank: String(leagueRanked.indexOf(r) + 1),
    leagueRecord: { wins: r.wins, losses: r.losses, ties: 0, pct: formatPct(r.wins, r.losses) },
  }));
}

export { findTeam };
