import { initialsOf, TEAM_COLOURS } from '@guide/common/team-colours';
import type { League } from './teams';

/** How a postseason series is named and told, the same for the offline world and the live providers. */

/** A club's short letters as scoreboards write them ('NYY'); a club the table does not know, its initials. */
export function teamLetters(league: League, team: { id: number; name: string }): string {
  return TEAM_COLOURS[league].get(team.id)?.abbreviation ?? initialsOf(team.name);
}

export interface TallySide {
  team: { id: number; name: string };
  wins: number;
}

/**
 * A series' tally as the leagues write it: 'NYY lead 3–1', 'Series tied 2–2', 'NYY win 4–1' once
 * one side has `needed` wins; null before the first game.
 */
export function tallyText(league: League, a: TallySide, b: TallySide, needed: number): string | null {
  if (a.wins + b.wins === 0) return null;
  if (a.wins === b.wins) return `Series tied ${a.wins}–${b.wins}`;
  const [leader, trailer] = a.wins > b.wins ? [a, b] : [b, a];
  const verb = leader.wins >= needed ? 'win' : 'lead';
  return `${teamLetters(league, leader.team)} ${verb} ${leader.wins}–${trailer.wins}`;
}

/** Wins that take a best-of-`bestOf` series. */
export const winsNeeded = (bestOf: number) => Math.floor(bestOf / 2) + 1;

/**
 * A round's short name from the league's long one: MLB 'AL Wild Card', 'NLDS', 'ALCS', 'World
 * Series'; NHL 'First Round', 'Second Round', 'Eastern Conference Final', 'Stanley Cup Final'.
 * `group` is the MLB league ('AL', 'NL') or the NHL conference ('Eastern', 'Western') of the teams.
 */
export function roundName(league: League, description: string, group: string): string {
  const d = description.toLowerCase();
  if (league === 'MLB') {
    if (d.includes('world series')) return 'World Series';
    if (d.includes('wild card')) return `${group} Wild Card`;
    if (d.includes('division')) return `${group}DS`;
    if (d.includes('championship')) return `${group}CS`;
    return description;
  }
  if (d.includes('stanley cup')) return 'Stanley Cup Final';
  if (d.includes('conference')) return `${group} Conference Final`;
  if (d.includes('first')) return 'First Round';
  if (d.includes('second')) return 'Second Round';
  return description;
}

/** 'October 1, 2026'. */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The season's name as fans say it, from the year its postseason is played in. */
export const postseasonSeasonName = (league: League, season: number) =>
  league === 'MLB' ? String(season) : `${season - 1}–${String(season).slice(2)}`;

/** The sentence for a season whose bracket is not drawn yet. */
export const noBracketYet = (league: League, season: number, starts: string | null) =>
  `The ${postseasonSeasonName(league, season)} ${league === 'MLB' ? 'postseason' : 'playoffs'} ${
    starts ? `has no bracket yet: it starts on ${longDay(starts)}.` : 'has no bracket yet.'
  }`;
