import { ProviderNotFound } from '../../errors';
import type { CacheLookup } from '../../providers/provider-cache';
import { GAMES_KEY_VERSION, gamesTtlSeconds } from '../live-policy';
import type { SummaryLookup } from '../sources';

const GONE_TTL_SECONDS = 3600;

/**
 * A summary through the cache, kept as long as its game stays as it is (seconds while live,
 * hours once final). The provider's own 404 means no such game; any other failure is a failure.
 */
export async function cachedSummary(
  cache: CacheLookup,
  key: string,
  load: () => Promise<SummaryLookup>,
): Promise<SummaryLookup> {
  try {
    return await cache.get(
      `${key}:${GAMES_KEY_VERSION}`,
      {
        ttlSeconds: (found: SummaryLookup) =>
          found.kind === 'summary' ? gamesTtlSeconds([found.summary.game]) : GONE_TTL_SECONDS,
      },
      load,
    );
  } catch (error) {
    if (error instanceof ProviderNotFound) return { kind: 'unknown' };
    throw error;
  }
}
