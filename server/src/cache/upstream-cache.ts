import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface CachePolicy<T> {
  /** How long an answer is fresh; may depend on the answer (a live game versus a finished day). */
  ttlSeconds: number | ((value: T) => number);
  /** How long past freshness a copy may still be served when the provider fails. Default one day. */
  staleSeconds?: number;
}

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
}

const MEMORY_ENTRIES = 1000;

/**
 * Cache for upstream answers: a small in-memory layer in front of the `cache_entries`
 * table, so the copy is shared by every instance and survives restarts. Concurrent misses
 * for one key share a single upstream call; when the provider fails, a stale copy is served.
 */
export class UpstreamCache {
  private readonly memory = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>): Promise<T> {
    const remembered = this.memory.get(key);
    if (remembered && remembered.freshUntil > this.now()) return remembered.value as T;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const work = this.refresh(key, policy, load).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /** Forgets a key everywhere (after an admin reload, say). */
  async delete(prefix: string): Promise<void> {
    for (const key of this.memory.keys()) if (key.startsWith(prefix)) this.memory.delete(key);
    await this.db.query("DELETE FROM cache_entries WHERE starts_with(key, $1)", [prefix]);
  }

  private async refresh<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>): Promise<T> {
    const stored = await this.readStored(key);
    if (stored && stored.freshUntil > this.now()) {
      this.remember(key, stored);
      return stored.value as T;
    }
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (stored && stored.staleUntil > this.now()) {
        this.log.warn({ key, err: error }, 'upstream failed; serving a stale copy');
        return stored.value as T;
      }
      throw error;
    }
    const ttl = typeof policy.ttlSeconds === 'function' ? policy.ttlSeconds(value) : policy.ttlSeconds;
    const entry: Entry = {
      value,
      freshUntil: this.now() + ttl * 1000,
      staleUntil: this.now() + (ttl + (policy.staleSeconds ?? 86_400)) * 1000,
    };
    this.remember(key, entry);
    await this.db
      .query(
        `INSERT INTO cache_entries (key, value, fresh_until, stale_until) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, fresh_until = EXCLUDED.fresh_until, stale_until = EXCLUDED.stale_until`,
        [key, JSON.stringify(value), new Date(entry.freshUntil), new Date(entry.staleUntil)],
      )
      .catch((err: unknown) => this.log.warn({ key, err }, 'could not store a cache entry'));
    return value;
  }

  private async readStored(key: string): Promise<Entry | undefined> {
    const { rows } = await this.db.query<{ value: unknown; fresh_until: Date; stale_until: Date }>(
      'SELECT value, fresh_until, stale_until FROM cache_entries WHERE key = $1',
      [key],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { value: row.value, freshUntil: new Date(row.fresh_until).getTime(), staleUntil: new Date(row.stale_until).getTime() };
  }

  private remember(key: string, entry: Entry): void {
    this.memory.delete(key);
    this.memory.set(key, entry);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value as string);
  }
}
