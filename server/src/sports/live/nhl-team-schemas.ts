import { z } from 'zod';

/** The NHL web API answers a team page reads (upstream-apis.md), checked at the edge like schemas.ts. */

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
  l10Wins: count.optional(),
  l10Losses: count.optional(),
  l10OtLosses: count.optional(),
  streakCode: z.string().optional(),
  streakCount: count.optional(),
  divisionSequence: count.optional(),
  conferenceSequence: count.optional(),
  pointPctg: z.number().optional(),
});
export type NhlStandingRow = z.infer<typeof nhlStandingRow>;

export const nhlStandingsAnswer = z.object({ standings: z.array(z.unknown()) });
