import { ProviderNotFound } from '../../errors';
import type { CacheLookup } from '../../providers/provider-cache';
import { gamesTtlSeconds } from '../live-policy';
import type { GameLookup } from '../sources';

/** How long "that game was canceled" is remembered. */
const GONE_TTL_SECONDS = 3600;

/**
 * One game by id through the cache, kept as long as its state stays true. The provider's own 404
 * means no such game (not cached); any other failure is a failure.
 */
export async function lookUpGame(
  cache: CacheLookup,
  key: string,
  load: () => Promise<GameLookup>,
): Promise<GameLookup> {
  try {
    return await cache.get(
      key,
      { ttlSeconds: (found: GameLookup) => (found.kind === 'game' ? gamesTtlSeconds([found.game]) : GONE_TTL_SECONDS) },
      load,
    );
  } catch (error) {
    if (error instanceof ProviderNotFound) return { kind: 'unknown' };
    throw error;
  }
}
