import { mainNetwork } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sportsEventsOn } from '../../world/tv/sports-airings';
import { plannedGamesOn } from '../../world/sports/schedule';
import { fittingItems } from '../../providers/schemas';
import type { League } from '../../reference/teams';
import { mapMlbBroadcasts, mlbBroadcast } from '../live/mlb-summary';
import { mapNhlBroadcasts, nhlTvBroadcast } from '../live/nhl-summary';
import { offlineBroadcasts } from '../../world/sports/summary';

/** How long a day's networks are kept: they are set days ahead and change rarely. */
const NETWORKS_TTL_SECONDS = 3600;

const mlbDay = z.object({ dates: z.array(z.object({ games: z.array(z.object({ gamePk: z.number().int(), broadcasts: z.array(z.unknown()).optional() })) })) });
const nhlWeek = z.object({ gameWeek: z.array(z.object({ date: z.string(), games: z.array(z.object({ id: z.number().int(), tvBroadcasts: z.array(z.unknown()).optional() })) })) });

/**
 * Each game's main network for a day's list (what a tile names): the day's broadcasts from the
 * MLB schedule (`hydrate=broadcasts(all)`) and the NHL week schedule (`tvBroadcasts`), or the
 * offline world's. A list never fails for want of them: without them its games name none.
 */
export class GameNetworks {
  constructor(private readonly ctx: Pick<AppContext, 'cache' | 'log' | 'providers'>) {}

  async on(league: League, day: string): Promise<Map<number, string>> {
    try {
      // A day without any network (none listed yet, or a provider answering oddly) is asked again soon.
      const ttlSeconds = (entries: [number, string][]) => (entries.length > 0 ? NETWORKS_TTL_SECONDS : 60);
      const entries = await this.ctx.cache.get(`networks:${league}:${day}`, { ttlSeconds }, () => this.load(league, day));
      return new Map(entries);
    } catch (error) {
      this.ctx.log.warn({ err: error, league, day }, "the day's networks could not be read");
      return new Map();
    }
  }

  private async load(league: League, day: string): Promise<[number, string][]> {
    const { providers } = this.ctx;
    const [mlb, nhl, nhlStats] = [providers.live('mlb'), providers.live('nhl'), providers.live('nhlStats')];
    const pairs: [number, string | undefined][] = [];
    if (!(mlb && nhl && nhlStats)) {
      const events = sportsEventsOn(day);
      for (const g of plannedGamesOn(league, day)) pairs.push([g.id, mainNetwork(offlineBroadcasts(g, events))]);
    } else if (league === 'MLB') {
      const answer = await mlb.getJson(`/api/v1/schedule?sportId=1&date=${day}&hydrate=broadcasts(all)`, mlbDay);
      for (const g of answer.dates.flatMap((d) => d.games)) pairs.push([g.gamePk, mainNetwork(mapMlbBroadcasts(fittingItems('MLB Stats API', 'the broadcasts', mlbBroadcast, g.broadcasts ?? [])))]);
    } else {
      const answer = await nhl.getJson(`/v1/schedule/${day}`, nhlWeek);
      for (const g of answer.gameWeek.find((d) => d.date === day)?.games ?? []) pairs.push([g.id, mainNetwork(mapNhlBroadcasts(fittingItems('NHL API', 'the broadcasts', nhlTvBroadcast, g.tvBroadcasts ?? [])))]);
    }
    return pairs.filter((p): p is [number, string] => p[1] !== undefined);
  }
}

/** The games with their main network, where known. */
export const withNetworks = (games: Game[], networks: Map<number, string>): Game[] =>
  games.map((g) => (networks.has(g.id) ? { ...g, network: networks.get(g.id)! } : g));
