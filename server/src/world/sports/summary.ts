import {
  nhlPeriodLabel,
  type Broadcast,
  type Decisions,
  type LineScorePeriod,
  type MlbGameSummary,
  type NhlGameSummary,
  type ScoringPlay,
  type Star,
} from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { ordinal } from '../../lib/ordinal';
import { pick, randomFrom, seedOf } from './chance';
import { dayOfGameId } from './ids';
import { gameAt, HALF_INNING_MINUTES, playOf, type Play, type PlannedGame } from './play';
import { plannedGamesOn } from './schedule';
import { splitTeamName, type League, type Team } from '../../reference/teams';
import { rosterOf, shortName } from './rosters';
import { nhlStarterOf } from './goalies';

/**
 * A game's summary in the offline world, made from the play the game was given in advance
 * (play.ts): the line score and the scoring plays are that play up to where the game
 * stands, so they add up to its score; the people come from each club's made-up roster. The
 * broadcasts are the TV world's (world/tv/broadcasts.ts), handed in by the caller: the sports
 * world knows no TV line-up.
 */

/** A summary as the offline world makes it (our TV listing's airings are joined in later). */
export type OfflineSummary = Omit<MlbGameSummary, 'onTv'> | Omit<NhlGameSummary, 'onTv'>;
export type OfflineSummaryLookup = { kind: 'summary'; summary: OfflineSummary } | { kind: 'unknown' };
/** A game's networks, as the TV world lists them. */
export type BroadcastsOf = (game: PlannedGame) => Broadcast[];

const VENUE_PATTERNS: Record<League, ((t: { city: string; nickname: string }) => string)[]> = {
  MLB: [
    (t) => `${t.city} Field`,
    (t) => `${t.nickname} Park`,
    (t) => `${t.city} Ballpark`,
    (t) => `Harbor Bank Park at ${t.city}`,
  ],
  NHL: [
    (t) => `${t.city} Arena`,
    (t) => `${t.city} Ice Centre`,
    (t) => `${t.nickname} Garden`,
    (t) => `Northstar Center ${t.city}`,
  ],
};

export function offlineVenue(league: League, team: Team): string {
  const patterns = VENUE_PATTERNS[league];
  return patterns[seedOf('venue', league, team.id) % patterns.length]!(splitTeamName(team.name));
}

/** Where play stood (minutes after the start) for a game that stopped: delayed or suspended. */
function stoppedAt(planned: PlannedGame, game: Game): number | undefined {
  if (game.status === 'Suspended') return planned.suspended?.atMinute;
  if (game.status === 'Delayed') return planned.delay?.atMinute;
  return undefined;
}

const periodOf = (play: Play, minute: number) => play.periodStarts.filter((start) => start <= minute).length;

/** The scores of the play so far: the first ones, as many as the game's score counts. */
function scoresSoFar(play: Play, game: Game) {
  const n = (game.home_score ?? 0) + (game.visitor_score ?? 0);
  return play.scores.slice(0, n).map((s) => ({ ...s, period: periodOf(play, s.minute) }));
}

/** Whether the home side has batted in `inning` yet (it does not bat in the last inning when already ahead). */
function homeBattedIn(planned: PlannedGame, play: Play, game: Game, inning: number): boolean {
  if (inning < (game.period ?? 0)) return true;
  const start = play.periodStarts[inning - 1] ?? Infinity;
  const half = HALF_INNING_MINUTES * play.pace;
  // Past the middle of the bottom half (the minutes are sums of fractions, never quite exact).
  if (game.status === 'Final') return play.lengthMinutes > start + 1.5 * half;
  if (game.status === 'In Progress') return game.inning_half === 'Bottom' || game.inning_half === 'End';
  const minute = stoppedAt(planned, game);
  return minute !== undefined && minute - start >= half;
}

const MLB_PLAYS: [number, string][] = [
  [0.3, 'singles'],
  [0.55, 'doubles'],
  [0.62, 'triples'],
  [0.85, 'homers'],
  [0.93, 'hits a sacrifice fly'],
  [1, 'draws a bases-loaded walk'],
];
const FIELDS = ['left field', 'center field', 'right field'];

export function findPlanned(league: League, id: number): PlannedGame | undefined {
  const day = dayOfGameId(league, id);
  return day ? plannedGamesOn(league, day).find((g) => g.id === id) : undefined;
}

