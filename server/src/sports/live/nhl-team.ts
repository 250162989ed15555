import { compareStandings, type NhlTeamPage, type StandingRecord } from '@guide/common/sports';
import { z } from 'zod';
import { ProviderNotFound } from '../../errors';
import { GAMES_KEY_VERSION, REFERENCE_TTL_SECONDS, TEAM_TTL_SECONDS } from '../live-policy';
import { byGametime, splitTeamGames } from '../../reference/game-order';
import type { NhlTeamSource } from '../sources';
import { findTeam } from '../../reference/teams';
import { mapNhlGame, type NhlLiveOptions } from './nhl';
import { nhlGame, nhlTeamListAnswer } from './schemas';
import { fittingItems } from '../../providers/schemas';

/* The NHL web API answers a team page reads (upstream-apis.md), checked at the edge like schemas.ts. */

const id = z.number().int();
const count = z.number().int().min(0);

/** `GET {stats}/en/team`, one team with its three-letter code (the web API's schedules and standings go by it). */
export const nhlTeamCodeItem = z.object({ id, fullName: z.string(), triCode: z.string().min(2) });

/** `GET /v1/club-schedule-season/{triCode}/{season}`: the club's games in the schedule's game shape. */
export const nhlClubScheduleAnswer = z.object({ games: z.array(z.unknown()) });

/** One team's line of `GET /v1/standings/{day}` (`standings[]`). */
export const nhlStandingRow = z.object({
  teamAbbrev: z.object({ default: z.string().min(2) }),
  teamName: z.object({ default: z.string() }).optional(),
  divisionName: z.string().min(1),
  conferenceName: z.string().optional(),
  wins: count,
  losses: count,
  otLosses: count,
  points: count,
  gamesPlayed: count,
  regulationWins: count.optional(),
  l10Wins: count.optional(),
  l10Losses: count.optional(),
  l10OtLosses: count.optional(),
  streakCode: z.string().optional(),
  streakCount: count.optional(),
  divisionSequence: count.optional(),
  conferenceSequence: count.optional(),
  wildcardSequence: count.optional(),
  clinchIndicator: z.string().optional(),
  regulationPlusOtWins: count.optional(),
  goalFor: count.optional(),
  goalAgainst: count.optional(),
  pointPctg: z.number().optional(),
});
export type NhlStandingRow = z.infer<typeof nhlStandingRow>;

export const nhlStandingsAnswer = z.object({ standings: z.array(z.unknown()) });

const PROVIDER = 'NHL API';
const STANDINGS_TTL_SECONDS = 900;

/** The season a day belongs to, as the web API writes it: '20262027' from July on, else the one that began last autumn. */
export function nhlSeasonId(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return `${start}${start + 1}`;
}

export interface ClubCode {
  id: number;
  name: string;
  triCode: string;
}

