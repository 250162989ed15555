import type { Game } from '@guide/common/sports';
import type { League, Team } from '../../reference/teams';
import type { Phase } from './calendars';
import { pick, randomFrom, seedOf } from './chance';

/**
 * How a game unfolds: its whole play is decided in advance from its id, and its status and
 * score at a given instant follow from the clock.
 */

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
  /** Rained out: listed on its day as Postponed (from an hour and a half before the start), made up on `newDay`. */
  postponed?: { reason: string; newDay: string };
  /** Stopped at `atMinute` of play (the score and inning then kept) and finished on `newDay`. */
  suspended?: { reason: string; atMinute: number; newDay: string };
  /** A delay: play stops at `atMinute` for `minutes`, then goes on. */
  delay?: { reason: string; atMinute: number; minutes: number };
  /** The finish of a suspended game: the play of game `id` from `fromMinute` on. */
  resumes?: { id: number; fromMinute: number };
  /** A postseason game: its series' round, its number in it and the series' tally either side of it. */
  series?: SeriesGame;
  /** Another draw of the play than the game's first (a series' script asked for another winner). */
  redraw?: number;
}

/** A postseason game's place in its series. */
export interface SeriesGame {
  /** 'ALCS', 'NL Wild Card', 'Stanley Cup Final'… */
  round: string;
  /** The game's number in its series. */
  game: number;
  bestOf: number;
  /** The tally going into the game ('NYY lead 3–1', 'Series tied 2–2'); null before game 1. */
  before: string | null;
  /** The tally once it is final ('NYY win 4–1'). */
  after: string;
}

/** Runs per half-inning (MLB) and goals per period (NHL), and when each happens. */
export interface Play {
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
  /** This game's pace against a typical one (1): games that start together drift apart. */
  pace: number;
}

const MLB_RUNS: [number, number][] = [
  [0.72, 0],
  [0.86, 1],
  [0.93, 2],
  [0.97, 3],
  [0.99, 4],
  [1, 5],
];
const NHL_GOALS: [number, number][] = [
  [0.36, 0],
  [0.73, 1],
  [0.91, 2],
  [0.98, 3],
  [1, 4],
];
/** A half-inning at a typical pace. */
export const HALF_INNING_MINUTES = 9;
/** Minutes from the start of play to the start of `inning` at a typical pace (where the weather strikes). */
export const inningStart = (inning: number) => (inning - 1) * 2 * HALF_INNING_MINUTES;
/** A rain-out is announced this long before the first pitch. */
export const POSTPONEMENT_NOTICE_MINUTES = 90;
const NHL_PERIOD_MINUTES = 45;
const PRE_GAME_MINUTES = 30;

const plays = new WeakMap<PlannedGame, Play>();
/** The whole play of a game, decided in advance (a resumption plays on the play of the game it finishes). */
export function playOf(game: PlannedGame): Play {
  let play = plays.get(game);
  if (!play) {
    // A resumption plays on the play of the game it finishes.
    const id = game.resumes?.id ?? game.id;
    const random = randomFrom(
      game.redraw ? seedOf('play', game.league, id, game.redraw) : seedOf('play', game.league, id),
    );
    // The pace is drawn apart from the play, so it changes no score: 0.9 to 1.2 of a typical game's.
    const pace = 0.9 + 0.3 * randomFrom(seedOf('pace', game.league, game.resumes?.id ?? game.id))();
    play = game.league === 'MLB' ? baseball(random, pace) : hockey(random, game.phase === 'postseason', pace);
    plays.set(game, play);
  }
  return play;
}

