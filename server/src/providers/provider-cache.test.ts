import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLogger } from '../../test/providers';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { DatabaseUnavailable, type Database } from '../db/database';
import { ProviderInvalid, ProviderNotFound, ProviderUnavailable } from '../errors';
import type { CacheOutcome } from './observer';
import { ProviderCache } from './provider-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.each(testDatabaseKinds)('ProviderCache on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => db?.close());

  /** A cache on its own clock, and a log of what it reported. */
  const make = () => {
    const clock = { now: 1_000_000 };
    const outcomes: CacheOutcome[] = [];
    const cache = new ProviderCache(
      db,
      quietLogger,
      { call: () => undefined, breaker: () => undefined, cache: (_p, o) => outcomes.push(o) },
      () => clock.now,
    );
    return { cache, clock, outcomes };
  };
  let n = 0;
  const key = () => `test:${kind}:${++n}`;
  const policy = { ttlSeconds: 60, revalidateSeconds: 60, staleSeconds: 3600 };

  it('makes one provider call for 100 identical concurrent misses', async () => {
    const { cache } = make();
    const k = key();
    let calls = 0;
    const gate = deferred<string>();
    const answers = Array.from({ length: 100 }, () => cache.get(k, policy, () => (calls++, gate.promise)));
    gate.resolve('value');
    expect(await Promise.all(answers)).toEqual(Array(100).fill('value'));
    expect(calls).toBe(1);
  });

  it('serves an expired copy at once while one background refresh runs, and takes the refreshed copy', async () => {
    const { cache, clock, outcomes } = make();
    const k = key();
    await cache.get(k, policy, async () => 'old');
    clock.now += 61_000;
    const refresh = deferred<string>();
    let calls = 0;
    const load = () => (calls++, refresh.promise);
    expect(await cache.get(k, policy, load)).toBe('old');
    expect(await cache.get(k, policy, load)).toBe('old');
    expect(calls).toBe(1);
    refresh.resolve('new');
    await flush();
    expect(await cache.get(k, policy, load)).toBe('new');
    expect(outcomes).toEqual(['miss', 'stale', 'stale', 'hit']);
  });

  it('takes how long to serve an expired copy from the answer: none at all asks again in the request', async () => {
    const { cache, clock } = make();
    const byAnswer = { ttlSeconds: 60, revalidateSeconds: (value: string) => (value === 'none' ? 0 : undefined) };
    const [nothing, something] = [key(), key()];
    await cache.get(nothing, byAnswer, async () => 'none');
    await cache.get(something, byAnswer, async () => 'old');
    clock.now += 61_000;
    // The answer saying "nothing" waits for the new call; the other is served stale while it refreshes.
    expect(await cache.get(nothing, byAnswer, async () => 'found')).toBe('found');
    expect(await cache.get(something, byAnswer, async () => 'new')).toBe('old');
  });

  it('keeps the good copy when a refresh fails or brings a wrong answer', async () => {
    const { cache, clock } = make();
    const k = key();
    await cache.get(k, policy, async () => 'good');
    clock.now += 61_000;
    expect(await cache.get(k, policy, () => Promise.reject(new ProviderInvalid('P', 'wrong shape')))).toBe('good');
    await flush();
    // Past the revalidation window the provider is asked first; when it fails, the stale copy stands in.
    clock.now += 120_000;
    expect(await cache.get(k, policy, () => Promise.reject(new ProviderUnavailable('P', 'down')))).toBe('good');
    const { rows } = await db.query<{ value: string }>('SELECT value FROM cache_entries WHERE key = $1', [k]);
    expect(rows.map((r) => r.value)).toEqual(['good']);
  });

  it('stores nothing when the provider fails and there is no copy', async () => {
    const { cache } = make();
    const k = key();
    await expect(
      cache.get(k, policy, () => Promise.reject(new ProviderInvalid('P', 'garbage'))),
    ).rejects.toBeInstanceOf(ProviderInvalid);
    const { rows } = await db.query('SELECT 1 FROM cache_entries WHERE key = $1', [k]);
    expect(rows).toHaveLength(0);
    await expect(cache.get(k, policy, async () => 'fine')).resolves.toBe('fine');
  });

  it('remembers a provider 404 only for the minutes it is told, and only when told', async () => {
    const { cache, clock } = make();
    const k = key();
    let calls = 0;
    const missing = () => (calls++, Promise.reject(new ProviderNotFound('P', '404', 404)));
    await expect(cache.get(k, { ...policy, notFoundSeconds: 300 }, missing)).rejects.toBeInstanceOf(ProviderNotFound);
    await expect(cache.get(k, { ...policy, notFoundSeconds: 300 }, missing)).rejects.toBeInstanceOf(ProviderNotFound);
    expect(calls).toBe(1);
    clock.now += 301_000;
    await expect(cache.get(k, { ...policy, notFoundSeconds: 300 }, missing)).rejects.toBeInstanceOf(ProviderNotFound);
    expect(calls).toBe(2);
    const other = key();
    await expect(cache.get(other, policy, missing)).rejects.toBeInstanceOf(ProviderNotFound);
    await expect(cache.get(other, policy, missing)).rejects.toBeInstanceOf(ProviderNotFound);
    expect(calls).toBe(4);
  });

  it('purges rows nobody may be served any more', async () => {
    const { cache, clock } = make();
    const k = key();
    await cache.get(k, { ttlSeconds: 10, staleSeconds: 10 }, async () => 'brief');
    clock.now += 15_000;
    await cache.purgeExpired();
    expect((await db.query('SELECT 1 FROM cache_entries WHERE key = $1', [k])).rows).toHaveLength(1);
    clock.now += 10_000;
    expect(await cache.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await db.query('SELECT 1 FROM cache_entries WHERE key = $1', [k])).rows).toHaveLength(0);
  });

  it('answers from the provider, then from memory, while the database is unreachable', async () => {
    const clock = { now: 1_000_000 };
    const unreachable = new DatabaseUnavailable('connect ECONNREFUSED');
    const down: Database = { ...db, query: () => Promise.reject(unreachable) };
    const cache = new ProviderCache(down, quietLogger, undefined, () => clock.now);
    const k = key();
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    expect(await cache.get(k, policy, load)).toBe('answer 1');
    expect(await cache.get(k, policy, load)).toBe('answer 1');
    expect(calls).toBe(1);
  });
});
