import { nhlPeriodLabel, type LineScorePeriod, type ScoringPlay, type Star } from '@guide/common/game-summary';
import type { Game, TeamRef } from '@guide/common/sports';
import { z } from 'zod';
import { GAMES_KEY_VERSION, REFERENCE_TTL_SECONDS } from '../live-policy';
import { mapNhlGame } from './nhl';
import { nhlGame, nhlTeamListAnswer, nhlTeamListItem } from './schemas';
import { fittingItems, parseAnswer } from '../../providers/schemas';
import { freshSummaryFor, lookUpGameById } from './lookup';
import type { NhlLiveOptions } from './nhl';
import type { SummaryLookup, SummarySource, SummaryWithoutTv } from '../sources';
import { nhlBroadcastsOf } from './broadcasts';

/**
 * NHL game summaries from the gamecenter landing (`summary.linescore.byPeriod`,
 * `summary.scoring[].goals[]`, `summary.threeStars`, `summary.shotsByPeriod`, `tvBroadcasts`,
 * `venue`). Before the puck drops the landing has no summary: the parts are then empty. Each
 * part is read leniently (a malformed item is dropped and logged).
 */

const PROVIDER = 'NHL API';
const int = z.number().int();
/** The landing writes most texts as `{ default: '…' }`, some as plain strings. */
const text = z
  .union([z.string(), z.object({ default: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.default));
const periodDescriptor = z.object({ number: int.min(1), periodType: z.string().optional() });

const landingDetails = z.object({
  gameType: int.optional(),
  venue: text.optional(),
  homeTeam: z.object({ abbrev: z.string().optional(), sog: int.optional() }),
  awayTeam: z.object({ abbrev: z.string().optional(), sog: int.optional() }),
  tvBroadcasts: z.array(z.unknown()).optional(),
  summary: z
    .object({
      linescore: z
        .object({ byPeriod: z.array(z.unknown()).optional(), totals: z.object({ home: int, away: int }).optional() })
        .optional(),
      scoring: z.array(z.unknown()).optional(),
      threeStars: z.array(z.unknown()).optional(),
      shotsByPeriod: z.array(z.unknown()).optional(),
      shootout: z.array(z.unknown()).optional(),
    })
    .optional(),
});
type LandingDetails = z.infer<typeof landingDetails>;

const periodCount = z.object({ periodDescriptor, home: int.min(0), away: int.min(0) });
const scoringPeriod = z.object({ periodDescriptor, goals: z.array(z.unknown()) });
const goal = z.object({
  name: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  teamAbbrev: text,
  homeScore: int.min(0),
  awayScore: int.min(0),
  goalsToDate: int.optional(),
  timeInPeriod: z.string().optional(),
  strength: z.string().optional(),
  goalModifier: z.string().optional(),
  assists: z
    .array(z.object({ name: text.optional(), firstName: text.optional(), lastName: text.optional() }))
    .optional(),
});
const star = z.object({ star: int.min(1).max(3), name: text, teamAbbrev: text });

const STRENGTHS: Record<string, string> = { pp: 'power play', sh: 'short-handed' };

const fullName = (p: { name?: string; firstName?: string; lastName?: string }) =>
  p.firstName && p.lastName ? `${p.firstName} ${p.lastName}` : (p.name ?? '');

export function mapNhlDetails(game: Game, details: LandingDetails): SummaryWithoutTv {
  const playoffs = details.gameType === 3;
  const label = (p: z.infer<typeof periodDescriptor>) =>
    p.periodType === 'SO' ? 'SO' : nhlPeriodLabel(p.number, playoffs);
  const teamOf = (abbrev: string): TeamRef => {
    const side = abbrev === details.awayTeam.abbrev ? game.visitor : game.home;
    return { id: side.id, name: side.name };
  };
  const summary = details.summary;
  const periods: LineScorePeriod[] = fittingItems(
    PROVIDER,
    'the line score',
    periodCount,
    summary?.linescore?.byPeriod ?? [],
  ).map((p) => ({
    number: p.periodDescriptor.number,
    label: label(p.periodDescriptor),
    home: p.home,
    visitor: p.away,
  }));
  const shots = fittingItems(PROVIDER, 'the shots by period', periodCount, summary?.shotsByPeriod ?? []);
  const shotsOf = (side: 'home' | 'away', sog: number | undefined) =>
    shots.length > 0 ? shots.reduce((n, p) => n + p[side], 0) : (sog ?? 0);
  const goalsOf = (side: 'home' | 'away', score: number | null) => summary?.linescore?.totals?.[side] ?? score ?? 0;

  const scoring: ScoringPlay[] = [];
  for (const period of fittingItems(PROVIDER, 'the scoring', scoringPeriod, summary?.scoring ?? [])) {
    for (const g of fittingItems(PROVIDER, 'the goals', goal, period.goals)) {
      const assists = (g.assists ?? []).map((a) => a.name ?? fullName(a)).filter(Boolean);
      const how = [
        assists.length > 0 ? `from ${assists.join(' and ')}` : 'unassisted',
        STRENGTHS[g.strength ?? ''],
        g.goalModifier === 'empty-net' ? 'empty net' : undefined,
      ]
        .filter(Boolean)
        .join(', ');
      scoring.push({
        period: period.periodDescriptor.number,
        label: [label(period.periodDescriptor), g.timeInPeriod].filter(Boolean).join(' · '),
        team: teamOf(g.teamAbbrev),
        description: `${fullName(g)}${g.goalsToDate !== undefined ? ` (${g.goalsToDate})` : ''} ${how}.`,
        home_score: g.homeScore,
        visitor_score: g.awayScore,
      });
    }
  }
  // A shootout's deciding goal is not a goal of the scoring list, though the final score counts it.
  const last = scoring.at(-1) ?? { home_score: 0, visitor_score: 0 };
  const { home_score: home, visitor_score: visitor } = game;
  if (
    game.status === 'Final' &&
    home !== null &&
    visitor !== null &&
    (last.home_score !== home || last.visitor_score !== visitor) &&
    home !== visitor
  ) {
    const winner = home > visitor ? game.home : game.visitor;
    const shootout = game.period === 5 && !playoffs;
    scoring.push({
      period: game.period ?? 5,
      label: shootout ? 'SO' : nhlPeriodLabel(game.period ?? 4, playoffs),
      team: { id: winner.id, name: winner.name },
      description: shootout ? `The ${winner.name} win the shootout.` : `The ${winner.name} score the winning goal.`,
      home_score: home,
      visitor_score: visitor,
    });
  }

  const stars: Star[] = fittingItems(PROVIDER, 'the three stars', star, summary?.threeStars ?? [])
    .sort((a, b) => a.star - b.star)
    .map((s) => ({ star: s.star, name: s.name, team: teamOf(s.teamAbbrev) }));
  const broadcasts = nhlBroadcastsOf(details.tvBroadcasts, 'the broadcasts');

  return {
    league: 'NHL',
    game,
    linescore: {
      periods,
      home: { goals: goalsOf('home', game.home_score), shots: shotsOf('home', details.homeTeam.sog) },
      visitor: { goals: goalsOf('away', game.visitor_score), shots: shotsOf('away', details.awayTeam.sog) },
    },
    scoring,
    stars,
    venue: details.venue ?? null,
    broadcasts,
  };
}

/** One NHL game's summary, from its gamecenter landing. */
export class NhlSummarySource implements SummarySource {
  constructor(private readonly options: NhlLiveOptions) {}

  /** id → full name (the same list, under the same key, as the games adapter). */
  private async teamNames(): Promise<Map<number, string>> {
    const list = await this.options.cache.get('nhl:teams', { ttlSeconds: REFERENCE_TTL_SECONDS }, async () => {
      const answer = await this.options.nhlStats.getJson('/en/team', nhlTeamListAnswer);
      return fittingItems(PROVIDER, 'the team list', nhlTeamListItem, answer.data).map(
        (t) => [t.id, t.fullName] as [number, string],
      );
    });
    return new Map(list);
  }

  async summary(id: number): Promise<SummaryLookup> {
    const found = await this.lookUp(id);
    if (found.kind !== 'summary' || !this.options.additions) return found;
    const [game] = await this.options.additions.add([found.summary.game]);
    return { kind: 'summary', summary: { ...found.summary, game: game! } };
  }

  private lookUp(id: number): Promise<SummaryLookup> {
    const { cache, ids } = this.options;
    const key = `summary:nhl:${id}:${GAMES_KEY_VERSION}`;
    return lookUpGameById(cache, ids, key, id, freshSummaryFor, async (ask) => {
      const [answer, names] = await Promise.all([
        ask(() => this.options.nhl.getJson(`/v1/gamecenter/${id}/landing`, z.unknown())),
        this.teamNames(),
      ]);
      const g = parseAnswer(PROVIDER, `the gamecenter of game ${id}`, nhlGame, answer);
      const game = mapNhlGame(
        g,
        g.gameDate ?? new Date(g.startTimeUTC).toISOString().slice(0, 10),
        names,
        this.options.log,
      );
      const details = landingDetails.safeParse(answer);
      if (!details.success)
        this.options.log.warn(
          { provider: PROVIDER, id },
          'the details of a gamecenter did not have the expected shape',
        );
      return {
        kind: 'summary',
        summary: mapNhlDetails(game, details.success ? details.data : { homeTeam: {}, awayTeam: {} }),
      };
    });
  }
}