function mlbSummary(planned: PlannedGame, game: Game, broadcastsOf: BroadcastsOf): Omit<MlbGameSummary, 'onTv'> {
  const play = playOf(planned);
  const scores = scoresSoFar(play, game);
  const periods: LineScorePeriod[] = [];
  const totals = { home: { runs: 0, hits: 0, errors: 0 }, visitor: { runs: 0, hits: 0, errors: 0 } };
  for (let inning = 1; inning <= (game.period ?? 0); inning++) {
    const runs = (side: 'home' | 'visitor') => scores.filter((s) => s.period === inning && s.side === side).length;
    const cell = (side: 'home' | 'visitor', batted: boolean): number | null => {
      if (!batted) return null;
      const r = runs(side);
      const random = randomFrom(seedOf('hits', planned.id, inning, side));
      totals[side].runs += r;
      totals[side].hits +=
        r +
        pick(
          [
            [0.45, 0],
            [0.8, 1],
            [0.95, 2],
            [1, 3],
          ],
          random(),
        );
      // An error by the side in the field.
      if (random() < 0.06) totals[side === 'home' ? 'visitor' : 'home'].errors += 1;
      return r;
    };
    const visitor = cell('visitor', true);
    periods.push({
      number: inning,
      label: String(inning),
      visitor,
      home: cell('home', homeBattedIn(planned, play, game, inning)),
    });
  }
  let home = 0;
  let visitor = 0;
  const scoring: ScoringPlay[] = scores.map((s, i) => {
    if (s.side === 'home') home += 1;
    else visitor += 1;
    const team = s.side === 'home' ? planned.home : planned.visitor;
    const random = randomFrom(seedOf('scoring', planned.id, i));
    const batter = pick(
      rosterOf('MLB', team).players.map((_, k) => [(k + 1) / 9, k] as [number, number]),
      random(),
    );
    const what = MLB_PLAYS.find(([p]) => random() < p)?.[1] ?? 'singles';
    const where = what === 'draws a bases-loaded walk' ? '' : ` to ${FIELDS[Math.floor(random() * 3)]}`;
    return {
      period: s.period,
      label: `${s.side === 'home' ? 'Bottom' : 'Top'} ${ordinal(s.period)}`,
      team: { id: team.id, name: team.name },
      description: `${rosterOf('MLB', team).players[batter]} ${what}${where}.`,
      home_score: home,
      visitor_score: visitor,
    };
  });
  return {
    league: 'MLB',
    game,
    linescore: { periods, ...totals },
    scoring,
    decisions: game.status === 'Final' ? decisionsOf(planned, play) : null,
    venue: offlineVenue('MLB', planned.home),
    broadcasts: broadcastsOf(planned),
  };
}

/** Each side's starting pitcher and the winners' closer when he saves it, drawn once per game (the box score names the same men). */
export function mlbPitchersOf(planned: PlannedGame): { home: string; visitor: string; save: string | null } {
  const play = playOf(planned);
  const homeWon = play.home > play.visitor;
  const [winner, loser] = homeWon ? [planned.home, planned.visitor] : [planned.visitor, planned.home];
  const random = randomFrom(seedOf('decisions', planned.id));
  const starter = (team: Team) => rosterOf('MLB', team).pitchers[1 + Math.floor(random() * 7)]!;
  const margin = Math.abs(play.home - play.visitor);
  const save = margin <= 3 && random() < 0.6 ? rosterOf('MLB', winner).pitchers[0]! : null;
  const win = starter(winner);
  const lose = starter(loser);
  return homeWon ? { home: win, visitor: lose, save } : { home: lose, visitor: win, save };
}

/** The starters decide it (a starter is never the closer, who saves it when he does). */
function decisionsOf(planned: PlannedGame, play: Play): Decisions {
  const starters = mlbPitchersOf(planned);
  const homeWon = play.home > play.visitor;
  return {
    winner: homeWon ? starters.home : starters.visitor,
    loser: homeWon ? starters.visitor : starters.home,
    save: starters.save,
  };
}

