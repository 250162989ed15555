import { addDays, dayInZone } from '@guide/common/dates';
import { hasBegun, isFinal, type Postseason, type PostseasonSeries, type SeriesGame } from '@guide/common/sports';
import { noBracketYet, postseasonSeasonName, tallyText, winsNeeded } from '../../reference/series';
import type { League, Team } from '../../reference/teams';
import { mlbCalendar, nhlCalendar } from './calendars';
import { endOf, gameAt } from './play';
import { postseasonSeries, type PlannedSeries } from './postseason';

/**
 * A season's postseason as it stands at `now`: only what has happened is told. A team is named
 * once the series that sends it is over; of the games to come only the next one is listed as a
 * game (the world has planned the rest, but listing them would tell how long the series lasts).
 */

const ROUND_NAMES: Record<League, string[]> = {
  MLB: ['Wild Card', 'Division Series', 'League Championship Series', 'World Series'],
  NHL: ['First Round', 'Second Round', 'Conference Finals', 'Stanley Cup Final'],
};

export function offlinePostseason(league: League, season: number, now: Date): Postseason {
  // The NHL's playoffs of `season` end the season that began the autumn before.
  const worldSeason = league === 'MLB' ? season : season - 1;
  const calendar = league === 'MLB' ? mlbCalendar(worldSeason) : nhlCalendar(worldSeason);
  const starts = calendar.rounds[0]!.start;
  const base = { league, season, seasonName: postseasonSeasonName(league, season), starts };
  // Seeds follow from the final standings: no bracket until the regular season's last day is over.
  if (dayInZone(now, 'America/New_York') <= calendar.regularEnd) {
    return { ...base, rounds: [], champion: null, note: noBracketYet(league, season, starts) };
  }
  const all = postseasonSeries(league, worldSeason);
  const decidedBy = (s: PlannedSeries) => endOf(s.games.at(-1)!).getTime() <= now.getTime();
  // A team is known in a round once the series of the round before that it won is over (a bye: at once).
  const knownIn = (s: PlannedSeries, team: Team) => {
    const feeder = all.find((f) => f.roundIndex === s.roundIndex - 1 && f.winner === team);
    return !feeder || decidedBy(feeder);
  };
  const rounds = ROUND_NAMES[league].map((name, roundIndex) => ({
    name,
    series: all
      .filter((s) => s.roundIndex === roundIndex)
      .map((s) => seriesAt(league, s, now, knownIn(s, s.higher), knownIn(s, s.lower), calendar.rounds[roundIndex]!)),
  }));
  const last = rounds.at(-1)!.series[0];
  return { ...base, rounds, champion: last?.winner ?? null, note: null };
}

function seriesAt(
  league: League,
  s: PlannedSeries,
  now: Date,
  higherKnown: boolean,
  lowerKnown: boolean,
  round: { start: string; offsets: number[] },
): PostseasonSeries {
  const needed = winsNeeded(s.bestOf);
  const played = s.games.map((g) => gameAt(g, now));
  const finals = played.filter((g) => isFinal(g.status));
  const winsOf = (team: Team) =>
    finals.filter((g) => (g.home_score! > g.visitor_score! ? g.home.id : g.visitor.id) === team.id).length;
  const wins = { higher: winsOf(s.higher), lower: winsOf(s.lower) };
  const decided = Math.max(wins.higher, wins.lower) >= needed;
  const bothKnown = higherKnown && lowerKnown;
  // Games beyond the fewest the series can still take are played only if needed.
  const fewest = finals.length + needed - Math.max(wins.higher, wins.lower);
  const nextIndex = played.findIndex((g) => !hasBegun(g.status));
  const games: SeriesGame[] = [];
  for (let k = 0; k < s.bestOf; k++) {
    const planned = s.games[k];
    if (decided && !planned) break;
    const shown = bothKnown && planned && (hasBegun(played[k]!.status) || k === nextIndex || decided);
    games.push({
      number: k + 1,
      date: planned?.day ?? addDays(round.start, round.offsets[k]!),
      ifNecessary: !decided && k + 1 > fewest,
      game: shown ? played[k]! : null,
    });
  }
  const side = (team: Team, seed: number, known: boolean, w: number) =>
    known ? { team: ref(team), seed, wins: w } : null;
  const tally = tallyText(league, { team: s.higher, wins: wins.higher }, { team: s.lower, wins: wins.lower }, needed);
  const underway = played[0] && hasBegun(played[0].status);
  return {
    round: s.name,
    group: s.roundIndex === 3 ? null : s.higher.conference,
    bestOf: s.bestOf,
    higher: side(s.higher, s.higherSeed, higherKnown, wins.higher),
    lower: side(s.lower, s.lowerSeed, lowerKnown, wins.lower),
    winner: decided ? ref(wins.higher > wins.lower ? s.higher : s.lower) : null,
    status: !bothKnown ? 'Teams to be decided' : (tally ?? (underway ? 'Game 1 under way' : 'Not started')),
    games,
  };
}

const ref = (team: Team) => ({ id: team.id, name: team.name });
