/**
 * What the provider layer reports as it works, so metrics (or a test) can watch it without the
 * layer knowing who listens. Every method must be cheap and must never throw.
 */
export type ProviderCallOutcome = 'ok' | 'not-found' | 'error' | 'timeout' | 'invalid' | 'rejected';
export type CacheOutcome = 'hit' | 'miss' | 'stale';
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface ProviderObserver {
  /** One HTTP call to a provider finished (or was refused by the breaker: 'rejected'). */
  call(provider: string, outcome: ProviderCallOutcome, durationMs: number): void;
  /** A cached lookup was answered from a fresh copy, needed the provider, or fell back to a stale copy. */
  cache(provider: string, outcome: CacheOutcome): void;
  /** A provider's circuit breaker changed state. */
  breaker(provider: string, state: BreakerState): void;
}

/** Listens to nothing: the default when metrics are off. */
export const silentObserver: ProviderObserver = {
  call: () => undefined,
  cache: () => undefined,
  breaker: () => undefined,
};
