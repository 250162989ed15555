import type { KeptBodies } from './kept-answer';

/** One answer as it leaves: its headers and its bytes in every encoding we send (sent by kept-answer.ts). */
export interface CachedAnswer extends KeptBodies {
  /** The route pattern it answered (metrics label). */
  route: string;
  storedAt: number;
  expiresAt: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  maxEntryBytes: number;
  /** No answer is kept longer than this, whatever its max-age says. */
  maxTtlSeconds: number;
}

/**
 * Public GET answers kept serialized and compressed, so a hit costs neither JSON nor
 * compression work: a least-recently-used map bounded by bytes, each answer kept no longer than
 * its own max-age (capped). Per instance; a CDN in front shares answers across instances.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** Answers served from here since start (metrics). */
  hits = 0;

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /** Keeps the answer for `maxAgeSeconds` (capped); false when it is too large to keep. */
  set(key: string, answer: Omit<CachedAnswer, 'storedAt' | 'expiresAt' | 'bytes'>, maxAgeSeconds: number): boolean {
    const bytes = Object.values(answer.bodies).reduce((sum, b) => sum + (b?.length ?? 0), 0);
    const ttl = Math.min(maxAgeSeconds, this.options.maxTtlSeconds);
    if (ttl <= 0 || bytes > this.options.maxEntryBytes) return false;
    this.delete(key);
    const storedAt = this.now();
    this.entries.set(key, { ...answer, storedAt, expiresAt: storedAt + ttl * 1000, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest, entry);
    }
    return true;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept, every encoding counted. */
  get totalBytes(): number {
    return this.bytes;
  }

  /** Drops every answer (public data changed, on this instance or another). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string, entry = this.entries.get(key)): void {
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
