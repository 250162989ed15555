import type {
  MlbBatterLine,
  MlbBoxScore,
  MlbPitcherLine,
  MlbTeamBox,
  NhlBoxScore,
  NhlGoalieLine,
  NhlSkaterLine,
  NhlTeamBox,
} from '@guide/common/box-score';
import type { MlbGameSummary, NhlGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { randomFrom, seedOf, shuffled } from './chance';
import type { PlannedGame } from './play';
import { pitcherSeason, playerId, rosterOf } from './rosters';
import { nhlStarterOf } from './goalies';
import { findPlanned, mlbPitchersOf, nhlGoalOf, offlineSummary } from './summary';
import type { League } from '../../reference/teams';

/**
 * A game's box score in the offline world, made from its summary (summary.ts) so the two agree:
 * the batters' runs and hits add up to the line score's, each scoring play's batter has its RBI,
 * the starters are the pitchers of the decisions; NHL goals and assists are the scoring plays'
 * and the goalies face the line score's shots. The rest (who walked, who struck out, ice time)
 * is drawn from the game's id, the same on every call.
 */

type Side = 'home' | 'visitor';
const other = (side: Side): Side => (side === 'home' ? 'visitor' : 'home');

const MLB_POSITIONS = ['CF', 'SS', '1B', 'RF', '3B', 'LF', '2B', 'C', 'DH'];

/** Outs each side made at the plate so far, from the innings it has batted (a half being played counts its outs). */
function outsAtBat(summary: Omit<MlbGameSummary, 'onTv'>, random: () => number): Record<Side, number> {
  const { game, linescore } = summary;
  const outs = { home: 0, visitor: 0 };
  const last = linescore.periods.length;
  for (const period of linescore.periods) {
    for (const side of ['visitor', 'home'] as const) {
      if (period[side] === null) continue;
      const current = period.number === last && game.status !== 'Final';
      const batting = current && (side === 'visitor' ? game.inning_half === 'Top' : game.inning_half === 'Bottom');
      // A walk-off ends the last half before its third out.
      const walkOff =
        game.status === 'Final' &&
        side === 'home' &&
        period.number === last &&
        (game.home_score ?? 0) > (game.visitor_score ?? 0) &&
        period.home! > 0;
      outs[side] += batting ? (game.outs ?? 0) : walkOff ? Math.floor(random() * 3) : 3;
    }
  }
  return outs;
}

function mlbBatters(
  summary: Omit<MlbGameSummary, 'onTv'>,
  side: Side,
  outs: number,
  random: () => number,
): MlbBatterLine[] {
  const team = summary.game[side];
  const lineup = rosterOf('MLB', team).players;
  const positions = shuffled(MLB_POSITIONS, random);
  const { runs, hits } = summary.linescore[side];
  const walks = outs === 0 ? 0 : Math.floor(random() * Math.min(6, 1 + outs / 6));
  const lines = lineup.map((name, k) => ({
    id: playerId('MLB', team.id, name),
    name,
    position: positions[k]!,
    substitute: false,
    atBats: 0,
    runs: 0,
    hits: 0,
    rbi: 0,
    walks: 0,
    strikeOuts: 0,
    average: `.${String(215 + (seedOf('avg', team.id, name, summary.game.date.slice(0, 7)) % 100)).padStart(3, '0')}`,
  }));
  // The plate appearances go round the order; which of them were hits and walks is drawn.
  const appearances = outs + hits + walks;
  const kinds = shuffled(
    Array.from({ length: appearances }, (_, k) => (k < hits ? 'hit' : k < hits + walks ? 'walk' : 'out')),
    random,
  );
  const reached: number[] = [];
  kinds.forEach((kind, k) => {
    const line = lines[k % lines.length]!;
    if (kind === 'walk') line.walks += 1;
    else line.atBats += 1;
    if (kind === 'hit') line.hits += 1;
    if (kind === 'out' && random() < 0.24) line.strikeOuts += 1;
    if (kind !== 'out') reached.push(k % lines.length);
  });
  // Each run scored by one who reached base, once per time on base (an error's runner aside).
  const onBase = shuffled(reached, random);
  for (let r = 0; r < runs && reached.length > 0; r++)
    lines[onBase[r] ?? reached[Math.floor(random() * reached.length)]!]!.runs += 1;
  for (const play of summary.scoring)
    if (play.team.id === team.id) {
      const batter = lines.find((l) => play.description.startsWith(`${l.name} `));
      if (batter) batter.rbi += 1;
    }
  return lines;
}

const innings = (outs: number) => `${Math.floor(outs / 3)}.${outs % 3}`;

function mlbPitchers(
  summary: Omit<MlbGameSummary, 'onTv'>,
  planned: PlannedGame,
  side: Side,
  outsAgainst: number,
  batters: MlbBatterLine[],
  random: () => number,
): MlbPitcherLine[] {
  const team = summary.game[side];
  const staff = rosterOf('MLB', team).pitchers;
  const starters = mlbPitchersOf(planned);
  const starter = starters[side];
  const closer = staff[0]!;
  const saves = summary.decisions?.save === closer && starters.save === closer;
  // The starter goes five to seven innings, the bullpen the rest, the closer last when he saves it.
  const starterOuts = Math.min(outsAgainst, 15 + Math.floor(random() * 7));
  const relievers = shuffled(
    staff.filter((p) => p !== starter && p !== closer),
    random,
  );
  const shares: { name: string; outs: number }[] = [{ name: starter, outs: starterOuts }];
  let left = outsAgainst - starterOuts;
  const closing = saves || (left >= 3 && random() < 0.4) ? Math.min(3, left) : 0;
  left -= closing;
  while (left > 0) {
    const outs = Math.min(left, 3 + Math.floor(random() * 4));
    shares.push({ name: relievers.shift() ?? closer, outs });
    left -= outs;
  }
  if (closing > 0) shares.push({ name: closer, outs: closing });

  const opponents = batters;
  const total = {
    hits: summary.linescore[other(side)].hits,
    runs: summary.linescore[other(side)].runs,
    walks: opponents.reduce((n, b) => n + b.walks, 0),
    strikeOuts: opponents.reduce((n, b) => n + b.strikeOuts, 0),
    homeRuns: summary.scoring.filter((p) => p.team.id !== team.id && p.description.includes(' homers')).length,
  };
  const unearned = Math.min(total.runs, summary.linescore[side].errors);
  // Each pitcher's part of what the opponents did, by his share of the outs; the last takes what is left.
  const given = { hits: 0, runs: 0, walks: 0, strikeOuts: 0, homeRuns: 0 };
  const count = shares.length;
  return shares.map((share, k) => {
    const part = (what: keyof typeof given) => {
      const n =
        k === count - 1
          ? total[what] - given[what]
          : Math.min(total[what] - given[what], Math.round((total[what] * share.outs) / Math.max(1, outsAgainst)));
      given[what] += n;
      return n;
    };
    const [hits, runs, walks, strikeOuts, homeRuns] = [
      part('hits'),
      part('runs'),
      part('walks'),
      part('strikeOuts'),
      part('homeRuns'),
    ];
    const earnedRuns = k === 0 ? Math.max(0, runs - unearned) : runs;
    const decision =
      summary.decisions?.winner === share.name
        ? 'W'
        : summary.decisions?.loser === share.name
          ? 'L'
          : summary.decisions?.save === share.name
            ? 'S'
            : null;
    const seasonSeed = seedOf('season', team.id, share.name, summary.game.date.slice(0, 7));
    // The season line the probable pitchers showed before the game, with this game's decision counted.
    const season = pitcherSeason(team.id, share.name, summary.game.date);
    const note =
      decision === 'S'
        ? `(S, ${1 + (seasonSeed % 30)})`
        : decision
          ? `(${decision}, ${season.wins + (decision === 'W' ? 1 : 0)}-${season.losses + (decision === 'L' ? 1 : 0)})`
          : null;
    return {
      id: playerId('MLB', team.id, share.name),
      name: share.name,
      inningsPitched: innings(share.outs),
      hits,
      runs,
      earnedRuns: Math.min(runs, earnedRuns),
      walks,
      strikeOuts,
      homeRuns: Math.min(homeRuns, hits),
      pitches: share.outs * 4 + hits * 3 + walks * 5 + Math.floor(random() * 10),
      era: season.era,
      note,
    };
  });
}

function mlbBox(planned: PlannedGame, summary: Omit<MlbGameSummary, 'onTv'>): MlbBoxScore['teams'] {
  const random = randomFrom(seedOf('box', planned.id));
  const outs = outsAtBat(summary, random);
  const batters = {
    visitor: mlbBatters(summary, 'visitor', outs.visitor, random),
    home: mlbBatters(summary, 'home', outs.home, random),
  };
  const side = (s: Side): MlbTeamBox => ({
    team: { id: summary.game[s].id, name: summary.game[s].name },
    batters: batters[s],
    // A side's pitchers get the other side's outs.
    pitchers: mlbPitchers(summary, planned, s, outs[other(s)], batters[other(s)], random),
  });
  return { visitor: side('visitor'), home: side('home') };
}

const FORWARD_POSITIONS = ['C', 'L', 'R'] as const;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function nhlBox(planned: PlannedGame, summary: Omit<NhlGameSummary, 'onTv'>): NhlBoxScore['teams'] {
  const { game, linescore, scoring } = summary;
  const random = randomFrom(seedOf('box', planned.id));
  const playoffs = planned.phase === 'postseason';
  const periods = linescore.periods.length;
  // Time played so far: whole periods, less what is left of the one being played.
  const periodSeconds = (n: number) => (n >= 4 && !playoffs ? (n === 4 ? 300 : 0) : 1200);
  let played = 0;
  for (let n = 1; n <= periods; n++) played += periodSeconds(n);
  if (game.status === 'In Progress' && game.clock) {
    const [m, s] = game.clock.split(':').map(Number);
    played -= (m ?? 0) * 60 + (s ?? 0);
  }
  if (game.status === 'Final' && periods === 4 && !playoffs) {
    // An overtime won by a goal ends early.
    const winning = scoring.at(-1);
    const at = winning?.label.split(' · ')[1];
    if (at) {
      const [m, s] = at.split(':').map(Number);
      played -= 300 - ((m ?? 0) * 60 + (s ?? 0));
    }
  }
  played = Math.max(0, played);

  const lines: Record<Side, NhlSkaterLine[]> = { home: [], visitor: [] };
  for (const side of ['visitor', 'home'] as const) {
    const team = game[side];
    const roster = rosterOf('NHL', team);
    const skater = (name: string, position: NhlSkaterLine['position'], share: number): NhlSkaterLine => ({
      id: playerId('NHL', team.id, name),
      name,
      position,
      goals: 0,
      assists: 0,
      points: 0,
      plusMinus: 0,
      penaltyMinutes: random() < 0.12 ? 2 : 0,
      shots: 0,
      hits: Math.floor(random() * random() * 5),
      timeOnIce: clock(Math.round(played * share * (0.9 + random() * 0.2))),
    });
    lines[side] = [
      // Four lines of forwards, the first on the ice most; three pairs of defence.
      ...roster.players.map((name, k) =>
        skater(name, FORWARD_POSITIONS[k % 3]!, [0.32, 0.27, 0.22, 0.17][Math.floor(k / 3)] ?? 0.17),
      ),
      ...roster.defence.map((name, k) => skater(name, 'D', [0.4, 0.34, 0.28][Math.floor(k / 2)] ?? 0.28)),
    ];
  }

  // Goals and assists are the scoring plays' (a shootout's deciding goal is no player's goal).
  scoring.forEach((play, i) => {
    if (play.label === 'SO') return;
    const side: Side = play.team.id === game.home.id ? 'home' : 'visitor';
    const team = planned[side];
    const { scorer, assists, powerPlay } = nhlGoalOf(planned, team, i);
    const find = (name: string) => lines[side].find((l) => l.name === name);
    const goal = find(scorer);
    if (goal) {
      goal.goals += 1;
      goal.shots += 1;
    }
    for (const a of assists) {
      const line = find(a);
      if (line) line.assists += 1;
    }
    if (!powerPlay) {
      // Five skaters a side on the ice: the scorer and his helpers among them.
      const onIce = new Set([scorer, ...assists]);
      for (const l of shuffled(lines[side], random)) if (onIce.size < 5) onIce.add(l.name);
      for (const l of lines[side]) if (onIce.has(l.name)) l.plusMinus += 1;
      for (const l of shuffled(lines[other(side)], random).slice(0, 5)) l.plusMinus -= 1;
    }
  });
  for (const side of ['visitor', 'home'] as const) {
    // The rest of the side's shots, to whoever is on the ice most.
    let left = linescore[side].shots - lines[side].reduce((n, l) => n + l.shots, 0);
    while (left > 0) {
      const l = lines[side][Math.floor(random() * random() * lines[side].length)]!;
      l.shots += 1;
      left -= 1;
    }
    for (const l of lines[side]) l.points = l.goals + l.assists;
  }

  const goalie = (side: Side): NhlGoalieLine => {
    const team = game[side];
    const name = nhlStarterOf(planned, team);
    const shotsAgainst = linescore[other(side)].shots;
    const goalsAgainst = scoring.filter((p) => p.team.id !== team.id && p.label !== 'SO').length;
    const saves = Math.max(0, shotsAgainst - goalsAgainst);
    const won =
      (game[side === 'home' ? 'home_score' : 'visitor_score'] ?? 0) >
      (game[side === 'home' ? 'visitor_score' : 'home_score'] ?? 0);
    return {
      id: playerId('NHL', team.id, name),
      name,
      starter: true,
      shotsAgainst,
      saves,
      goalsAgainst,
      savePercentage: shotsAgainst > 0 ? saves / shotsAgainst : null,
      timeOnIce: clock(played),
      decision: game.status !== 'Final' ? null : won ? 'W' : periods >= 4 && !playoffs ? 'O' : 'L',
    };
  };
  const side = (s: Side): NhlTeamBox => ({
    team: { id: game[s].id, name: game[s].name },
    skaters: lines[s],
    goalies: [goalie(s)],
  });
  return { visitor: side('visitor'), home: side('home') };
}

/** The two sides' lines of a game whose play has begun, as the game stands at `now`; null for a game that is no game of ours. */
export function offlineBoxScore(league: 'MLB', game: Game, now: Date): MlbBoxScore['teams'];
export function offlineBoxScore(league: 'NHL', game: Game, now: Date): NhlBoxScore['teams'];
export function offlineBoxScore(league: League, game: Game, now: Date): MlbBoxScore['teams'] | NhlBoxScore['teams'] {
  const planned = findPlanned(league, game.id);
  const found = offlineSummary(league, game.id, now, () => []);
  if (!planned || found.kind !== 'summary') return null;
  const summary = found.summary;
  return summary.league === 'MLB' ? mlbBox(planned, summary) : nhlBox(planned, summary);
}
