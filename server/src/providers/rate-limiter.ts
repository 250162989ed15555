export interface RateLimitSettings {
  /** At most `limit` calls start in any window of `windowMs`. */
  limit: number;
  windowMs: number;
  /** Calls that may be waiting for a slot at once, across all clients. */
  maxWaiting: number;
  /** Calls one client may have waiting at once, so one visitor cannot fill the queue. */
  maxWaitingPerClient: number;
  /**
   * Fair sharing (optional): the part of a window's slots (0–1) any one client may book, and the
   * part kept free for interactive clients within their share. A client past its share, and
   * background work, get a slot only while more than the kept part is free, and only at once.
   */
  fairShare?: {
    share: number;
    keepFree: number;
    /**
     * Calls per window one client may spend on guesses (asking for something no list of ours
     * holds, such as a game id no stored day lists): within its share only, never from the spare.
     */
    guesses?: number;
  };
}

/**
 * Who a call is for: a visitor waiting on it; a guess (a visitor asking for something no list
 * of ours holds, which may well not exist); background work no one waits on; or the operator's
 * own work outside any request (a command-line import), which waits for slots and is no client.
 */
export type Priority = 'interactive' | 'guess' | 'background' | 'operator';

export type Admission =
  | { ok: true }
  | { ok: false; reason: 'queue-full' | 'client-full' | 'too-late' }
  /** Past its fair share, or background work while the window is busy: try again after retryAfterMs. */
  | { ok: false; reason: 'over-share' | 'deferred'; retryAfterMs: number };

interface Booking {
  at: number;
  client: string;
  guess: boolean;
}

/**
 * A sliding-window limiter that books slots instead of queueing blindly: a caller learns at once
 * when its call could start, and is refused at once when that is later than its budget allows
 * or when the waiting room (overall, or for its client) is full. With fair sharing, one client
 * firing many calls at once cannot book the whole window: past its share it is refused (the API
 * answers 429) while the others' calls go ahead, a client's guesses get a few slots of its share
 * and never the spare, and background work only takes spare slots.
 * Per process: enough to keep one instance within a provider's per-address limit.
 */
export class RateLimiter {
  /** Start times booked, in order (past ones are dropped as the window moves on). */
  private readonly bookings: Booking[] = [];
  private readonly waitingByClient = new Map<string, number>();
  private waiting = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Waits for a slot within `budgetMs`; answers how it went without ever waiting past the budget. */
  async acquire(budgetMs: number, client: string, priority: Priority = 'interactive'): Promise<Admission> {
    const now = this.now();
    const { limit, windowMs, fairShare } = this.settings;
    while (this.bookings.length > 0 && this.bookings[0]!.at <= now - windowMs) this.bookings.shift();
    // The call may start once the booking `limit` places before it has left the window.
    const startAt =
      this.bookings.length < limit ? now : Math.max(now, this.bookings[this.bookings.length - limit]!.at + windowMs);
    const wait = startAt - now;

    if (fairShare && priority !== 'operator') {
      const mine = this.bookings.filter((b) => b.client === client);
      const guesses = priority === 'guess' ? mine.filter((b) => b.guess) : [];
      const overGuesses = priority === 'guess' && guesses.length >= (fairShare.guesses ?? limit);
      const withinShare =
        priority !== 'background' && !overGuesses && mine.length < Math.max(1, Math.floor(limit * fairShare.share));
      const spare =
        priority !== 'guess' && wait <= 0 && limit - this.bookings.length > Math.ceil(limit * fairShare.keepFree);
      if (!withinShare && !spare) {
        // Over its share: when its own oldest booking (or guess) leaves the window. Background: when any does.
        const frees =
          priority === 'background' || mine.length === 0 ? this.bookings[0] : overGuesses ? guesses[0] : mine[0];
        const retryAfterMs = Math.max(1, (frees ? frees.at + windowMs : now) - now);
        return { ok: false, reason: priority === 'background' ? 'deferred' : 'over-share', retryAfterMs };
      }
    }

    if (wait > 0) {
      if (wait > budgetMs) return { ok: false, reason: 'too-late' };
      if (this.waiting >= this.settings.maxWaiting) return { ok: false, reason: 'queue-full' };
      if ((this.waitingByClient.get(client) ?? 0) >= this.settings.maxWaitingPerClient)
        return { ok: false, reason: 'client-full' };
    }
    this.bookings.push({ at: startAt, client, guess: priority === 'guess' });
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