function nhlSummary(planned: PlannedGame, game: Game, broadcastsOf: BroadcastsOf): Omit<NhlGameSummary, 'onTv'> {
  const play = playOf(planned);
  const playoffs = planned.phase === 'postseason';
  const scores = scoresSoFar(play, game);
  const shootout = (period: number) => !playoffs && period === 5;
  const periods: LineScorePeriod[] = [];
  const totals = { home: { goals: 0, shots: 0 }, visitor: { goals: 0, shots: 0 } };
  for (let period = 1; period <= (game.period ?? 0); period++) {
    const random = randomFrom(seedOf('shots', planned.id, period));
    const cell = (side: 'home' | 'visitor') => {
      const goals = scores.filter((s) => s.period === period && s.side === side).length;
      totals[side].goals += goals;
      // Shots on goal count the goals; a shootout's attempts are not shots.
      if (!shootout(period))
        totals[side].shots += goals + (period >= 4 ? Math.floor(random() * 4) : 5 + Math.floor(random() * 9));
      return goals;
    };
    periods.push({
      number: period,
      label: nhlPeriodLabel(period, playoffs),
      visitor: cell('visitor'),
      home: cell('home'),
    });
  }
  let home = 0;
  let visitor = 0;
  const scorers: { name: string; team: Team }[] = [];
  // Each scorer's goals of the season so far: a count drawn for the day before, plus this game's.
  const tally = new Map<string, number>();
  const goalsToDate = (name: string) => {
    const n = (tally.get(name) ?? 1 + (seedOf('tally', planned.id, name) % 12)) + 1;
    tally.set(name, n);
    return n;
  };
  const scoring: ScoringPlay[] = scores.map((s, i) => {
    if (s.side === 'home') home += 1;
    else visitor += 1;
    const team = s.side === 'home' ? planned.home : planned.visitor;
    const { scorer, assists, powerPlay } = nhlGoalOf(planned, team, i);
    scorers.push({ name: scorer, team });
    const description = shootout(s.period)
      ? `${scorer} scores the deciding shootout goal.`
      : `${scorer} (${goalsToDate(scorer)}) ${assists.length > 0 ? `from ${assists.map(shortName).join(' and ')}` : 'unassisted'}${powerPlay ? ', power play' : ''}.`;
    // The time into the period, as score sheets give it: a period's 20 clock minutes take 32 of play (overtime: 5 in 9).
    const [clockMinutes, playMinutes] = s.period >= 4 && !playoffs ? [5, 9] : [20, 32];
    const seconds = Math.min(
      clockMinutes * 60 - 1,
      Math.floor(((s.minute - play.periodStarts[s.period - 1]!) / (playMinutes * play.pace)) * clockMinutes * 60),
    );
    const clock = shootout(s.period) ? '' : ` · ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    return {
      period: s.period,
      label: `${nhlPeriodLabel(s.period, playoffs)}${clock}`,
      team: { id: team.id, name: team.name },
      description,
      home_score: home,
      visitor_score: visitor,
    };
  });
  return {
    league: 'NHL',
    game,
    linescore: { periods, ...totals },
    scoring,
    stars: game.status === 'Final' ? starsOf(planned, play, scorers) : [],
    venue: offlineVenue('NHL', planned.home),
    broadcasts: broadcastsOf(planned),
  };
}

/** Who scored the game's `index`-th goal for `team`, who assisted, and whether on the power play: the same on every call. */
export function nhlGoalOf(
  planned: PlannedGame,
  team: Team,
  index: number,
): { scorer: string; assists: string[]; powerPlay: boolean } {
  const skaters = rosterOf('NHL', team).players;
  const random = randomFrom(seedOf('goal', planned.id, index));
  // The top line scores more often.
  const scorer = skaters[Math.floor(random() * random() * skaters.length)]!;
  const assists = skaters
    .filter((p) => p !== scorer)
    .filter(() => random() < 0.22)
    .slice(0, 2);
  return { scorer, assists, powerPlay: random() < 0.2 };
}

/** The winners' scorers first (most goals first), then the winning goaltender, then the losers' best. */
function starsOf(planned: PlannedGame, play: Play, scorers: { name: string; team: Team }[]): Star[] {
  const [winner, loser] = play.home > play.visitor ? [planned.home, planned.visitor] : [planned.visitor, planned.home];
  const goals = (team: Team) => {
    const counts = new Map<string, number>();
    for (const s of scorers) if (s.team.id === team.id) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => ({ name, team }));
  };
  const candidates = [
    ...goals(winner).slice(0, 2),
    { name: nhlStarterOf(planned, winner), team: winner },
    ...goals(loser).slice(0, 1),
    { name: nhlStarterOf(planned, loser), team: loser },
  ];
  return candidates
    .slice(0, 3)
    .map((c, i) => ({ star: i + 1, name: c.name, team: { id: c.team.id, name: c.team.name } }));
}

/** The summary of game `id` at `now`, or unknown for an id that is no game of ours. */
export function offlineSummary(
  league: League,
  id: number,
  now: Date,
  broadcastsOf: BroadcastsOf,
): OfflineSummaryLookup {
  const planned = findPlanned(league, id);
  if (!planned) return { kind: 'unknown' };
  const game = gameAt(planned, now);
  return {
    kind: 'summary',
    summary: league === 'MLB' ? mlbSummary(planned, game, broadcastsOf) : nhlSummary(planned, game, broadcastsOf),
  };
}
