import type { GameSummary } from '@guide/common/game-summary';
import type { AppContext } from '../context';
import type { League } from '../reference/teams';
import type { SummaryLookup, SummarySource } from '../sports/sources';
import type { AiringsSource } from '../tv/sources';
import { airingsOfGame } from './on-tv';

export type SummaryAnswer = { kind: 'summary'; summary: GameSummary } | Exclude<SummaryLookup, { kind: 'summary' }>;

/** What the game summary is composed of: the sports domain's summaries and the TV domain's listing. */
export interface GameSummarySources {
  summaries: Record<League, SummarySource>;
  airings: AiringsSource;
}

/**
 * A game summary as the composition of two domains: the sports summary source (live or offline,
 * chosen by the sports domain) and our own TV listing's airings of the game (`onTv`).
 */
export class GameSummaryService {
  constructor(
    private readonly ctx: Pick<AppContext, 'clock' | 'log'>,
    private readonly sources: GameSummarySources,
  ) {}

  async summary(league: League, id: number): Promise<SummaryAnswer> {
    const now = this.ctx.clock.now();
    const found = await this.sources.summaries[league].summary(id);
    if (found.kind !== 'summary') return found;
    const onTv = await airingsOfGame(this.sources.airings, found.summary.game, now, this.ctx.log);
    // The game as the day lists give it: their teams carry `fullName` too.
    const { game } = found.summary;
    const withFullNames = {
      ...game,
      home: { ...game.home, fullName: game.home.name },
      visitor: { ...game.visitor, fullName: game.visitor.name },
    };
    return { kind: 'summary', summary: { ...found.summary, game: withFullNames, onTv } as GameSummary };
  }
}
