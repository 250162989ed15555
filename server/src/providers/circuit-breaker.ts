import type { BreakerState, ProviderObserver } from './observer';

export interface BreakerSettings {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** How long an open breaker refuses calls before letting one probe through. */
  cooldownMs: number;
}

/**
 * Stops calling a provider that keeps failing: after `failureThreshold` failures in a row every
 * call is refused at once for `cooldownMs`; then one probe call is let through (half-open), and
 * its outcome closes the breaker or opens it for another cool-down.
 */
export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;

  constructor(
    private readonly provider: string,
    private readonly settings: BreakerSettings,
    private readonly observer: ProviderObserver,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get current(): BreakerState {
    return this.state;
  }

  /** Whether a call may go out now; a true answer in half-open state reserves the single probe. */
  allow(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open') {
      if (this.now() - this.openedAt < this.settings.cooldownMs) return false;
      this.set('half-open');
    }
    if (this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.probing = false;
    if (this.state !== 'closed') this.set('closed');
  }

  failure(): void {
    this.probing = false;
    this.failures += 1;
    if (this.state === 'half-open' || this.failures >= this.settings.failureThreshold) {
      this.openedAt = this.now();
      if (this.state !== 'open') this.set('open');
    }
  }

  private set(state: BreakerState): void {
    this.state = state;
    this.observer.breaker(this.provider, state);
  }
}
