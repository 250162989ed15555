import type { FastifyBaseLogger } from 'fastify';
import { isConnectionFailure, type Database } from '../db/database';
import {
  ProviderBusy,
  ProviderNotFound,
  ProviderOverShare,
  ProviderTimeout,
  failureForLog as failureOf,
} from '../errors';
import type { ProviderObserver } from './observer';
import { silentObserver } from './observer';
import { remainingMs, withBudget } from './request-budget';

export interface CachePolicy<T> {
  /** How long an answer is fresh; may depend on the answer (a live game versus a finished day). */
  ttlSeconds: number | ((value: T) => number);
  /**
   * How long past freshness a copy is served at once while one background refresh runs
   * (stale-while-revalidate); may depend on the answer. Default (or undefined): as long as it was fresh.
   */
  revalidateSeconds?: number | ((value: T) => number | undefined);
  /** How long past freshness a copy may still be served when the provider fails (stale-if-error). Default one day. */
  staleSeconds?: number;
  /** How long the provider's own 404 is remembered (never longer than minutes). Default: not at all. */
  notFoundSeconds?: number;
}

/** What an adapter needs of the cache (tests give adapters a cache that always loads). */
export type CacheLookup = Pick<ProviderCache, 'get'>;

interface Entry {
  value: unknown;
  freshUntil: number;
  revalidateUntil: number;
  staleUntil: number;
}

interface NotFound {
  error: ProviderNotFound;
  until: number;
}

const MEMORY_ENTRIES = 1000;
/** A background refresh is no request's: it gets a budget of its own. */
const BACKGROUND_BUDGET_MS = 10_000;
const MAX_NOT_FOUND_SECONDS = 15 * 60;
/** Time a request must have left to try a load of its own after a shared one ran out of another's. */
const OWN_TRY_MIN_MS = 1000;
/** A shared load's failure that may be the budget or share of the request that started it, not the provider's answer. */
const isStartersLimit = (error: unknown) =>
  error instanceof ProviderTimeout || error instanceof ProviderBusy || error instanceof ProviderOverShare;

/**
 * Cache for provider answers (and answers we build from them): a small in-memory layer in front
 * of the `cache_entries` table, so a copy is shared by every instance and survives restarts.
 * Only what `load` returns is stored, and `load` returns only validated answers, so nothing
 * wrong is ever cached and a failed refresh never replaces a good copy. Concurrent misses for
 * one key share one load; an expired copy is served at once while one refresh runs; when the
 * provider fails, a stale copy is served.
 */
