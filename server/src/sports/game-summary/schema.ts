import type { MlbGameSummary, NhlGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { z } from 'zod';
import type { League } from '../teams';

/** The summary's answer described with zod: checked on the way out and written into the OpenAPI document. */

const teamRef = z.object({ id: z.number().int(), name: z.string(), fullName: z.string().optional() });

const period = z.object({
  number: z.number().int().min(1),
  label: z.string().describe("'1'…'9', '10' (MLB); '1st', '2nd', '3rd', 'OT', '2OT', 'SO' (NHL)"),
  home: z.number().int().min(0).nullable(),
  visitor: z.number().int().min(0).nullable(),
});
const count = z.number().int().min(0);
const mlbTotals = z.object({ runs: count, hits: count, errors: count });
const nhlTotals = z.object({ goals: count, shots: count });

const game = z
  .object({
    id: z.number().int(),
    description: z.string(),
    gametime: z.string(),
    date: z.string(),
    home: teamRef,
    visitor: teamRef,
    status: z.string(),
    home_score: z.number().int().nullable(),
    visitor_score: z.number().int().nullable(),
    period: z.number().int().nullable(),
    detail: z.string().optional(),
    new_date: z.string().optional(),
    inning_half: z.enum(['Top', 'Middle', 'Bottom', 'End']).optional(),
    outs: z.number().int().optional(),
    clock: z.string().optional(),
    intermission: z.boolean().optional(),
    network: z.string().optional(),
  })
  .describe('The game as the day lists give it');

const base = {
  game,
  scoring: z
    .array(z.object({ period: z.number().int().min(1), label: z.string(), team: teamRef, description: z.string(), home_score: count, visitor_score: count }))
    .describe('Each scoring play in order, with the score after it'),
  venue: z.string().nullable(),
  broadcasts: z.array(z.object({ network: z.string(), market: z.enum(['national', 'home', 'away']), country: z.string().nullable() })),
  onTv: z.array(z.object({ station: z.string(), start: z.string(), title: z.string() })).describe("The game's airings in our sports-on-TV listing"),
};

export const mlbSummarySchema = z.object({
  league: z.literal('MLB'),
  ...base,
  linescore: z.object({ periods: z.array(period), home: mlbTotals, visitor: mlbTotals }),
  decisions: z.object({ winner: z.string().nullable(), loser: z.string().nullable(), save: z.string().nullable() }).nullable(),
});

export const nhlSummarySchema = z.object({
  league: z.literal('NHL'),
  ...base,
  linescore: z.object({ periods: z.array(period), home: nhlTotals, visitor: nhlTotals }),
  stars: z.array(z.object({ star: z.number().int().min(1).max(3), name: z.string(), team: teamRef })),
});

export const summarySchema = (league: League) => (league === 'MLB' ? mlbSummarySchema : nhlSummarySchema);

// The shared types and these schemas must describe the same answer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMlb: Same<Omit<z.infer<typeof mlbSummarySchema>, 'game'>, Omit<MlbGameSummary, 'game'>> = true;
const sameNhl: Same<Omit<z.infer<typeof nhlSummarySchema>, 'game'>, Omit<NhlGameSummary, 'game'>> = true;
const sameGame: Same<Omit<z.infer<typeof game>, 'status'>, Omit<Game, 'status'>> = true;
void sameGame;
void sameMlb;
void sameNhl;
