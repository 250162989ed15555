/**
 * Counts hits per key in fixed one-minute windows, in memory (per instance). Used for the
 * calendar feed, which needs no login: wrong tokens per address, and fetches per feed and per
 * address. Old windows are swept as the map grows, so it stays small.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is within the limit (without counting). */
  blockedFor(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now() || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts a hit; answers as blockedFor does, after counting it. */
  hit(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    while (this.windows.size >= 10_000) this.windows.delete(this.windows.keys().next().value as string);
  }
}
