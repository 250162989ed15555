import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How often the event loop is looked at: often enough that a burst is answered within it. */
const SAMPLE_MS = 100;

export interface LoopPaceLimits {
  /** Busy: the loop's timer fired more than this many ms late (0: not counted). */
  delayMs: number;
  /** Busy: the loop worked more than this fraction of the last sample (0: not counted). */
  utilization: number;
}

/**
 * Back-pressure for background jobs (decision 0240): every 100 ms it looks at how late its timer
 * fired and how busy the event loop was meanwhile. A busy loop halves the jobs each kind may run
 * at once (never below one, so work goes on), a free one allows one more, up to the kind's own
 * concurrency: a burst of due jobs (alerts at 7 PM) takes what the loop has spare, and requests
 * are answered between its steps instead of behind them.
 */
export class LoopPace {
  private readonly allowed = new Map<string, { most: number; now: number }>();
  private timer?: NodeJS.Timeout;
  private last?: EventLoopUtilization;
  private dueAt = 0;

  constructor(private readonly limits: LoopPaceLimits) {}

  /** A kind of job paced here, running at most `most` at once. */
  add(name: string, most: number): void {
    this.allowed.set(name, { most, now: most });
  }

  /** Jobs of this kind that may run at once now. */
  slots(name: string): number {
    return this.allowed.get(name)?.now ?? 1;
  }

  start(): void {
    if (this.timer || (this.limits.delayMs <= 0 && this.limits.utilization <= 0)) return;
    this.last = performance.eventLoopUtilization();
    this.dueAt = performance.now() + SAMPLE_MS;
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    // Pacing never keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at the loop; answers whether it was busy (tests call it directly). */
  sample(now = performance.now(), utilization = this.utilizationSinceLast()): boolean {
    const lateMs = now - this.dueAt;
    this.dueAt = now + SAMPLE_MS;
    const { delayMs, utilization: most } = this.limits;
    const busy = (delayMs > 0 && lateMs > delayMs) || (most > 0 && utilization > most);
    for (const kind of this.allowed.values())
      kind.now = busy ? Math.max(1, Math.floor(kind.now / 2)) : Math.min(kind.most, kind.now + 1);
    return busy;
  }

  private utilizationSinceLast(): number {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, this.last);
    this.last = current;
    return utilization;
  }
}
