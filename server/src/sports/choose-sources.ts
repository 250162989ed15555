import type { AppContext } from '../context';
import { MlbLiveSource } from './live/mlb';
import { NhlLiveSource } from './live/nhl';
import { NhlLiveTeamSource } from './live/nhl-team';
import { OfflineGames, OfflineTeams } from './offline/source';
import type { SportsSources } from './sources';

/**
 * Picks the sources once, at start-up: the providers when the app is live and has all three,
 * else the offline world (one league live and the other offline would mix two worlds).
 */
export function chooseSportsSources(ctx: Pick<AppContext, 'clock' | 'cache' | 'log' | 'providers'>): SportsSources {
  const { providers } = ctx;
  const [mlbClient, nhlClient, nhlStats] = [providers.live('mlb'), providers.live('nhl'), providers.live('nhlStats')];
  if (mlbClient && nhlClient && nhlStats) {
    const mlb = new MlbLiveSource({ mlb: mlbClient, cache: ctx.cache, log: ctx.log });
    const nhlOptions = { nhl: nhlClient, nhlStats, cache: ctx.cache, log: ctx.log };
    return { games: { MLB: mlb, NHL: new NhlLiveSource(nhlOptions) }, mlbTeams: mlb, nhlTeams: new NhlLiveTeamSource(nhlOptions) };
  }
  return { games: { MLB: new OfflineGames('MLB', ctx.clock), NHL: new OfflineGames('NHL', ctx.clock) }, mlbTeams: new OfflineTeams('MLB', ctx.clock), nhlTeams: new OfflineTeams('NHL', ctx.clock) };
}
