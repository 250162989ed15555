import { mainNetwork, type Broadcast } from '@guide/common/game-summary';
import { z } from 'zod';
import { fittingItems } from '../../providers/schemas';
import type { ProviderLog } from './validate';

/**
 * The games' TV broadcasts as the providers list them: the MLB schedule's `broadcasts`
 * (`hydrate=broadcasts(all)`) and the NHL's `tvBroadcasts` (week schedule and gamecenter).
 * Each item is read leniently: a malformed one is dropped and logged, the rest stand.
 */

const int = z.number().int();
export const mlbBroadcast = z.object({
  name: z.string().min(1),
  type: z.string().optional(),
  isNational: z.boolean().optional(),
  homeAway: z.string().optional(),
});
export const nhlTvBroadcast = z.object({
  network: z.string().min(1),
  market: z.string().optional(),
  countryCode: z.string().optional(),
  sequenceNumber: int.optional(),
});

const RANK = { national: 0, home: 1, away: 2 } as const;
const NHL_MARKETS: Record<string, Broadcast['market']> = { N: 'national', H: 'home', A: 'away' };

/** The schedule's TV broadcasts of one game: national first, each network once per market. */
export function mapMlbBroadcasts(items: z.infer<typeof mlbBroadcast>[]): Broadcast[] {
  const seen = new Set<string>();
  const out: Broadcast[] = [];
  for (const b of items) {
    if (b.type && b.type !== 'TV') continue;
    const market = b.isNational ? 'national' : b.homeAway === 'away' ? 'away' : 'home';
    const key = `${b.name}|${market}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ network: b.name, market, country: null });
  }
  return out.sort((a, b) => RANK[a.market] - RANK[b.market]);
}

/** `tvBroadcasts` in the league's order, national first. */
export function mapNhlBroadcasts(items: z.infer<typeof nhlTvBroadcast>[]): Broadcast[] {
  return [...items]
    .sort((a, b) => (a.sequenceNumber ?? 0) - (b.sequenceNumber ?? 0))
    .map((b): Broadcast => ({
      network: b.network,
      market: NHL_MARKETS[b.market ?? ''] ?? 'national',
      country: b.countryCode ?? null,
    }))
    .sort((a, b) => RANK[a.market] - RANK[b.market]);
}

/** One game's broadcasts from the MLB schedule's raw list. */
export const mlbBroadcastsOf = (raw: readonly unknown[] | undefined, what: string) =>
  mapMlbBroadcasts(fittingItems('MLB Stats API', what, mlbBroadcast, raw ?? []));

/** One game's broadcasts from the NHL's raw `tvBroadcasts`. */
export const nhlBroadcastsOf = (raw: readonly unknown[] | undefined, what: string) =>
  mapNhlBroadcasts(fittingItems('NHL API', what, nhlTvBroadcast, raw ?? []));

/** Pairs of game id and main network, for the games that have one. */
export function networkPairs(games: readonly { id: number; broadcasts: Broadcast[] }[]): [number, string][] {
  return games.flatMap((g) => {
    const network = mainNetwork(g.broadcasts);
    return network ? [[g.id, network] as [number, string]] : [];
  });
}

/** A listed game's broadcasts: none when none of them can be read (logged), so the list stands without its network. */
export function listedBroadcasts(read: () => Broadcast[], log: ProviderLog, game: number): Broadcast[] {
  try {
    return read();
  } catch (error) {
    log.warn({ err: error, game }, 'the broadcasts of a listed game could not be read');
    return [];
  }
}