function baseball(random: () => number, pace: number): Play {
  const half = HALF_INNING_MINUTES * pace;
  const scores: Play['scores'] = [];
  const periodStarts: number[] = [];
  let home = 0;
  let visitor = 0;
  let minute = 0;
  /** The play so far, when the game ends after `lastPeriod` innings. */
  const ended = (lastPeriod: number): Play => ({
    lengthMinutes: minute,
    home,
    visitor,
    lastPeriod,
    scores,
    periodStarts,
    pace,
  });
  for (let inning = 1; ; inning++) {
    periodStarts.push(minute);
    const top = pick(MLB_RUNS, random());
    for (let r = 0; r < top; r++) scores.push({ minute: minute + half * ((r + 1) / (top + 1)), side: 'visitor' });
    visitor += top;
    minute += half;
    // The home side does not bat in the last inning when it already leads.
    if (inning >= 9 && home > visitor) return ended(inning);
    let bottom = pick(MLB_RUNS, random());
    // A long extra-inning game ends with a walk-off rather than going on for ever.
    if (inning >= 15 && home + bottom === visitor) bottom += 1;
    // A walk-off ends the game at the winning run.
    if (inning >= 9 && home + bottom > visitor) bottom = Math.min(bottom, visitor - home + 1);
    for (let r = 0; r < bottom; r++) scores.push({ minute: minute + half * ((r + 1) / (bottom + 1)), side: 'home' });
    home += bottom;
    minute += half;
    if (inning >= 9 && home !== visitor) return ended(inning);
  }
}

function hockey(random: () => number, playoffs: boolean, pace: number): Play {
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
      lastPeriod =
        4 +
        pick(
          [
            [0.7, 0],
            [0.93, 1],
            [1, 2],
          ],
          random(),
        );
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
  // Drawn at a typical pace, then played at the game's own.
  return {
    lengthMinutes: minute * pace,
    home,
    visitor,
    lastPeriod,
    scores: scores.map((s) => ({ ...s, minute: s.minute * pace })),
    periodStarts: periodStarts.map((start) => start * pace),
    pace,
  };
}

/** Inning/period and score after `minute` of play. */
function stateAt(play: Play, minute: number): Pick<Game, 'period' | 'home_score' | 'visitor_score'> {
  const sofar = play.scores.filter((s) => s.minute <= minute);
  return {
    period: play.periodStarts.filter((start) => start <= minute).length,
    home_score: sofar.filter((s) => s.side === 'home').length,
    visitor_score: sofar.filter((s) => s.side === 'visitor').length,
  };
}

/** Game-clock minutes of a period and the minutes of play they take (goals fall in that stretch; the rest is the intermission). */
const NHL_PERIOD_CLOCK = 20;
const NHL_PERIOD_PLAY = 32;
/** Regular-season overtime: five minutes on the clock over nine of play. */
const NHL_OVERTIME_CLOCK = 5;
const NHL_OVERTIME_PLAY = 9;
/** The last tenth of a half-inning is the break after it (three outs). */
const HALF_INNING_BREAK = 0.9;

/** 'm:ss' of a clock with `seconds` left. */
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Where play stands after `minute` of play, beyond the inning or period: the half-inning and
 * outs (MLB), the period's clock or its intermission (NHL). A shootout has no clock.
 */
function playStateAt(
  game: PlannedGame,
  play: Play,
  minute: number,
): Pick<Game, 'inning_half' | 'outs' | 'clock' | 'intermission'> {
  const period = play.periodStarts.filter((start) => start <= minute).length;
  const into = minute - play.periodStarts[period - 1]!;
  if (game.league === 'MLB') {
    const half = HALF_INNING_MINUTES * play.pace;
    const bottom = into >= half;
    const part = (into - (bottom ? half : 0)) / half;
    if (part >= HALF_INNING_BREAK) return { inning_half: bottom ? 'End' : 'Middle' };
    return { inning_half: bottom ? 'Bottom' : 'Top', outs: Math.floor((part / HALF_INNING_BREAK) * 3) };
  }
  const overtime = period >= 4 && game.phase !== 'postseason';
  if (overtime && period >= 5) return {};
  const [clock, playMinutes] = overtime ? [NHL_OVERTIME_CLOCK, NHL_OVERTIME_PLAY] : [NHL_PERIOD_CLOCK, NHL_PERIOD_PLAY];
  if (into >= playMinutes * play.pace) return { intermission: true };
  return { clock: clockText(Math.ceil(clock * 60 * (1 - into / (playMinutes * play.pace)))) };
}

