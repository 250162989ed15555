/** Deterministic choices for the offline TV world: the same inputs always give the same line-up. */

/** FNV-1a: a fast, stable 32-bit hash of a string. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** One element of `items`, chosen by `seed`. */
export function pick<T>(items: readonly T[], seed: string): T {
  return items[hashOf(seed) % items.length]!;
}

/** `count` distinct elements of `items`, chosen by `seed` (in a stable shuffled order). */
export function pickSome<T>(items: readonly T[], count: number, seed: string): T[] {
  return [...items]
    .map((item, i) => ({ item, key: hashOf(`${seed}:${i}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, Math.min(count, items.length))
    .map((x) => x.item);
}
