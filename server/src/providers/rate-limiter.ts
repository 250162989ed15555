export interface RateLimitSettings {
  /** At most `limit` calls start in any window of `windowMs`. */
  limit: number;
  windowMs: number;
  /** Calls that may be waiting for a slot at once, across all clients. */
  maxWaiting: number;
  /** Calls one client may have waiting at once, so one visitor cannot fill the queue. */
  maxWaitingPerClient: number;
}

export type Admission = { ok: true } | { ok: false; reason: 'queue-full' | 'client-full' | 'too-late' };

/**
 * A sliding-window limiter that books slots instead of queueing blindly: a caller learns at once
 * when its call could start, and is refused at once when that is later than its budget allows
 * or when the waiting room (overall, or for its client) is full. Per process: enough to keep one
 * instance within a provider's per-address limit.
 */
export class RateLimiter {
  /** Start times booked, in order (past ones are dropped as the window moves on). */
  private readonly starts: number[] = [];
  private readonly waitingByClient = new Map<string, number>();
  private waiting = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Waits for a slot within `budgetMs`; answers how it went without ever waiting past the budget. */
  async acquire(budgetMs: number, client: string): Promise<Admission> {
    const now = this.now();
    while (this.starts.length > 0 && this.starts[0]! <= now - this.settings.windowMs) this.starts.shift();
    const { limit, windowMs } = this.settings;
    // The call may start once the booking `limit` places before it has left the window.
    const startAt = this.starts.length < limit ? now : Math.max(now, this.starts[this.starts.length - limit]! + windowMs);
    const wait = startAt - now;
    if (wait > 0) {
      if (wait > budgetMs) return { ok: false, reason: 'too-late' };
      if (this.waiting >= this.settings.maxWaiting) return { ok: false, reason: 'queue-full' };
      if ((this.waitingByClient.get(client) ?? 0) >= this.settings.maxWaitingPerClient) return { ok: false, reason: 'client-full' };
    }
    this.starts.push(startAt);
    if (wait <= 0) return { ok: true };
    this.waiting += 1;
    this.waitingByClient.set(client, (this.waitingByClient.get(client) ?? 0) + 1);
    try {
      await this.sleep(wait);
    } finally {
      this.waiting -= 1;
      const left = (this.waitingByClient.get(client) ?? 1) - 1;
      if (left > 0) this.waitingByClient.set(client, left);
      else this.waitingByClient.delete(client);
    }
    return { ok: true };
  }
}
