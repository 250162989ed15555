/**
 * FNV-1a: a fast, stable 32-bit hash of a string. The offline worlds make every choice from it,
 * so the same inputs always give the same games, theatres, line-ups and posters.
 */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
