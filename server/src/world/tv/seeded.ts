/** Deterministic choices for the offline TV world: the same inputs always give the same line-up. */

import { stableHash } from '../../lib/stable-hash';

export { stableHash };

/** One element of `items`, chosen by `seed`. */
export function pick<T>(items: readonly T[], seed: string): T {
  return items[stableHash(seed) % items.length]!;
}

/** `count` distinct elements of `items`, chosen by `seed` (in a stable shuffled order). */
export function pickSome<T>(items: readonly T[], count: number, seed: string): T[] {
  return [...items]
    .map((item, i) => ({ item, key: stableHash(`${seed}:${i}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, Math.min(count, items.length))
    .map((x) => x.item);
}
