import type { StandingRecord } from '@guide/common/sports';
import { teamsOf } from '../../reference/teams';
import { nhlCalendar, nhlSeasonOf } from './calendars';
import { rankRecords, regularSeasonRecords, type TeamRecord } from './standings';
import { formOf } from './team-form';

/** The NHL season whose standings matter on `today`: this one once its regular season has begun, else the last one's final table. */
export function nhlStandingsSeason(today: string): number {
  const season = nhlSeasonOf(today);
  return today >= nhlCalendar(season).regularStart ? season : season - 1;
}

/** Points percentage the way the league writes it: points won of points possible, '.625'. */
function pointsPct(r: TeamRecord): string {
  const played = r.wins + r.losses + r.overtimeLosses;
  const text = (played === 0 ? 0 : (2 * r.wins + r.overtimeLosses) / (2 * played)).toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** A record in the shape of the team answer, NHL columns filled (no games behind: the league ranks by points). */
export function nhlStandingRecord(r: TeamRecord, divisionRank: number, conferenceRank: number): StandingRecord {
  return {
    team: { id: r.team.id, name: r.team.name },
    divisionRank: String(divisionRank),
    leagueRank: String(conferenceRank),
    leagueRecord: { wins: r.wins, losses: r.losses, ties: 0, ot: r.overtimeLosses, pct: pointsPct(r) },
    points: 2 * r.wins + r.overtimeLosses,
    gamesPlayed: r.wins + r.losses + r.overtimeLosses,
    ...formOf(r.results, true),
  };
}

/**
 * A division's standings from the offline world's Final regular-season games at `now`: the
 * same games the days list, so points add up to what the scoreboard showed.
 */
export function offlineNhlStandings(division: string, today: string, now: Date): StandingRecord[] {
  const records = regularSeasonRecords('NHL', nhlStandingsSeason(today), now);
  const conference = teamsOf('NHL').find((t) => t.division === division)?.conference;
  const conferenceRanked = rankRecords(
    'NHL',
    records.filter((r) => r.team.conference === conference),
  );
  return conferenceRanked
    .filter((r) => r.team.division === division)
    .map((r, i) => nhlStandingRecord(r, i + 1, conferenceRanked.indexOf(r) + 1));
}
