import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

const CHANNEL = 'guide_invalidate';

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

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `handler` runs for every change announced, here or on another instance. */
  onInvalidate(handler: (prefix: string) => void): void {
    this.handlers.push(handler);
  }

  /** Starts hearing other instances' announcements. */
  async start(): Promise<void> {
    if (!this.db.listen) return;
    this.stopListening = await this.db.listen(CHANNEL, (payload) => {
      let message: Partial<Message>;
      try {
        message = JSON.parse(payload) as Partial<Message>;
      } catch {
        return;
      }
      if (message.from !== this.id && typeof message.prefix === 'string') this.run(message.prefix);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  /** Acts on the change here, then announces it (an announcement that fails is logged, not thrown). */
  async publish(prefix: string): Promise<void> {
    this.run(prefix);
    if (!this.db.notify) return;
    const message: Message = { from: this.id, prefix };
    await this.db.notify(CHANNEL, JSON.stringify(message)).catch((err: unknown) => this.log.warn({ err, prefix }, 'could not tell the other instances of a change'));
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
