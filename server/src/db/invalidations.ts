import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

const CHANNEL = 'guide_invalidate';
const START_RETRY_MS = 5000;

interface Message {
  /** The instance that sent it (it has already acted on its own). */
  from: string;
  /** Cache keys starting with this are no longer true. */
  prefix: string;
}

/**
 * Tells every instance that some public data changed, so each drops its memory copies and kept
 * answers at once instead of serving them until they expire. On PostgreSQL through
 * LISTEN/NOTIFY; the embedded database has one process, so only this instance's handlers run.
 */
export class Invalidations {
  private readonly id = crypto.randomUUID();
  private readonly handlers: ((prefix: string) => void)[] = [];
  private stopListening: (() => Promise<void>) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `handler` runs for every change announced, here or on another instance. */
  onInvalidate(handler: (prefix: string) => void): void {
    this.handlers.push(handler);
  }

  /**
   * Starts hearing other instances' announcements. When that fails (a pooler that does not pass
   * LISTEN on, say) the server still starts, says so, and tries again every few seconds.
   */
  async start(): Promise<void> {
    if (!this.db.listen || this.stopped) return;
    try {
      this.stopListening = await this.db.listen(CHANNEL, (payload) => this.receive(payload));
      // Stopped while the connection was being made.
      if (this.stopped) await this.stopListening();
    } catch (err) {
      this.log.warn(
        { err },
        "could not listen for other instances' changes; memory copies live until they expire meanwhile",
      );
      this.retry = setTimeout(() => void this.start(), START_RETRY_MS);
      this.retry.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.stopListening?.();
  }

  private receive(payload: string): void {
    let message: Partial<Message>;
    try {
      message = JSON.parse(payload) as Partial<Message>;
    } catch {
      return;
    }
    if (message.from !== this.id && typeof message.prefix === 'string') this.run(message.prefix);
  }

  /** Acts on the change here, then announces it (an announcement that fails is logged, not thrown). */
  async publish(prefix: string): Promise<void> {
    this.run(prefix);
    if (!this.db.notify) return;
    const message: Message = { from: this.id, prefix };
    await this.db
      .notify(CHANNEL, JSON.stringify(message))
      .catch((err: unknown) => this.log.warn({ err, prefix }, 'could not tell the other instances of a change'));
  }

  private run(prefix: string): void {
    for (const handler of this.handlers) {
      try {
        handler(prefix);
      } catch (err) {
        this.log.warn({ err, prefix }, 'an invalidation handler failed');
      }
    }
  }
}
