import type { Broadcast, Decisions, LineScorePeriod, ScoringPlay } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { z } from 'zod';
import type { ProviderCache } from '../../providers/provider-cache';
import type { ProviderClient } from '../../providers/provider-client';
import { mapFeed } from './mlb';
import { mlbFeedAnswer, mlbFeedGame } from './schemas';
import { type ProviderLog } from './validate';
import { fittingItems, parseAnswer } from '../../providers/schemas';
import { ordinal } from '../../lib/ordinal';
import type { SummaryLookup, SummarySource, SummaryWithoutTv } from '../sources';
import { mlbBroadcastsOf } from './broadcasts';
import type { GameIds } from './game-ids';
import { freshSummaryFor, lookUpGameById } from './lookup';
import { GAMES_KEY_VERSION } from '../live-policy';

/**
 * MLB game summaries from the Stats API: the live feed (`liveData.linescore.innings`,
 * `liveData.plays.scoringPlays` into `allPlays`, `liveData.decisions`, `gameData.venue`) and
 * the game's broadcasts from the schedule (`hydrate=broadcasts(all)`). Each part is read
 * leniently: a part missing or malformed leaves that part empty, not the whole summary.
 */

const PROVIDER = 'MLB Stats API';
const int = z.number().int();
const person = z.object({ fullName: z.string().optional() }).optional();

const feedDetails = z.object({
  gameData: z.object({ venue: z.object({ name: z.string().optional() }).optional() }),
  liveData: z
    .object({
      linescore: z
        .object({
          innings: z.array(z.unknown()).optional(),
          teams: z
            .object({
              home: z.object({ runs: int.optional(), hits: int.optional(), errors: int.optional() }).optional(),
              away: z.object({ runs: int.optional(), hits: int.optional(), errors: int.optional() }).optional(),
            })
            .optional(),
        })
        .optional(),
      plays: z.object({ scoringPlays: z.array(int).optional(), allPlays: z.array(z.unknown()).optional() }).optional(),
      decisions: z.object({ winner: person, loser: person, save: person }).optional(),
    })
    .optional(),
});

const inning = z.object({
  num: int.min(1),
  home: z.object({ runs: int.optional() }).optional(),
  away: z.object({ runs: int.optional() }).optional(),
});
const play = z.object({
  result: z.object({ description: z.string().optional(), awayScore: int, homeScore: int }),
  about: z.object({
    atBatIndex: int.optional(),
    inning: int.min(1),
    halfInning: z.string().optional(),
    isTopInning: z.boolean().optional(),
  }),
});
const broadcastsAnswer = z.object({
  dates: z.array(z.object({ games: z.array(z.object({ gamePk: int, broadcasts: z.array(z.unknown()).optional() })) })),
});

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export function mapMlbDetails(
  game: Game,
  details: z.infer<typeof feedDetails>,
): Omit<Extract<SummaryWithoutTv, { league: 'MLB' }>, 'broadcasts'> {
  const live = details.liveData;
  const innings = fittingItems(PROVIDER, 'the innings', inning, live?.linescore?.innings ?? []);
  const periods: LineScorePeriod[] = innings.map((i) => ({
    number: i.num,
    label: String(i.num),
    home: i.home?.runs ?? null,
    visitor: i.away?.runs ?? null,
  }));
  const totals = (side: 'home' | 'away') => {
    const t = live?.linescore?.teams?.[side];
    const runs = t?.runs ?? (side === 'home' ? game.home_score : game.visitor_score) ?? 0;
    return { runs, hits: t?.hits ?? 0, errors: t?.errors ?? 0 };
  };
  const all = live?.plays?.allPlays ?? [];
  const scoringPlays = (live?.plays?.scoringPlays ?? []).map(
    (index) => all.find((p) => (p as { about?: { atBatIndex?: number } })?.about?.atBatIndex === index) ?? all[index],
  );
  const scoring: ScoringPlay[] = fittingItems(PROVIDER, 'the scoring plays', play, scoringPlays.filter(Boolean)).map(
    (p) => {
      const top = p.about.isTopInning ?? p.about.halfInning === 'top';
      const team = top ? game.visitor : game.home;
      return {
        period: p.about.inning,
        label: `${top ? 'Top' : 'Bottom'} ${ordinal(p.about.inning)}`,
        team: { id: team.id, name: team.name },
        description: tidy(p.result.description ?? ''),
        home_score: p.result.homeScore,
        visitor_score: p.result.awayScore,
      };
    },
  );
  const d = live?.decisions;
  const decisions: Decisions | null =
    d && (d.winner || d.loser)
      ? { winner: d.winner?.fullName ?? null, loser: d.loser?.fullName ?? null, save: d.save?.fullName ?? null }
      : null;
  return {
    league: 'MLB',
    game,
    linescore: { periods, home: totals('home'), visitor: totals('away') },
    scoring,
    decisions,
    venue: details.gameData.venue?.name ?? null,
  };
}

/** One MLB game's summary: the live feed, and the game's broadcasts from the schedule. */
export class MlbSummarySource implements SummarySource {
  constructor(
    private readonly options: { mlb: ProviderClient; cache: ProviderCache; log: ProviderLog; ids: GameIds },
  ) {}

  summary(id: number): Promise<SummaryLookup> {
    const { cache, ids } = this.options;
    const key = `summary:mlb:${id}:${GAMES_KEY_VERSION}`;
    return lookUpGameById(cache, ids, key, id, freshSummaryFor, async (ask) => {
      const answer = await ask(() => this.options.mlb.getJson(`/api/v1.1/game/${id}/feed/live`, z.unknown()));
      const outer = parseAnswer(PROVIDER, `the feed of game ${id}`, mlbFeedAnswer, answer);
      if (outer.gamePk === 0 || outer.gameData.status.statusCode === 'X') return { kind: 'gone' };
      const found = mapFeed(parseAnswer(PROVIDER, `the feed of game ${id}`, mlbFeedGame, answer), this.options.log);
      if (found.kind !== 'game') return found;
      const details = feedDetails.safeParse(answer);
      if (!details.success)
        this.options.log.warn({ provider: PROVIDER, id }, 'the details of a game feed did not have the expected shape');
      const summary = mapMlbDetails(found.game, details.success ? details.data : { gameData: {} });
      return { kind: 'summary', summary: { ...summary, broadcasts: await this.broadcasts(id) } };
    });
  }

  /** The game's broadcasts; none when the schedule cannot say (the rest of the summary stands). */
  private async broadcasts(id: number): Promise<Broadcast[]> {
    try {
      const answer = await this.options.mlb.getJson(
        `/api/v1/schedule?sportId=1&gamePk=${id}&hydrate=broadcasts(all)`,
        broadcastsAnswer,
      );
      const game = answer.dates.flatMap((d) => d.games).find((g) => g.gamePk === id);
      return mlbBroadcastsOf(game?.broadcasts, `the broadcasts of game ${id}`);
    } catch (error) {
      this.options.log.warn({ err: error, provider: PROVIDER, id }, 'the broadcasts of a game could not be read');
      return [];
    }
  }
}
