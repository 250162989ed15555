import type { FastifyBaseLogger } from 'fastify';
import type { CacheLookup } from '../src/providers/provider-cache';
import { ProviderClient, type ProviderSettings } from '../src/providers/provider-client';
import { silentObserver, type ProviderObserver } from '../src/providers/observer';

const quiet = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

/** A real provider client pointed at a stand-in, with settings a test may override. */
export function testProviderClient(
  baseUrl: string,
  settings: Partial<ProviderSettings> = {},
  observer: ProviderObserver = silentObserver,
): ProviderClient {
  return new ProviderClient(
    {
      name: 'Test provider',
      baseUrl,
      timeoutMs: 2000,
      retries: 1,
      breaker: { failureThreshold: 100, cooldownMs: 1000 },
      ...settings,
    },
    observer,
    quiet,
  );
}

/** A cache that always asks: adapter tests look at every call. */
export const noCache: CacheLookup = { get: (_key, _policy, load) => load() };

export { quiet as quietLogger };
