import type { GameSummary } from '@guide/common/game-summary';
import type { AppContext } from '../context';
import type { AiringsSource } from '../tv/sources';
import type { League } from '../reference/teams';
import { MlbSummarySource } from '../sports/live/mlb-summary';
import { NhlSummarySource } from '../sports/live/nhl-summary';
import { offlineSummary } from '../world/sports/summary';
import { airingsOfGame } from './on-tv';
import type { SummaryLookup } from '../sports/game-summary/source';

export type SummaryAnswer = { kind: 'summary'; summary: GameSummary } | Exclude<SummaryLookup, { kind: 'summary' }>;

/** Game summaries from the providers when the app is live, else from the offline world; our TV listing's airings joined in. */
export class GameSummaryService {
  private readonly live?: { MLB: MlbSummarySource; NHL: NhlSummarySource };

  constructor(
    private readonly ctx: Pick<AppContext, 'clock' | 'cache' | 'log' | 'providers'>,
    private readonly airings: AiringsSource,
  ) {
    const { providers, cache, log } = ctx;
    const [mlb, nhl, nhlStats] = [providers.live('mlb'), providers.live('nhl'), providers.live('nhlStats')];
    // The same choice as the games service: live only with every sports provider.
    if (mlb && nhl && nhlStats) this.live = { MLB: new MlbSummarySource({ mlb, cache, log }), NHL: new NhlSummarySource({ nhl, nhlStats, cache, log }) };
  }

  async summary(league: League, id: number): Promise<SummaryAnswer> {
    const now = this.ctx.clock.now();
    const found = this.live ? await this.live[league].summary(id) : offlineSummary(league, id, now);
    if (found.kind !== 'summary') return found;
    const onTv = await airingsOfGame(this.airings, found.summary.game, now, this.ctx.log);
    // The game as the day lists give it: their teams carry `fullName` too.
    const { game } = found.summary;
    const withFullNames = { ...game, home: { ...game.home, fullName: game.home.name }, visitor: { ...game.visitor, fullName: game.visitor.name } };
    return { kind: 'summary', summary: { ...found.summary, game: withFullNames, onTv } as GameSummary };
  }
}