/** How a finished NHL game was decided beyond regulation, as the league's scoreboards say it. */
function finalDetail(game: PlannedGame, play: Play): Pick<Game, 'detail'> {
  if (game.league !== 'NHL' || play.lastPeriod <= 3) return {};
  return { detail: game.phase !== 'postseason' && play.lastPeriod === 5 ? 'Final/SO' : 'Final/OT' };
}

function playedStateAt(game: PlannedGame, now: Date): Game {
  const minutes = (now.getTime() - game.gametime.getTime()) / 60_000;
  const base = {
    id: game.id,
    description: game.description,
    gametime: game.gametime.toISOString(),
    date: game.day,
    home: { id: game.home.id, name: game.home.name },
    visitor: { id: game.visitor.id, name: game.visitor.name },
  };
  const notStarted = { home_score: null, visitor_score: null, period: null };
  if (game.postponed && minutes >= -POSTPONEMENT_NOTICE_MINUTES) {
    return {
      ...base,
      status: 'Postponed',
      ...notStarted,
      detail: `Postponed: ${game.postponed.reason}`,
      new_date: game.postponed.newDay,
    };
  }
  if (minutes < 0) return { ...base, status: minutes >= -PRE_GAME_MINUTES ? 'Pre-Game' : 'Scheduled', ...notStarted };
  const play = playOf(game);
  // Minutes of play: a resumption starts where its game stopped; a delay stops the clock of play.
  let minute = minutes + (game.resumes?.fromMinute ?? 0);
  const { delay, suspended } = game;
  if (delay && minute >= delay.atMinute) {
    if (minute < delay.atMinute + delay.minutes)
      return { ...base, status: 'Delayed', ...stateAt(play, delay.atMinute), detail: `Delayed: ${delay.reason}` };
    minute -= delay.minutes;
  }
  if (suspended && minute >= suspended.atMinute) {
    return {
      ...base,
      status: 'Suspended',
      ...stateAt(play, suspended.atMinute),
      detail: `Suspended: ${suspended.reason}`,
      new_date: suspended.newDay,
    };
  }
  if (minute >= play.lengthMinutes)
    return {
      ...base,
      status: 'Final',
      home_score: play.home,
      visitor_score: play.visitor,
      period: play.lastPeriod,
      ...finalDetail(game, play),
    };
  return { ...base, status: 'In Progress', ...stateAt(play, minute), ...playStateAt(game, play, minute) };
}

/** The state of a planned game at `now`, as our payload shows it; a postseason game with its series (the tally after it once final). */
export function gameAt(game: PlannedGame, now: Date): Game {
  const state = playedStateAt(game, now);
  const s = game.series;
  if (!s) return state;
  const after = state.status === 'Final' ? s.after : null;
  return { ...state, series: { ...s, after } };
}

/** Whether the game is decided on its own day (a postponed or suspended game is decided on another). */
export const isPlayedThrough = (game: PlannedGame) => !game.postponed && !game.suspended;

/** The final result, whatever the clock says (used to settle series and standings). */
export function resultOf(game: PlannedGame): { homeWon: boolean; home: number; visitor: number; lastPeriod: number } {
  const play = playOf(game);
  return { homeWon: play.home > play.visitor, home: play.home, visitor: play.visitor, lastPeriod: play.lastPeriod };
}

/** When a game played through ends: its play from where it starts, plus any delay. */
export function endOf(game: PlannedGame): Date {
  const minutes = playOf(game).lengthMinutes - (game.resumes?.fromMinute ?? 0) + (game.delay?.minutes ?? 0);
  return new Date(game.gametime.getTime() + minutes * 60_000);
}