/** The standings' points percentage ('.625'), from the provider's number when it sends one. */
function pct(row: NhlStandingRow): string {
  const value = row.pointPctg ?? (row.gamesPlayed === 0 ? 0 : row.points / (2 * row.gamesPlayed));
  const text = value.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** The division's rows best first: the provider's own order when it gives one, else the league's tie-breakers. */
export function divisionOrder(rows: NhlStandingRow[]): NhlStandingRow[] {
  return [...rows].sort(
    (a, b) =>
      (a.divisionSequence ?? Infinity) - (b.divisionSequence ?? Infinity) ||
      compareStandings('NHL', nhlRanked(a), nhlRanked(b)),
  );
}

/** What the tie-breakers read from a row: the provider sends regulation (and overtime) wins and goals, not head-to-head. */
export const nhlRanked = (row: NhlStandingRow) => ({
  wins: row.wins,
  losses: row.losses,
  overtimeLosses: row.otLosses,
  ...(row.regulationWins === undefined ? {} : { regulationWins: row.regulationWins }),
  ...(row.regulationPlusOtWins === undefined ? {} : { regulationPlusOvertimeWins: row.regulationPlusOtWins }),
  ...(row.goalFor === undefined || row.goalAgainst === undefined
    ? {}
    : { goalsFor: row.goalFor, goalsAgainst: row.goalAgainst }),
});

/** The NHL web API's streak code ('W', 'L', 'OT') and count as one text, 'W3'. */
const streakOf = (row: NhlStandingRow) =>
  row.streakCode && row.streakCount ? `${row.streakCode}${row.streakCount}` : undefined;

/** One row as our standing record; `place` is its place in the division when the provider does not say. */
export function nhlStandingRecordOf(
  r: NhlStandingRow,
  place: number,
  idOf: (triCode: string) => ClubCode | undefined,
): StandingRecord {
  const club = idOf(r.teamAbbrev.default);
  const streak = streakOf(r);
  return {
    team: { id: club?.id ?? 0, name: club?.name ?? r.teamName?.default ?? r.teamAbbrev.default },
    divisionRank: String(r.divisionSequence ?? place),
    leagueRank: String(r.conferenceSequence ?? ''),
    leagueRecord: { wins: r.wins, losses: r.losses, ties: 0, ot: r.otLosses, pct: pct(r) },
    points: r.points,
    gamesPlayed: r.gamesPlayed,
    ...(r.l10Wins !== undefined
      ? { lastTen: { wins: r.l10Wins, losses: r.l10Losses ?? 0, ot: r.l10OtLosses ?? 0 } }
      : {}),
    ...(streak ? { streak } : {}),
  };
}

export function mapNhlStandings(
  rows: NhlStandingRow[],
  division: string,
  idOf: (triCode: string) => ClubCode | undefined,
): StandingRecord[] {
  return divisionOrder(rows.filter((r) => r.divisionName === division)).map((r, i) =>
    nhlStandingRecordOf(r, i + 1, idOf),
  );
}

/** Every club with its three-letter code (the stats API's team list), kept a day. */
export function nhlClubs(options: Pick<NhlLiveOptions, 'cache' | 'nhlStats'>): Promise<ClubCode[]> {
  return options.cache.get('nhl:team-codes', { ttlSeconds: REFERENCE_TTL_SECONDS }, async () => {
    const answer = await options.nhlStats.getJson('/en/team', nhlTeamListAnswer);
    return fittingItems(PROVIDER, 'the team list', nhlTeamCodeItem, answer.data).map((t) => ({
      id: t.id,
      name: t.fullName,
      triCode: t.triCode,
    }));
  });
}

/** The standings of a day (`GET /v1/standings/{day}`), each row as it fits, kept a quarter of an hour. */
export function nhlStandingRows(
  options: Pick<NhlLiveOptions, 'cache' | 'nhl'>,
  day: string,
): Promise<NhlStandingRow[]> {
  return options.cache.get(`nhl:standings:${day}`, { ttlSeconds: STANDINGS_TTL_SECONDS }, async () => {
    const answer = await options.nhl.getJson(`/v1/standings/${day}`, nhlStandingsAnswer);
    return fittingItems(PROVIDER, `the standings of ${day}`, nhlStandingRow, answer.standings);
  });
}

/** A club by its code: one code can belong to a club of the past too, and the current club (one of ours) wins. */
export const clubByCode = (clubs: ClubCode[]) => (code: string) =>
  clubs.find((c) => c.triCode === code && findTeam('NHL', c.id)) ?? clubs.findLast((c) => c.triCode === code);

/**
 * NHL team pages from the web API: the club's season schedule (by its three-letter code, from
 * the stats API's team list) and the day's standings. An id the team list does not know, or a
 * club of the past that neither the standings nor our table of clubs places in a division, is
 * no team.
 */
export class NhlLiveTeamSource implements NhlTeamSource {
  constructor(private readonly options: NhlLiveOptions) {}

  private fetchJson<S extends z.ZodType>(provider: 'nhl' | 'nhlStats', path: string, schema: S): Promise<z.infer<S>> {
    return this.options[provider].getJson(path, schema);
  }

  private clubs(): Promise<ClubCode[]> {
    return nhlClubs(this.options);
  }

  private standings(day: string): Promise<NhlStandingRow[]> {
    return nhlStandingRows(this.options, day);
  }

  private async clubSchedule(club: ClubCode, season: string) {
    return this.options.cache.get(
      `nhl:club-schedule:${GAMES_KEY_VERSION}:${club.triCode}:${season}`,
      { ttlSeconds: TEAM_TTL_SECONDS },
      async () => {
        let answer: z.infer<typeof nhlClubScheduleAnswer>;
        try {
          answer = await this.fetchJson(
            'nhl',
            `/v1/club-schedule-season/${club.triCode}/${season}`,
            nhlClubScheduleAnswer,
          );
        } catch (error) {
          // A club without a schedule this season has no games, not a failure.
          if (error instanceof ProviderNotFound) return [];
          throw error;
        }
        return fittingItems(PROVIDER, `the ${season} schedule of ${club.triCode}`, nhlGame, answer.games);
      },
    );
  }

  async team(id: number, today: string): Promise<NhlTeamPage | undefined> {
    const clubs = await this.clubs();
    const known = findTeam('NHL', id);
    const club = clubs.find((c) => c.id === id);
    if (!club) return undefined;
    const rows = await this.standings(today);
    const division = rows.find((r) => r.teamAbbrev.default === club.triCode)?.divisionName ?? known?.division;
    if (!division) return undefined;
    const idOf = clubByCode(clubs);
    if (!known && idOf(club.triCode)?.id !== id) return undefined;
    const schedule = await this.clubSchedule(club, nhlSeasonId(today));
    const names = new Map(clubs.map((c) => [c.id, c.name]));
    const games = schedule
      .map((g) =>
        mapNhlGame(g, g.gameDate ?? new Date(g.startTimeUTC).toISOString().slice(0, 10), names, this.options.log),
      )
      .filter((g) => g.home.id === id || g.visitor.id === id)
      .sort(byGametime);
    const { next, past } = splitTeamGames(games, today);
    const shown = [...next.slice(0, 5), ...past.slice(-5).reverse()];
    const withExtras = this.options.additions ? await this.options.additions.add(shown) : shown;
    return {
      Team: { id: club.id, name: club.name },
      NextGames: withExtras.slice(0, Math.min(5, next.length)),
      PastGames: withExtras.slice(Math.min(5, next.length)),
      Standings: { division: { name: division }, teamRecords: mapNhlStandings(rows, division, idOf) },
    };
  }
}