export class ProviderCache {
  private readonly memory = new Map<string, Entry>();
  private readonly notFound = new Map<string, NotFound>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly observer: ProviderObserver = silentObserver,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for `key`, from a copy or `load`. */
  get<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>): Promise<T> {
    return this.answer(key, policy, load, 0);
  }

  /** `get`, with how many loads of others this request already shared and saw fail (`tries`). */
  private async answer<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>, tries: number): Promise<T> {
    const source = key.slice(0, key.indexOf(':'));
    const known404 = this.notFound.get(key);
    if (known404 && known404.until > this.now()) {
      this.observer.cache(source, 'hit');
      throw known404.error;
    }
    const remembered = this.memory.get(key);
    if (remembered && remembered.freshUntil > this.now()) {
      this.observer.cache(source, 'hit');
      return remembered.value as T;
    }
    if (remembered && remembered.revalidateUntil > this.now())
      return this.serveWhileRevalidating(key, remembered, policy, load, source);

    const pending = this.inFlight.get(key);
    if (pending) return this.join(pending as Promise<T>, key, policy, load, tries);
    const work = this.lookup(key, policy, load, source).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /**
   * Shares a load another request started. It runs with that request's deadline and share: when
   * it failed for those (out of time, over its share, no slot) while this request still has time,
   * this one tries with its own, once more at most.
   */
  private async join<T>(
    pending: Promise<T>,
    key: string,
    policy: CachePolicy<T>,
    load: () => Promise<T>,
    tries: number,
  ) {
    try {
      return await pending;
    } catch (error) {
      if (tries > 0 || !isStartersLimit(error) || remainingMs() < OWN_TRY_MIN_MS) throw error;
      return this.answer(key, policy, load, tries + 1);
    }
  }

  /** Told of every delete, so other instances drop their memory copies too (see db/invalidations.ts). */
  onDelete: (prefix: string) => Promise<void> = async () => undefined;

  /** Forgets every key that starts with `prefix` (after an admin reload, say), here and on every instance. */
  async delete(prefix: string): Promise<void> {
    this.forgetInMemory(prefix);
    await this.db.query('DELETE FROM cache_entries WHERE starts_with(key, $1)', [prefix]);
    await this.onDelete(prefix);
  }

  /** Drops this instance's memory copies of the keys starting with `prefix` (another instance deleted them). */
  forgetInMemory(prefix: string): void {
    for (const key of this.memory.keys()) if (key.startsWith(prefix)) this.memory.delete(key);
    for (const key of this.notFound.keys()) if (key.startsWith(prefix)) this.notFound.delete(key);
  }

  /** Deletes the rows no request may be served any more; answers how many went. */
  async purgeExpired(): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM cache_entries WHERE stale_until < $1', [
      new Date(this.now()),
    ]);
    for (const [key, entry] of this.memory) if (entry.staleUntil < this.now()) this.memory.delete(key);
    for (const [key, entry] of this.notFound) if (entry.until < this.now()) this.notFound.delete(key);
    return rowCount;
  }

  /** Purges expired rows every `intervalMs` until the returned function is called. */
  startHousekeeping(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.purgeExpired().then(
        (count) => count > 0 && this.log.info({ count }, 'purged expired cache entries'),
        (err: unknown) => this.log.warn({ err }, 'could not purge the cache'),
      );
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async lookup<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>, source: string): Promise<T> {
    const stored = await this.readStored(key);
    const now = this.now();
    if (stored && stored.freshUntil > now) {
      this.remember(key, stored);
      this.observer.cache(source, 'hit');
      return stored.value as T;
    }
    if (stored && stored.revalidateUntil > now) {
      this.remember(key, stored);
      return this.serveWhileRevalidating(key, stored, policy, load, source);
    }
    try {
      const value = await this.load(key, policy, load);
      this.observer.cache(source, 'miss');
      return value;
    } catch (error) {
      if (!(error instanceof ProviderNotFound) && stored && stored.staleUntil > this.now()) {
        this.log.warn({ key, ...failureOf(error) }, 'provider failed; serving a stale copy');
        this.observer.cache(source, 'stale');
        return stored.value as T;
      }
      throw error;
    }
  }

  private serveWhileRevalidating<T>(
    key: string,
    entry: Entry,
    policy: CachePolicy<T>,
    load: () => Promise<T>,
    source: string,
  ): T {
    this.observer.cache(source, 'stale');
    if (!this.inFlight.has(key)) {
      const refresh = withBudget(BACKGROUND_BUDGET_MS, 'refresh', () => this.load(key, policy, load), true)
        .catch((err: unknown) => {
          // The copy we have stays; it is served until its stale-if-error window ends.
          this.log.warn({ key, ...failureOf(err) }, 'background refresh failed; keeping the cached copy');
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(
        key,
        refresh.then(() => entry.value),
      );
    }
    return entry.value as T;
  }

  /** Calls the provider; stores a good answer, remembers a 404 briefly, stores nothing else. */
  private async load<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (error instanceof ProviderNotFound && policy.notFoundSeconds) {
        this.notFound.set(key, {
          error,
          until: this.now() + Math.min(policy.notFoundSeconds, MAX_NOT_FOUND_SECONDS) * 1000,
        });
        this.memory.delete(key);
      }
      throw error;
    }
    const ttl = typeof policy.ttlSeconds === 'function' ? policy.ttlSeconds(value) : policy.ttlSeconds;
    const revalidate =
      typeof policy.revalidateSeconds === 'function' ? policy.revalidateSeconds(value) : policy.revalidateSeconds;
    const now = this.now();
    const entry: Entry = {
      value,
      freshUntil: now + ttl * 1000,
      revalidateUntil: now + (ttl + (revalidate ?? ttl)) * 1000,
      staleUntil: now + (ttl + Math.max(policy.staleSeconds ?? 86_400, revalidate ?? ttl)) * 1000,
    };
    this.notFound.delete(key);
    this.remember(key, entry);
    if (this.db.available?.() === false) return value;
    await this.db
      .query(
        `INSERT INTO cache_entries (key, value, fresh_until, stale_until, revalidate_until) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, fresh_until = EXCLUDED.fresh_until,
           stale_until = EXCLUDED.stale_until, revalidate_until = EXCLUDED.revalidate_until`,
        [
          key,
          JSON.stringify(value),
          new Date(entry.freshUntil),
          new Date(entry.staleUntil),
          new Date(entry.revalidateUntil),
        ],
      )
      // While the database is away the copy lives in memory only (the database reports the outage).
      .catch(
        (err: unknown) => isConnectionFailure(err) || this.log.warn({ key, err }, 'could not store a cache entry'),
      );
    return value;
  }

  /** The shared copy, if any; none while the database is away (the provider or the memory layer answers). */
  private async readStored(key: string): Promise<Entry | undefined> {
    if (this.db.available?.() === false) return undefined;
    const { rows } = await this.db
      .query<{ value: unknown; fresh_until: Date; stale_until: Date; revalidate_until: Date | null }>(
        'SELECT value, fresh_until, stale_until, revalidate_until FROM cache_entries WHERE key = $1',
        [key],
      )
      .catch((error: unknown) => {
        if (isConnectionFailure(error)) return { rows: [] };
        throw error;
      });
    const row = rows[0];
    if (!row) return undefined;
    const freshUntil = new Date(row.fresh_until).getTime();
    return {
      value: row.value,
      freshUntil,
      revalidateUntil: row.revalidate_until ? new Date(row.revalidate_until).getTime() : freshUntil,
      staleUntil: new Date(row.stale_until).getTime(),
    };
  }

  private remember(key: string, entry: Entry): void {
    this.memory.delete(key);
    this.memory.set(key, entry);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value as string);
  }
}
